package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;

/**
 * A legal choice too large to list: some of one's own Ichtos per place. The validator
 * ({@link Rules#whyIllegal}) judges any concrete decision; {@link #sample} draws one at random.
 */
public sealed interface OpenChoice extends org.ichto.shell.game.OpenChoice<Decision> {

    /** Retreat: any of one's own Ichtos on the board (at least one), each place up to what is there. */
    record RetreatChoice(PlaceCounts available) implements OpenChoice {
        /** Half the time from one place, else from several at once (each place 0..all). */
        @Override
        public Decision sample(SeededRandom rng) {
            int[] pick = new int[Board.PLACES];
            if (rng.nextInt(2) == 1) {
                for (int p = 0; p < Board.PLACES; p++) {
                    pick[p] = rng.nextInt(available.get(p) + 1);
                }
            }
            if (PlaceCounts.of(pick).total() == 0) {
                int place = randomPlace(available, rng);
                pick[place] = 1 + rng.nextInt(available.get(place));
            }
            return new Decision.Retreat(PlaceCounts.of(pick));
        }
    }

    /** The price: exactly {@code price} of one's own Ichtos on the board. */
    record PriceChoice(PlaceCounts available, int price) implements OpenChoice {
        @Override
        public Decision sample(SeededRandom rng) {
            int[] left = available.toArray();
            int[] pick = new int[Board.PLACES];
            for (int k = 0; k < price; k++) {
                int place = randomPlace(PlaceCounts.of(left), rng);
                left[place]--;
                pick[place]++;
            }
            return new Decision.PayPrice(PlaceCounts.of(pick));
        }
    }

    /** Ears at an eruption: up to {@code surplus} Ichtos into the oceans of the mask, the rest to reserve. */
    record FlightChoice(int region, int oceanMask, int surplus) implements OpenChoice {
        @Override
        public Decision sample(SeededRandom rng) {
            int[] pick = new int[Board.PLACES];
            int fleeing = rng.nextInt(surplus + 1);
            int n = Integer.bitCount(oceanMask);
            for (int k = 0; k < fleeing; k++) {
                int m = oceanMask;
                for (int skip = rng.nextInt(n); skip > 0; skip--) {
                    m &= m - 1;
                }
                pick[Board.oceanPlace(Integer.numberOfTrailingZeros(m))]++;
            }
            return new Decision.EarsFlight(PlaceCounts.of(pick));
        }
    }

    /** A place chosen with probability proportional to its count (one random Ichto's place). */
    private static int randomPlace(PlaceCounts counts, SeededRandom rng) {
        int k = rng.nextInt(counts.total());
        for (int p = 0; p < Board.PLACES; p++) {
            k -= counts.get(p);
            if (k < 0) {
                return p;
            }
        }
        throw new IllegalStateException("no Ichto to choose");
    }
}
