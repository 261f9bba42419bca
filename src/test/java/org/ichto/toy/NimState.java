package org.ichto.toy;

import java.util.ArrayList;
import java.util.List;

/**
 * A position of Hidden Nim, hidden jokers and the generator included. Immutable: the lists are
 * copied, so the rules build a new state for every decision and equal positions are equal records.
 *
 * @param players     2 to 4
 * @param pile        counters left in the current pile (0 once the game is over)
 * @param pileStart   the size the current pile was drawn with
 * @param actor       the seat to decide
 * @param jokers      each seat's joker, 1 to 3; the others see it only once it is played
 * @param jokerPlayed whether each seat has played its joker
 * @param takers      the seat that emptied each finished pile, in order: the scores and the tie-break
 * @param generator   the state of the game's {@link org.ichto.shell.game.SeededRandom}: the next piles
 */
public record NimState(int players, int pile, int pileStart, int actor, List<Integer> jokers,
                       List<Boolean> jokerPlayed, List<Integer> takers, long generator) {
    public static final int PILES = 3;
    public static final int MIN_PILE = 15;
    public static final int MAX_PILE = 25;

    /** Checks what a position read from a file could get wrong; the messages end up in RecordExceptions. */
    public NimState {
        jokers = List.copyOf(jokers);
        jokerPlayed = List.copyOf(jokerPlayed);
        takers = List.copyOf(takers);
        if (!NimGame.SEATS.allows(players)) {
            throw new IllegalArgumentException("Hidden Nim has " + NimGame.SEATS.range() + " players, not " + players);
        }
        if (jokers.size() != players || jokerPlayed.size() != players) {
            throw new IllegalArgumentException("jokers and jokerPlayed need one entry per player (" + players + ")");
        }
        if (jokers.stream().anyMatch(j -> j < 1 || j > 3)) {
            throw new IllegalArgumentException("a joker is 1, 2 or 3, not " + jokers);
        }
        if (takers.size() > PILES || takers.stream().anyMatch(t -> t < 0 || t >= players)) {
            throw new IllegalArgumentException("takers must be at most " + PILES + " seats, not " + takers);
        }
        if (pileStart < MIN_PILE || pileStart > MAX_PILE) {
            throw new IllegalArgumentException("a pile starts with " + MIN_PILE + " to " + MAX_PILE + " counters, not " + pileStart);
        }
        boolean over = takers.size() == PILES;
        if (over ? pile != 0 : pile < 1 || pile > pileStart) {
            throw new IllegalArgumentException("pile " + pile + " does not fit a pile of " + pileStart
                    + (over ? " in a finished game" : ""));
        }
        if (actor < 0 || actor >= players) {
            throw new IllegalArgumentException("no seat " + actor + " to act");
        }
    }

    public boolean isOver() {
        return takers.size() == PILES;
    }

    /** The pile in play, from 1 (the last one once the game is over). */
    public int round() {
        return Math.min(takers.size() + 1, PILES);
    }

    public int[] scores() {
        int[] scores = new int[players];
        takers.forEach(t -> scores[t]++);
        return scores;
    }

    /** The same position with another joker at the seat: how tests make positions that differ only in what is hidden. */
    public NimState withJoker(int seat, int value) {
        List<Integer> changed = new ArrayList<>(jokers);
        changed.set(seat, value);
        return new NimState(players, pile, pileStart, actor, changed, jokerPlayed, takers, generator);
    }
}
