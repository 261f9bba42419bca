package org.ichto.shell.ui;

import javax.swing.JComponent;
import java.awt.Cursor;

/** The pointer over a board: a hand over what may be clicked, the arrow elsewhere. */
public final class BoardCursor {
    private BoardCursor() {
    }

    /**
     * Shows the hand or the arrow over {@code board}, and only when that changes: each pointer set sends it to the
     * display at once (on X11 a flush of everything waiting), and set at every position shown, at the instant speed,
     * the event thread waited on the display's server for it (docs/benchmarks.md).
     */
    public static void show(JComponent board, boolean hand) {
        Cursor wanted = hand ? Cursor.getPredefinedCursor(Cursor.HAND_CURSOR) : Cursor.getDefaultCursor();
        if (!board.isCursorSet() || board.getCursor() != wanted) {
            board.setCursor(wanted);
        }
    }
}
