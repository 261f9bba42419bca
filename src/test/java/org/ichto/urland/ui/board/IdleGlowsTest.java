package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import javax.swing.JFrame;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** On a screen, the glows a position may show are made while the event thread is idle, and then only copied. */
class IdleGlowsTest {
    private static <T> T onEdt(Callable<T> task) {
        return GuiActionRunner.execute(task);
    }

    /** A window showing the board at this position, four players. */
    private static JFrame showBoard(GameState s) {
        return onEdt(() -> {
            JFrame f = new JFrame("glows");
            BoardPanel panel = new BoardPanel();
            panel.setPreferredSize(new Dimension(900, 560));
            panel.setState(s, BoardStates.seats(4));
            f.add(panel);
            f.pack();
            f.setVisible(true);
            return f;
        });
    }

    @Test
    void afterAPaintTheGlowsOfEveryPlaceAreMadeInIdleMomentsAndAHighlightThenMakesNone() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a screen");
        GameState s = BoardStates.merged(4, 3, 2);
        JFrame frame = showBoard(s);
        try {
            BoardPanel panel = (BoardPanel) frame.getContentPane().getComponent(0);
            long deadline = System.currentTimeMillis() + 30_000;
            while (!onEdt(panel::glowsReady) && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            assertThat(onEdt(panel::glowsReady)).as("all made in idle moments").isTrue();
            int made = onEdt(() -> panel.painter().sprites().made());
            assertThat(made).as("a glow of each kind for each place, besides the pieces").isGreaterThan(4 * 20);

            // Every place a target, one chosen, one under the mouse, two touched by the last move: all copied.
            Set<Integer> every = new HashSet<>();
            for (int p = 0; p < Board.PLACES; p++) {
                every.add(p);
            }
            onEdt(() -> {
                panel.setHighlights(new Highlights(every, 3, 7, Set.of(5, Board.AREAS + 1)));
                panel.paintImmediately(0, 0, panel.getWidth(), panel.getHeight());
                return null;
            });
            assertThat(onEdt(() -> panel.painter().sprites().made())).as("pictures made by the paint").isEqualTo(made);
        } finally {
            onEdt(() -> {
                frame.dispose();
                return null;
            });
        }
    }

    @Test
    void regionsThatChangeBeforeTheyRestHaveNoGlowsMadeForThemAndTheLastOnesDo() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a screen");
        GameState first = BoardStates.merged(4, 3, 1);
        GameState next = BoardStates.merged(4, 3, 3);
        assertThat(BoardPainter.regionMasks(next)).isNotEqualTo(BoardPainter.regionMasks(first));
        JFrame frame = showBoard(first);
        try {
            BoardPanel panel = (BoardPanel) frame.getContentPane().getComponent(0);
            // Two positions painted one right after the other, as computers rushing show them: the glows wait.
            boolean[] waiting = onEdt(() -> {
                panel.paintImmediately(0, 0, panel.getWidth(), panel.getHeight());
                boolean afterFirst = panel.glowsResting();
                panel.setState(next, BoardStates.seats(4));
                panel.paintImmediately(0, 0, panel.getWidth(), panel.getHeight());
                return new boolean[] {afterFirst, panel.glowsResting(), panel.glowsReady()};
            });
            assertThat(waiting).as("resting after each, none ready").containsExactly(true, true, false);

            long deadline = System.currentTimeMillis() + 30_000;
            while (!onEdt(panel::glowsReady) && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            assertThat(onEdt(panel::glowsReady)).as("the last regions' glows, once they stayed").isTrue();
            assertThat(onEdt(panel::glowsResting)).isFalse();
        } finally {
            onEdt(() -> {
                frame.dispose();
                return null;
            });
        }
    }
}
