package org.ichto.urland.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordCodec;
import org.ichto.shell.game.RecordException;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Positions;

import java.util.Set;

/** Urland's decisions and positions in records (docs/record-format.md). */
public final class UrlandCodec implements RecordCodec<GameState, Decision> {
    /** The position's lists written one element a line. */
    static final Set<String> BLOCK_LISTS = Set.of("players", "regions", "oceans");

    @Override
    public void writeDecision(Decision decision, ObjectNode into) {
        DecisionJson.write(decision, into);
    }

    @Override
    public Decision readDecision(JsonNode node, String where) throws RecordException {
        try {
            return DecisionJson.fromJson(node);
        } catch (IllegalArgumentException e) {
            throw new RecordException(where + ": " + e.getMessage(), e);
        }
    }

    @Override
    public ObjectNode writePosition(GameState state) {
        return PositionJson.toTree(Positions.of(state));
    }

    @Override
    public GameState readPosition(JsonNode node, String where) throws RecordException {
        return PositionJson.toState(BoardLoader.standard(), PositionJson.fromTree(node, where), where);
    }

    @Override
    public Set<String> blockLists() {
        return BLOCK_LISTS;
    }
}
