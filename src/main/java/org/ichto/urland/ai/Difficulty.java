package org.ichto.urland.ai;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How strongly a computer opponent plays. Each kind of player decides what a level means for it. */
public enum Difficulty {
    EASY, NORMAL, HARD;

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
