package org.ichto.urland.view;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.rules.Visibility;

import java.util.Arrays;
import java.util.Objects;

/**
 * The game as one seat sees it: the only thing a player (human screen or AI) is given. Two states
 * that differ only in what this seat cannot see give equal views.
 */
public final class SeatView {
    private final int seat;
    private final GameState visible;
    private final int[] hiddenCounts;

    private SeatView(int seat, GameState visible, int[] hiddenCounts) {
        this.seat = seat;
        this.visible = visible;
        this.hiddenCounts = hiddenCounts;
    }

    public static SeatView of(GameState state, int seat) {
        if (seat < 0 || seat >= state.players()) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        return new SeatView(seat, Visibility.scrub(state, seat), Visibility.hiddenCounts(state, seat));
    }

    public int seat() {
        return seat;
    }

    /**
     * The visible state: public facts and this seat's own knowledge; hidden chips read as HIDDEN,
     * unrevealed bids as {@link GameState#HIDDEN_BID}, the deck as unknown. Not for {@code Rules.apply}:
     * determinize first.
     */
    public GameState state() {
        return visible;
    }

    public boolean myDecision() {
        return visible.actor() == seat;
    }

    /** This seat's legal decisions now (the rules need nothing the seat cannot see for that). */
    public LegalDecisions legal() {
        if (!myDecision()) {
            throw new IllegalStateException("seat " + seat + " is not to decide now");
        }
        return Rules.legal(visible);
    }

    /** A complete state consistent with this view, hidden parts drawn at random. */
    public GameState determinize(SeededRandom rng) {
        return Visibility.determinize(visible, seat, hiddenCounts, rng);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatView v && v.seat == seat && v.visible.equals(visible)
                && Arrays.equals(v.hiddenCounts, hiddenCounts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(seat, visible, Arrays.hashCode(hiddenCounts));
    }
}
