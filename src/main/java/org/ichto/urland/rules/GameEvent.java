package org.ichto.urland.rules;

import java.util.List;

/** What happened, in the game's own words. Only public facts: a hidden chip or bid never appears here early. */
public sealed interface GameEvent {

    enum ScoringKind { EMPTY, MONOPOLY, COEXISTENCE, COMPETITION }

    record DecisionMade(int seat, Decision decision) implements GameEvent {
    }

    record ChipChosen(int environmentPlayer) implements GameEvent {
    }

    /** A secret bid was placed; its amount shows only in {@link BidsRevealed}. */
    record BidPlaced(int seat) implements GameEvent {
    }

    record TurnStarted(int turn, int environmentPlayer, int dummy) implements GameEvent {
    }

    record BredIchtos(int ocean, int[] born) implements GameEvent {
    }

    /** A region scored: the Ichtos there before, points, and Ichtos returned to reserve, per seat. */
    record RegionScored(int chip, int region, ScoringKind kind, int[] ichtos, int[] points, int[] returned)
            implements GameEvent {
    }

    record MarkerMoved(int seat, int from, int to) implements GameEvent {
    }

    record MutationSpaceReached(int space) implements GameEvent {
    }

    record BidsRevealed(int[] bids, List<Integer> order) implements GameEvent {
    }

    record DroppedOut(int seat, int price) implements GameEvent {
    }

    record GeneBought(int seat, Gene gene, int price) implements GameEvent {
    }

    record GenesRevealed(List<Gene> genes) implements GameEvent {
    }

    record PanicDrawn() implements GameEvent {
    }

    record PanicStruck(int region, int ocean, int[] fled) implements GameEvent {
    }

    record VolcanoChipDrawnForScoring(int chip) implements GameEvent {
    }

    record VolcanoErupted(int area, int region) implements GameEvent {
    }

    record VolcanoLosses(int region, int[] lost) implements GameEvent {
    }

    record EpochStarted(int epoch) implements GameEvent {
    }

    /** Ichtos on the board and on land per seat, the Total and Land points, and their sum. */
    record FinalScoring(int[] total, int[] land, int[] totalPoints, int[] landPoints, int[] points)
            implements GameEvent {
    }

    record GameOver(int winner) implements GameEvent {
    }
}
