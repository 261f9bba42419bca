package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.RecordCodec;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;

import java.util.Set;

/** Primordial Soup's decisions and positions in records (docs/record-format.md, "Primordial Soup"). */
public final class SoupCodec implements RecordCodec<SoupState, SoupDecision> {
    /** The position's lists written one element a line. */
    static final Set<String> BLOCK_LISTS = Set.of("players", "food");

    private final SoupDecisionJson decisions;
    private final SoupPositionJson positions;

    public SoupCodec(SoupBoard board) {
        this.decisions = new SoupDecisionJson(board);
        this.positions = new SoupPositionJson(board);
    }

    @Override
    public void writeDecision(SoupDecision decision, ObjectNode into) {
        decisions.write(decision, into);
    }

    @Override
    public SoupDecision readDecision(JsonNode node, String where) throws RecordException {
        return decisions.read(node, where);
    }

    @Override
    public ObjectNode writePosition(SoupState state) {
        return positions.write(state);
    }

    @Override
    public SoupState readPosition(JsonNode node, String where) throws RecordException {
        return positions.read(node, where);
    }

    @Override
    public Set<String> blockLists() {
        return BLOCK_LISTS;
    }
}
