package org.ichto.app;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The urland command: its sub-commands do the work. */
@Command(name = "urland", mixinStandardHelpOptions = true,
        description = "Urland, the board game of the first land vertebrates.",
        subcommands = {ReplayCommand.class, SelfplayCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }
}
