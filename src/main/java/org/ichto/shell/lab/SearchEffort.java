package org.ichto.shell.lab;

/**
 * How much an entry's players searched over a tournament: the search iterations of all its decisions
 * and the time those searches ran (wall clock, the search's threads together).
 *
 * @param entry      the entry's name, as in {@link EntryResult#entry()}
 * @param iterations search iterations, every tree of every decision
 * @param nanos      time spent searching, nanoseconds
 * @param cpuNanos   processor time the searches' threads spent, nanoseconds (0 when unknown)
 */
public record SearchEffort(String entry, long iterations, long nanos, long cpuNanos) {

    /** Without the processor time (unknown). */
    public SearchEffort(String entry, long iterations, long nanos) {
        this(entry, iterations, nanos, 0);
    }

    /** Iterations per second of searching; 0 when it never searched. */
    public double iterationsPerSecond() {
        return nanos <= 0 ? 0 : iterations / (nanos / 1e9);
    }

    /**
     * Iterations per second of processor time, all search threads together; 0 when unknown. Other work on
     * the machine slows the clock figure but hardly this one, so versions compare by it.
     */
    public double iterationsPerCpuSecond() {
        return cpuNanos <= 0 ? 0 : iterations / (cpuNanos / 1e9);
    }
}
