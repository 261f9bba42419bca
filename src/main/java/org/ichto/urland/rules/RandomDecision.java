package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;

/**
 * A uniformly random legal decision, drawn as {@code Rules.legal(s).sample(rng)} draws it (the same
 * numbers taken from the generator, the same decision chosen) but without building a list: the
 * listing is walked once to count, and a second time up to the drawn entry, which alone becomes a
 * decision. Random games and rollouts call this for every decision, so the lists it spares were
 * most of their work.
 */
final class RandomDecision {
    private RandomDecision() {
    }

    /** Null when the actor has no decision (the game is over). */
    static Decision draw(GameState s, SeededRandom rng) {
        Counter counter = new Counter();
        Listing.list(s, counter);
        int listed = counter.count;
        int open = Listing.hasOpen(s) ? 1 : 0;
        if (listed + open == 0) {
            return null;
        }
        int k = rng.nextInt(listed + open);
        if (k >= listed) {
            return Listing.open(s).sample(rng);
        }
        Picker picker = new Picker(k);
        Listing.list(s, picker);
        return picker.picked;
    }

    private static final class Counter implements Listing.Out {
        int count;

        @Override
        public void add(Listing.Kind kind, int a, int b, int c) {
            count++;
        }

        @Override
        public void addEach(Listing.Kind kind, int a, int mask) {
            count += Integer.bitCount(mask);
        }

        @Override
        public void addFlights(int from, int targets, int most) {
            count += Integer.bitCount(targets) * most;
        }

        @Override
        public void addSwims(int from, int to, int most) {
            count += most;
        }
    }

    /** Builds the entry at one index of the listing and ignores the rest. */
    private static final class Picker implements Listing.Out {
        private final int target;
        private int index;
        Decision picked;

        Picker(int target) {
            this.target = target;
        }

        @Override
        public void add(Listing.Kind kind, int a, int b, int c) {
            if (index++ == target) {
                picked = Listing.make(kind, a, b, c);
            }
        }

        @Override
        public void addEach(Listing.Kind kind, int a, int mask) {
            int n = Integer.bitCount(mask);
            if (target >= index && target < index + n) {
                picked = Listing.make(kind, a, nthBit(mask, target - index), 0);
            }
            index += n;
        }

        @Override
        public void addFlights(int from, int targets, int most) {
            int n = Integer.bitCount(targets) * most;
            if (target >= index && target < index + n) {
                int k = target - index;
                picked = new Decision.Fly(from, nthBit(targets, k / most), k % most + 1);
            }
            index += n;
        }

        /** The position of the mask's n-th set bit, counting from 0 at the lowest. */
        private static int nthBit(int mask, int n) {
            int m = mask;
            for (int skip = n; skip > 0; skip--) {
                m &= m - 1;
            }
            return Integer.numberOfTrailingZeros(m);
        }

        @Override
        public void addSwims(int from, int to, int most) {
            if (target >= index && target < index + most) {
                picked = new Decision.Swim(from, to, target - index + 1);
            }
            index += most;
        }
    }
}
