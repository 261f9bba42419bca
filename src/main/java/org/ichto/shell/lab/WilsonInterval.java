package org.ichto.shell.lab;

/**
 * The Wilson score interval of a proportion: where the true rate lies, at a given confidence,
 * after {@code successes} in {@code trials}. Unlike the plain "p ± 1.96 standard errors" it stays
 * within 0..1 and is sound for small counts and rates near 0 or 1.
 *
 * @param low  the lower bound, 0..1
 * @param high the upper bound, 0..1
 */
public record WilsonInterval(double low, double high) {
    /** The normal quantile of a two-sided 95 % interval. */
    public static final double Z95 = 1.959963984540054;

    /** The 95 % interval; with no trials at all, the whole range [0, 1]. */
    public static WilsonInterval of95(long successes, long trials) {
        return of(successes, trials, Z95);
    }

    public static WilsonInterval of(long successes, long trials, double z) {
        if (trials < 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException(successes + " successes in " + trials + " trials");
        }
        if (trials == 0) {
            return new WilsonInterval(0, 1);
        }
        double n = trials;
        double p = successes / n;
        double z2 = z * z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
        // Exactly 0 and 1 at the ends, where rounding would leave a trace.
        return new WilsonInterval(successes == 0 ? 0 : Math.max(0, centre - half),
                successes == trials ? 1 : Math.min(1, centre + half));
    }

    public boolean contains(double rate) {
        return rate >= low && rate <= high;
    }
}
