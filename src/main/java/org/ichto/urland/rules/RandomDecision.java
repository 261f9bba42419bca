package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;

import java.util.Arrays;

/**
 * A uniformly random legal decision, drawn as {@code Rules.legal(s).sample(rng)} draws it (the same
 * numbers taken from the generator, the same decision chosen) but without building a list: the
 * listing is walked once, kept as a few runs of entries (all landings from one ocean are one run,
 * as are the water movements to one ocean), and only the drawn entry becomes a decision. Random
 * games and rollouts draw every decision this way, so the lists it spares were most of their work.
 */
final class RandomDecision {
    private RandomDecision() {
    }

    /** Each thread's runs, reused from draw to draw so that drawing allocates only the decision. */
    private static final ThreadLocal<Runs> RUNS = ThreadLocal.withInitial(Runs::new);

    /** Null when the actor has no decision (the game is over). */
    static Decision draw(GameState s, SeededRandom rng) {
        Runs runs = RUNS.get();
        runs.clear();
        Listing.list(s, runs);
        int listed = runs.entries;
        int open = Listing.hasOpen(s) ? 1 : 0;
        if (listed + open == 0) {
            return null;
        }
        int k = rng.nextInt(listed + open);
        return k < listed ? runs.entry(k) : Listing.open(s).sample(rng);
    }

    /** The listing as runs: per run its shape, the kind, three numbers and how many entries it holds. */
    static final class Runs implements Listing.Out {
        private static final int SINGLE = 0;
        private static final int EACH = 1;
        private static final int SWIMS = 2;
        private static final int FLIGHTS = 3;
        private static final int WIDTH = 6;
        private static final Listing.Kind[] KINDS = Listing.Kind.values();

        private int[] runs = new int[64 * WIDTH];
        private int size;
        int entries;

        void clear() {
            size = 0;
            entries = 0;
        }

        private void run(int shape, Listing.Kind kind, int a, int b, int c, int n) {
            if (n <= 0) {
                return;
            }
            if (size + WIDTH > runs.length) {
                runs = Arrays.copyOf(runs, runs.length * 2);
            }
            runs[size] = shape;
            runs[size + 1] = kind.ordinal();
            runs[size + 2] = a;
            runs[size + 3] = b;
            runs[size + 4] = c;
            runs[size + 5] = n;
            size += WIDTH;
            entries += n;
        }

        @Override
        public void add(Listing.Kind kind, int a, int b, int c) {
            run(SINGLE, kind, a, b, c, 1);
        }

        @Override
        public void addEach(Listing.Kind kind, int a, int mask) {
            run(EACH, kind, a, mask, 0, Integer.bitCount(mask));
        }

        @Override
        public void addFlights(int from, int targets, int most) {
            run(FLIGHTS, Listing.Kind.FLY, from, targets, most, Integer.bitCount(targets) * most);
        }

        @Override
        public void addSwims(int from, int to, int most) {
            run(SWIMS, Listing.Kind.SWIM, from, to, 0, most);
        }

        /** The k-th entry of the listing (from 0), as a decision. */
        Decision entry(int k) {
            int i = 0;
            while (k >= runs[i + 5]) {
                k -= runs[i + 5];
                i += WIDTH;
            }
            Listing.Kind kind = KINDS[runs[i + 1]];
            int a = runs[i + 2];
            int b = runs[i + 3];
            int c = runs[i + 4];
            return switch (runs[i]) {
                case SINGLE -> Listing.make(kind, a, b, c);
                case EACH -> Listing.make(kind, a, nthBit(b, k), 0);
                case SWIMS -> new Decision.Swim(a, b, k + 1);
                default -> new Decision.Fly(a, nthBit(b, k / c), k % c + 1);
            };
        }

        /** The position of the mask's n-th set bit, counting from 0 at the lowest. */
        private static int nthBit(int mask, int n) {
            int m = mask;
            for (int skip = n; skip > 0; skip--) {
                m &= m - 1;
            }
            return Integer.numberOfTrailingZeros(m);
        }
    }
}
