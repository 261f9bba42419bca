package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;

import java.util.Arrays;

/**
 * What the parts of the game around the rules need of a state beyond its public accessors: a view's
 * state with the hidden parts taken out (ruling 25: only the order of the face-down environment cards
 * and the generator of future dice are hidden), a whole state drawn anew from such a view for a
 * search, and the raw fields a position writes so that reading it back gives an equal state.
 */
public final class SoupStates {
    private SoupStates() {
    }

    /**
     * The state without its hidden parts: the face-down cards in the order of the board's list (so
     * only which cards remain is left, which is public since every turned card was seen) and no
     * generator. Two states that differ only in those give equal results. Not for the rules' apply.
     */
    public static SoupState withoutHiddenParts(SoupState s) {
        SoupState v = s.copy();
        Arrays.sort(v.deckW(), 0, v.deckSize);
        v.rng = 0;
        return v;
    }

    /**
     * A whole state consistent with a state without hidden parts: the face-down cards shuffled by
     * {@code rng} and a fresh generator state drawn from it.
     */
    public static SoupState redrawHiddenParts(SoupState visible, SeededRandom rng) {
        SoupState s = visible.copy();
        rng.shuffle(s.deckW(), s.deckSize);
        s.rng = rng.nextLong();
        return s;
    }

    /** How many seats have had their turn in the current phase: the current seat's place in the phase's order. */
    public static int turnIndex(SoupState s) {
        return s.turnIndex;
    }

    /** The seat that decides, kept also once the game is over, when {@link SoupState#actor()} is -1. */
    public static int actorField(SoupState s) {
        return s.actor;
    }

    /** The seat on turn, as held in the state (also once the game is over). */
    public static int currentField(SoupState s) {
        return s.current;
    }

    /** The seat's amoebas that have acted this round, as a mask (bit n - 1 for amoeba n), on the board or not. */
    public static int actedMask(SoupState s, int seat) {
        return s.acted[seat];
    }

    /** The seat whose marker is furthest up the ladder: the winner once the game is over (one marker a space). */
    public static int furthestMarker(SoupState s) {
        int best = 0;
        for (int seat = 1; seat < s.players; seat++) {
            if (s.score[seat] > s.score[best]) {
                best = seat;
            }
        }
        return best;
    }
}
