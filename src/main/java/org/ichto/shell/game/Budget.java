package org.ichto.shell.game;

/**
 * How long a player may think: wall-clock milliseconds and/or a number of iterations (0 means no
 * limit on that axis). Search players stop at whichever comes first.
 */
public record Budget(long millis, long iterations) {
    public static final Budget NONE = new Budget(0, 0);

    public Budget {
        if (millis < 0 || iterations < 0) {
            throw new IllegalArgumentException("a budget cannot be negative");
        }
    }

    public static Budget millis(long millis) {
        return new Budget(millis, 0);
    }

    public static Budget iterations(long iterations) {
        return new Budget(0, iterations);
    }

    public boolean timeLimited() {
        return millis > 0;
    }
}
