package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;

import java.util.List;

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

    /**
     * Ears at an eruption: up to {@link #surplus} Ichtos of the merged region flee, each into an ocean
     * that bordered its own origin (the region as it was before the eruption); the rest go to reserve.
     */
    record FlightChoice(int region, List<FlightOrigin> from) implements OpenChoice {
        public FlightChoice {
            from = List.copyOf(from);
        }

        /** A region that was one area before the eruption, all the owner's Ichtos having stood there. */
        public FlightChoice(int region, int oceanMask, int surplus) {
            this(region, List.of(new FlightOrigin(1 << region, oceanMask, surplus + 1)));
        }

        /** The oceans some of the surplus may flee into (ocean mask). */
        public int oceanMask() {
            int m = 0;
            for (FlightOrigin o : from) {
                m |= o.oceanMask();
            }
            return m;
        }

        /** How many may flee at most: all but the one that stays. */
        public int surplus() {
            return FlightLimits.surplus(from);
        }

        /** The most that may flee into the ocean (a place) when none flee elsewhere. */
        public int mostInto(int oceanPlace) {
            return FlightLimits.mostInto(from, oceanPlace);
        }

        /** Whether this flight keeps every limit: oceans, origins and the one that stays. */
        public boolean allows(PlaceCounts flight) {
            return FlightLimits.whyNot(from, flight) == null;
        }

        /**
         * A random number to flee (0..surplus), then each into a random ocean among those it may still
         * take. With a single origin that is every ocean of the origin, one draw per fleeing Ichto.
         */
        @Override
        public Decision sample(SeededRandom rng) {
            int[] pick = new int[Board.PLACES];
            int fleeing = rng.nextInt(surplus() + 1);
            for (int k = 0; k < fleeing; k++) {
                int open = 0;
                for (int m = oceanMask(); m != 0; m &= m - 1) {
                    int ocean = Integer.numberOfTrailingZeros(m);
                    pick[Board.oceanPlace(ocean)]++;
                    if (allows(PlaceCounts.of(pick))) {
                        open |= 1 << ocean;
                    }
                    pick[Board.oceanPlace(ocean)]--;
                }
                if (open == 0) {
                    break; // only on a board with an area bordering no ocean: the rest cannot flee
                }
                for (int skip = rng.nextInt(Integer.bitCount(open)); skip > 0; skip--) {
                    open &= open - 1;
                }
                pick[Board.oceanPlace(Integer.numberOfTrailingZeros(open))]++;
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
