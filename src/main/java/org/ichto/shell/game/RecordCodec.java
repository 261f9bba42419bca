package org.ichto.shell.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A game's part of a record: its decisions and positions as JSON. The shell writes and reads the
 * envelope (format, game, seats, seed or start, decisions in order); reading is strict and every
 * problem is one {@link RecordException} naming it.
 *
 * @param <S> the full state
 * @param <D> a decision
 */
public interface RecordCodec<S, D> {
    /** The decision's own fields into {@code into} (which already holds "seat"). */
    void writeDecision(D decision, ObjectNode into);

    /**
     * The decision of a record entry ({@code node} holds "seat" too, which the shell reads).
     *
     * @param where how to name the entry in a message, e.g. "decision 12"
     */
    D readDecision(JsonNode node, String where) throws RecordException;

    /** A whole state as a readable position. */
    ObjectNode writePosition(S state);

    /** A position read and checked; {@code where} names it in messages (e.g. "startPosition"). */
    S readPosition(JsonNode node, String where) throws RecordException;

    /** The lists of a position written one element a line in files (e.g. per player); the rest stay on one line. */
    default java.util.Set<String> blockLists() {
        return java.util.Set.of();
    }
}
