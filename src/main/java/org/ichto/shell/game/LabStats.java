package org.ichto.shell.game;

import java.util.List;
import java.util.Map;

/**
 * A game's behaviour statistics for the tournament lab: what each entry did besides winning, so
 * that personalities can be told apart by their play.
 *
 * @param <S> the full state
 * @param <D> a decision
 */
public interface LabStats<S, D> {

    /** The heading of the behaviour columns of the lab's table, in order. */
    List<String> columns();

    /** A fresh tally for one entry. */
    Tally<S, D> tally();

    /** What one entry did, gathered over its games. */
    interface Tally<S, D> {
        /** The entry decided this from {@code before}. */
        void decided(S before, D decision);

        /**
         * Any seat of a game in which the entry sits at {@code seat} decided this from {@code before}: for
         * what happens to the entry on others' decisions (being attacked), or as a side effect of a decision
         * the rules took for it. Does nothing unless a game counts such things.
         */
        default void seen(S before, D decision, int seat) {
        }

        /** A game ended with the entry at this seat. */
        void gameOver(S end, int seat);

        /** The gathered figures, over this many games. */
        Behaviour result(int games);
    }

    /**
     * What an entry did.
     *
     * @param cells       the table cells, one per column, already formatted
     * @param sharesTitle the heading of a breakdown (e.g. of action kinds), or null for none
     * @param sharesKind  what the breakdown's rows are, e.g. "action"
     * @param shares      the breakdown: a share (0 to 1) per kind, in the game's order
     * @param figures     the figures for the entry's JSON object, in order (the schema is the game's): each
     *                    a whole number (Integer, Long), a decimal (Double; NaN is written as null) or a
     *                    map of names to decimals (written as an object)
     */
    record Behaviour(List<String> cells, String sharesTitle, String sharesKind, Map<String, Double> shares,
                     Map<String, Object> figures) {
        public Behaviour {
            cells = List.copyOf(cells);
            shares = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(shares));
            figures = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(figures));
        }
    }
}
