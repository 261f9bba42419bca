package org.ichto.app;

import org.ichto.shell.files.DataDirectory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code primeval} command. Without a sub-command it opens the desktop window; the sub-commands
 * work headless (no window, nothing printed but their own output).
 */
@Command(name = "primeval",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Urland and Primordial Soup, two games by Doris Matthäus & Frank Nestel, against computer "
                + "opponents.",
        subcommands = {
                ReplayCommand.class,
                SelfplayCommand.class,
                BenchCommand.class,
                TournamentCommand.class,
                RateCommand.class,
                ProbeCommand.class,
        })
public final class Main implements java.util.concurrent.Callable<Integer> {
    static {
        // Before the first logger: the log's set-up (LogSetup) reads the log folder from this property.
        DataDirectory.prepareLogging();
    }


    private boolean windowOpened;

    static final String NO_DISPLAY =
            "There is no display here, so the desktop window cannot open. Use one of the commands below.";

    /** Opens the window (replaced in tests, which must not open one). */
    static java.util.function.Consumer<java.nio.file.Path> windowLauncher = Main::launchWindow;
    /** Whether there is no display (replaced in tests). */
    static java.util.function.BooleanSupplier headless = java.awt.GraphicsEnvironment::isHeadless;

    @picocli.CommandLine.Parameters(arity = "0..1", paramLabel = "FILE",
            description = "A saved game to open in the window.")
    java.nio.file.Path file;

    @Spec
    CommandSpec spec;

    /** The window of every game, the first game offered first; a file given opens that saved game. */
    static void launchWindow(java.nio.file.Path file) {
        org.ichto.shell.ui.ShellApp.launch(Catalogue.WINDOWS, file, org.ichto.shell.ui.Settings::user,
                () -> org.ichto.shell.session.SaveStore.standard(Catalogue.GAMES),
                settings -> org.ichto.shell.ui.ShellApp.firstGame(Catalogue.WINDOWS.get(0), settings), window -> { });
    }

    public static void main(String[] args) {
        long mainNanos = System.nanoTime();
        boolean window = opensWindow(args);
        String measured = window ? measuredGame(args) : null;
        if (measured != null) {
            // A start of the window the probe measures: a player's, with the probe's throwaway settings and data.
            org.ichto.shell.ui.probe.WindowProbe.beginEarly();
            System.exit(ProbeCommand.measureLaunch(measured, mainNanos));
        }
        if (window) {
            // The look gets ready on the event thread while the log starts.
            org.ichto.shell.ui.EarlyLook.begin(org.ichto.shell.ui.Settings::user);
        }
        // A player coming from Urland 0.1.0 keeps their personalities and unfinished game.
        java.util.List<String> taken = DataDirectory.adoptEarlierFolder(DataDirectory.earlierUrlandFolder(),
                DataDirectory.get());
        if (!taken.isEmpty()) {
            log().info("took over from the earlier Urland folder: {}", taken);
        }
        if (window) {
            // Such a command line holds nothing to read: the window opens without the command line's parser, which
            // would first read the options of every command, beside the window's start on the second processor.
            openWindow(args.length == 0 ? null : java.nio.file.Path.of(args[0]));
            return;
        }
        Main main = new Main();
        int code = new CommandLine(main).execute(args);
        if (!main.windowOpened) {
            System.exit(code);
        }
        // The window keeps the program running until it is closed.
    }

    /**
     * The game whose window this launch opens for the probe to measure ({@link ProbeCommand#LAUNCH_PROPERTY}), or null
     * for a player's launch; only a launch without arguments is one.
     */
    static String measuredGame(String[] args) {
        String game = args.length == 0 ? System.getProperty(ProbeCommand.LAUNCH_PROPERTY) : null;
        return game == null || game.isBlank() ? null : game;
    }

    /** Opens the window, with this saved game if one is given; the window keeps the program running. */
    static void openWindow(java.nio.file.Path file) {
        log().info("Primeval {} opens its window", VersionProvider.version());
        windowLauncher.accept(file);
    }

    @Override
    public Integer call() {
        if (file != null && !java.nio.file.Files.isRegularFile(file)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "no such command or saved game: " + file);
        }
        if (!headless.getAsBoolean()) {
            windowOpened = true;
            openWindow(file);
            return 0;
        }
        CommandLine cmd = spec.commandLine();
        cmd.getErr().println(NO_DISPLAY);
        cmd.getErr().println();
        cmd.usage(cmd.getErr());
        cmd.getErr().flush();
        // Asked to open a saved game and could not: that is a failure; the bare command only lists the others.
        return file == null ? 0 : ReplayCommand.BAD_INPUT;
    }

    /**
     * Whether these arguments open the window: none, or the name of a saved game (a file that exists), told without
     * the command line's parser. A command stays a command even where a file of its name lies in the folder.
     */
    static boolean opensWindow(String[] args) {
        if (args.length > 1 || headless.getAsBoolean()) {
            return false;
        }
        try {
            return args.length == 0 || !args[0].startsWith("-") && !isCommand(args[0])
                    && java.nio.file.Files.isRegularFile(java.nio.file.Path.of(args[0]));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    /** Whether this word names one of the sub-commands (or an alias of one). */
    static boolean isCommand(String word) {
        for (Class<?> c : Main.class.getAnnotation(Command.class).subcommands()) {
            Command command = c.getAnnotation(Command.class);
            if (command.name().equals(word) || java.util.Arrays.asList(command.aliases()).contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** The log, looked up when needed: the look starts before the log is set up. */
    private static Logger log() {
        return LoggerFactory.getLogger(Main.class);
    }
}
