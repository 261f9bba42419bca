package org.ichto.shell.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import javax.swing.JPanel;
import java.awt.Cursor;

import static org.assertj.core.api.Assertions.assertThat;

/** The pointer over a board is set only when it changes: each setting reaches the display at once (event thread). */
class BoardCursorTest {
    /** A board that counts the pointers set on it. */
    private static final class Board extends JPanel {
        int set;

        @Override
        public void setCursor(Cursor cursor) {
            set++;
            super.setCursor(cursor);
        }
    }

    @Test
    void theHandOverATargetAndTheArrowElsewhereEachSetOnce() {
        GuiActionRunner.execute(() -> {
            Board board = new Board();

            BoardCursor.show(board, false);
            BoardCursor.show(board, false);
            assertThat(board.getCursor()).isEqualTo(Cursor.getDefaultCursor());
            assertThat(board.set).isEqualTo(1);

            BoardCursor.show(board, true);
            BoardCursor.show(board, true);
            BoardCursor.show(board, true);
            assertThat(board.getCursor()).isEqualTo(Cursor.getPredefinedCursor(Cursor.HAND_CURSOR));
            assertThat(board.set).isEqualTo(2);

            BoardCursor.show(board, false);
            assertThat(board.getCursor()).isEqualTo(Cursor.getDefaultCursor());
            assertThat(board.set).isEqualTo(3);
            return null;
        });
    }
}
