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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Saved games of every game: saving and opening game records chosen by the user (a file's game is
 * read from the file), and the autosaves in the data directory, written after every decision so an
 * unfinished game can be resumed after the program closed; the autosave is written off the caller's thread.
 *
 * <p><b>One autosave per running game.</b> Each window keeps its game of each kind in a slot of its own:
 * {@code autosave-GAME.json}, then {@code autosave-GAME-2.json} and so on, held by a lock
 * ({@link AutosaveLocks}) while the window runs. Two windows on one data folder thus never write over each
 * other, and a slot holding an unfinished game that no window plays is never taken for another game: it is
 * offered at the next start ({@link #unfinishedAutosaves}).
 *
 * <p><b>Failures are told.</b> When writing the autosave fails (a full or read-only disk) the game plays on
 * and a {@link SaveNotice} says so once, and once more when saving works again. An autosave that cannot be
 * read is moved aside, never lost, and said so. An autosave that should have gone (its game ended) but
 * could not be removed is remembered as stale ({@link StaleAutosaves}) and never offered.
 *
 * <p>Every file is written whole ({@link WholeFile}), so a crash never leaves half a file.
 */
public final class SaveStore {
    private static final Logger LOG = LoggerFactory.getLogger(SaveStore.class);
    /** The most autosave slots of one game: as many windows of it as anyone plays at once, and more. */
    static final int MAX_SLOTS = 16;

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

    /** An unfinished game found in an autosave slot: what a start offers to resume. */
    public record Unfinished(AnyRecord<?, ?, ?, ?> record, Path file, int slot, java.time.Instant savedAt) {
    }

    private final Path directory;
    private final GameRegistry games;
    private final Opponents opponents;
    private final StaleAutosaves stale;
    /** What to tell the player; queued until someone listens. */
    private final List<SaveNotice> notices = new ArrayList<>();
    private Consumer<SaveNotice> noticeListener;
    /** The slot this store autosaves each game in (by game id), with the lock holding it. */
    private final Map<String, Integer> slots = new HashMap<>();
    private final Map<String, AutosaveLocks.Hold> holds = new HashMap<>();
    /** The text each autosave file is known to hold (last written or read), to mark it stale by. */
    private final Map<Path, String> known = new ConcurrentHashMap<>();
    /** Whether the last autosave write failed (the player was told; told again when one works). */
    private boolean failing;
    /** The latest autosave asked for and not yet written, if any. */
    private final AtomicReference<PendingAutosave> pendingAutosave = new AtomicReference<>();
    /** Held while an autosave file is written or removed, and while slots are taken. */
    private final Object autosaveLock = new Object();
    /**
     * Writes the autosave off the event thread, one write at a time. Not a daemon: a write under way
     * when the last window closes is finished before the program ends; idle, the thread goes.
     */
    private final ExecutorService autosaveWriter = new ThreadPoolExecutor(0, 1, 500, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(), r -> new Thread(r, "autosave"));

    /** The least time between two autosave writes (see {@link #spaceAutosaves}). */
    static final int AUTOSAVE_GAP_MILLIS = 100;
    /** When the autosave thread last wrote (System.nanoTime); used by that thread only. */
    private long lastAutosaveNanos = System.nanoTime() - TimeUnit.SECONDS.toNanos(1);
    /** Counted down when the window closes ({@link #releaseSlots}): autosaves are no longer spaced. */
    private final java.util.concurrent.CountDownLatch released = new java.util.concurrent.CountDownLatch(1);
    private final java.util.concurrent.atomic.AtomicInteger autosavesWritten = new java.util.concurrent.atomic.AtomicInteger();

    private record PendingAutosave(Path file, Supplier<String> text, boolean over) {
    }

    /**
     * Saves kept in this directory (the autosaves' home), of these games, opened games getting their
     * computer players from these opponents; stale autosaves remembered for this run only.
     */
    public SaveStore(Path directory, GameRegistry games, Opponents opponents) {
        this(directory, games, opponents, StaleAutosaves.inMemory());
    }

    /** As above, stale autosaves remembered in {@code stale}. */
    public SaveStore(Path directory, GameRegistry games, Opponents opponents, StaleAutosaves stale) {
        this.directory = Objects.requireNonNull(directory, "directory");
        this.games = Objects.requireNonNull(games, "games");
        this.opponents = Objects.requireNonNull(opponents, "opponents");
        this.stale = Objects.requireNonNull(stale, "stale");
    }

    /** The store of the program: the user's data directory, the user's personalities, stale marks kept. */
    public static SaveStore standard(GameRegistry games) {
        return new SaveStore(DataDirectory.get(), games, Opponents.standard(),
                StaleAutosaves.in(java.util.prefs.Preferences.userRoot().node("org/ichto/primeval/autosaves")));
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

    /**
     * The autosave this store writes the game to: the slot it holds, else the first slot that no other
     * window holds and that holds no unfinished game (which is kept), taken from now on.
     */
    public Path autosaveFile(GameDefinition<?, ?, ?, ?> game) {
        synchronized (autosaveLock) {
            Integer slot = slots.get(game.id());
            if (slot == null) {
                slot = takeFreeSlot(game);
            }
            return slotFile(game.id(), slot);
        }
    }

    /** The file of a slot: {@code autosave-GAME.json}, {@code autosave-GAME-2.json}, ... */
    private Path slotFile(String game, int slot) {
        return directory.resolve("autosave-" + game + (slot == 1 ? "" : "-" + slot) + ".json");
    }

    private Path lockFile(String game) {
        return directory.resolve("autosave-" + game + ".lock");
    }

    private int takeFreeSlot(GameDefinition<?, ?, ?, ?> game) {
        for (int n = 1; n <= MAX_SLOTS; n++) {
            Map<Integer, AutosaveLocks.Hold> taken = new HashMap<>();
            if (AutosaveLocks.tryTake(lockFile(game.id()), n, taken) == AutosaveLocks.Outcome.HELD) {
                continue;
            }
            if (read(game.id(), slotFile(game.id(), n)) instanceof Found.Unfinished) {
                taken.values().forEach(AutosaveLocks::release); // someone's unfinished game: kept for them
                continue;
            }
            hold(game.id(), n, taken.get(n));
            return n;
        }
        LOG.warn("all {} autosave slots of {} are in use; this window's game is saved in one more", MAX_SLOTS,
                game.id());
        hold(game.id(), MAX_SLOTS + 1, null);
        return MAX_SLOTS + 1;
    }

    private void hold(String game, int slot, AutosaveLocks.Hold hold) {
        AutosaveLocks.release(holds.remove(game));
        slots.put(game, slot);
        if (hold != null) {
            holds.put(game, hold);
        }
    }

    /**
     * Lets go of every slot this store holds (its window closes), once the autosaves asked for are written;
     * the files stay. {@link #flushAutosave()} waits for it.
     */
    public void releaseSlots() {
        released.countDown(); // the last autosave is written at once, not after the gap
        autosaveWriter.execute(() -> {
            synchronized (autosaveLock) {
                holds.values().forEach(AutosaveLocks::release);
                holds.clear();
                slots.clear();
            }
        });
    }

    /** The autosave this store holds for the game, if it took one. */
    public Optional<Path> heldAutosave(GameDefinition<?, ?, ?, ?> game) {
        synchronized (autosaveLock) {
            Integer slot = slots.get(game.id());
            return slot == null ? Optional.empty() : Optional.of(slotFile(game.id(), slot));
        }
    }

    // ---------------------------------------------------------------- notices

    /**
     * Tells the listener every notice from now on (on the thread that found it: the autosave thread for
     * failures), and at once those queued so far.
     */
    public void onNotice(Consumer<SaveNotice> listener) {
        List<SaveNotice> queued;
        synchronized (notices) {
            noticeListener = listener;
            queued = new ArrayList<>(notices);
            notices.clear();
        }
        queued.forEach(listener);
    }

    /** The notices nobody listened to yet, once; empty when nothing happened. */
    public List<SaveNotice> takeNotices() {
        synchronized (notices) {
            List<SaveNotice> out = new ArrayList<>(notices);
            notices.clear();
            return out;
        }
    }

    private void tell(SaveNotice notice) {
        Consumer<SaveNotice> listener;
        synchronized (notices) {
            listener = noticeListener;
            if (listener == null) {
                notices.add(notice);
                return;
            }
        }
        listener.accept(notice);
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
        Path file = autosaveFile(session.game());
        String text = text(session);
        write(text, file);
        known.put(file, text);
    }

    /**
     * Keeps the autosave up to date with the session from now on: after every change (a decision, an
     * undo, a redo) the autosave is written, and once the game is over it is removed. The record is
     * taken at once, but written by a thread of its own ("autosave"), so the event thread that played
     * the decision never waits for the disk; when decisions come faster than the disk, only the latest
     * record is written. {@link #flushAutosave()} waits for the writes. A failure to write is never
     * thrown: it is told once as a {@link SaveNotice} (and once more when writing works again). Returns
     * the listener, for {@link GameSession#removeListener}.
     */
    public <S, V, D, E> SessionListener<E> autosaveAfterEachDecision(GameSession<S, V, D, E> session) {
        Path file = autosaveFile(session.game());
        RecordIO<S, D> io = new RecordIO<>(session.game());
        SessionListener<E> listener = s -> {
            if (released.getCount() == 0) {
                return; // the window closed: a decision queued before it closed is not what the player saw
            }
            // The record is taken now; it is turned into text and written on the autosave thread.
            GameRecord<S, D> record = session.toRecord();
            boolean over = session.isOver();
            pendingAutosave.set(new PendingAutosave(file, () -> io.write(record), over));
            autosaveWriter.execute(this::writePendingAutosave);
        };
        session.addListener(listener);
        return listener;
    }

    /** How many autosaves this store has written (for tests). */
    int autosavesWritten() {
        return autosavesWritten.get();
    }

    /** Waits until the autosave writes asked for so far are done. */
    public void flushAutosave() {
        flushAutosave(Long.MAX_VALUE);
    }

    /**
     * Waits until the autosave writes asked for so far are done, or the time is up; false when it is up. The
     * window waits so at its close: its data folder is whole once it has gone, and a disk that hangs cannot
     * hold it forever.
     */
    public boolean flushAutosave(long millis) {
        try {
            autosaveWriter.submit(() -> { }).get(millis, TimeUnit.MILLISECONDS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            LOG.warn("autosave failed", e.getCause());
        } catch (java.util.concurrent.TimeoutException e) {
            LOG.warn("the autosave was not written within {} ms", millis);
        }
        return false;
    }

    private void writePendingAutosave() {
        spaceAutosaves();
        synchronized (autosaveLock) {
            PendingAutosave p = pendingAutosave.getAndSet(null);
            if (p == null) {
                return; // a later task or a clear took it
            }
            if (p.over()) {
                remove(p.file());
                return;
            }
            String text = p.text().get();
            String why = WholeFile.write(text, p.file());
            if (why == null) {
                autosavesWritten.incrementAndGet();
                known.put(p.file(), text);
                stale.forget(p.file());
                if (failing) {
                    failing = false;
                    LOG.info("the autosave {} is written again", p.file());
                    tell(new SaveNotice(SaveNotice.Type.SAVING_AGAIN, gameOf(p.file()), p.file(), null));
                }
            } else {
                LOG.warn("autosave failed: cannot write {}: {}", p.file(), why);
                if (!failing) {
                    failing = true;
                    tell(new SaveNotice(SaveNotice.Type.NOT_SAVING, gameOf(p.file()), p.file(), why));
                }
            }
        }
    }

    /**
     * Waits, on the autosave thread, until {@value #AUTOSAVE_GAP_MILLIS} ms have passed since the last write when a
     * record waits to be written; meanwhile later decisions replace it. Computers at the instant speed decide some
     * hundred times a second, and writing the whole game after each of them took a fifth of a processor from the
     * window. A game that ended is removed at once, and once the window closed the last record is written at once:
     * a write held back after the window closed landed in a folder already being cleared away.
     */
    private void spaceAutosaves() {
        PendingAutosave p = pendingAutosave.get();
        if (p == null) {
            return;
        }
        long wait = lastAutosaveNanos + TimeUnit.MILLISECONDS.toNanos(AUTOSAVE_GAP_MILLIS) - System.nanoTime();
        if (!p.over() && wait > 0) {
            try {
                released.await(wait, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // written at once
            }
        }
        lastAutosaveNanos = System.nanoTime();
    }

    /** The game id of an autosave file this store writes. */
    private String gameOf(Path file) {
        for (Map.Entry<String, Integer> e : slots.entrySet()) {
            if (slotFile(e.getKey(), e.getValue()).equals(file)) {
                return e.getKey();
            }
        }
        return "";
    }

    /**
     * The unfinished games in the autosave slots of this game that no other window is playing, newest first
     * (to offer "resume the unfinished game?"). An autosave that cannot be read is not lost: it is set aside
     * beside it ({@code autosave-GAME.damaged-TIME.json}) and a notice says so. A stale one (its game ended
     * while it could not be removed) is removed now, or at least not offered. An unfinished game that
     * another window plays is told, once, as {@link SaveNotice.Type#HELD_ELSEWHERE}.
     */
    public List<Unfinished> unfinishedAutosaves(GameDefinition<?, ?, ?, ?> game) {
        List<Unfinished> out = new ArrayList<>();
        boolean elsewhere = false;
        synchronized (autosaveLock) {
            for (int n = 1; n <= MAX_SLOTS + 1; n++) {
                Path file = slotFile(game.id(), n);
                if (!Files.isRegularFile(file)) {
                    continue;
                }
                boolean ours = Integer.valueOf(n).equals(slots.get(game.id()));
                if (!ours && AutosaveLocks.heldElsewhere(lockFile(game.id()), n)) {
                    elsewhere |= read(game.id(), file) instanceof Found.Unfinished;
                    continue;
                }
                if (read(game.id(), file) instanceof Found.Unfinished u) {
                    out.add(new Unfinished(u.record(), file, n, modified(file)));
                }
            }
        }
        if (elsewhere) {
            tell(new SaveNotice(SaveNotice.Type.HELD_ELSEWHERE, game.id(), slotFile(game.id(), 1), null));
        }
        out.sort(java.util.Comparator.comparing(Unfinished::savedAt).reversed());
        return out;
    }

    /** The newest unfinished game of this game in an autosave no other window plays, if there is one. */
    public Optional<AnyRecord<?, ?, ?, ?>> unfinishedAutosave(GameDefinition<?, ?, ?, ?> game) {
        return unfinishedAutosaves(game).stream().findFirst().map(Unfinished::record);
    }

    /** What an autosave file holds. */
    private sealed interface Found {
        record Nothing() implements Found {
        }

        record Finished() implements Found {
        }

        record Unfinished(AnyRecord<?, ?, ?, ?> record) implements Found {
        }
    }

    /**
     * Reads an autosave: nothing (no file, or a damaged one now set aside, or a stale one), a finished game,
     * or an unfinished one.
     */
    private Found read(String game, Path file) {
        if (!Files.isRegularFile(file)) {
            return new Found.Nothing();
        }
        String text;
        AnyRecord<?, ?, ?, ?> record;
        try {
            text = RecordIO.readText(file);
            record = AnyRecord.read(games, text);
        } catch (RecordException e) {
            String why = AnyRecord.reason(file, e);
            LOG.warn("the autosave {} cannot be read: {}", file, why);
            setAside(game, file, why);
            return new Found.Nothing();
        }
        if (stale.isStale(file, text)) {
            LOG.info("the autosave {} is out of date (its game ended while it could not be removed)", file);
            if (remove(file)) {
                stale.forget(file);
            }
            return new Found.Nothing();
        }
        known.put(file, text);
        try {
            return isOver(record) ? new Found.Finished() : new Found.Unfinished(record);
        } catch (RecordException e) {
            setAside(game, file, e.getMessage());
            return new Found.Nothing();
        }
    }

    private static java.time.Instant modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            return java.time.Instant.EPOCH;
        }
    }

    /** Moves a damaged autosave out of the way (never deleting it) and says where it went. */
    private void setAside(String game, Path file, String problem) {
        String stamp = java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                .format(java.time.LocalDateTime.now());
        String name = file.getFileName().toString().replaceFirst("\\.json$", "") + ".damaged-" + stamp + ".json";
        Path aside = file.resolveSibling(name);
        try {
            Files.move(file, aside);
            tell(new SaveNotice(SaveNotice.Type.DAMAGED_SET_ASIDE, game, aside, problem));
        } catch (IOException | RuntimeException e) {
            tell(new SaveNotice(SaveNotice.Type.DAMAGED_LEFT, game, file, problem));
        }
    }

    private static <S, V, D, E> boolean isOver(AnyRecord<S, V, D, E> record) throws RecordException {
        return record.game().rules().isOver(record.finalState());
    }

    /**
     * Plays on from an unfinished autosave: this store takes its slot (so the game goes on being saved where
     * it was), unless another window took it meanwhile.
     *
     * @throws RecordException when another window plays it now, or its record cannot be replayed
     */
    public GameSession<?, ?, ?, ?> resume(Unfinished unfinished) throws RecordException {
        String game = unfinished.record().game().id();
        synchronized (autosaveLock) {
            if (!Integer.valueOf(unfinished.slot()).equals(slots.get(game))) {
                Map<Integer, AutosaveLocks.Hold> taken = new HashMap<>();
                if (AutosaveLocks.tryTake(lockFile(game), unfinished.slot(), taken) == AutosaveLocks.Outcome.HELD) {
                    throw new RecordException("this game is being played in another window now");
                }
                hold(game, unfinished.slot(), taken.get(unfinished.slot()));
            }
        }
        return resume(unfinished.record());
    }

    /**
     * Gives up an unfinished autosaved game the player chose not to resume: it is removed, unless another
     * window plays it now.
     */
    public void discard(Unfinished unfinished) {
        String game = unfinished.record().game().id();
        synchronized (autosaveLock) {
            boolean ours = Integer.valueOf(unfinished.slot()).equals(slots.get(game));
            Map<Integer, AutosaveLocks.Hold> taken = new HashMap<>();
            if (!ours && AutosaveLocks.tryTake(lockFile(game), unfinished.slot(), taken)
                    == AutosaveLocks.Outcome.HELD) {
                return;
            }
            remove(unfinished.file());
            taken.values().forEach(AutosaveLocks::release);
        }
    }

    /**
     * Removes the autosave this store writes for the game (its game ended, or a new one begins in this
     * window), and with it any autosave not yet written. Other windows' autosaves stay. A failure is logged,
     * and the file remembered as stale.
     */
    public void clearAutosave(GameDefinition<?, ?, ?, ?> game) {
        synchronized (autosaveLock) {
            Integer slot = slots.get(game.id());
            if (slot == null) {
                return;
            }
            Path file = slotFile(game.id(), slot);
            PendingAutosave p = pendingAutosave.get();
            if (p != null && p.file().equals(file)) {
                pendingAutosave.set(null);
            }
            remove(file);
        }
    }

    /** Removes an autosave; one that cannot be removed is remembered as stale. True when it is gone. */
    private boolean remove(Path file) {
        try {
            Files.deleteIfExists(file);
            known.remove(file);
            return true;
        } catch (IOException e) {
            LOG.warn("cannot remove the autosave {}: {}", file, FileProblem.of(e));
            String text = known.get(file);
            if (text != null) {
                stale.mark(file, text);
            }
            return false;
        }
    }

    // ---------------------------------------------------------------- writing

    /** Writes the record to a temporary file beside the target, then moves it over the target. */
    static void write(String text, Path file) throws RecordException {
        String why = WholeFile.write(text, file);
        if (why != null) {
            throw new RecordException("cannot write " + file + ": " + why);
        }
    }
}
