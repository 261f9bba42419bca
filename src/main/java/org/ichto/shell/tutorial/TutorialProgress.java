package org.ichto.shell.tutorial;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Json;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.session.WholeFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Where the player left each game's tutorial: {@code tutorial-GAME.json} in the data folder, beside the
 * autosaves, holding the lesson's id, the step reached and the game so far (a record, as saves hold it). It is
 * written after every step and decision, off the caller's thread and whole (a crash never leaves half a file);
 * a failure to write is logged and the lesson plays on. Reading it is strict: a file that cannot be read is a
 * {@link RecordException} saying why, and the lesson then starts again.
 */
public final class TutorialProgress {
    private static final Logger LOG = LoggerFactory.getLogger(TutorialProgress.class);
    private static final Set<String> FIELDS = Set.of("lesson", "step", "record");

    /**
     * The place reached in a lesson.
     *
     * @param lesson the lesson's id
     * @param step   the step being told (the lesson's size once it is over and the game plays on)
     * @param record the game so far
     */
    public record Saved<S, D>(String lesson, int step, GameRecord<S, D> record) {
        public Saved {
            Objects.requireNonNull(lesson, "lesson");
            Objects.requireNonNull(record, "record");
        }
    }

    private final Path directory;
    /** One write at a time, off the event thread; not a daemon, so a write under way is finished at exit. */
    private final ExecutorService writer = new ThreadPoolExecutor(0, 1, 500, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(), r -> new Thread(r, "tutorial-progress"));

    /** The progress kept in this folder (the data folder of saves and autosaves). */
    public TutorialProgress(Path directory) {
        this.directory = Objects.requireNonNull(directory, "directory");
    }

    /** The file of a game's progress. */
    public Path file(GameDefinition<?, ?, ?, ?> game) {
        return directory.resolve("tutorial-" + game.id() + ".json");
    }

    /**
     * The place the player left the game's tutorial, or empty when there is none.
     *
     * @throws RecordException when the file is there but cannot be read or is not a progress of this game
     */
    public <S, D> Optional<Saved<S, D>> read(GameDefinition<S, ?, D, ?> game) throws RecordException {
        Path file = file(game);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        JsonNode root = Json.parse(RecordIO.readText(file));
        if (!root.isObject()) {
            throw new RecordException("the tutorial's progress must be a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!FIELDS.contains(f)) {
                throw new RecordException("unknown property \"" + f + "\" of the tutorial's progress");
            }
        }
        JsonNode lesson = root.get("lesson");
        JsonNode step = root.get("step");
        JsonNode record = root.get("record");
        if (lesson == null || !lesson.isTextual()) {
            throw new RecordException("the progress does not name its lesson");
        }
        if (step == null || !step.isIntegralNumber() || !step.canConvertToInt() || step.intValue() < 0) {
            throw new RecordException("the progress's step must be a whole number, not " + step);
        }
        if (record == null || !record.isObject()) {
            throw new RecordException("the progress holds no game record");
        }
        return Optional.of(new Saved<>(lesson.asText(), step.intValue(), new RecordIO<>(game).read(record)));
    }

    /** Keeps the place reached, written on the progress thread in the order asked. */
    public <S, D> void save(GameDefinition<S, ?, D, ?> game, Saved<S, D> saved) {
        Path file = file(game);
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("lesson", saved.lesson()).put("step", saved.step());
        root.set("record", new RecordIO<>(game).toTree(saved.record()));
        String text = Json.pretty(root, game.codec().blockLists());
        writer.execute(() -> {
            String why = WholeFile.write(text, file);
            if (why != null) {
                LOG.warn("the tutorial's progress cannot be written to {}: {}", file, why);
            }
        });
    }

    /** Forgets the game's progress (the lesson starts again), on the progress thread. */
    public void clear(GameDefinition<?, ?, ?, ?> game) {
        Path file = file(game);
        writer.execute(() -> {
            try {
                Files.deleteIfExists(file);
            } catch (IOException | RuntimeException e) {
                LOG.warn("the tutorial's progress {} cannot be removed: {}", file,
                        e instanceof IOException io ? FileProblem.of(io) : e.toString());
            }
        });
    }

    /** Waits until the writes asked for so far are done. */
    public void flush() {
        try {
            writer.submit(() -> { }).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            LOG.warn("writing the tutorial's progress failed", e.getCause());
        }
    }
}
