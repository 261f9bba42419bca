package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Invariants over whole random games with 3 and 4 players. */
class SoupRandomGamesTest {
    private static final SoupBoard BOARD = SoupBoardLoader.standard();

    @Test
    void smoke() {
        for (int players = 3; players <= 4; players++) {
            for (long seed = 0; seed < 50; seed++) {
                SoupState s = SoupRules.newGame(BOARD, players, seed);
                SeededRandom rng = new SeededRandom(seed * 31 + 7);
                int steps = 0;
                while (!s.isOver()) {
                    List<SoupDecision> legal = SoupRules.legal(s);
                    assertThat(legal).as("legal at %s", s).isNotEmpty();
                    s = SoupRules.apply(s, legal.get(rng.nextInt(legal.size())));
                    steps++;
                }
                assertThat(s.round()).isLessThanOrEqualTo(10);
                System.out.println(players + " " + seed + " steps " + steps + " round " + s.round() + " " + s);
            }
        }
    }
}
