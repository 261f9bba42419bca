package org.ichto.shell.ui;

import java.util.concurrent.TimeUnit;

/**
 * How often a slow side panel (the summaries, the gene cards) is brought up to date while computers rush at the
 * instant speed: at most every {@value #MILLIS} ms, where the board follows every {@value ShellWindow#CATCH_UP_MILLIS}
 * ms. A new summary at the top moved every card below it, and laying out the panel again at each show kept the event
 * thread for a few hundredths of a second each time. Outside a rush every show is due. Event thread only.
 */
public final class RushPace {
    /** The least time between two updates of a slow panel during a rush. */
    public static final int MILLIS = 500;
    private final java.util.function.LongSupplier nanoClock;
    private long nextAt;
    /** The last show was in a rush; the first show of a rush is always due (it clears a human's buttons away). */
    private boolean inRush;

    public RushPace() {
        this(System::nanoTime);
    }

    /** With its own clock (nanoseconds, as System.nanoTime), for tests. */
    RushPace(java.util.function.LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** Whether the panel is to be brought up to date at this show; when it is, the next one in a rush waits. */
    public boolean due(boolean rushing) {
        long now = nanoClock.getAsLong();
        if (rushing && inRush && now - nextAt < 0) {
            return false;
        }
        inRush = rushing;
        nextAt = now + TimeUnit.MILLISECONDS.toNanos(MILLIS);
        return true;
    }

    /** The next show is due whatever it is (another game, a table started again). */
    public void forget() {
        inRush = false;
    }
}
