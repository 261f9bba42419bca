package org.ichto.urland.ui.news;

import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;

import java.util.List;

/**
 * One thing worth explaining to a player: a scoring, a gene auction, a panic, the volcanoes at the end
 * of an epoch. Built from public events only, so it never tells a hidden chip or an unrevealed bid.
 * Per-seat numbers are lists indexed by seat (value equality, so an unchanged summary is not redrawn).
 */
public sealed interface NewsItem {

    /** The index of the decision during which it happened (for an auction: when the bids were revealed). */
    int decision();

    /**
     * A land area was scored.
     *
     * @param chip        the area chip that called it
     * @param volcanoChip true when the chip was drawn at random at the end of an epoch
     * @param ichtos      each seat's Ichtos there before the scoring (what decides the kind and points)
     */
    record Scoring(int decision, int chip, int region, ScoringKind kind, boolean volcanoChip, List<Integer> ichtos,
                   List<Integer> points, List<Integer> returned) implements NewsItem {
    }

    /**
     * A gene auction: the revealed bids, the order they give, and what each seat did when its turn
     * to buy came (an entry is null for a seat not yet asked or never reached).
     *
     * @param revealed the genes put on display at its end; null while the auction goes on
     */
    record Auction(int decision, List<Integer> bids, List<Integer> order, List<Purchase> results,
                   List<Gene> revealed) implements NewsItem {
        public boolean finished() {
            return revealed != null;
        }
    }

    /** What a seat did in an auction. */
    sealed interface Purchase {
    }

    record Bought(Gene gene, int price) implements Purchase {
    }

    record Passed() implements Purchase {
    }

    record DroppedOut(int price) implements Purchase {
    }

    /** A panic: the Ichtos of a land area fled into an ocean. */
    record Panic(int decision, int region, int ocean, List<Integer> fled) implements NewsItem {
    }

    /**
     * The end of an epoch: volcanoes erupted, merging areas, and the merged areas lost Ichtos.
     *
     * @param eruptions  each erupted volcano's area and the area it joined (equal when it merged nothing)
     * @param losses     per merged area, the Ichtos each seat lost
     * @param nextEpoch  the epoch that began, or 0 when the game ended first
     */
    record Volcanoes(int decision, List<Eruption> eruptions, List<Losses> losses, int nextEpoch) implements NewsItem {
    }

    record Eruption(int area, int region) {
    }

    record Losses(int region, List<Integer> lost) {
        public boolean any() {
            return lost.stream().anyMatch(n -> n > 0);
        }
    }
}
