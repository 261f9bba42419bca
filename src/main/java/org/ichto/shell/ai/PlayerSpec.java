package org.ichto.shell.ai;

import org.ichto.shell.game.Difficulty;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Which computer opponent to seat: a name (a profile, {@code random} or {@code expert}) and a
 * difficulty. Written {@code name} or {@code name:difficulty}, e.g. {@code predator:hard}; the
 * difficulty is normal when left out. Names are lower case letters, digits, '-' and '_'.
 *
 * @param name       the kind of player, lower case
 * @param difficulty how strongly it plays
 */
public record PlayerSpec(String name, Difficulty difficulty) {
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_-]*");

    public PlayerSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(difficulty, "difficulty");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(name.isEmpty() ? "a player needs a name"
                    : "bad player name \"" + name + "\" (lower case letters, digits, '-' and '_')");
        }
    }

    public static PlayerSpec of(String name) {
        return new PlayerSpec(name, Difficulty.NORMAL);
    }

    /**
     * Reads {@code name} or {@code name:difficulty}; spaces around the parts are ignored and the
     * name is read in lower case.
     *
     * @throws IllegalArgumentException with a message naming the problem
     */
    public static PlayerSpec parse(String text) {
        Objects.requireNonNull(text, "text");
        String[] parts = text.split(":", -1);
        if (parts.length > 2) {
            throw new IllegalArgumentException("bad player \"" + text + "\" (write name or name:difficulty)");
        }
        String name = parts[0].strip().toLowerCase(Locale.ROOT);
        if (name.isEmpty()) {
            throw new IllegalArgumentException(text.isBlank() ? "empty player name"
                    : "empty player name in \"" + text + "\"");
        }
        Difficulty difficulty = parts.length == 1 ? Difficulty.NORMAL : Difficulty.parse(parts[1]);
        return new PlayerSpec(name, difficulty);
    }

    /**
     * A comma-separated list of specs, e.g. {@code random,predator:hard,expert}.
     *
     * @throws IllegalArgumentException naming the faulty entry (counted from 1) and its problem
     */
    public static List<PlayerSpec> parseList(String text) {
        List<PlayerSpec> specs = new ArrayList<>();
        String[] parts = text.split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            try {
                specs.add(parse(parts[i]));
            } catch (IllegalArgumentException e) {
                throw parts.length == 1 ? e : new IllegalArgumentException(
                        "player " + (i + 1) + " of \"" + text + "\": " + e.getMessage(), e);
            }
        }
        return specs;
    }

    /** The canonical text: the name alone at normal difficulty, else {@code name:difficulty}. */
    @Override
    public String toString() {
        return difficulty == Difficulty.NORMAL ? name : name + ":" + difficulty.id();
    }
}
