package org.ichto.shell.game;

/**
 * Anyone who decides for a seat: a person at the screen, a heuristic, a search. A player sees the
 * game only through the view of its own seat. Computer players are called off the event thread.
 *
 * @param <V> what a seat sees
 * @param <D> a decision
 */
public interface Player<V, D> {

    /** The decision for the seat whose view this is; the view's seat must be the one to decide. */
    D decide(V view, Budget budget);

    /** A short label for logs and statistics. */
    default String label() {
        return getClass().getSimpleName();
    }
}
