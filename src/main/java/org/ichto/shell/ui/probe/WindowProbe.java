package org.ichto.shell.ui.probe;

import org.ichto.shell.ui.EarlyLook;
import org.ichto.shell.ui.Settings;



import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.ui.BoardProbe;
import org.ichto.shell.ui.GameUi;
import org.ichto.shell.ui.ShellApp;
import org.ichto.shell.ui.text.Texts;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.shell.ui.pictures.GroundPicture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.HierarchyEvent;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.Stream;

/**
 * Opens the real window of a game the way the program does, with a throwaway data folder and settings, and measures it:
 * the time from the start of the process to the window showing and to the first paint of the board; repaints of the
 * board at 1920&times;1080 in the window; and the event thread while every seat is a computer, first at the normal
 * speed for some seconds, then at instant speed for some whole games (the end-of-game dialog included). Call it from
 * any thread but the event thread; it closes the window before it returns.
 */
public final class WindowProbe {
    private static final Logger LOG = LoggerFactory.getLogger(WindowProbe.class);
    private static final int WARM_UP_PAINTS = 60;
    private static final int GROUND_PAINTS = 30;
    private static final long STARTUP_TIMEOUT_SECONDS = 60;
    private static final long GAME_TIMEOUT_SECONDS = 300;

    /**
     * What to measure.
     *
     * @param players   computer seats, as many as the game seats
     * @param seed      seed of the first game; later games and the repainted positions follow from it
     * @param seconds   seconds of play at the normal speed
     * @param games     whole games at instant speed (the first one goes on from the normal-speed play)
     * @param paints    timed repaints of the board at {@code paintSize}
     * @param paintSize the board's size for the timed repaints
     */
    public record Options(int players, long seed, int seconds, int games, int paints, Dimension paintSize) {
    }

    /**
     * Milliseconds from the start of the process (as the operating system gives it, to about 10 ms) to: the JVM's own
     * start time, the program's main method (or the probe command) starting, the window showing, the board's first
     * paint, and its first paint showing a game.
     */
    public record Startup(double jvm, double command, double visible, double firstPaint, double gamePaint) {
    }

    /**
     * Repaints of the board in the window: a move's (the ground picture kept), of which the time until the board's
     * {@code paintComponent} returned (the rest copies the picture to the screen), and with the ground redrawn.
     */
    public record Repaint(int width, int height, Summary move, Summary movePainting, Summary ground) {
    }

    /** What was played while the event thread was watched. */
    public record Play(EventThreadMonitor.Figures events, int decisions, int gamesEnded, int endDialogs) {
    }

    /** Everything measured in one window. */
    public record Result(Startup startup, EventThreadMonitor.Figures startupEvents, Repaint repaint, List<Play> play) {
    }

    private final GameUi<?, ?, ?, ?> ui;
    private final Options options;
    private final long originNanos;
    private final long commandNanos;
    private EventThreadMonitor monitor;
    private volatile ShellWindow window;
    private volatile long visibleNanos;
    private volatile long firstPaintNanos;
    private volatile long gamePaintNanos;
    private volatile long paintedNanos;
    private final CountDownLatch gamePainted = new CountDownLatch(1);
    private volatile Settings settings;
    /** Throwaway settings whose look was begun before the probe's command line was read; null when none was. */
    private static Begun begunEarly;
    private int gamesStarted;

    private WindowProbe(GameUi<?, ?, ?, ?> ui, Options options, long commandNanos) {
        this.ui = ui;
        this.options = options;
        this.commandNanos = commandNanos;
        this.originNanos = processStartNanos();
    }

    /**
     * Runs the probe. {@code commandNanos} is the {@link System#nanoTime()} at which the command began.
     *
     * @throws IllegalStateException when the window does not paint its board in time, or a game does not end
     */
    public static Result run(GameUi<?, ?, ?, ?> ui, Options options, long commandNanos)
            throws IOException, InterruptedException {
        return new WindowProbe(ui, options, commandNanos).run();
    }

    /**
     * The {@link System#nanoTime()} reading of the moment the process started. On Linux it comes from the process's
     * start and the uptime in clock ticks since boot (to 10 ms); elsewhere from
     * {@link ProcessHandle.Info#startInstant()}
     * (on Linux that one rests on the boot time in whole seconds, so it can be a second off).
     */
    static long processStartNanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String uptime = Files.readString(Path.of("/proc/uptime"));
            long nowNanos = System.nanoTime();
            double sinceStart = sinceStartSeconds(stat, uptime, 100);
            if (sinceStart >= 0) {
                return nowNanos - (long) (sinceStart * 1e9);
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("no /proc here: the process start comes from ProcessHandle", e);
        }
        Instant start = ProcessHandle.current().info().startInstant()
                .orElse(Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime()));
        long nowNanos = System.nanoTime();
        Instant now = Instant.now();
        return nowNanos - Duration.between(start, now).toNanos();
    }

    /**
     * Seconds since the process started, from the text of {@code /proc/self/stat} (its 22nd field: the start in clock
     * ticks after boot), that of {@code /proc/uptime} (seconds since boot) and the clock ticks per second.
     */
    static double sinceStartSeconds(String stat, String uptime, int ticksPerSecond) {
        // The second field (the command's name in brackets) may hold spaces: count the fields after its end.
        String[] after = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        long startTicks = Long.parseLong(after[22 - 3]);
        double up = Double.parseDouble(uptime.trim().split("\\s+")[0]);
        return up - (double) startTicks / ticksPerSecond;
    }

    private double sinceStart(long nanos) {
        return nanos == 0 ? Double.NaN : (nanos - originNanos) / 1e6;
    }

    /**
     * Measures one start of the window as a player starts it (the program without arguments): the first game the window
     * begins by itself, with throwaway settings (begun early, see {@link #beginEarly}) and a throwaway data folder.
     * Returns once the board has first painted the game, the window closed. {@code commandNanos} is the
     * {@link System#nanoTime()} at which the program's main method began.
     */
    public static Startup launchAsPlayer(GameUi<?, ?, ?, ?> ui, long commandNanos)
            throws IOException, InterruptedException {
        return new WindowProbe(ui, null, commandNanos).startAsPlayer();
    }

    private Startup startAsPlayer() throws IOException, InterruptedException {
        Path data = Files.createTempDirectory("primeval-probe");
        Begun begun = takeBegun();
        try {
            launch(data, begun.settings(), s -> ShellApp.firstGame(ui, s));
            awaitGamePaint();
            return startup();
        } finally {
            close();
            begun.prefs().thenAccept(WindowProbe::removeQuietly);
            deleteQuietly(data);
        }
    }

    /** The throwaway settings begun early, or new ones. */
    private static Begun takeBegun() {
        synchronized (WindowProbe.class) {
            Begun begun = begunEarly != null ? begunEarly : beginLook();
            begunEarly = null;
            return begun;
        }
    }

    private void awaitGamePaint() throws InterruptedException {
        if (!gamePainted.await(STARTUP_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the window did not paint its board within "
                    + STARTUP_TIMEOUT_SECONDS + " s");
        }
        onEventThread(() -> board().setAfterPaint(null));
    }

    private Startup startup() {
        return new Startup(sinceStart(jvmStartNanos()), sinceStart(commandNanos), sinceStart(visibleNanos),
                sinceStart(firstPaintNanos), sinceStart(gamePaintNanos));
    }

    private Result run() throws IOException, InterruptedException {
        Path data = Files.createTempDirectory("primeval-probe");
        Begun begun = takeBegun();
        monitor = EventThreadMonitor.install("startup");
        try {
            launch(data, begun.settings(), this::newGame);
            settings = begun.settings().join();
            awaitGamePaint();
            Startup startup = startup();
            // The window settles (the first computer decisions at the normal speed) before the figures are taken.
            Thread.sleep(500);
            EventThreadMonitor.Figures startupEvents = monitor.begin("repaint");
            Repaint repaint = repaints();
            showMaximised();
            Thread.sleep(500); // the window lays itself out and paints at its new size before the play is watched
            List<Play> play = new ArrayList<>();
            play.add(playFor("normal speed", Settings.AiSpeed.NORMAL));
            play.add(playFor("instant speed", Settings.AiSpeed.INSTANT));
            return new Result(startup, startupEvents, repaint, play);
        } finally {
            close();
            monitor.close();
            begun.prefs().thenAccept(WindowProbe::removeQuietly);
            deleteQuietly(data);
        }
    }

    private static long jvmStartNanos() {
        long ms = ManagementFactory.getRuntimeMXBean().getStartTime();
        long nowNanos = System.nanoTime();
        return nowNanos - TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis() - ms);
    }

    // ------------------------------------------------------------------ startup

    private void launch(Path data, CompletableFuture<Settings> made,
                        java.util.function.Function<Settings, GameSession<?, ?, ?, ?>> firstGame) {
        ShellApp.launch(List.of(ui), null, made::join,
                () -> new SaveStore(data, new GameRegistry(List.of(ui.game())), Opponents.standard()),
                firstGame, w -> {
            window = w;
            w.addHierarchyListener(e -> {
                if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && w.isShowing()
                        && visibleNanos == 0) {
                    visibleNanos = System.nanoTime();
                }
            });
            // The board's first paint, and its first paint showing the game.
            w.onTableBuilt(table -> {
                BoardProbe board = table.probe();
                if (board == null) {
                    throw new IllegalStateException(ui.game().name() + " offers its board to no probe");
                }
                board.setAfterPaint(() -> {
                    long now = System.nanoTime();
                    if (firstPaintNanos == 0) {
                        firstPaintNanos = now;
                    }
                    if (board.showsGame() && gamePaintNanos == 0) {
                        gamePaintNanos = now;
                        gamePainted.countDown();
                    }
                });
            });
        });
    }

    /**
     * Starts setting up the look of a probe's window with its own throwaway settings, as a launch of the window does
     * before its command line is read (see {@link EarlyLook}); the probe that runs next in this process takes them.
     */
    public static synchronized void beginEarly() {
        begunEarly = beginLook();
    }

    /**
     * A probe's throwaway settings, one object shared by the window and the probe, and their node: both made on the
     * look's thread, as a launch reads the player's settings there (see {@link EarlyLook}).
     */
    private record Begun(CompletableFuture<Preferences> prefs, CompletableFuture<Settings> settings) {
    }

    /** New throwaway settings, and the look begun with them. */
    private static Begun beginLook() {
        CompletableFuture<Preferences> node = new CompletableFuture<>();
        CompletableFuture<Settings> made = new CompletableFuture<>();
        EarlyLook.begin(() -> {
            try {
                Preferences prefs = Preferences.userRoot().node("org/ichto/primeval-probe/" + UUID.randomUUID());
                node.complete(prefs);
                made.complete(probeSettings(prefs));
            } catch (RuntimeException e) {
                node.completeExceptionally(e);
                made.completeExceptionally(e);
            }
            return made.join();
        });
        return new Begun(node, made);
    }

    /** The probe's settings, of a player who has seen the welcome. */
    private static Settings probeSettings(Preferences prefs) {
        // The probe measures the game window, not a new player's welcome over it. Put, not flushed:
        // writing the preferences file on the event thread would be counted as the game's startup.
        prefs.putBoolean(Settings.WELCOME, false);
        return new Settings(prefs);
    }

    /** Every seat a computer: the game's shipped personalities in turn, named after them. */
    private GameSession<?, ?, ?, ?> newGame(Settings s) {
        Texts texts = ui.texts(s.locale());
        List<String> profiles = ProfileLibrary.shipped(ui.game().id(), ui.game().ai().schema()).shippedIds();
        List<Seat> seats = new ArrayList<>();
        for (int seat = 0; seat < options.players(); seat++) {
            String profile = profiles.isEmpty() ? "random" : profiles.get(seat % profiles.size());
            seats.add(Seat.computer(texts.personality(profile) + (seat >= profiles.size() ? " " + (seat + 1) : ""),
                    ui.game().seats().colours().get(seat), profile));
        }
        return newSession(ui, seats, options.seed() + gamesStarted++);
    }

    private static <S, V, D, E> GameSession<S, V, D, E> newSession(GameUi<S, V, D, E> ui, List<Seat> seats,
                                                                  long seed) {
        return GameSession.newGame(ui.game(), seats, seed, Opponents.standard().factory(ui.game()));
    }

    // ------------------------------------------------------------------ repaints

    private Repaint repaints() throws InterruptedException {
        Dimension size = options.paintSize();
        Dimension got = callOnEventThread(() -> sizeBoard(size));
        if (!got.equals(size)) {
            LOG.warn("the board could only be sized {}x{} instead of {}x{}", got.width, got.height, size.width,
                    size.height);
        }
        int positions = callOnEventThread(() -> board().prepare(options.players(), options.seed()));
        SeededRandom rng = new SeededRandom(options.seed());
        onEventThread(() -> board().setAfterPaint(() -> paintedNanos = System.nanoTime()));
        long[] took = new long[2];
        for (int i = 0; i < WARM_UP_PAINTS; i++) {
            timedPaint(i % positions, rng, false, took);
        }
        long[] move = new long[options.paints()];
        long[] painting = new long[options.paints()];
        for (int i = 0; i < move.length; i++) {
            timedPaint(i % positions, rng, false, took);
            move[i] = took[0];
            painting[i] = took[1];
        }
        long[] ground = new long[GROUND_PAINTS];
        for (int i = 0; i < ground.length; i++) {
            timedPaint(i * 7 % positions, rng, true, took);
            ground[i] = took[0];
        }
        onEventThread(() -> {
            board().setAfterPaint(null);
            board().restore();
        });
        return new Repaint(got.width, got.height, Summary.ofNanos(move), Summary.ofNanos(painting),
                Summary.ofNanos(ground));
    }

    /** Sizes the window so that the board gets this size (the window may reach past the screen). */
    private Dimension sizeBoard(Dimension target) {
        window.setLocation(0, 0);
        JComponent board = board().board();
        for (int round = 0; round < 8; round++) {
            Dimension now = board.getSize();
            int dw = target.width - now.width;
            int dh = target.height - now.height;
            if (dw == 0 && dh == 0) {
                break;
            }
            if (round == 0) {
                window.setSize(window.getWidth() + Math.max(0, dw), window.getHeight() + Math.max(0, dh) * 5 / 4);
            } else {
                // The board sits left of one split and above the other: move the dividers by what is missing.
                JSplitPane sides = (JSplitPane) SwingUtilities.getAncestorOfClass(JSplitPane.class, board);
                JSplitPane log = sides == null ? null
                        : (JSplitPane) SwingUtilities.getAncestorOfClass(JSplitPane.class, sides);
                if (sides != null) {
                    sides.setDividerLocation(sides.getDividerLocation() + dw);
                }
                if (log != null) {
                    log.setDividerLocation(log.getDividerLocation() + dh);
                }
            }
            window.validate();
        }
        return board.getSize();
    }

    /**
     * One paint of the whole board in the window, with a new position and highlights, as after a move: {@code took}
     * gets the nanoseconds of the whole paint and those until the board's own painting returned.
     */
    private void timedPaint(int position, SeededRandom rng, boolean newGround, long[] took)
            throws InterruptedException {
        onEventThread(() -> {
            BoardProbe probe = board();
            if (newGround) {
                // A ground painted anew is what is measured, not one copied from the last painter's.
                GroundPicture.forgetRecent();
            }
            probe.show(position, rng, newGround);
            JComponent board = probe.board();
            long start = System.nanoTime();
            paintedNanos = start;
            board.paintImmediately(0, 0, board.getWidth(), board.getHeight());
            long end = System.nanoTime();
            took[0] = end - start;
            took[1] = paintedNanos - start;
        });
    }

    // ------------------------------------------------------------------ play

    private void showMaximised() throws InterruptedException {
        onEventThread(() -> {
            Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            window.setBounds(screen);
            window.validate();
        });
    }

    /** Plays at this speed: for the seconds asked at the normal speed, for the games asked at instant speed. */
    private Play playFor(String name, Settings.AiSpeed speed) throws InterruptedException {
        monitor.begin(name);
        onEventThread(() -> settings.setAiSpeed(speed));
        boolean byTime = speed != Settings.AiSpeed.INSTANT;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(options.seconds());
        long gameDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GAME_TIMEOUT_SECONDS);
        int decisions = 0;
        int ended = 0;
        int dialogs = 0;
        GameSession<?, ?, ?, ?> current = callOnEventThread(() -> window.session());
        int startSize = current.size();
        while (byTime ? System.nanoTime() < end : ended < options.games()) {
            Thread.sleep(20);
            if (current.isOver()) {
                decisions += current.size() - startSize;
                ended++;
                dialogs += closeEndDialog() ? 1 : 0;
                GameSession<?, ?, ?, ?> next = newGameInWindow();
                current = next;
                startSize = next.size();
                gameDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GAME_TIMEOUT_SECONDS);
            } else if (System.nanoTime() > gameDeadline) {
                throw new IllegalStateException("a game at " + name + " did not end within " + GAME_TIMEOUT_SECONDS
                        + " s (" + current.size() + " decisions)");
            }
        }
        decisions += current.size() - startSize;
        return new Play(monitor.end(), decisions, ended, dialogs);
    }

    /** Waits for the end-of-game dialog, lets it paint, and closes it; false when none came. */
    private boolean closeEndDialog() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (System.nanoTime() < deadline) {
            JDialog d = callOnEventThread(this::endDialog);
            if (d != null) {
                Thread.sleep(300);
                onEventThread(() -> d.setVisible(false)); // as its Close button does
                return true;
            }
            Thread.sleep(20);
        }
        return false;
    }

    private JDialog endDialog() {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && "end".equals(d.getName()) && d.isShowing()) {
                return d;
            }
        }
        return null;
    }

    private GameSession<?, ?, ?, ?> newGameInWindow() throws InterruptedException {
        // Counted as the game's own work: a player starting a new game costs the event thread the same.
        return onEventThread(() -> {
            window.start(newGame(settings), null);
            return window.session();
        }, false);
    }

    // ------------------------------------------------------------------ closing

    private void close() throws InterruptedException {
        ShellWindow w = window;
        if (w == null) {
            return;
        }
        onEventThread(() -> {
            for (Window other : Window.getWindows()) {
                if (other.getOwner() == w) {
                    other.dispose();
                }
            }
            w.dispatchEvent(new WindowEvent(w, WindowEvent.WINDOW_CLOSING));
        });
        // Let whatever was under way settle before the data folder goes.
        GameSession<?, ?, ?, ?> s = w.session();
        long last = s == null ? 0 : s.revision();
        for (int quiet = 0; quiet < 5; ) {
            Thread.sleep(40);
            onEventThread(() -> { });
            long now = s == null ? 0 : s.revision();
            quiet = now == last ? quiet + 1 : 0;
            last = now;
        }
    }

    private static void removeQuietly(Preferences prefs) {
        try {
            Preferences parent = prefs.parent();
            prefs.removeNode();
            parent.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            LOG.debug("the probe's settings were not removed", e);
        }
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            LOG.debug("the probe's data folder {} was not removed", dir, e);
        }
    }

    // ------------------------------------------------------------------ the event thread

    private BoardProbe board() {
        return window.table().probe();
    }

    private static <T extends Component> T find(Container root, Class<T> type) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T found = find(inner, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Runs the probe's own work on the event thread (left out of the figures) and waits for it. */
    private void onEventThread(Runnable r) throws InterruptedException {
        callOnEventThread(() -> {
            r.run();
            return null;
        });
    }

    /** Runs the probe's own work on the event thread (left out of the figures) and returns its result. */
    private <T> T callOnEventThread(Supplier<T> s) throws InterruptedException {
        return onEventThread(s, true);
    }

    private <T> T onEventThread(Supplier<T> s, boolean own) throws InterruptedException {
        AtomicReference<T> result = new AtomicReference<>();
        Runnable task = () -> result.set(s.get());
        try {
            SwingUtilities.invokeAndWait(own && monitor != null ? monitor.own(task) : task);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
        return result.get();
    }
}
