package org.ichto.shell.lab;

/**
 * How much an entry's players searched over a tournament: the search iterations of all its decisions
 * and the time those searches ran (wall clock, the search's threads together).
 *
 * @param entry      the entry's name, as in {@link EntryResult#entry()}
 * @param iterations search iterations, every tree of every decision
 * @param nanos      time spent searching, nanoseconds
 */
public record SearchEffort(String entry, long iterations, long nanos) {

    /** Iterations per second of searching; 0 when it never searched. */
    public double iterationsPerSecond() {
        return nanos <= 0 ? 0 : iterations / (nanos / 1e9);
    }
}
