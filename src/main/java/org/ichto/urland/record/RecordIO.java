package org.ichto.urland.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.core.Seat;
import org.ichto.urland.Urland;
import org.ichto.urland.rules.Position;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes game records as JSON. Reading checks everything, the decisions by replaying them,
 * and turns every failure into one {@link RecordException} whose message names the problem; nothing
 * half-read is returned.
 */
public final class RecordIO {
    private static final Set<String> FIELDS =
            Set.of("formatVersion", "game", "seats", "seed", "startPosition", "practice", "decisions");
    private static final Set<String> SEAT_FIELDS = Set.of("name", "colour", "human", "profile");

    private RecordIO() {
    }

    public static GameRecord read(Path file) throws RecordException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new RecordException("no such file: " + file, e);
        } catch (IOException | RuntimeException e) {
            throw new RecordException("cannot read " + file + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()), e);
        }
        return read(text);
    }

    public static GameRecord read(InputStream in) throws RecordException {
        try {
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new RecordException("cannot read the record: " + e.getMessage(), e);
        }
    }

    /** Reads a record from its JSON text and replays it. */
    public static GameRecord read(String json) throws RecordException {
        JsonNode root = Json.parse(json);
        if (!root.isObject()) {
            throw new RecordException("a record must be a JSON object");
        }
        GameRecord record = fromTree(root);
        Replay.finalState(record);
        return record;
    }

    private static GameRecord fromTree(JsonNode root) throws RecordException {
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
        if (game == null || !Urland.GAME_ID.equals(game.asText(null))) {
            throw new RecordException("not a record of " + Urland.GAME_ID + " (game is " + game + ")");
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
        Position start = startNode == null || startNode.isNull() ? null
                : PositionJson.fromTree(startNode, "startPosition");
        JsonNode practiceNode = root.get("practice");
        if (practiceNode != null && !practiceNode.isBoolean()) {
            throw new RecordException("practice must be true or false, not " + practiceNode);
        }
        List<SeatDecision> decisions = decisions(root.get("decisions"));
        try {
            return new GameRecord(GameRecord.FORMAT_VERSION, Urland.GAME_ID, seats, seed, start,
                    practiceNode != null && practiceNode.booleanValue(), decisions);
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

    private static List<Seat> seats(JsonNode node) throws RecordException {
        if (node == null || !node.isArray()) {
            throw new RecordException("seats must be a list of 3 to 5 seats");
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
            try {
                seats.add(new Seat(name.asText(), colour.asText(), human.booleanValue(),
                        profile == null || profile.isNull() ? null : profile.asText()));
            } catch (IllegalArgumentException e) {
                throw new RecordException(at + e.getMessage(), e);
            }
        }
        return seats;
    }

    private static List<SeatDecision> decisions(JsonNode node) throws RecordException {
        if (node == null || !node.isArray()) {
            throw new RecordException("decisions must be a list");
        }
        List<SeatDecision> list = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            try {
                list.add(DecisionJson.fromJson(node.get(i)));
            } catch (IllegalArgumentException e) {
                throw new RecordException("decision " + i + ": " + e.getMessage(), e);
            }
        }
        return list;
    }

    /** The record as a JSON tree. */
    public static ObjectNode toTree(GameRecord r) {
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
        if (r.startPosition() != null) {
            root.set("startPosition", PositionJson.toTree(r.startPosition()));
        }
        root.put("practice", r.practice());
        ArrayNode decisions = root.putArray("decisions");
        for (SeatDecision d : r.decisions()) {
            decisions.add(DecisionJson.toJson(d));
        }
        return root;
    }

    /** The record as a JSON document. */
    public static String write(GameRecord r) {
        return Json.pretty(toTree(r));
    }

    public static void write(GameRecord r, Path file) throws RecordException {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, write(r), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new RecordException("cannot write " + file + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()), e);
        }
    }
}
