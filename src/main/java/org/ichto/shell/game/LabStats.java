package org.ichto.shell.game;

import com.fasterxml.jackson.databind.node.ObjectNode;

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
     * @param shares      the breakdown: a share (0 to 1) per kind, in the game's order
     * @param json        writes the figures into the entry's JSON object (the schema is the game's)
     */
    record Behaviour(List<String> cells, String sharesTitle, Map<String, Double> shares,
                     java.util.function.Consumer<ObjectNode> json) {
        public Behaviour {
            cells = List.copyOf(cells);
            shares = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(shares));
        }
    }
}
