package org.ichto.shell.ui;

import javax.swing.SwingUtilities;

/**
 * Work that runs once, in an event of its own posted when it is first asked for, however often it is asked for before
 * it runs. A table shows a position in one event and brings its summaries up to date in the next: what waits for the
 * event thread meanwhile (a click) runs between the two instead of after both. Event thread only.
 */
public final class LaterOnce {
    private final String name;
    private final Runnable work;
    private boolean asked;

    /**
     * @param name what the work does, for the event that runs it (the probe lists the slowest events by it)
     * @param work the work
     */
    public LaterOnce(String name, Runnable work) {
        this.name = name;
        this.work = work;
    }

    /** Asks for the work: it runs once, after the events already waiting. */
    public void ask() {
        if (asked) {
            return; // already on its way: it will see what is current when it runs
        }
        asked = true;
        SwingUtilities.invokeLater(new Runnable() {
            @Override
            public void run() {
                asked = false;
                work.run();
            }

            @Override
            public String toString() {
                return LaterOnce.this.toString();
            }
        });
    }

    /** The class and what the work does: the name of the event that runs it. */
    @Override
    public String toString() {
        return LaterOnce.class.getName() + " (" + name + ")";
    }

    /** Whether the work is asked for and has not run yet. */
    public boolean pending() {
        return asked;
    }
}
