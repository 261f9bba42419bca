package org.ichto.urland.ui.news;

import org.ichto.shell.session.LoggedEvent;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Each player's figures at the end of a game of Urland, counted from a known log. */
class GameStatisticsTest {
    private static final GameState START = UrlandGame.newGame(3, 5);

    private static LoggedEvent<GameEvent> at(int decision, GameEvent e) {
        return new LoggedEvent<>(decision, e);
    }

    @Test
    void scoringsPanicsVolcanoesAndPurchasesAreCountedPerPlayer() {
        List<LoggedEvent<GameEvent>> log = List.of(
                // Seat 0 wins a competition (3 points, 1 back to the reserve), seat 1 takes 2.
                at(3, new GameEvent.RegionScored(10, 9, ScoringKind.COMPETITION, new int[] {4, 3, 0},
                        new int[] {3, 2, 0}, new int[] {1, 0, 0})),
                // A coexistence: seats 1 and 2 tie at 2 points, both win it.
                at(7, new GameEvent.RegionScored(4, 3, ScoringKind.COEXISTENCE, new int[] {0, 2, 2},
                        new int[] {0, 2, 2}, new int[] {0, 0, 0})),
                // An empty region: nobody wins.
                at(9, new GameEvent.RegionScored(6, 5, ScoringKind.EMPTY, new int[] {0, 0, 0},
                        new int[] {0, 0, 0}, new int[] {0, 0, 0})),
                at(12, new GameEvent.GeneBought(2, Gene.values()[0], 1)),
                at(12, new GameEvent.GeneBought(2, Gene.values()[1], 2)),
                at(13, new GameEvent.GeneBought(0, Gene.values()[2], 0)),
                at(20, new GameEvent.PanicStruck(3, Board.oceanPlace(0), new int[] {0, 3, 1})),
                at(30, new GameEvent.VolcanoLosses(9, new int[] {4, 0, 2})));
        GameStatistics s = GameStatistics.of(log, START);
        assertThat(List.of(s.scoringsWon(0), s.scoringsWon(1), s.scoringsWon(2))).containsExactly(1, 1, 1);
        assertThat(List.of(s.scoringPoints(0), s.scoringPoints(1), s.scoringPoints(2))).containsExactly(3, 4, 2);
        assertThat(List.of(s.returned(0), s.returned(1), s.returned(2))).containsExactly(1, 0, 0);
        assertThat(List.of(s.genesBought(0), s.genesBought(1), s.genesBought(2))).containsExactly(1, 0, 2);
        assertThat(List.of(s.fled(0), s.fled(1), s.fled(2))).containsExactly(0, 3, 1);
        assertThat(List.of(s.volcanoLosses(0), s.volcanoLosses(1), s.volcanoLosses(2))).containsExactly(4, 0, 2);
    }

    @Test
    void theRegionsHeldAreTheLandRegionsWithTheSeatsIchtos() {
        GameStatistics s = GameStatistics.of(List.of(), START);
        for (int seat = 0; seat < 3; seat++) {
            int held = 0;
            for (int area = 0; area < Board.AREAS; area++) {
                held += START.isRegion(area) && START.ichtos(area, seat) > 0 ? 1 : 0;
            }
            // The setup puts each player's Ichtos on several areas (its chips and its neighbours').
            assertThat(held).isGreaterThanOrEqualTo(2);
            assertThat(s.regionsHeld(seat)).isEqualTo(held);
            assertThat(s.scoringsWon(seat)).isZero();
        }
    }
}
