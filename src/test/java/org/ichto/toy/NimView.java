package org.ichto.toy;

import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.Legal;
import org.ichto.shell.game.SeededRandom;

import java.util.ArrayList;
import java.util.List;

/**
 * What one seat knows: everything but the others' unplayed jokers and the generator (the future piles).
 *
 * @param seat        whose view this is
 * @param knownJokers per seat the joker's value when this seat may know it (its own, or played), else 0
 */
public record NimView(int seat, int players, int pile, int pileStart, int actor, List<Integer> knownJokers,
                      List<Boolean> jokerPlayed, List<Integer> takers) {
    public NimView {
        knownJokers = List.copyOf(knownJokers);
        jokerPlayed = List.copyOf(jokerPlayed);
        takers = List.copyOf(takers);
    }

    public static NimView of(NimState s, int seat) {
        List<Integer> known = new ArrayList<>();
        for (int i = 0; i < s.players(); i++) {
            known.add(i == seat || s.jokerPlayed().get(i) ? s.jokers().get(i) : 0);
        }
        return new NimView(seat, s.players(), s.pile(), s.pileStart(), s.actor(), known, s.jokerPlayed(), s.takers());
    }

    public int ownJoker() {
        return knownJokers.get(seat);
    }

    public boolean ownJokerPlayed() {
        return jokerPlayed.get(seat);
    }

    public boolean isOver() {
        return takers.size() == NimState.PILES;
    }

    /** The shell's access to views. */
    static final class Views implements GameViews<NimState, NimView, NimDecision> {
        @Override
        public NimView view(NimState state, int seat) {
            return of(state, seat);
        }

        @Override
        public int seat(NimView view) {
            return view.seat();
        }

        @Override
        public Legal<NimDecision> legal(NimView v) {
            return v.isOver() || v.actor() != v.seat() ? Legal.of(List.of())
                    : NimRules.legal(v.pile(), v.ownJoker(), v.ownJokerPlayed());
        }

        /** The unknown jokers drawn afresh, and a fresh generator, so the future piles are unknown too. */
        @Override
        public NimState determinize(NimView v, SeededRandom rng) {
            List<Integer> jokers = new ArrayList<>();
            for (int known : v.knownJokers()) {
                jokers.add(known != 0 ? known : 1 + rng.nextInt(3));
            }
            return new NimState(v.players(), v.pile(), v.pileStart(), v.actor(), jokers, v.jokerPlayed(), v.takers(),
                    rng.nextLong());
        }
    }
}
