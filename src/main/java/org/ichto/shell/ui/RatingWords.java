package org.ichto.shell.ui;

import org.ichto.shell.rating.PlayerRatingStore;
import org.ichto.shell.rating.RatingKeeper;
import org.ichto.shell.ui.text.Texts;

import java.util.Optional;

/** The player's rating in words: the end of a game, a game turned practice, a damaged ratings file. */
final class RatingWords {
    /** The notice kinds: a newer one replaces the older. */
    static final String PRACTICE = "rating.practice";
    static final String DAMAGED = "rating.damaged";

    private RatingWords() {
    }

    /** "Rating: +14, now 1532", "Practice: rating unchanged (1532)", or nothing for a game of computers alone. */
    static Optional<String> end(Optional<RatingKeeper.Outcome> outcome, Texts texts) {
        return outcome.map(o -> switch (o.kind()) {
            case RATED -> texts.format("end.rating.change", (o.change() > 0 ? "+" : o.change() < 0 ? "\u2212" : "\u00b1")
                    + Math.abs(o.change()), Integer.toString(o.now()))
                    + (o.saveProblem() == null ? "" : " " + texts.format("end.rating.unsaved", o.saveProblem()));
            case PRACTICE -> texts.format("end.rating.practice", Integer.toString(o.now()));
        });
    }

    /** Why a damaged ratings file was set aside, and where it is now; null when it was read. */
    static String damaged(PlayerRatingStore.Loaded loaded, java.nio.file.Path file, Texts texts) {
        if (loaded.problem() == null) {
            return null;
        }
        return loaded.keptAs() != null
                ? texts.format("rating.damaged", loaded.problem(), loaded.keptAs().toString())
                : texts.format("rating.damagedLeft", loaded.problem(), file.toString());
    }
}
