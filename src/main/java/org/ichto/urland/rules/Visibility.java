package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.Arrays;

/**
 * What a seat may know (ruling 27), and filling in the rest at random. Hidden from a seat: chips in
 * the deck and its order, chips in another's hand (the environment player's chosen chip, the dummy's
 * two), the gene pile's order, bids not yet revealed, and the generator. Everything else is public.
 * A seat remembers chips it has held (its known chips) until they become public.
 */
public final class Visibility {
    private Visibility() {
    }

    /** Whether a seat sees where a chip is. */
    static boolean sees(GameState s, int seat, int chip) {
        ChipLocation loc = s.chipLocation(chip);
        return switch (loc) {
            case DECK -> chip == GameState.PANIC;
            case HAND, CHOSEN -> seat == s.env;
            case DUMMY -> seat == s.env || seat == s.dummy();
            default -> true;
        };
    }

    /** The state as the seat sees it: hidden parts replaced by {@link ChipLocation#HIDDEN} and placeholders. */
    public static GameState scrub(GameState s, int seat) {
        GameState v = s.copy();
        for (int c = 0; c < GameState.CHIPS; c++) {
            if (!sees(s, seat, c)) {
                v.chipLocW()[c] = ChipLocation.HIDDEN.ordinal();
            }
        }
        Arrays.fill(v.deckW(), -1);
        Arrays.sort(v.genePileW(), 0, v.genePileSize);
        Arrays.fill(v.genePileW(), v.genePileSize, v.genePile.length, 0);
        if (s.phase == Phase.BID) {
            for (int other = 0; other < s.players; other++) {
                if (other != seat && s.bids[other] >= 0) {
                    v.bidsW()[other] = GameState.HIDDEN_BID;
                }
            }
        }
        for (int other = 0; other < s.players; other++) {
            if (other != seat) {
                v.knownChipsW()[other] = 0;
            }
        }
        v.rng = 0;
        return v;
    }

    /** How many chips hidden from the seat lie at each location (public: one sees hands and the deck's size). */
    public static int[] hiddenCounts(GameState s, int seat) {
        int[] counts = new int[GameState.LOCATIONS.length];
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (!sees(s, seat, c)) {
                counts[s.chipLoc[c]]++;
            }
        }
        return counts;
    }

    /**
     * A full state consistent with everything the seat knows: hidden chips dealt at random to the
     * hidden slots (chips the seat remembers go to hands, never to the deck), the deck and the gene
     * pile shuffled, unrevealed bids drawn within each bidder's reserve, a fresh generator.
     */
    public static GameState determinize(GameState view, int seat, int[] hiddenCounts, SeededRandom rng) {
        GameState s = view.copy();
        int hidden = 0;
        int remembered = 0;
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.HIDDEN.ordinal()) {
                hidden |= 1 << c;
            }
        }
        remembered = hidden & view.knownChips[seat];
        int[] handSlots = new int[GameState.CHIPS];
        int slots = 0;
        for (ChipLocation loc : new ChipLocation[] {ChipLocation.HAND, ChipLocation.CHOSEN, ChipLocation.DUMMY}) {
            for (int k = 0; k < hiddenCounts[loc.ordinal()]; k++) {
                handSlots[slots++] = loc.ordinal();
            }
        }
        rng.shuffle(handSlots, slots);
        int slot = 0;
        for (int m = remembered; m != 0 && slot < slots; m &= m - 1) {
            s.chipLocW()[Integer.numberOfTrailingZeros(m)] = handSlots[slot++];
        }
        int[] rest = new int[GameState.CHIPS];
        int restSize = 0;
        for (int m = hidden & ~remembered; m != 0; m &= m - 1) {
            rest[restSize++] = Integer.numberOfTrailingZeros(m);
        }
        rng.shuffle(rest, restSize);
        int next = 0;
        while (slot < slots && next < restSize) {
            s.chipLocW()[rest[next++]] = handSlots[slot++];
        }
        s.deckSize = 0;
        while (next < restSize) {
            int c = rest[next++];
            s.chipLocW()[c] = ChipLocation.DECK.ordinal();
            s.deckW()[s.deckSize++] = c;
        }
        if (s.chipLoc[GameState.PANIC] == ChipLocation.DECK.ordinal()) {
            s.deckW()[s.deckSize++] = GameState.PANIC;
        }
        rng.shuffle(s.deckW(), s.deckSize);
        if (s.deckSize != view.deckSize) {
            throw new IllegalStateException("view inconsistent: deck of " + view.deckSize + " but "
                    + s.deckSize + " chips to place");
        }
        if (s.genePileSize > 1) { // a shorter pile draws no number and is not written
            rng.shuffle(s.genePileW(), s.genePileSize);
        }
        for (int other = 0; other < s.players; other++) {
            if (s.bids[other] == GameState.HIDDEN_BID) {
                s.bidsW()[other] = rng.nextInt(s.reserve[other] + 1);
            }
            if (other != seat && s.knownChips[other] != 0) {
                s.knownChipsW()[other] = 0;
            }
        }
        for (int c = 1; c < GameState.CHIPS; c++) {
            int loc = s.chipLoc[c];
            if (loc == ChipLocation.HAND.ordinal() || loc == ChipLocation.CHOSEN.ordinal()
                    || loc == ChipLocation.DUMMY.ordinal()) {
                s.knownChipsW()[s.env] |= 1 << c;
                if (loc == ChipLocation.DUMMY.ordinal()) {
                    s.knownChipsW()[s.dummy()] |= 1 << c;
                }
            }
        }
        s.rng = rng.nextLong();
        return s;
    }
}
