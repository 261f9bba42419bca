package org.ichto.urland.ai;

import java.util.Locale;

/** How hard an opponent plays: more noise and a narrower look ahead make it easier. */
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

    double noise(double profileNoise) {
        return Math.max(0.0, Math.min(1.0, profileNoise + extraNoise));
    }

    int beam(int profileBeam) {
        return Math.max(1, (int) Math.round(profileBeam * beamFactor));
    }

    /** "easy", "normal" or "hard" (any case); null if none of them. */
    public static Difficulty parse(String text) {
        if (text == null) {
            return null;
        }
        for (Difficulty d : values()) {
            if (d.name().equalsIgnoreCase(text.trim())) {
                return d;
            }
        }
        return null;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
