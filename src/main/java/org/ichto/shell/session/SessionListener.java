package org.ichto.shell.session;

import java.util.List;

/**
 * Told when a {@link GameSession} changes. Called on the thread that changed the session (the
 * event thread in the desktop game), after the change is complete and outside the session's lock,
 * so a listener may read the session freely.
 */
public interface SessionListener<E> {

    /**
     * After every change: a decision applied, an undo, a redo. Comes after
     * {@link #eventsAppended} or {@link #eventsTakenBack} of the same change.
     */
    void changed(GameSession<?, ?, ?, E> session);

    /**
     * A decision was applied or redone: these events were added at the end of the log, in order.
     * A redo of several decisions reports all their events at once.
     */
    default void eventsAppended(GameSession<?, ?, ?, E> session, List<LoggedEvent<E>> events) {
    }

    /** An undo took back the decisions from {@code firstDecision} on, and their events with them. */
    default void eventsTakenBack(GameSession<?, ?, ?, E> session, int firstDecision) {
    }
}
