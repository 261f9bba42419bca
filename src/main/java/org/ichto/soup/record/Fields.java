package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import org.ichto.shell.game.RecordException;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Strict reading of one JSON object: every field asked for must be there and of its kind, every
 * number within its range (so that no later sum can overflow), and {@link #done()} refuses any field
 * that was not asked for. Every problem is a {@link RecordException} that names where it is.
 */
final class Fields {
    /** How messages name an object's members: by path in positions, by name in a record's decisions. */
    enum Style {
        /** "startPosition.players[1].bp: ...", "startPosition: missing property \"round\"". */
        POSITION("property"),
        /** "decision 4: \"space\": ...", "decision 4: missing field \"space\"". */
        DECISION("field");

        private final String noun;

        Style(String noun) {
            this.noun = noun;
        }
    }

    private final JsonNode node;
    private final String where;
    private final Style style;
    private final Set<String> asked = new LinkedHashSet<>();

    private Fields(JsonNode node, String where, Style style) {
        this.node = node;
        this.where = where;
        this.style = style;
    }

    /**
     * The fields of an object.
     *
     * @param where names the object in messages ("startPosition.players[1]", "decision 4"); "" for a document's root
     * @param what  what the object is, for the message when it is not an object ("a position")
     */
    static Fields of(JsonNode node, String where, Style style, String what) throws RecordException {
        if (node == null || !node.isObject()) {
            throw new RecordException(prefix(where) + what + " must be a JSON object, not " + shown(node));
        }
        return new Fields(node, where, style);
    }

    String where() {
        return where;
    }

    /** Where a field of this object is: "startPosition.players[1].bp", or "decision 4: \"space\"". */
    String at(String name) {
        if (style == Style.DECISION) {
            return prefix(where) + "\"" + name + "\"";
        }
        return where.isEmpty() ? name : where + "." + name;
    }

    boolean has(String name) {
        return node.has(name);
    }

    /** The names of the object's fields, in their order. */
    Iterator<String> names() {
        return node.fieldNames();
    }

    /** A field read elsewhere (a decision's "seat", read by the record's envelope): not unknown, not required. */
    void skip(String name) {
        asked.add(name);
    }

    /** A field that must be there (null is a value here: the caller says whether it allows one). */
    JsonNode get(String name) throws RecordException {
        asked.add(name);
        JsonNode v = node.get(name);
        if (v == null) {
            throw new RecordException(prefix(where) + "missing " + style.noun + " \"" + name + "\"");
        }
        return v;
    }

    int integer(String name, int min, int max, String what) throws RecordException {
        return Fields.integer(get(name), at(name), min, max, what);
    }

    /** A whole number within its range, or null where the field allows none. */
    Integer integerOrNull(String name, int min, int max, String what) throws RecordException {
        JsonNode v = get(name);
        return v.isNull() ? null : Fields.integer(v, at(name), min, max, what);
    }

    boolean bool(String name) throws RecordException {
        JsonNode v = get(name);
        if (!v.isBoolean()) {
            throw new RecordException(at(name) + ": expected true or false, not " + shown(v));
        }
        return v.booleanValue();
    }

    String text(String name) throws RecordException {
        return Fields.text(get(name), at(name));
    }

    String textOrNull(String name) throws RecordException {
        JsonNode v = get(name);
        return v.isNull() ? null : Fields.text(v, at(name));
    }

    /** The elements of a list field. */
    List<JsonNode> list(String name) throws RecordException {
        return Fields.list(get(name), at(name));
    }

    Fields object(String name, String what) throws RecordException {
        return Fields.of(get(name), at(name), style, what);
    }

    /** Refuses every field that was not asked for. */
    void done() throws RecordException {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!asked.contains(f)) {
                throw new RecordException(prefix(where) + "unknown " + style.noun + " \"" + f + "\"");
            }
        }
    }

    // ---- single values, wherever they stand

    static int integer(JsonNode v, String at, int min, int max, String what) throws RecordException {
        if (v == null || !v.isIntegralNumber() || !v.canConvertToInt() || v.intValue() < min || v.intValue() > max) {
            throw new RecordException(at + ": expected " + what + " (a whole number " + min + " to " + max + "), not "
                    + shown(v));
        }
        return v.intValue();
    }

    static String text(JsonNode v, String at) throws RecordException {
        if (v == null || !v.isTextual()) {
            throw new RecordException(at + ": expected text, not " + shown(v));
        }
        return v.textValue();
    }

    static List<JsonNode> list(JsonNode v, String at) throws RecordException {
        if (v == null || !v.isArray()) {
            throw new RecordException(at + ": expected a list, not " + shown(v));
        }
        List<JsonNode> out = new ArrayList<>(v.size());
        v.forEach(out::add);
        return out;
    }

    /** A list of whole numbers, each within its range. */
    static List<Integer> integers(JsonNode v, String at, int min, int max, String what) throws RecordException {
        List<Integer> out = new ArrayList<>();
        List<JsonNode> items = list(v, at);
        for (int i = 0; i < items.size(); i++) {
            out.add(integer(items.get(i), at + "[" + i + "]", min, max, what));
        }
        return out;
    }

    /** A value as a message may show it: short, on one line. */
    static String shown(JsonNode v) {
        if (v == null) {
            return "nothing";
        }
        String text = v.toString();
        return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }

    private static String prefix(String where) {
        return where.isEmpty() ? "" : where + ": ";
    }
}
