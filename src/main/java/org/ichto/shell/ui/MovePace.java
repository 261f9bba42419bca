package org.ichto.shell.ui;

import org.ichto.shell.session.GameSession;

/**
 * How long a board lets the pieces of the newest decision travel: it compares the session it showed last
 * with the session now. One decision further on: a computer's pieces take the time the computers' speed
 * gives (none at instant speed), the player's own click shows at once. Anything else (an undo, a redo, another
 * game) shows at once and ends a move under way. Only reads the session; changes nothing.
 */
public final class MovePace {
    /** What the board should do with the position now. */
    public enum Change {
        /** The position shown already (a repaint for another reason): leave a move under way alone. */
        SAME,
        /** The next decision: let its pieces travel for {@link #millis()} (0: at once). */
        NEXT,
        /** Something else: show it at once, ending a move under way. */
        OTHER
    }

    private final Settings settings;
    private GameSession<?, ?, ?, ?> shown;
    private int shownSize = -1;
    private int millis;

    public MovePace(Settings settings) {
        this.settings = settings;
    }

    /** Notes that the board now shows this session, and says how. */
    public Change next(GameSession<?, ?, ?, ?> s) {
        int size = s.size();
        Change c = s != shown ? Change.OTHER : size == shownSize ? Change.SAME
                : size == shownSize + 1 ? Change.NEXT : Change.OTHER;
        shown = s;
        shownSize = size;
        millis = c == Change.NEXT && !s.isHuman(s.decisions().get(size - 1).seat())
                ? settings.aiSpeed().moveMillis() : 0;
        return c;
    }

    /** How long the pieces of the decision just shown travel. */
    public int millis() {
        return millis;
    }

    /** The board shows something else (a covered screen): the next position shows at once. */
    public void forget() {
        shown = null;
        shownSize = -1;
    }
}
