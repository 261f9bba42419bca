package org.ichto.shell.game;

import java.util.List;

/**
 * What the generic tree search (the Expert) needs of a game besides its rules: which decisions to
 * search from a position, and how good a position is for every seat.
 *
 * @param <S> the full state
 * @param <D> a decision
 */
public interface SearchPolicy<S, D> {

    /** A node's own memory, kept across the search's visits (for example decisions ranked once). */
    final class Slot<D> {
        public List<D> ranked;
        /** The decisions handed out at the last visit, to hand back (the same list) while a visit lists the same. */
        public List<D> last;
        /**
         * The game's note of the position where {@link #ranked} was made (for example that position itself, when
         * every ranked decision was legal there), to tell when a later visit's world needs no check of them.
         */
        public Object rankedIn;
    }

    /**
     * The decisions to search for the actor of {@code world}, all legal there. The list is never changed
     * afterwards: handing back the very list of an earlier visit (when the decisions are the same) spares
     * the search looking them up among the node's children.
     *
     * @param proposal at the root, a decision proposed by the heuristic (it stands in for open choices
     *                 too large to list); null below the root
     * @param slot     the node's memory
     */
    List<D> moves(S world, D proposal, SeededRandom rng, Slot<D> slot);

    /**
     * Plays on a little from {@code world} and judges the outcome: a reward in [0, 1] per seat. The world
     * is the search's own, dropped afterwards: the rollout may play on it rather than on a copy.
     */
    double[] rollout(S world, SeededRandom rng);

    /**
     * The weight of exploring a little-tried decision against exploiting the best so far (UCB's constant).
     * A game whose candidates are already the heuristic's few best (and whose rewards are close together)
     * wants little exploration; one that searches all its decisions wants more.
     */
    default double exploration() {
        return 0.7;
    }
}
