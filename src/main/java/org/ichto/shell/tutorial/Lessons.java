package org.ichto.shell.tutorial;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Json;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.SeatDecision;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads a lesson's script, strictly: a JSON object with the lesson's {@code id}, its game {@code record} (the
 * record format of saves, replayed: every decision must be legal where it stands) and its {@code steps}, each
 * {@code {"at": N, "explain": KEY}} or {@code {"at": N, "play": KEY}}. Every problem is one
 * {@link RecordException} naming it. Also compares decisions by their record form, so the shell needs no game
 * type to tell the asked-for decision from another.
 */
public final class Lessons {
    /** A lesson's script is small; a resource larger than this is not one. */
    static final int MAX_BYTES = 1024 * 1024;
    private static final Set<String> FIELDS = Set.of("id", "record", "steps");
    private static final Set<String> STEP_FIELDS = Set.of("at", "explain", "play");

    private Lessons() {
    }

    /**
     * The lesson in a class path resource (a game's {@code tutorial()}).
     *
     * @throws RecordException when there is none, or it cannot be read, or it is not a sound lesson of the game
     */
    public static <S, D> Lesson<S, D> read(GameDefinition<S, ?, D, ?> game, URL resource) throws RecordException {
        if (resource == null) {
            throw new RecordException(game.name() + " has no tutorial");
        }
        byte[] bytes;
        try (InputStream in = resource.openStream()) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException | RuntimeException e) {
            throw new RecordException("the tutorial of " + game.name() + " cannot be read", e);
        }
        if (bytes.length > MAX_BYTES) {
            throw new RecordException("the tutorial of " + game.name() + " is too large to be a lesson");
        }
        return read(game, new String(bytes, StandardCharsets.UTF_8));
    }

    /** A lesson from its JSON text; see {@link #read(GameDefinition, URL)}. */
    public static <S, D> Lesson<S, D> read(GameDefinition<S, ?, D, ?> game, String json) throws RecordException {
        JsonNode root = Json.parse(json);
        if (!root.isObject()) {
            throw new RecordException("a lesson must be a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!FIELDS.contains(f)) {
                throw new RecordException("unknown property \"" + f + "\" of the lesson");
            }
        }
        JsonNode id = root.get("id");
        if (id == null || !id.isTextual() || !id.asText().matches("[a-z0-9][a-z0-9.-]{0,39}")) {
            throw new RecordException("the lesson's id must be a short name of lower case letters, digits, "
                    + "dots and dashes, not " + id);
        }
        JsonNode recordNode = root.get("record");
        if (recordNode == null || !recordNode.isObject()) {
            throw new RecordException("the lesson needs its game record (record)");
        }
        GameRecord<S, D> record;
        try {
            record = new RecordIO<>(game).read(recordNode);
        } catch (RecordException e) {
            throw new RecordException("record: " + e.getMessage(), e);
        }
        List<LessonStep> steps = steps(root.get("steps"));
        Lesson<S, D> lesson = new Lesson<>(id.asText(), record, steps);
        check(lesson);
        return lesson;
    }

    private static List<LessonStep> steps(JsonNode node) throws RecordException {
        if (!(node instanceof ArrayNode list) || list.isEmpty()) {
            throw new RecordException("steps must be a list of at least one step");
        }
        List<LessonStep> steps = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String where = "step " + (i + 1) + ": ";
            if (!(list.get(i) instanceof ObjectNode o)) {
                throw new RecordException(where + "a step must be an object");
            }
            for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!STEP_FIELDS.contains(f)) {
                    throw new RecordException(where + "unknown property \"" + f + "\"");
                }
            }
            JsonNode at = o.get("at");
            if (at == null || !at.isIntegralNumber() || !at.canConvertToInt() || at.intValue() < 0) {
                throw new RecordException(where + "\"at\" must be the number of decisions played, not " + at);
            }
            JsonNode explain = o.get("explain");
            JsonNode play = o.get("play");
            if ((explain == null) == (play == null)) {
                throw new RecordException(where + "a step either explains or asks to play (one of \"explain\" "
                        + "and \"play\")");
            }
            JsonNode key = explain != null ? explain : play;
            if (!key.isTextual() || !key.asText().matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
                throw new RecordException(where + "the text must be a key of the game's texts, not " + key);
            }
            steps.add(new LessonStep(at.intValue(), explain != null ? LessonStep.Kind.EXPLAIN
                    : LessonStep.Kind.PLAY, key.asText()));
        }
        return steps;
    }

    /** The steps against the record: in order, each asked decision the human's, no human decision unasked. */
    private static void check(Lesson<?, ?> lesson) throws RecordException {
        int human = lesson.human();
        long humans = lesson.record().seats().stream().filter(s -> s.human()).count();
        if (humans != 1) {
            throw new RecordException("a lesson has one human seat, not " + humans);
        }
        int end = lesson.end();
        int previous = 0;
        boolean[] asked = new boolean[end];
        for (int i = 0; i < lesson.size(); i++) {
            LessonStep step = lesson.step(i);
            String where = "step " + (i + 1) + ": ";
            if (step.at() < previous) {
                throw new RecordException(where + "comes before the step above it (at " + step.at() + " < "
                        + previous + ")");
            }
            if (step.at() > end) {
                throw new RecordException(where + "comes after the lesson's " + end + " decisions");
            }
            if (i > 0 && lesson.step(i - 1).plays() && lesson.step(i - 1).at() == step.at()) {
                throw new RecordException(where + "follows a step that asks for decision " + step.at()
                        + " at the same place");
            }
            if (step.plays()) {
                if (step.at() >= end) {
                    throw new RecordException(where + "asks for decision " + step.at() + ", beyond the record");
                }
                if (lesson.decision(step.at()).seat() != human) {
                    throw new RecordException(where + "asks for decision " + step.at() + ", which is seat "
                            + lesson.decision(step.at()).seat() + "'s, not the player's");
                }
                asked[step.at()] = true;
            }
            previous = step.at();
        }
        LessonStep last = lesson.step(lesson.size() - 1);
        if (last.plays() || last.at() != end) {
            throw new RecordException("the last step explains, after the lesson's " + end + " decisions");
        }
        for (int d = 0; d < end; d++) {
            if (lesson.decision(d).seat() == human && !asked[d]) {
                throw new RecordException("decision " + d + " is the player's, but no step asks for it");
            }
        }
    }

    /** Whether two decisions are the same: their seats and their record forms alike. */
    public static <D> boolean same(RecordIO<?, D> io, SeatDecision<D> a, SeatDecision<D> b) {
        return io.toJson(a).equals(io.toJson(b));
    }
}
