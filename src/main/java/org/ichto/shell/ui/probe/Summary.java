package org.ichto.shell.ui.probe;

import org.ichto.shell.lab.Percentiles;

import java.util.Collection;

/**
 * Count, median, 95th and 99th percentile and maximum of a series of durations, in milliseconds. Percentiles are the
 * nearest-rank ones of {@link Percentiles}.
 */
public record Summary(int count, double median, double p95, double p99, double max) {
    public static final Summary EMPTY = new Summary(0, 0, 0, 0, 0);

    /** The summary of durations in nanoseconds. */
    public static Summary ofNanos(long... nanos) {
        Percentiles p = new Percentiles();
        for (long n : nanos) {
            p.add(n);
        }
        return of(p);
    }

    /** The summary of durations in nanoseconds. */
    public static Summary ofNanos(Collection<Long> nanos) {
        Percentiles p = new Percentiles();
        for (long n : nanos) {
            p.add(n);
        }
        return of(p);
    }

    /** The summary of the nanosecond values in {@code p}. */
    public static Summary of(Percentiles p) {
        if (p.count() == 0) {
            return EMPTY;
        }
        return new Summary(p.count(), ms(p.percentile(50)), ms(p.percentile(95)), ms(p.percentile(99)),
                ms(p.percentile(100)));
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
