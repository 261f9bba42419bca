package org.ichto.urland.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Position;
import org.ichto.urland.rules.Positions;

/**
 * A {@link Position} as JSON. Area chips in the deck are written as numbers beside the text "panic";
 * {@code earsFlightFrom} is written only while an Ears flight waits (positions of 0.1.0 have no such
 * field, and read as if it were empty); everything else is the position's fields as they are. Reading
 * is strict: an unknown, missing or mistyped field is refused with its path; {@link #readState} also
 * checks the position as a game state.
 */
public final class PositionJson {
    /** The one field that may be left out. */
    private static final String FLIGHT_FROM = "earsFlightFrom";

    private PositionJson() {
    }

    public static ObjectNode toTree(Position p) {
        ObjectNode tree = Json.MAPPER.valueToTree(p);
        JsonNode deck = tree.path("chips").path("deck");
        if (deck.isArray()) {
            ArrayNode a = (ArrayNode) deck;
            for (int i = 0; i < a.size(); i++) {
                String chip = a.get(i).asText();
                if (chip.matches("[0-9]{1,2}")) {
                    a.set(i, a.numberNode(Integer.parseInt(chip)));
                }
            }
        }
        if (tree.path(FLIGHT_FROM).isEmpty()) {
            tree.remove(FLIGHT_FROM);
        }
        return tree;
    }

    /** The position as a JSON document. */
    public static String write(Position p) {
        return Json.pretty(toTree(p), UrlandCodec.BLOCK_LISTS);
    }

    /** The position of a state as a JSON document. */
    public static String write(GameState s) {
        return write(Positions.of(s));
    }

    /** Reads a position's fields (not yet checked as a game state). */
    public static Position read(String json) throws RecordException {
        return fromTree(Json.parse(json), "");
    }

    /** Reads and checks a position: the state it describes. */
    public static GameState readState(Board board, String json) throws RecordException {
        return toState(board, read(json), "");
    }

    /**
     * Reads a position from a JSON tree.
     *
     * @param path where the tree lies in its document ("startPosition"), to name it in messages; "" for the root
     */
    public static Position fromTree(JsonNode node, String path) throws RecordException {
        String at = path.isEmpty() ? "" : path + ": ";
        if (node == null || !node.isObject()) {
            throw new RecordException(at + "a position must be a JSON object");
        }
        ObjectNode copy = ((ObjectNode) node).deepCopy();
        if (!copy.has(FLIGHT_FROM)) {
            copy.putArray(FLIGHT_FROM);
        }
        JsonNode deck = copy.path("chips").path("deck");
        if (deck.isArray()) {
            ArrayNode a = (ArrayNode) deck;
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).isIntegralNumber()) {
                    a.set(i, a.textNode(a.get(i).asText()));
                }
            }
        }
        try {
            return Json.MAPPER.treeToValue(copy, Position.class);
        } catch (JsonProcessingException e) {
            throw new RecordException(Json.describe(e, path), e);
        } catch (IllegalArgumentException e) {
            throw new RecordException(at + e.getMessage(), e);
        }
    }

    /** The state of a position, every problem with it in one message. */
    public static GameState toState(Board board, Position p, String path) throws RecordException {
        try {
            return Positions.toState(board, p);
        } catch (IllegalArgumentException e) {
            throw new RecordException((path.isEmpty() ? "" : path + ": ") + e.getMessage(), e);
        }
    }
}
