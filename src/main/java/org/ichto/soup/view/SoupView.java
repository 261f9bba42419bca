package org.ichto.soup.view;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStates;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Primordial Soup as one seat sees it: the only thing a player (the screen or a computer) is given.
 * Everything is public except the order of the face-down environment cards and the generator that
 * rolls the future dice (ruling 25), so the view holds the whole position without those two: it knows
 * which cards remain face down, not in which order. Two states that differ only in them give equal views.
 */
public final class SoupView {
    private final int seat;
    private final SoupState visible;

    private SoupView(int seat, SoupState visible) {
        this.seat = seat;
        this.visible = visible;
    }

    public static SoupView of(SoupState state, int seat) {
        if (seat < 0 || seat >= state.players()) {
            throw new IllegalArgumentException("no seat " + seat + " in a game of " + state.players());
        }
        return new SoupView(seat, SoupStates.withoutHiddenParts(state));
    }

    public int seat() {
        return seat;
    }

    /**
     * The public position: the face-down cards in the order of the board's list and no generator.
     * For reading only; the rules' apply needs a whole state, {@link #determinize} gives one.
     */
    public SoupState state() {
        return visible;
    }

    public boolean myDecision() {
        return visible.actor() == seat;
    }

    /** The environment cards still face down (indices of the board's list), in the order of that list. */
    public List<Integer> faceDownCards() {
        List<Integer> cards = new ArrayList<>(visible.deckTopFirst());
        cards.sort(null);
        return cards;
    }

    /** This seat's legal decisions now: the rules need nothing hidden to list them. */
    public List<SoupDecision> legal() {
        if (!myDecision()) {
            throw new IllegalStateException("seat " + seat + " is not to decide now");
        }
        return SoupRules.legal(visible);
    }

    /** A whole state consistent with this view: the face-down cards shuffled and a fresh generator, both from rng. */
    public SoupState determinize(SeededRandom rng) {
        return SoupStates.redrawHiddenParts(visible, rng);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SoupView v && v.seat == seat && v.visible.equals(visible);
    }

    @Override
    public int hashCode() {
        return Objects.hash(seat, visible);
    }

    @Override
    public String toString() {
        return "SoupView[seat " + seat + ", " + visible + "]";
    }
}
