package org.ichto.app;

import org.ichto.shell.files.FileProblem;
import org.ichto.shell.ui.probe.BareFrame;
import org.ichto.shell.ui.probe.ProbeReport;
import org.ichto.shell.ui.probe.WindowProbe;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code primeval probe}: measures how quickly the game window starts as a player launches it, then opens it and
 * measures how long a repaint of the board takes and whether the event thread stays free while computers play. Needs
 * a display (a virtual one will do).
 */
@Command(name = "probe",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Measure the start of the game window as a player launches it (fresh JVMs with this one's java "
                        + "options and no arguments, throwaway data folder and settings): the time from the start of "
                        + "the process to the window showing and to the board's first paint, against a bare frame "
                        + "launched after each. Then open the game window with every seat a computer and measure "
                        + "repaints of the board at 1920x1080 and the event thread while the computers play, for "
                        + "some seconds at the normal speed, then whole games at instant speed.",
                "Needs a display; on a machine without one run it under a virtual one, e.g. "
                        + "xvfb-run -a -s \"-screen 0 1920x1200x24\" java -jar primeval.jar probe"})
public final class ProbeCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(ProbeCommand.class);
    static final String NO_DISPLAY = "primeval probe: there is no display here, and the probe measures the game window "
            + "on one (run it under a virtual display, e.g. xvfb-run -a java -jar primeval.jar probe)";
    /** The line a measured launch prints for the probe that started it. */
    static final String STARTUP_LINE = "primeval-probe-startup";
    /**
     * The system property that makes a launch of the window (the program without arguments) one the probe measures:
     * it names the game, opens the window with throwaway settings and data, prints its startup and ends.
     */
    static final String LAUNCH_PROPERTY = "primeval.probe.launch";

    @Spec
    private CommandSpec spec;

    @Option(names = "--seconds", paramLabel = "N", defaultValue = "10",
            description = "Seconds of play at the normal speed (default: ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2",
            description = "Whole games at instant speed (default: ${DEFAULT-VALUE}).")
    int games;

    @picocli.CommandLine.Mixin
    GameOption game;

    @Option(names = "--players", paramLabel = "N", defaultValue = "4",
            description = "Computer seats, as many as the game seats (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the first game; game g uses S + g (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--paints", paramLabel = "N", defaultValue = "200",
            description = "Timed repaints of the board at 1920x1080 (default: ${DEFAULT-VALUE}).")
    int paints;

    @Option(names = "--launches", paramLabel = "N", defaultValue = "1",
            description = "Measure the startup over N launches of the window as a player starts it: fresh JVMs "
                    + "with this one's options and no arguments, one after another (default: ${DEFAULT-VALUE}).")
    int launches;

    @Option(names = "--startup-only", description = "Only measure the startup (the launches and the bare frame), "
            + "not the repaints and the play in a window of this process.")
    boolean startupOnly;

    @Option(names = "--no-bare", description = "Do not measure the bare frame (FlatLaf, MigLayout, 200 ellipses) "
            + "that the startup is compared with; by default it is launched once after each launch of the game.")
    boolean noBare;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the figures to FILE as JSON.")
    Path json;

    @Override
    public Integer call() {
        long commandNanos = System.nanoTime();
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        String problem = problem();
        if (problem != null) {
            err.println("primeval probe: " + problem);
            err.flush();
            return ReplayCommand.BAD_INPUT;
        }
        if (Main.headless.getAsBoolean()) {
            err.println(NO_DISPLAY);
            err.flush();
            return ReplayCommand.BAD_INPUT;
        }
        double load = loadAverage();
        List<WindowProbe.Startup> all = new ArrayList<>();
        List<Double> bare = new ArrayList<>();
        // The game and the bare frame take turns, so both meet the machine in the same state.
        for (int i = 0; i < launches; i++) {
            try {
                all.add(launch());
                if (!noBare) {
                    bare.add(bareLaunch());
                }
            } catch (IOException | RuntimeException e) {
                err.println("primeval probe: launch " + (i + 1) + " failed: " + e.getMessage());
                err.flush();
                return 1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            }
        }
        WindowProbe.Result result = new WindowProbe.Result(null, null, null, List.of());
        if (!startupOnly) {
            try {
                result = WindowProbe.run(window(), new WindowProbe.Options(players, seed, seconds, games, paints,
                        new Dimension(1920, 1080)), commandNanos);
            } catch (IOException | RuntimeException e) {
                LOG.warn("the window probe failed", e);
                err.println("primeval probe: " + e.getMessage());
                err.flush();
                return 1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            }
        }
        ProbeReport.Setup setup = new ProbeReport.Setup(window().game().name(), players, seed,
                Runtime.version().toString(),
                Runtime.getRuntime().availableProcessors(), screen(), load);
        out.print(ProbeReport.text(setup, all, bare, result));
        out.flush();
        LOG.info("probe: {} launches, startup {}", all.size(), all);
        if (json != null) {
            try {
                Path parent = json.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(json, ProbeReport.json(setup, all, bare, result));
            } catch (IOException e) {
                err.println("primeval probe: cannot write " + json + ": " + FileProblem.of(e));
                err.flush();
                return 1;
            }
        }
        return 0;
    }

    /** The window parts of the game asked for. */
    private org.ichto.shell.ui.GameUi<?, ?, ?, ?> window() {
        return window(game == null ? "urland" : game.id);
    }

    /** The window parts of the game of this id. */
    private static org.ichto.shell.ui.GameUi<?, ?, ?, ?> window(String id) {
        List<String> windows = Catalogue.WINDOWS.stream().map(w -> w.game().id()).toList();
        return Catalogue.WINDOWS.stream().filter(w -> w.game().id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown game \"" + id + "\" (games are "
                        + String.join(", ", windows) + ")"));
    }

    /** What is wrong with the options, or null. */
    String problem() {
        org.ichto.shell.game.Seats range;
        try {
            range = window().game().seats();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (!range.allows(players)) {
            return "--players must be " + range.range() + " for " + window().game().name() + ", not " + players;
        }
        if (seconds < 0) {
            return "--seconds must not be negative, not " + seconds;
        }
        if (games < 0) {
            return "--games must not be negative, not " + games;
        }
        if (paints < 1) {
            return "--paints must be at least 1, not " + paints;
        }
        if (launches < 1) {
            return "--launches must be at least 1, not " + launches;
        }
        return null;
    }

    private static String screen() {
        Rectangle r = GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration().getBounds();
        return r.width + "x" + r.height;
    }

    /**
     * The machine's load average over the last minute, as the probe begins. Read from /proc where there is one: the
     * management bean that tells it elsewhere takes a tenth of a second to start, on the path to the window's start.
     */
    static double loadAverage() {
        try {
            return loadAverage(Files.readString(Path.of("/proc/loadavg")));
        } catch (IOException | RuntimeException e) {
            return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        }
    }

    /** The first figure of a /proc/loadavg line ({@code 0.52 0.58 0.59 1/467 12345}). */
    static double loadAverage(String procLine) {
        return Double.parseDouble(procLine.trim().split("\\s+", 2)[0]);
    }

    // ------------------------------------------------------------------ launches

    /**
     * The window of this game started as a player starts it, measured (the program runs this when started with
     * {@link #LAUNCH_PROPERTY}): prints the startup in one line for the probe that started it; returns the exit code.
     */
    static int measureLaunch(String gameId, long mainNanos) {
        try {
            LOG.info("Primeval {} opens its window, measured by the probe", VersionProvider.version());
            WindowProbe.Startup s = WindowProbe.launchAsPlayer(window(gameId), mainNanos);
            System.out.println(startupLine(s));
            System.out.flush();
            return 0;
        } catch (IOException | RuntimeException e) {
            LOG.warn("a measured launch of the window failed", e);
            System.err.println("primeval probe: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    /** The startup as one line: {@code primeval-probe-startup jvm=.. command=.. visible=.. paint=.. game=..}. */
    static String startupLine(WindowProbe.Startup s) {
        return String.format(Locale.ROOT, "%s jvm=%.1f command=%.1f visible=%.1f paint=%.1f game=%.1f", STARTUP_LINE,
                s.jvm(), s.command(), s.visible(), s.firstPaint(), s.gamePaint());
    }

    /** Reads a line of {@link #startupLine}; null when the line is not one. */
    static WindowProbe.Startup parseStartupLine(String line) {
        if (!line.startsWith(STARTUP_LINE + " ")) {
            return null;
        }
        Map<String, Double> v = new HashMap<>();
        for (String part : line.substring(STARTUP_LINE.length() + 1).trim().split("\\s+")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                v.put(part.substring(0, eq), Double.parseDouble(part.substring(eq + 1)));
            }
        }
        return new WindowProbe.Startup(v.getOrDefault("jvm", Double.NaN), v.getOrDefault("command", Double.NaN),
                v.getOrDefault("visible", Double.NaN), v.getOrDefault("paint", Double.NaN),
                v.getOrDefault("game", Double.NaN));
    }

    /**
     * A command line of this JVM's java and class path, with this JVM's options or none, and these further options,
     * up to the main class given.
     */
    private static List<String> javaCommand(boolean sameOptions, List<String> further, String mainClass) {
        List<String> cmd = new ArrayList<>();
        String command = thisCommand();
        cmd.add(isJava(command) ? command : Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (sameOptions) {
            cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        }
        cmd.addAll(further);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        return cmd;
    }

    /** The environment variable every JVM reads options from. */
    private static final String JAVA_TOOL_OPTIONS = "JAVA_TOOL_OPTIONS";

    /** The program this process was started with: java, or an installed application's launcher. */
    private static String thisCommand() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** The path of an installed application's launcher, which it gives its JVM (so does the menu's command). */
    static final String APP_PATH = "jpackage.app-path";

    /** The command an installed Linux game's menu entry runs, beside its launcher (installer/linux/primeval-start). */
    static final String MENU_START = "primeval-start";

    /**
     * The command a player's start runs, for this process started with {@code command}: where it runs from an
     * installed game ({@code appPath}, its launcher's path, is set) whose menu entry has a command of its own, that
     * command; otherwise the command this process was started with (java, or the launcher).
     */
    static String playersStart(String appPath, String command, java.util.function.Predicate<Path> executable) {
        if (appPath != null && !appPath.isBlank()) {
            Path menu = Path.of(appPath).resolveSibling(MENU_START);
            if (executable.test(menu)) {
                return menu.toString();
            }
        }
        return command;
    }

    /** Whether this command is a java launcher (java, java.exe, javaw.exe), not an application's own. */
    static boolean isJava(String command) {
        // The file's name after the last separator of either kind, whichever system wrote the path.
        String n = command.substring(Math.max(command.lastIndexOf('/'), command.lastIndexOf('\\')) + 1)
                .toLowerCase(Locale.ROOT);
        return n.equals("java") || n.equals("java.exe") || n.equals("javaw.exe");
    }

    /**
     * Launches the bare frame ({@link BareFrame}) in a fresh JVM and reads its first paint, ms from its start. It
     * runs as a plain {@code java -cp} launch: without this JVM's options (such as the game's class-data-sharing
     * archive), which a bare frame would not have.
     */
    private static double bareLaunch() throws IOException, InterruptedException {
        awaitQuiet();
        Process p = new ProcessBuilder(javaCommand(false, List.of(), BareFrame.class.getName()))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        double found = Double.NaN;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                double paint = BareFrame.parseLine(line);
                found = Double.isNaN(paint) ? found : paint;
            }
        }
        int code = p.waitFor();
        if (code != 0 || Double.isNaN(found)) {
            throw new IOException("the bare frame ended with exit code " + code
                    + (Double.isNaN(found) ? " and no first paint" : ""));
        }
        return found;
    }

    /**
     * Waits until this process has gone quiet (work the window left on other threads, such as preloading, done), so
     * that it does not take a processor from the launch measured next; gives up after 10 s.
     */
    private static void awaitQuiet() throws InterruptedException {
        if (!(ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os)) {
            return;
        }
        long last = os.getProcessCpuTime();
        for (int i = 0; i < 100 && last >= 0; i++) {
            Thread.sleep(100);
            long now = os.getProcessCpuTime();
            if (now - last < 10_000_000L) {
                return;
            }
            last = now;
        }
    }

    /**
     * Starts the window in a fresh JVM as a player starts it (this JVM's options, no arguments), measured: the launch
     * opens the window with throwaway settings and data, prints what it measured and ends (see {@link #measureLaunch}).
     */
    private WindowProbe.Startup launch() throws IOException, InterruptedException {
        awaitQuiet();
        String measured = "-D" + LAUNCH_PROPERTY + "=" + window().game().id();
        String command = playersStart(System.getProperty(APP_PATH), thisCommand(), Files::isExecutable);
        ProcessBuilder launch;
        if (isJava(command)) {
            launch = new ProcessBuilder(javaCommand(true, List.of(measured), Main.class.getName()));
        } else {
            // An installed application's start: as a player starts it, with the options it was installed with; the
            // property reaches its JVM through the environment (the launcher reads no java options).
            launch = new ProcessBuilder(command);
            launch.environment().merge(JAVA_TOOL_OPTIONS, measured, (was, more) -> was + " " + more);
            // Set by the launcher that started this process for its own second stage: a launcher that finds it
            // takes itself for that stage, and would start no application.
            launch.environment().remove("_JPACKAGE_LAUNCHER");
        }
        Process p = launch.redirectError(ProcessBuilder.Redirect.INHERIT).start();
        WindowProbe.Startup found = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                WindowProbe.Startup s = parseStartupLine(line);
                found = s != null ? s : found;
            }
        }
        int code = p.waitFor();
        if (code != 0 || found == null) {
            throw new IOException("the launch ended with exit code " + code
                    + (found == null ? " and no startup figures" : "") + " (" + String.join(" ", launch.command())
                    + ")");
        }
        return found;
    }
}
