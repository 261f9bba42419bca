package org.ichto.shell.session;

import java.nio.file.Path;

/**
 * Something about the autosaves the player should be told, once: the window says it in the player's
 * language. {@code detail} is the problem in plain words (English, as every file problem), when the
 * game was saved for {@link Type#KEPT}, or null.
 *
 * @param game the id of the game whose autosave it is
 * @param file the autosave (or where a damaged one was kept)
 */
public record SaveNotice(Type type, String game, Path file, String detail) {

    public enum Type {
        /** Writing the autosave failed: the game in play is not being saved (detail: why). */
        NOT_SAVING,
        /** Writing the autosave works again after it failed. */
        SAVING_AGAIN,
        /** An autosave could not be read and was moved aside to {@code file} (detail: why). */
        DAMAGED_SET_ASIDE,
        /** An autosave could not be read and could not be moved either; it is still at {@code file}. */
        DAMAGED_LEFT,
        /**
         * An unfinished game was not resumed (a file was opened instead) and is kept for the next start
         * (detail: when it was saved).
         */
        KEPT,
        /** Another window is playing an unfinished game of this game; this window saves beside it. */
        HELD_ELSEWHERE
    }
}
