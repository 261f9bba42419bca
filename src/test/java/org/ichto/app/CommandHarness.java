package org.ichto.app;

import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the urland command in-process, keeping what it prints. */
abstract class CommandHarness {
    protected final StringWriter out = new StringWriter();
    protected final StringWriter err = new StringWriter();

    /** Runs the command line and returns its exit code. */
    protected int run(String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }
}
