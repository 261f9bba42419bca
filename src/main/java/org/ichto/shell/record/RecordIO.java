package org.ichto.shell.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes one game's records as JSON: the shell's envelope (format, game, seats, seed or
 * start position, practice flag, decisions) around the game's own codec. Reading checks everything,
 * the decisions by replaying them, and turns every failure into one {@link RecordException} whose
 * message names the problem; nothing half-read is returned.
 *
 * @param <S> the game's state
 * @param <D> the game's decision
 */
public final class RecordIO<S, D> {
    private static final Set<String> FIELDS =
            Set.of("formatVersion", "game", "seats", "seed", "startPosition", "practice", "decisions");
    private static final Set<String> SEAT_FIELDS = Set.of("name", "colour", "human", "profile");

    private final GameDefinition<S, ?, D, ?> game;

    public RecordIO(GameDefinition<S, ?, D, ?> game) {
        this.game = game;
    }

    public GameDefinition<S, ?, D, ?> game() {
        return game;
    }

    /**
     * The most a record file may hold: far above any real game (a whole game of Urland is about 10 KB), and
     * small enough that a wrong or hostile file is refused at once, without filling the memory.
     */
    public static final int MAX_BYTES = 16 * 1024 * 1024;
    private static final String NOT_TEXT = "it is not UTF-8 text (a saved game is JSON text)";

    /**
     * The text of a file, or a RecordException naming the file and the problem. At most {@link #MAX_BYTES}
     * are read (also from a device without a size, such as /dev/zero); a UTF-8 byte order mark is skipped.
     */
    public static String readText(Path file) throws RecordException {
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (NoSuchFileException e) {
            throw new RecordException("no such file: " + file, e);
        } catch (IOException e) {
            throw new RecordException("cannot read " + file + ": " + (Files.isDirectory(file) ? "it is a folder"
                    : FileProblem.of(e)), e);
        } catch (RuntimeException e) {
            throw new RecordException("cannot read " + file + ": the system refused it", e);
        }
        if (bytes.length > MAX_BYTES) {
            throw new RecordException("cannot read " + file + ": it is larger than " + MAX_BYTES / (1024 * 1024)
                    + " MB, far more than any saved game");
        }
        int start = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        for (byte b : bytes) {
            if (b == 0) { // UTF-16 or UTF-32 text, or no text at all: JSON never holds a zero byte
                throw new RecordException("cannot read " + file + ": " + NOT_TEXT);
            }
        }
        java.nio.charset.CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        try {
            return utf8.decode(java.nio.ByteBuffer.wrap(bytes, start, bytes.length - start)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new RecordException("cannot read " + file + ": " + NOT_TEXT, e);
        }
    }

    /**
     * The id of the game a record's JSON text belongs to (its "game" field), checking the envelope's
     * version; the rest is not read.
     */
    public static String gameOf(JsonNode root) throws RecordException {
        if (!root.isObject()) {
            throw new RecordException("a record must be a JSON object");
        }
        JsonNode version = root.get("formatVersion");
        if (version == null || !version.isIntegralNumber() || !version.canConvertToInt()) {
            throw new RecordException(version == null ? "formatVersion is missing: not a game record?"
                    : "formatVersion must be a whole number, not " + version);
        }
        if (version.intValue() != GameRecord.FORMAT_VERSION) {
            throw new RecordException("unknown format version " + version.intValue() + " (this version reads "
                    + GameRecord.FORMAT_VERSION + ")");
        }
        JsonNode game = root.get("game");
        if (game == null || !game.isTextual()) {
            throw new RecordException("the record does not say its game (game is " + game + ")");
        }
        return game.asText();
    }

    public GameRecord<S, D> read(Path file) throws RecordException {
        return read(readText(file));
    }

    /** Reads a record from its JSON text and replays it. */
    public GameRecord<S, D> read(String json) throws RecordException {
        return read(Json.parse(json));
    }

    /** Reads a record from its JSON tree and replays it. */
    public GameRecord<S, D> read(JsonNode root) throws RecordException {
        GameRecord<S, D> record = fromTree(root);
        Replay.finalState(game, record);
        return record;
    }

    private GameRecord<S, D> fromTree(JsonNode root) throws RecordException {
        String id = gameOf(root);
        if (!game.id().equals(id)) {
            throw new RecordException("not a record of " + game.id() + " (game is \"" + id + "\")");
        }
        unknownFields(root, FIELDS, "");
        List<Seat> seats = seats(root.get("seats"));
        JsonNode seedNode = root.get("seed");
        Long seed = null;
        if (seedNode != null && !seedNode.isNull()) {
            if (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong()) {
                throw new RecordException("seed must be a whole number (64 bits), not " + seedNode);
            }
            seed = seedNode.longValue();
        }
        JsonNode startNode = root.get("startPosition");
        S start = startNode == null || startNode.isNull() ? null
                : game.codec().readPosition(startNode, "startPosition");
        JsonNode practiceNode = root.get("practice");
        if (practiceNode != null && !practiceNode.isBoolean()) {
            throw new RecordException("practice must be true or false, not " + practiceNode);
        }
        List<SeatDecision<D>> decisions = decisions(root.get("decisions"));
        try {
            return GameRecord.of(game, seats, seed, start, practiceNode != null && practiceNode.booleanValue(),
                    decisions);
        } catch (IllegalArgumentException e) {
            throw new RecordException(e.getMessage(), e);
        }
    }

    private static void unknownFields(JsonNode o, Set<String> known, String where) throws RecordException {
        for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) {
                throw new RecordException(where + "unknown property \"" + f + "\"");
            }
        }
    }

    private List<Seat> seats(JsonNode node) throws RecordException {
        if (node == null || !node.isArray()) {
            throw new RecordException("seats must be a list of " + game.seats().range() + " seats");
        }
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode s = node.get(i);
            String at = "seats[" + i + "]: ";
            if (!s.isObject()) {
                throw new RecordException(at + "a seat must be an object");
            }
            unknownFields(s, SEAT_FIELDS, at);
            JsonNode name = s.get("name");
            JsonNode colour = s.get("colour");
            JsonNode human = s.get("human");
            JsonNode profile = s.get("profile");
            if (name == null || !name.isTextual() || colour == null || !colour.isTextual()) {
                throw new RecordException(at + "a seat needs a name and a colour");
            }
            if (human == null || !human.isBoolean()) {
                throw new RecordException(at + "\"human\" must be true or false");
            }
            if (profile != null && !profile.isNull() && !profile.isTextual()) {
                throw new RecordException(at + "\"profile\" must be text or null");
            }
            if (!game.seats().colours().contains(colour.asText())) {
                throw new RecordException(at + "unknown colour \"" + colour.asText() + "\" for " + name.asText()
                        + " (colours are " + String.join(", ", game.seats().colours()) + ")");
            }
            try {
                seats.add(new Seat(name.asText(), colour.asText(), human.booleanValue(),
                        profile == null || profile.isNull() ? null : profile.asText()));
            } catch (IllegalArgumentException e) {
                throw new RecordException(at + e.getMessage(), e);
            }
        }
        return seats;
    }

    private List<SeatDecision<D>> decisions(JsonNode node) throws RecordException {
        if (node == null || !node.isArray()) {
            throw new RecordException("decisions must be a list");
        }
        List<SeatDecision<D>> list = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            list.add(decision(node.get(i), "decision " + i));
        }
        return list;
    }

    /** One entry of a record's decisions: its seat and the game's decision. */
    public SeatDecision<D> decision(JsonNode o, String where) throws RecordException {
        if (o == null || !o.isObject()) {
            throw new RecordException(where + ": a decision must be an object");
        }
        D decision = game.codec().readDecision(o, where);
        JsonNode seat = o.get("seat");
        if (seat == null) {
            throw new RecordException(where + ": missing field \"seat\"");
        }
        if (!seat.isIntegralNumber() || !seat.canConvertToInt()) {
            throw new RecordException(where + ": \"seat\" must be a whole number");
        }
        return new SeatDecision<>(seat.intValue(), decision);
    }

    /** One entry of a record's decisions as JSON: "seat", then the game's fields. */
    public ObjectNode toJson(SeatDecision<D> d) {
        ObjectNode o = Json.MAPPER.createObjectNode().put("seat", d.seat());
        game.codec().writeDecision(d.decision(), o);
        return o;
    }

    /** The record as a JSON tree. */
    public ObjectNode toTree(GameRecord<S, D> r) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("formatVersion", r.formatVersion()).put("game", r.game());
        ArrayNode seats = root.putArray("seats");
        for (Seat s : r.seats()) {
            seats.addObject().put("name", s.name()).put("colour", s.colour()).put("human", s.human())
                    .put("profile", s.profile());
        }
        if (r.seed() != null) {
            root.put("seed", r.seed());
        }
        if (r.start() != null) {
            root.set("startPosition", game.codec().writePosition(r.start()));
        }
        root.put("practice", r.practice());
        ArrayNode decisions = root.putArray("decisions");
        for (SeatDecision<D> d : r.decisions()) {
            decisions.add(toJson(d));
        }
        return root;
    }

    /** The record as a JSON document. */
    public String write(GameRecord<S, D> r) {
        return Json.pretty(toTree(r), game.codec().blockLists());
    }

    /** A state as a JSON document (a position). */
    public String writePosition(S state) {
        return Json.pretty(game.codec().writePosition(state), game.codec().blockLists());
    }

    /** A position read from its JSON text and checked. */
    public S readPosition(String json) throws RecordException {
        return game.codec().readPosition(Json.parse(json), "");
    }

    public void write(GameRecord<S, D> r, Path file) throws RecordException {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, write(r), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RecordException("cannot write " + file + ": " + FileProblem.of(e), e);
        } catch (RuntimeException e) {
            throw new RecordException("cannot write " + file + ": the system refused it", e);
        }
    }
}
