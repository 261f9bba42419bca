package org.ichto.shell.game;

/**
 * SplitMix64: a tiny, fast generator whose whole state is one long, so a game state can carry it,
 * copy it for free and write it into a saved position. Every random draw of a game comes from here.
 */
public final class SeededRandom {
    private long state;

    public SeededRandom(long seed) {
        this.state = seed;
    }

    public long state() {
        return state;
    }

    public void setState(long state) {
        this.state = state;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound), bound &gt; 0 (Lemire's multiply-shift; bias below 2^-32 for our small bounds). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** Fisher-Yates shuffle of a[0..length). */
    public void shuffle(int[] a, int length) {
        for (int i = length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
