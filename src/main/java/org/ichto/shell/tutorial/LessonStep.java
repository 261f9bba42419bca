package org.ichto.shell.tutorial;

import java.util.Objects;

/**
 * One step of a lesson: words told when {@code at} decisions of the lesson's record have been played.
 *
 * @param at   the number of decisions played when the step is told (0: before the first)
 * @param kind {@link Kind#EXPLAIN}: words with a Next button, the computers waiting meanwhile;
 *             {@link Kind#PLAY}: the human's decision number {@code at} of the record is asked for, its places marked
 * @param text the key of the words in the game's text bundle
 */
public record LessonStep(int at, Kind kind, String text) {
    /** What a step asks of the player. */
    public enum Kind {
        /** Read, then Next. */
        EXPLAIN,
        /** Take the record's decision at this step. */
        PLAY
    }

    public LessonStep {
        if (at < 0) {
            throw new IllegalArgumentException("a step cannot come before the start (at " + at + ")");
        }
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
    }

    public boolean plays() {
        return kind == Kind.PLAY;
    }
}
