package org.ichto.shell.game;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How strongly a computer opponent plays. For a personality, more noise and a narrower look-ahead
 * make it easier; other kinds of player decide what a level means for them.
 */
public enum Difficulty {
    EASY(0.35, 0.5),
    NORMAL(0.0, 1.0),
    HARD(-1.0, 2.0);

    /** Added to the profile's noise (HARD removes all noise). */
    private final double extraNoise;
    /** Multiplies the profile's beam width. */
    private final double beamFactor;

    Difficulty(double extraNoise, double beamFactor) {
        this.extraNoise = extraNoise;
        this.beamFactor = beamFactor;
    }

    public double noise(double profileNoise) {
        return Math.max(0.0, Math.min(1.0, profileNoise + extraNoise));
    }

    public int beam(int profileBeam) {
        return Math.max(1, (int) Math.round(profileBeam * beamFactor));
    }

    /** The name as written in a player spec: {@code easy}, {@code normal}, {@code hard}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The difficulty of that name (case ignored), or an exception that lists the known ones. */
    public static Difficulty parse(String text) {
        for (Difficulty d : values()) {
            if (d.id().equalsIgnoreCase(text.strip())) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown difficulty \"" + text + "\" (difficulties are "
                + Arrays.stream(values()).map(Difficulty::id).collect(Collectors.joining(", ")) + ")");
    }
}
