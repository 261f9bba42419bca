package org.ichto.shell.ui;

import javax.swing.SwingUtilities;

/**
 * Work that runs once, in an event of its own posted when it is first asked for, however often it is asked for before
 * it runs. A table shows a position in one event and brings its summaries up to date in the next: what waits for the
 * event thread meanwhile (a click) runs between the two instead of after both. Event thread only.
 */
public final class LaterOnce {
    private final Runnable work;
    private boolean asked;

    public LaterOnce(Runnable work) {
        this.work = work;
    }

    /** Asks for the work: it runs once, after the events already waiting. */
    public void ask() {
        if (asked) {
            return; // already on its way: it will see what is current when it runs
        }
        asked = true;
        SwingUtilities.invokeLater(() -> {
            asked = false;
            work.run();
        });
    }

    /** Whether the work is asked for and has not run yet. */
    public boolean pending() {
        return asked;
    }
}
