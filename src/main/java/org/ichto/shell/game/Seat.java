package org.ichto.shell.game;

import java.util.List;

/**
 * Who sits at a seat: a name, a colour, and either a human or a computer opponent with its profile.
 *
 * @param name    shown to the players; not blank
 * @param colour  one of {@link #COLOURS}
 * @param human   true for a person at the table, false for a computer opponent
 * @param profile the computer opponent's profile (for example "random"); required when not human, may be null for
 *                a human
 */
public record Seat(String name, String colour, boolean human, String profile) {
    /** The colours of the game, in seating order of a new table. */
    public static final List<String> COLOURS = List.of("red", "blue", "yellow", "green", "purple");

    public Seat {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a seat needs a name");
        }
        if (!COLOURS.contains(colour)) {
            throw new IllegalArgumentException("unknown colour " + (colour == null ? "null" : "\"" + colour + "\"")
                    + " for " + name + " (colours are " + String.join(", ", COLOURS) + ")");
        }
        if (!human && (profile == null || profile.isBlank())) {
            throw new IllegalArgumentException("the computer opponent " + name + " needs a profile");
        }
    }

    public static Seat human(String name, String colour) {
        return new Seat(name, colour, true, null);
    }

    public static Seat computer(String name, String colour, String profile) {
        return new Seat(name, colour, false, profile);
    }
}
