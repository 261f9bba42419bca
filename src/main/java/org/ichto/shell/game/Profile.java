package org.ichto.shell.game;

import java.util.Map;
import java.util.Objects;

/**
 * A computer opponent's personality as read from its file: a name, a line on how it plays, the value
 * of every setting of the game's {@link ProfileSchema}, and the difficulty it is asked to play at.
 * The game's AI kit turns it into a player.
 *
 * @param id          the file name without ".profile": what specs such as "predator:hard" name
 * @param name        the personality's name as shown to players
 * @param description one line on how it plays
 * @param values      every setting of the schema, by key
 * @param difficulty  how strongly it plays
 */
public record Profile(String id, String name, String description, Map<String, Double> values,
                      Difficulty difficulty) {
    public Profile {
        Objects.requireNonNull(id, "id");
        values = Map.copyOf(values);
        Objects.requireNonNull(difficulty, "difficulty");
    }

    /** The value of a setting of the schema. */
    public double get(String key) {
        Double v = values.get(key);
        if (v == null) {
            throw new IllegalArgumentException("the profile " + id + " has no setting " + key);
        }
        return v;
    }

    /** The Expert's thinking time per decision, milliseconds. */
    public long expertMillis() {
        return Math.round(get(ProfileSchema.EXPERT_MILLIS));
    }

    /** The same personality at another difficulty. */
    public Profile at(Difficulty d) {
        return new Profile(id, name, description, values, d);
    }

    /** "predator" at normal difficulty, "predator:hard" otherwise. */
    public String spec() {
        return difficulty == Difficulty.NORMAL ? id : id + ":" + difficulty.id();
    }
}
