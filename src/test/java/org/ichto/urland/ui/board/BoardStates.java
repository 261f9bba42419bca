package org.ichto.urland.ui.board;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.game.Seat;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Positions for the board's tests and pictures, reached by random play. */
final class BoardStates {
    private BoardStates() {
    }

    /** The first state of a random game (seeds from {@code seed} on) that satisfies the test. */
    static GameState reach(int players, long seed, Predicate<GameState> test) {
        for (long sd = seed; sd < seed + 500; sd++) {
            GameState s = UrlandGame.newGame(players, sd);
            SeededRandom rng = new SeededRandom(sd * 31 + 7);
            for (int i = 0; i < 5000 && !s.isOver(); i++) {
                if (test.test(s)) {
                    return s;
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
        throw new IllegalStateException("no such position from seed " + seed);
    }

    /** A mid-game state where at least {@code erupted} volcanoes have erupted. */
    static GameState merged(int players, long seed, int erupted) {
        return reach(players, seed, s -> Integer.bitCount(s.eruptedMask()) >= erupted);
    }

    /** A mid-game state with merged regions and chips lying scored on their volcanoes. */
    static GameState mergedAndScored(int players, long seed) {
        return reach(players, seed, s -> Integer.bitCount(s.eruptedMask()) >= 3
                && Integer.bitCount(s.chipsAt(GameState.ChipLocation.SCORED) & ~1) >= 2);
    }

    static List<Seat> seats(int players) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(i == 0 ? Seat.human("Ann", Urlands.COLOURS.get(i)) : Seat.computer("Bot " + i, Urlands.COLOURS.get(i), "random"));
        }
        return seats;
    }
}
