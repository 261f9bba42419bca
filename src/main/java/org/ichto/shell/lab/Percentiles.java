package org.ichto.shell.lab;

import java.util.Arrays;

/**
 * Exact percentiles of a series of whole numbers (e.g. decision times in nanoseconds), all values
 * kept. The p-th percentile is the nearest-rank one: the smallest value such that at least p % of
 * the values are less than or equal to it (the value of rank ceil(p / 100 * n) in ascending order).
 */
public final class Percentiles {
    private long[] values = new long[64];
    private int size;
    private boolean sorted = true;

    public void add(long value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        if (size > 0 && value < values[size - 1]) {
            sorted = false;
        }
        values[size++] = value;
    }

    public int count() {
        return size;
    }

    /**
     * The nearest-rank p-th percentile, 0 &lt; p &le; 100 (p = 0 gives the least value).
     *
     * @throws IllegalStateException when no value was added
     */
    public long percentile(double p) {
        if (!(p >= 0 && p <= 100)) {
            throw new IllegalArgumentException("a percentile lies in 0..100, not " + p);
        }
        if (size == 0) {
            throw new IllegalStateException("no values");
        }
        if (!sorted) {
            Arrays.sort(values, 0, size);
            sorted = true;
        }
        int rank = (int) Math.ceil(p / 100.0 * size);
        return values[Math.max(rank, 1) - 1];
    }
}
