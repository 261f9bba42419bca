package org.ichto.urland.view;

import org.ichto.urland.rules.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * What one seat secretly knows of the area chips, read from its own view only: the chips in its hand,
 * the chip it chose to be scored, the two it gave the dummy (or, as the dummy, received), and chips it
 * saw in a hand earlier that now lie hidden in someone else's (it knows they are not in the deck).
 */
public record Secrets(List<Integer> hand, int chosen, List<Integer> withDummy, List<Integer> remembered) {

    public static Secrets of(SeatView view) {
        GameState v = view.state();
        List<Integer> hand = new ArrayList<>();
        List<Integer> dummy = new ArrayList<>();
        List<Integer> remembered = new ArrayList<>();
        int chosen = 0;
        for (int chip = 1; chip < GameState.CHIPS; chip++) {
            switch (v.chipLocation(chip)) {
                case HAND -> hand.add(chip);
                case CHOSEN -> chosen = chip;
                case DUMMY -> dummy.add(chip);
                case HIDDEN -> {
                    if ((v.knownChips(view.seat()) & (1 << chip)) != 0) {
                        remembered.add(chip);
                    }
                }
                default -> {
                }
            }
        }
        return new Secrets(List.copyOf(hand), chosen, List.copyOf(dummy), List.copyOf(remembered));
    }

    /** Whether the seat knows anything the others do not. */
    public boolean any() {
        return !hand.isEmpty() || chosen != 0 || !withDummy.isEmpty() || !remembered.isEmpty();
    }
}
