package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/** A number of Ichtos per place (a Retreat, a price paid, an Ears flight). Immutable value. */
public final class PlaceCounts {
    private final int[] counts;

    private PlaceCounts(int[] counts) {
        this.counts = counts;
    }

    public static PlaceCounts of(int[] perPlace) {
        if (perPlace.length != Board.PLACES) {
            throw new IllegalArgumentException("need one count per place (" + Board.PLACES + ")");
        }
        for (int c : perPlace) {
            if (c < 0) {
                throw new IllegalArgumentException("negative count");
            }
        }
        return new PlaceCounts(perPlace.clone());
    }

    /** From place names to counts, e.g. {"7": 2, "O3": 1}. */
    public static PlaceCounts of(Map<String, Integer> byName) {
        int[] c = new int[Board.PLACES];
        for (Map.Entry<String, Integer> e : byName.entrySet()) {
            int p = Board.parsePlace(e.getKey());
            if (p < 0) {
                throw new IllegalArgumentException("unknown place: " + e.getKey());
            }
            if (e.getValue() == null || e.getValue() < 0) {
                throw new IllegalArgumentException("count for " + e.getKey() + " must be 0 or more");
            }
            c[p] += e.getValue();
        }
        return new PlaceCounts(c);
    }

    public static PlaceCounts single(int place, int count) {
        int[] c = new int[Board.PLACES];
        c[place] = count;
        return of(c);
    }

    public int get(int place) {
        return counts[place];
    }

    public int total() {
        int t = 0;
        for (int c : counts) {
            t += c;
        }
        return t;
    }

    public int[] toArray() {
        return counts.clone();
    }

    /** Non-zero entries by place name, in place order. */
    public Map<String, Integer> toMap() {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int p = 0; p < counts.length; p++) {
            if (counts[p] > 0) {
                m.put(Board.placeName(p), counts[p]);
            }
        }
        return m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PlaceCounts other && Arrays.equals(counts, other.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return toMap().toString();
    }
}
