package org.ichto.shell.game;

import java.util.List;

/**
 * Who can sit at a game: how many seats and the colours in seating order of a new table.
 *
 * @param min     the fewest players
 * @param max     the most players
 * @param colours at least {@code max} colour names, as records write them
 */
public record Seats(int min, int max, List<String> colours) {
    public Seats {
        colours = List.copyOf(colours);
        if (min < 1 || max < min || colours.size() < max) {
            throw new IllegalArgumentException("bad seat range " + min + ".." + max + " with " + colours.size()
                    + " colours");
        }
    }

    public boolean allows(int players) {
        return players >= min && players <= max;
    }

    /** "3 to 5", or "4" when only one number is allowed. */
    public String range() {
        return min == max ? Integer.toString(min) : min + " to " + max;
    }
}
