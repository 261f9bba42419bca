package org.ichto.shell.session;

import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.AnyRecord;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Saved games of every game: saving and opening game records chosen by the user (a file's game is
 * read from the file), and one autosave per game in the data directory ({@code autosave-GAME.json}),
 * written after every decision so an unfinished game can be resumed after the program closed; the
 * autosave is written off the caller's thread.
 * Every file is written whole to a temporary file first and then moved over the old one, so a crash
 * never leaves half a file.
 */
public final class SaveStore {
    private static final Logger LOG = LoggerFactory.getLogger(SaveStore.class);

    /**
     * The file a save of the game should write: the name as chosen when it ends in the game's own extension
     * (e.g. .urland: a JSON game record like any other, with a name of its own so that the installed game can
     * open these files without claiming every .json file) or .json, else with the game's extension added.
     */
    public static Path withExtension(Path chosen, GameDefinition<?, ?, ?, ?> game) {
        String name = chosen.getFileName().toString().toLowerCase(Locale.ROOT);
        String extension = game.saveExtension();
        return name.endsWith("." + extension) || name.endsWith(".json") ? chosen
                : chosen.resolveSibling(chosen.getFileName() + "." + extension);
    }

    private final Path directory;
    /** Things to tell the player (a damaged autosave set aside), taken once by the window. */
    private final List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final GameRegistry games;
    private final Opponents opponents;
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

    private record PendingAutosave(Path file, java.util.function.Supplier<String> text, boolean over) {
    }

    /**
     * Saves kept in this directory (the autosaves' home), of these games, opened games getting their
     * computer players from these opponents.
     */
    public SaveStore(Path directory, GameRegistry games, Opponents opponents) {
        this.directory = Objects.requireNonNull(directory, "directory");
        this.games = Objects.requireNonNull(games, "games");
        this.opponents = Objects.requireNonNull(opponents, "opponents");
    }

    /** The store of the program: the user's data directory, the user's personalities. */
    public static SaveStore standard(GameRegistry games) {
        return new SaveStore(DataDirectory.get(), games, Opponents.standard());
    }

    public Path directory() {
        return directory;
    }

    public GameRegistry games() {
        return games;
    }

    public Opponents opponents() {
        return opponents;
    }

    /** The autosave of a game: {@code autosave-GAME.json} in the directory. */
    public Path autosaveFile(GameDefinition<?, ?, ?, ?> game) {
        return directory.resolve("autosave-" + game.id() + ".json");
    }

    // ---------------------------------------------------------------- saving and opening

    /**
     * Writes the session's record to the file (folders made when missing).
     *
     * @throws RecordException naming the file and the problem
     */
    public void save(GameSession<?, ?, ?, ?> session, Path file) throws RecordException {
        write(text(session), file);
    }

    private static <S, V, D, E> String text(GameSession<S, V, D, E> session) {
        return new RecordIO<>(session.game()).write(session.toRecord());
    }

    /**
     * Reads a game record and replays it into a new session. Nothing else changes: on failure no
     * session is made, and whatever session is in play stays as it is.
     *
     * @throws RecordException with a one-line message naming the file and the problem
     */
    public GameSession<?, ?, ?, ?> open(Path file) throws RecordException {
        AnyRecord<?, ?, ?, ?> record;
        try {
            record = AnyRecord.read(games, file);
        } catch (RecordException e) {
            throw new RecordException(AnyRecord.problem(file, e), e);
        }
        return resume(record);
    }

    /** A new session playing on from a record (for example the one {@link #unfinishedAutosave} offers). */
    public <S, V, D, E> GameSession<S, V, D, E> resume(AnyRecord<S, V, D, E> record) throws RecordException {
        return GameSession.fromRecord(record.game(), record.record(), opponents.factory(record.game()));
    }

    // ---------------------------------------------------------------- the autosave

    /**
     * Writes the session's record as the autosave.
     *
     * @throws RecordException naming the file and the problem
     */
    public void autosave(GameSession<?, ?, ?, ?> session) throws RecordException {
        write(text(session), autosaveFile(session.game()));
    }

    /**
     * Keeps the autosave up to date with the session from now on: after every change (a decision, an
     * undo, a redo) the autosave is written, and once the game is over it is removed. The record is
     * taken at once, but written by a thread of its own ("autosave"), so the event thread that played
     * the decision never waits for the disk; when decisions come faster than the disk, only the latest
     * record is written. {@link #flushAutosave()} waits for the writes. A failure to write is logged,
     * never thrown. Returns the listener, for {@link GameSession#removeListener}.
     */
    public <S, V, D, E> SessionListener<E> autosaveAfterEachDecision(GameSession<S, V, D, E> session) {
        Path file = autosaveFile(session.game());
        RecordIO<S, D> io = new RecordIO<>(session.game());
        SessionListener<E> listener = s -> {
            // The record is taken now; it is turned into text and written on the autosave thread.
            GameRecord<S, D> record = session.toRecord();
            boolean over = session.isOver();
            pendingAutosave.set(new PendingAutosave(file, () -> io.write(record), over));
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
                delete(p.file());
                return;
            }
            try {
                write(p.text().get(), p.file());
            } catch (RecordException e) {
                LOG.warn("autosave failed: {}", e.getMessage());
            }
        }
    }

    /**
     * The autosaved game of this game if there is one that is not over (to offer "resume the unfinished
     * game?"). An autosave that cannot be read is not lost: it is set aside beside it
     * ({@code autosave-GAME.damaged-TIME.json}) and a notice says so (see {@link #takeNotices()}).
     */
    public Optional<AnyRecord<?, ?, ?, ?>> unfinishedAutosave(GameDefinition<?, ?, ?, ?> game) {
        Path file = autosaveFile(game);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            AnyRecord<?, ?, ?, ?> record = AnyRecord.read(games, file);
            return isOver(record) ? Optional.empty() : Optional.of(record);
        } catch (RecordException e) {
            LOG.warn("the autosave {} cannot be read: {}", file, e.getMessage());
            notices.add(setAside(file, e.getMessage()));
            return Optional.empty();
        }
    }

    /** Moves a damaged autosave out of the way (never deleting it) and says where it went. */
    private String setAside(Path file, String problem) {
        String stamp = java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                .format(java.time.LocalDateTime.now());
        String name = file.getFileName().toString().replaceFirst("\\.json$", "") + ".damaged-" + stamp + ".json";
        Path aside = file.resolveSibling(name);
        try {
            Files.move(file, aside);
            return "The unfinished game could not be read (" + problem + "). The file was kept as " + aside + ".";
        } catch (IOException | RuntimeException e) {
            return "The unfinished game could not be read (" + problem + "); it is still at " + file + ".";
        }
    }

    /** What went wrong with the saves that the player should be told, once; empty when nothing did. */
    public List<String> takeNotices() {
        List<String> out = new ArrayList<>(notices);
        notices.clear();
        return out;
    }

    private static <S, V, D, E> boolean isOver(AnyRecord<S, V, D, E> record) throws RecordException {
        return record.game().rules().isOver(record.finalState());
    }

    /**
     * Removes the game's autosave (a game ended, or a new one begins), and with it any autosave not yet
     * written. A failure is logged.
     */
    public void clearAutosave(GameDefinition<?, ?, ?, ?> game) {
        synchronized (autosaveLock) {
            PendingAutosave p = pendingAutosave.get();
            if (p != null && p.file().equals(autosaveFile(game))) {
                pendingAutosave.set(null);
            }
            delete(autosaveFile(game));
        }
    }

    private void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.warn("cannot remove the autosave {}: {}", file, e.getMessage());
        }
    }

    // ---------------------------------------------------------------- writing

    /** Writes the record to a temporary file beside the target, then moves it over the target. */
    static void write(String text, Path file) throws RecordException {
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
        } catch (IOException e) {
            throw new RecordException("cannot write " + file + ": " + FileProblem.of(e), e);
        } catch (RuntimeException e) {
            throw new RecordException("cannot write " + file + ": the system refused it", e);
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
