package org.ichto.urland;

import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;

/** Urland on its canonical board. */
public final class Urland {
    public static final String GAME_ID = "urland";

    private Urland() {
    }

    public static GameState newGame(int players, long seed) {
        return Rules.newGame(BoardLoader.standard(), players, seed);
    }
}
