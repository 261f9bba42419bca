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

    /** Search iterations this player has run so far, over all its decisions (0 for a player that does not search). */
    default long searchIterations() {
        return 0;
    }

    /** Time this player has spent searching so far, nanoseconds (0 for a player that does not search). */
    default long searchNanos() {
        return 0;
    }

    /**
     * Processor time the search's threads have spent searching so far, nanoseconds (0 for a player that
     * does not search, or where the machine cannot tell): unlike {@link #searchNanos}, it does not grow
     * when other work shares the processors.
     */
    default long searchCpuNanos() {
        return 0;
    }

    /** A short label for logs and statistics. */
    default String label() {
        return getClass().getSimpleName();
    }
}
