package org.ichto.shell.match;

import org.ichto.shell.game.GameDefinition;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one policy for a computer decision that cannot be played: a player that throws, overruns its
 * deadline, answers nothing or answers an illegal decision is logged, and the game's safe decision
 * is played in its place, so one broken opponent never stops a game.
 */
public final class Fallback {
    private static final Logger LOG = LoggerFactory.getLogger(Fallback.class);

    /**
     * A decision that was played: the player's own, or the safe one with the reason it replaced it.
     *
     * @param decision the decision to play, legal in the state it was asked for
     * @param reason   null when it is the player's own, else why the player's answer was not played
     */
    public record Outcome<D>(D decision, String reason) {
        public boolean fellBack() {
            return reason != null;
        }
    }

    private Fallback() {
    }

    /**
     * The player's answer if it is legal in {@code state}, else the game's safe decision for the
     * seat's view, with the reason.
     *
     * @param answer  what the player answered, or null when it gave none
     * @param failure why it gave none (an exception, a timeout), or null
     */
    public static <S, V, D> Outcome<D> check(GameDefinition<S, V, D, ?> game, S state, V view, String label,
                                              D answer, String failure) {
        String why = failure != null ? failure
                : answer == null ? "no decision" : game.rules().whyIllegal(state, answer);
        if (why == null) {
            return new Outcome<>(answer, null);
        }
        int seat = game.views().seat(view);
        if (answer != null && failure == null) {
            LOG.warn("seat {} ({}) offered an illegal decision {}: {}; playing a safe one instead",
                    seat, label, answer, why);
            why = "illegal: " + why;
        } else {
            LOG.warn("seat {} ({}): {}; playing a safe decision instead", seat, label, why);
        }
        return new Outcome<>(game.ai().safeDecision(view), why);
    }
}
