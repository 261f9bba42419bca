package org.ichto.shell.ui;

import org.junit.jupiter.api.Assumptions;

import java.awt.GraphicsEnvironment;

/** The window tests need a display: without one they are skipped at once, saying how to give them one. */
public final class Display {
    public static final String NONE = "no display here: the window tests are skipped (run them under a virtual "
            + "display: xvfb-run -a -s \"-screen 0 1920x1200x24\" mvn -B verify)";

    private Display() {
    }

    /** Skips the calling test class when there is no display. */
    public static void assumeOne() {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println(NONE); // surefire does not print why a whole class was skipped
        }
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), NONE);
    }
}
