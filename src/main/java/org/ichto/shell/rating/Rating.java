package org.ichto.shell.rating;

/**
 * A TrueSkill rating: the estimated skill (mean) and how uncertain it still is (standard deviation),
 * on TrueSkill's own scale where a newcomer is 25 ± 25/3.
 *
 * <p>Players see {@link #points()}: the mean on the familiar Elo scale, 1500 + 48 (mean − 25). The factor
 * makes one point mean the same on both scales: Elo's original model gives each player a spread of 200
 * points, TrueSkill's gives each a spread of β = 25/6, and 200 / (25/6) = 48.
 */
public record Rating(double mean, double deviation) {
    public static final double DEFAULT_MEAN = 25.0;
    public static final double DEFAULT_DEVIATION = DEFAULT_MEAN / 3;
    /** Points of the Elo scale for one unit of TrueSkill's scale. */
    public static final double POINTS_PER_UNIT = 48.0;
    /** Where a newcomer starts, in points. */
    public static final int DEFAULT_POINTS = 1500;

    public static final Rating NEWCOMER = new Rating(DEFAULT_MEAN, DEFAULT_DEVIATION);

    public Rating {
        if (!Double.isFinite(mean) || !Double.isFinite(deviation) || deviation <= 0) {
            throw new IllegalArgumentException("a rating needs a finite mean and a positive deviation, not "
                    + mean + " ± " + deviation);
        }
    }

    /** The mean on the Elo scale, rounded: what the player reads. */
    public int points() {
        return (int) Math.round(DEFAULT_POINTS + POINTS_PER_UNIT * (mean - DEFAULT_MEAN));
    }
}
