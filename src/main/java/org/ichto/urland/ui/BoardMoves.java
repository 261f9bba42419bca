package org.ichto.urland.ui;

import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.MovePace;
import org.ichto.shell.ui.Settings;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.view.SeatView;

/**
 * Puts each new position on the board, letting the pieces of a computer's decision travel there at the
 * pace {@link MovePace} gives. It changes no state.
 */
final class BoardMoves {
    private final BoardPanel board;
    private final MovePace pace;

    BoardMoves(BoardPanel board, Settings settings) {
        this.board = board;
        this.pace = new MovePace(settings);
    }

    /** Shows the session's position as {@code view} (the viewer's view of it). */
    void show(GameSession<GameState, SeatView, Decision, GameEvent> s, int viewer, GameState view) {
        switch (pace.next(s)) {
            case NEXT -> board.animate(SeatView.of(s.stateAt(s.size() - 1), Math.max(0, viewer)).state(), view,
                    s.seats(), pace.millis());
            case OTHER -> {
                board.stopAnimation();
                board.setState(view, s.seats());
            }
            case SAME -> board.setState(view, s.seats());
        }
    }

    /** The board shows something else (a covered screen): no move is under way. */
    void forget() {
        pace.forget();
        board.stopAnimation();
    }
}
