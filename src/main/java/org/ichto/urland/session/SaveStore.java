package org.ichto.urland.session;

import org.ichto.app.DataDirectory;
import org.ichto.urland.ai.PlayerFactory;
import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.record.RecordIO;
import org.ichto.urland.record.Replay;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Saved games: saving and opening game records chosen by the user, and the autosave of the game in
 * play ({@value #AUTOSAVE} in the data directory), written after every decision so an unfinished
 * game can be resumed after the program closed; the autosave is written off the caller's thread.
 * Every file is written whole to a temporary file first and then moved over the old one, so a crash
 * never leaves half a file.
 */
public final class SaveStore {
    private static final Logger LOG = LoggerFactory.getLogger(SaveStore.class);

    public static final String AUTOSAVE = "autosave.json";
    /**
     * The extension of a game saved from the window (a JSON game record like any other): a name of its own, so that
     * the installed game can be the program that opens these files without claiming every .json file.
     */
    public static final String EXTENSION = "urland";

    /** The file a save should write: the name as chosen when it ends in .urland or .json, else with .urland added. */
    public static Path withExtension(Path chosen) {
        String name = chosen.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return name.endsWith("." + EXTENSION) || name.endsWith(".json") ? chosen
                : chosen.resolveSibling(chosen.getFileName() + "." + EXTENSION);
    }

    private final Path directory;
    private final Supplier<PlayerFactory> factory;
    /** The latest autosave asked for and not yet written, if any. */
    private final AtomicReference<PendingAutosave> pendingAutosave = new AtomicReference<>();
    /** Held while the autosave file is written or removed. */
    private final Object autosaveLock = new Object();
    /**
     * Writes the autosave off the event thread, one write at a time. Not a daemon: a write under way
     * when the last window closes is finished before the program ends; idle, the thread goes.
     */
    private final ExecutorService autosaveWriter = new ThreadPoolExecutor(0, 1, 500, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(), r -> new Thread(r, "autosave"));

    private record PendingAutosave(GameRecord record, boolean over) {
    }

    /** Saves kept in this directory (the autosave's home), computer players of the user's personalities. */
    public SaveStore(Path directory) {
        this(directory, GameSession::defaultFactory);
    }

    /** As {@link #SaveStore(Path)}, opened games getting their computer players from this factory. */
    public SaveStore(Path directory, PlayerFactory factory) {
        this(directory, () -> factory);
        Objects.requireNonNull(factory, "factory");
    }

    private SaveStore(Path directory, Supplier<PlayerFactory> factory) {
        this.directory = Objects.requireNonNull(directory, "directory");
        this.factory = factory;
    }

    /** The store of the program: the user's data directory. */
    public static SaveStore standard() {
        return new SaveStore(DataDirectory.get());
    }

    public Path directory() {
        return directory;
    }

    public Path autosaveFile() {
        return directory.resolve(AUTOSAVE);
    }

    // ---------------------------------------------------------------- saving and opening

    /**
     * Writes the session's record to the file (folders made when missing).
     *
     * @throws RecordException naming the file and the problem
     */
    public void save(GameSession session, Path file) throws RecordException {
        write(session.toRecord(), file);
    }

    /**
     * Reads a game record and replays it into a new session. Nothing else changes: on failure no
     * session is made, and whatever session is in play stays as it is.
     *
     * @throws RecordException with a one-line message naming the file and the problem
     */
    public GameSession open(Path file) throws RecordException {
        GameRecord record;
        try {
            record = RecordIO.read(file);
        } catch (RecordException e) {
            throw new RecordException(openMessage(file, e.getMessage()), e);
        }
        return resume(record);
    }

    /** A new session playing on from a record (for example the one {@link #unfinishedAutosave()} offers). */
    public GameSession resume(GameRecord record) throws RecordException {
        return GameSession.fromRecord(record, factory.get());
    }

    private static String openMessage(Path file, String reason) {
        String name = file.toString();
        String shown = reason;
        if (reason.startsWith("no such file")) {
            shown = "there is no such file";
        } else if (reason.startsWith("cannot read " + name + ": ")) {
            shown = reason.substring(("cannot read " + name + ": ").length());
        }
        return "cannot open " + name + ": " + shown;
    }

    // ---------------------------------------------------------------- the autosave

    /**
     * Writes the session's record as the autosave.
     *
     * @throws RecordException naming the file and the problem
     */
    public void autosave(GameSession session) throws RecordException {
        write(session.toRecord(), autosaveFile());
    }

    /**
     * Keeps the autosave up to date with the session from now on: after every change (a decision, an
     * undo, a redo) the autosave is written, and once the game is over it is removed. The record is
     * taken at once, but written by a thread of its own ("autosave"), so the event thread that played
     * the decision never waits for the disk; when decisions come faster than the disk, only the latest
     * record is written. {@link #flushAutosave()} waits for the writes. A failure to write is logged,
     * never thrown. Returns the listener, for {@link GameSession#removeListener}.
     */
    public SessionListener autosaveAfterEachDecision(GameSession session) {
        SessionListener listener = s -> {
            pendingAutosave.set(new PendingAutosave(s.toRecord(), s.isOver()));
            autosaveWriter.execute(this::writePendingAutosave);
        };
        session.addListener(listener);
        return listener;
    }

    /** Waits until the autosave writes asked for so far are done. */
    public void flushAutosave() {
        try {
            autosaveWriter.submit(() -> { }).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            LOG.warn("autosave failed", e.getCause());
        }
    }

    private void writePendingAutosave() {
        synchronized (autosaveLock) {
            PendingAutosave p = pendingAutosave.getAndSet(null);
            if (p == null) {
                return; // a later task or a clear took it
            }
            if (p.over()) {
                deleteAutosave();
                return;
            }
            try {
                write(p.record(), autosaveFile());
            } catch (RecordException e) {
                LOG.warn("autosave failed: {}", e.getMessage());
            }
        }
    }

    /**
     * The autosaved game if there is one that is not over (to offer "resume the unfinished game?").
     * An autosave that cannot be read is ignored, with a warning in the log.
     */
    public Optional<GameRecord> unfinishedAutosave() {
        Path file = autosaveFile();
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            GameRecord record = RecordIO.read(file);
            return Replay.finalState(record).isOver() ? Optional.empty() : Optional.of(record);
        } catch (RecordException e) {
            LOG.warn("the autosave {} is ignored: {}", file, e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * Removes the autosave (a game ended, or a new one begins), and with it any autosave not yet written.
     * A failure is logged.
     */
    public void clearAutosave() {
        synchronized (autosaveLock) {
            pendingAutosave.set(null);
            deleteAutosave();
        }
    }

    private void deleteAutosave() {
        try {
            Files.deleteIfExists(autosaveFile());
        } catch (IOException e) {
            LOG.warn("cannot remove the autosave {}: {}", autosaveFile(), e.getMessage());
        }
    }

    // ---------------------------------------------------------------- writing

    /** Writes the record to a temporary file beside the target, then moves it over the target. */
    static void write(GameRecord record, Path file) throws RecordException {
        String text = RecordIO.write(record);
        Path target = file.toAbsolutePath();
        Path tmp = null;
        try {
            Path dir = target.getParent();
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
        } catch (IOException | RuntimeException e) {
            throw new RecordException("cannot write " + file + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    LOG.debug("cannot remove {}", tmp, e);
                }
            }
        }
    }
}
