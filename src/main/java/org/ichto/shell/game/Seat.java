package org.ichto.shell.game;

/**
 * Who sits at a seat: a name, a colour, and either a human or a computer opponent with its profile.
 *
 * @param name    shown to the players; not blank; made plain text of at most 40 characters
 * @param colour  a colour name of the game, lower case (the game says which: {@link Seats#colours()})
 * @param human   true for a person at the table, false for a computer opponent
 * @param profile the computer opponent's profile (for example "random"); required when not human, may be null for
 *                a human
 */
public record Seat(String name, String colour, boolean human, String profile) {
    public Seat {
        // A name may come from a file: it is kept as plain text of a sensible length (see PlainText).
        name = PlainText.name(name);
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a seat needs a name");
        }
        if (colour == null || !colour.matches("[a-z]+")) {
            throw new IllegalArgumentException("bad colour " + (colour == null ? "null" : "\"" + colour + "\"")
                    + " for " + name + " (a colour is a name in lower case letters)");
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
