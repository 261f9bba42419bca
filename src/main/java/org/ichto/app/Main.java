package org.ichto.app;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code urland} command. Without a sub-command it opens the desktop game; the sub-commands
 * work headless (no window, nothing printed but their own output).
 */
@Command(name = "urland",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Urland, the board game of the first land vertebrates, against computer opponents.",
        subcommands = {
                ReplayCommand.class,
                SelfplayCommand.class,
                BenchCommand.class,
                TournamentCommand.class,
        })
public final class Main implements Runnable {
    static {
        // Before the first logger: logback.xml reads the log folder from this property.
        DataDirectory.prepareLogging();
    }

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    static final String NO_WINDOW_YET =
            "The desktop window is not available in this build yet. Use one of the commands below.";

    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }

    @Override
    public void run() {
        LOG.info("Urland {} started without a command; no desktop window in this build", VersionProvider.version());
        CommandLine cmd = spec.commandLine();
        cmd.getErr().println(NO_WINDOW_YET);
        cmd.getErr().println();
        cmd.usage(cmd.getErr());
        cmd.getErr().flush();
    }
}
