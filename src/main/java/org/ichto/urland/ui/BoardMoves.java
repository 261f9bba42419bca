package org.ichto.urland.ui;

import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.Settings;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.view.SeatView;

/**
 * Puts each new position on the board, letting the pieces of a computer's decision travel there at the
 * speed the player chose (the player's own moves, an undo, a redo or another game show at once). It
 * compares what the board showed last with the session now and changes no state.
 */
final class BoardMoves {
    private final BoardPanel board;
    private final Settings settings;
    private GameSession<?, ?, ?, ?> shownSession;
    private int shownSize = -1;

    BoardMoves(BoardPanel board, Settings settings) {
        this.board = board;
        this.settings = settings;
    }

    /** Shows the session's position as {@code view} (the viewer's view of it). */
    void show(GameSession<GameState, SeatView, Decision, GameEvent> s, int viewer, GameState view) {
        int size = s.size();
        boolean next = s == shownSession && size == shownSize + 1 && size > 0;
        boolean same = s == shownSession && size == shownSize;
        shownSession = s;
        shownSize = size;
        if (next) {
            int mover = s.decisions().get(size - 1).seat();
            int millis = s.isHuman(mover) ? 0 : settings.aiSpeed().moveMillis();
            GameState before = SeatView.of(s.stateAt(size - 1), Math.max(0, viewer)).state();
            board.animate(before, view, s.seats(), millis);
        } else {
            if (!same) {
                board.stopAnimation();
            }
            board.setState(view, s.seats());
        }
    }

    /** The board shows something else (a covered screen): no move is under way. */
    void forget() {
        shownSession = null;
        shownSize = -1;
        board.stopAnimation();
    }
}
