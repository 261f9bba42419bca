package org.ichto.shell.record;

import org.ichto.shell.game.RecordException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The strict JSON reading and the layout of written files shared by records and positions. */
public final class Json {
    /** Lists written one element a line; every other list, and every object inside a list, stays on one line. */
    private static final Set<String> BLOCK_LISTS = Set.of("seats", "decisions");
    private static final Pattern MISSING = Pattern.compile("Missing (?:required )?creator property '([^']+)'");

    /**
     * The most values (numbers, texts, brackets, field names) a document may hold: a whole game of Urland holds
     * about 2,000. Counted before the tree is built, so that 16 MB of tiny values never fill the memory.
     */
    public static final int MAX_TOKENS = 1_000_000;
    /** The longest text in a document, in characters: a name is at most 40. */
    public static final int MAX_TEXT = 100_000;
    /** The longest field name, in characters. */
    public static final int MAX_NAME = 1_000;

    public static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(MAX_TEXT)
                            .maxNameLength(MAX_NAME).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .build();

    private Json() {
    }

    /** Parses JSON text into a tree; every syntax problem becomes one message with its line and column. */
    public static JsonNode parse(String text) throws RecordException {
        countValues(text);
        JsonNode node;
        try (JsonParser parser = MAPPER.createParser(text)) {
            try {
                node = MAPPER.readTree(parser);
            } catch (StreamConstraintsException e) {
                // A limit (nesting, a number's length) carries no place of its own: the parser knows where it is.
                throw new RecordException(place(parser.currentLocation()) + JsonWords.plain(e.getOriginalMessage()), e);
            }
        } catch (JsonProcessingException e) {
            throw new RecordException(describe(e, ""), e);
        } catch (java.io.IOException e) {
            throw new RecordException(JsonWords.UNKNOWN, e); // reading from a String: cannot happen
        }
        if (node == null || node.isMissingNode()) {
            throw new RecordException("the file is empty");
        }
        return node;
    }

    /** Refuses a document of more than {@link #MAX_TOKENS} values; its other problems are left to the reading. */
    private static void countValues(String text) throws RecordException {
        try (JsonParser parser = MAPPER.createParser(text)) {
            int n = 0;
            while (parser.nextToken() != null) {
                if (++n > MAX_TOKENS) {
                    throw new RecordException(place(parser.currentLocation()) + "more than "
                            + String.format(java.util.Locale.ROOT, "%,d", MAX_TOKENS)
                            + " values, far more than any saved game");
                }
            }
        } catch (java.io.IOException e) {
            // Broken JSON: the reading says where and why.
        }
    }

    private static String place(JsonLocation where) {
        return where == null || where.getLineNr() < 1 ? ""
                : "line " + where.getLineNr() + ", column " + where.getColumnNr() + ": ";
    }

    /**
     * One line naming the problem and where it is (a line and column for syntax, a path for content), in plain
     * words: never the reader's own message, which names its features and types.
     */
    public static String describe(JsonProcessingException e, String path) {
        String message = firstLine(e.getOriginalMessage());
        boolean trailing = message.startsWith("Trailing token");
        if ((e instanceof StreamReadException || trailing) && e.getLocation() != null
                && e.getLocation().getLineNr() > 0) {
            return place(e.getLocation()) + JsonWords.plain(message);
        }
        if (e instanceof UnrecognizedPropertyException u) {
            return at(path(path, u.getPath(), 1)) + "unknown property \"" + shorten(u.getPropertyName()) + "\"";
        }
        if (e instanceof MismatchedInputException m) {
            Matcher missing = MISSING.matcher(message);
            if (missing.find()) {
                List<JsonMappingException.Reference> refs = m.getPath();
                boolean named = !refs.isEmpty() && missing.group(1).equals(refs.get(refs.size() - 1).getFieldName());
                return at(path(path, refs, named ? 1 : 0)) + "missing property \"" + missing.group(1) + "\"";
            }
            String prefix = at(path(path, m.getPath(), 0));
            return prefix + (message.startsWith("Cannot map `null`") ? "must not be null"
                    : "expected " + kind(m.getTargetType()));
        }
        if (e instanceof JsonMappingException m) {
            String prefix = at(path(path, m.getPath(), 0));
            // A value the game's own types refuse (a constructor's check): its reason is the game's, in its words.
            if (e instanceof com.fasterxml.jackson.databind.exc.ValueInstantiationException
                    && e.getCause() instanceof IllegalArgumentException reason && reason.getMessage() != null) {
                return prefix + reason.getMessage();
            }
            return prefix + JsonWords.plain(message);
        }
        return at(path) + JsonWords.plain(message);
    }

    private static String shorten(String text) {
        return text != null && text.length() > 40 ? text.substring(0, 39) + "\u2026" : text;
    }

    private static String at(String path) {
        return path.isEmpty() ? "" : path + ": ";
    }

    private static String path(String start, List<JsonMappingException.Reference> refs, int dropLast) {
        StringBuilder b = new StringBuilder(start);
        for (int i = 0; i < refs.size() - dropLast; i++) {
            JsonMappingException.Reference r = refs.get(i);
            if (r.getFieldName() != null) {
                b.append(b.length() == 0 ? "" : ".").append(r.getFieldName());
            } else {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }

    private static String kind(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "a whole number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "text";
        }
        if (List.class.isAssignableFrom(type)) {
            return "a list";
        }
        return "an object";
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "unreadable JSON";
        }
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    /** The file layout: an object a line per field, short lists and objects inside lists on one line. */
    public static String pretty(JsonNode node) {
        return pretty(node, Set.of());
    }

    /**
     * The file layout, with these further lists (besides seats and decisions) written one element a
     * line: a game names the long lists of its positions.
     */
    public static String pretty(JsonNode node, Set<String> blockLists) {
        StringBuilder b = new StringBuilder();
        write(b, node, "", false, false, blockLists);
        return b.append('\n').toString();
    }

    private static void write(StringBuilder b, JsonNode node, String indent, boolean inline, boolean block,
                              Set<String> blockLists) {
        if (node.isObject()) {
            if (node.isEmpty()) {
                b.append("{}");
                return;
            }
            String inner = indent + "  ";
            b.append('{');
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            boolean first = true;
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                b.append(first ? "" : ",").append(inline ? (first ? "" : " ") : "\n" + inner);
                b.append(MAPPER.getNodeFactory().textNode(e.getKey())).append(": ");
                write(b, e.getValue(), inner, inline,
                        BLOCK_LISTS.contains(e.getKey()) || blockLists.contains(e.getKey()), blockLists);
                first = false;
            }
            b.append(inline ? "}" : "\n" + indent + "}");
        } else if (node.isArray()) {
            if (node.isEmpty()) {
                b.append("[]");
                return;
            }
            boolean lines = block && !inline;
            String inner = indent + "  ";
            b.append('[');
            for (int i = 0; i < node.size(); i++) {
                b.append(i == 0 ? "" : ",").append(lines ? "\n" + inner : i == 0 ? "" : " ");
                write(b, node.get(i), inner, true, false, blockLists);
            }
            b.append(lines ? "\n" + indent + "]" : "]");
        } else {
            b.append(node);
        }
    }
}
