package org.ichto.toy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordCodec;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.toy.NimDecision.PlayJoker;
import org.ichto.toy.NimDecision.Take;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Decisions as {@code {"type":"take","count":2}} or {@code {"type":"joker"}}; positions as the
 * state's fields. Strict: an unknown or missing field, or a value of the wrong kind, is a
 * RecordException naming it. Ranges are the state's and the rules' to judge (their reasons are kept).
 */
final class NimCodec implements RecordCodec<NimState, NimDecision> {
    private static final Set<String> TAKE_FIELDS = Set.of("seat", "type", "count");
    private static final Set<String> JOKER_FIELDS = Set.of("seat", "type");
    private static final Set<String> POSITION_FIELDS =
            Set.of("players", "pile", "pileStart", "actor", "jokers", "jokerPlayed", "takers", "generator");

    @Override
    public void writeDecision(NimDecision decision, ObjectNode into) {
        if (decision instanceof Take t) {
            into.put("type", "take").put("count", t.count());
        } else {
            into.put("type", "joker");
        }
    }

    @Override
    public NimDecision readDecision(JsonNode node, String where) throws RecordException {
        JsonNode type = node.get("type");
        if (type == null || !type.isTextual()) {
            throw new RecordException(where + ": \"type\" must be \"take\" or \"joker\", not " + type);
        }
        switch (type.asText()) {
            case "take" -> {
                onlyFields(node, TAKE_FIELDS, where);
                return new Take(integer(node, "count", where));
            }
            case "joker" -> {
                onlyFields(node, JOKER_FIELDS, where);
                return new PlayJoker();
            }
            default -> throw new RecordException(where + ": unknown decision type \"" + type.asText()
                    + "\" (types are take, joker)");
        }
    }

    @Override
    public ObjectNode writePosition(NimState s) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("players", s.players()).put("pile", s.pile()).put("pileStart", s.pileStart()).put("actor", s.actor());
        s.jokers().forEach(o.putArray("jokers")::add);
        s.jokerPlayed().forEach(o.putArray("jokerPlayed")::add);
        s.takers().forEach(o.putArray("takers")::add);
        o.put("generator", s.generator());
        return o;
    }

    @Override
    public NimState readPosition(JsonNode node, String where) throws RecordException {
        String at = where.isEmpty() ? "position" : where;
        if (node == null || !node.isObject()) {
            throw new RecordException(at + ": a position must be an object");
        }
        onlyFields(node, POSITION_FIELDS, at);
        JsonNode generator = required(node, "generator", at);
        if (!generator.isIntegralNumber() || !generator.canConvertToLong()) {
            throw new RecordException(at + ": \"generator\" must be a whole number (64 bits), not " + generator);
        }
        List<Integer> jokers = new ArrayList<>();
        for (JsonNode j : list(node, "jokers", NimCodec::isInt, "whole numbers", at)) {
            jokers.add(j.intValue());
        }
        List<Boolean> played = new ArrayList<>();
        for (JsonNode p : list(node, "jokerPlayed", JsonNode::isBoolean, "true or false", at)) {
            played.add(p.booleanValue());
        }
        List<Integer> takers = new ArrayList<>();
        for (JsonNode t : list(node, "takers", NimCodec::isInt, "whole numbers", at)) {
            takers.add(t.intValue());
        }
        try {
            return new NimState(integer(node, "players", at), integer(node, "pile", at), integer(node, "pileStart", at),
                    integer(node, "actor", at), jokers, played, takers, generator.longValue());
        } catch (IllegalArgumentException e) {
            throw new RecordException(at + ": " + e.getMessage(), e);
        }
    }

    private static void onlyFields(JsonNode node, Set<String> known, String where) throws RecordException {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) {
                throw new RecordException(where + ": unknown field \"" + f + "\"");
            }
        }
    }

    private static JsonNode required(JsonNode node, String field, String where) throws RecordException {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw new RecordException(where + ": missing field \"" + field + "\"");
        }
        return v;
    }

    private static int integer(JsonNode node, String field, String where) throws RecordException {
        JsonNode v = required(node, field, where);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new RecordException(where + ": \"" + field + "\" must be a whole number, not " + v);
        }
        return v.intValue();
    }

    private static boolean isInt(JsonNode n) {
        return n.isIntegralNumber() && n.canConvertToInt();
    }

    private static List<JsonNode> list(JsonNode node, String field, Predicate<JsonNode> ok, String kind, String where)
            throws RecordException {
        JsonNode v = required(node, field, where);
        List<JsonNode> items = new ArrayList<>();
        v.forEach(items::add);
        if (!v.isArray() || !items.stream().allMatch(ok)) {
            throw new RecordException(where + ": \"" + field + "\" must be a list of " + kind + ", not " + v);
        }
        return items;
    }
}
