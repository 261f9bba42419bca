package org.ichto.urland.rules;

import java.util.Arrays;

/**
 * The listed legal decisions of a state ({@code Rules.legal(s).listed()}, in the same order) without
 * building them: the listing is kept as a few runs of entries (all landings from one ocean are one
 * run, as are the water movements to one ocean), and only an entry asked for becomes a decision.
 * Random games and the Expert's rollouts take one decision of a long listing at every step, so the
 * decisions never built were most of their work. One instance is refilled state after state; it is
 * not for sharing between threads.
 */
public final class ListedDecisions implements Listing.Out {
    private static final int SINGLE = 0;
    private static final int EACH = 1;
    private static final int SWIMS = 2;
    private static final int FLIGHTS = 3;
    /** Per run: its shape, the kind's ordinal, three numbers, its entries. */
    private static final int WIDTH = 6;
    private static final Listing.Kind[] KINDS = Listing.Kind.values();

    private int[] runs = new int[64 * WIDTH];
    private int size;
    private int entries;
    /** The kinds met, in the order first met, and the entries of each kind. */
    private final int[] kindOrder = new int[KINDS.length];
    private final int[] perKind = new int[KINDS.length];
    private int kinds;

    /** Lists the decisions of the actor of this state, forgetting the last listing. */
    public ListedDecisions fill(GameState s) {
        size = 0;
        entries = 0;
        for (int i = 0; i < kinds; i++) {
            perKind[kindOrder[i]] = 0;
        }
        kinds = 0;
        Listing.list(s, this);
        return this;
    }

    /** How many decisions are listed. */
    public int size() {
        return entries;
    }

    /** The k-th listed decision, from 0, as {@code Rules.legal(s).listed().get(k)}. */
    public Decision get(int k) {
        int i = 0;
        while (k >= runs[i + 5]) {
            k -= runs[i + 5];
            i += WIDTH;
        }
        return entry(i, k);
    }

    /** How many kinds of decision (decision types) are listed. */
    public int kinds() {
        return kinds;
    }

    /** How many decisions of the k-th kind (in the order the kinds are first listed) there are. */
    public int sizeOfKind(int kind) {
        return perKind[kindOrder[kind]];
    }

    /** The j-th listed decision of the k-th kind (kinds in the order first listed, both from 0). */
    public Decision getOfKind(int kind, int j) {
        int ordinal = kindOrder[kind];
        for (int i = 0; ; i += WIDTH) {
            if (runs[i + 1] == ordinal) {
                if (j < runs[i + 5]) {
                    return entry(i, j);
                }
                j -= runs[i + 5];
            }
        }
    }

    /** Which water movements a caller wants built: those of this many Ichtos from this ocean. */
    @FunctionalInterface
    public interface SwimCounts {
        boolean keep(int from, int count);
    }

    /**
     * Builds the listed decisions into {@code out} in the listing's order, the water movements only of
     * the counts {@code swims} keeps: a search that tries a few sizes of movement skips building the rest.
     */
    public void addTo(java.util.List<Decision> out, SwimCounts swims) {
        for (int i = 0; i < size; i += WIDTH) {
            int n = runs[i + 5];
            if (runs[i] == SWIMS) {
                for (int k = 0; k < n; k++) {
                    if (swims.keep(runs[i + 2], k + 1)) {
                        out.add(new Decision.Swim(runs[i + 2], runs[i + 3], k + 1));
                    }
                }
            } else {
                for (int k = 0; k < n; k++) {
                    out.add(entry(i, k));
                }
            }
        }
    }

    private Decision entry(int i, int k) {
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

    private void run(int shape, Listing.Kind kind, int a, int b, int c, int n) {
        if (n <= 0) {
            return;
        }
        if (size + WIDTH > runs.length) {
            runs = Arrays.copyOf(runs, runs.length * 2);
        }
        int ordinal = kind.ordinal();
        runs[size] = shape;
        runs[size + 1] = ordinal;
        runs[size + 2] = a;
        runs[size + 3] = b;
        runs[size + 4] = c;
        runs[size + 5] = n;
        size += WIDTH;
        entries += n;
        if (perKind[ordinal] == 0) {
            kindOrder[kinds++] = ordinal;
        }
        perKind[ordinal] += n;
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
}
