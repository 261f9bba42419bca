package org.ichto.core;

/**
 * What the match runner needs of a game: whose turn it is, what a seat sees, the rules' verdict
 * and effect, and a safe decision to play for a player that failed.
 *
 * @param <S> the full state (hidden parts included)
 * @param <V> a seat's view
 * @param <D> a decision
 */
public interface Game<S, V, D> {
    boolean isOver(S state);

    /** The seat to decide now. */
    int actor(S state);

    V view(S state, int seat);

    /** Null if legal, else why not. */
    String whyIllegal(S state, D decision);

    S apply(S state, D decision);

    /** A legal decision that needs no thought, chosen from the seat's view (used in place of a failed player). */
    D safeDecision(V view);
}
