package org.ichto.shell.lab;

/** Count, sum, mean, least and greatest of a series of numbers, kept as they come. */
public final class Stats {
    private long count;
    private double sum;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public void add(double value) {
        count++;
        sum += value;
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    public long count() {
        return count;
    }

    public double sum() {
        return sum;
    }

    /** The mean, or NaN when nothing was added. */
    public double mean() {
        return count == 0 ? Double.NaN : sum / count;
    }

    /** The least value, or NaN when nothing was added. */
    public double min() {
        return count == 0 ? Double.NaN : min;
    }

    /** The greatest value, or NaN when nothing was added. */
    public double max() {
        return count == 0 ? Double.NaN : max;
    }
}
