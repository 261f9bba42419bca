package org.ichto.urland.view;

import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;

/**
 * Where the game stands, as everyone may know it: the epoch and turn, who is the environment player and
 * who the dummy, and how many area chips are still in the deck. Each turn's new environment player draws
 * one; when none is left to draw, the epoch ends with the volcanoes, so the count says how many turns
 * remain before them.
 *
 * @param areaChipsInDeck area chips in the face-down deck (the panic chip not counted)
 * @param panicInDeck     whether the panic chip is still to come this epoch
 */
public record Standing(int epoch, int turn, int environmentPlayer, int dummy, int areaChipsInDeck,
                       boolean panicInDeck, boolean over) {

    /** Read from any state or seat's view: every figure here is public. */
    public static Standing of(GameState s) {
        boolean panic = s.chipLocation(GameState.PANIC) == ChipLocation.DECK;
        return new Standing(s.epoch(), s.turn(), s.environmentPlayer(), s.dummy(),
                s.deckSize() - (panic ? 1 : 0), panic, s.isOver());
    }
}
