package org.ichto.urland.rules;

import org.ichto.urland.rules.GameEvent.ScoringKind;

/** Scoring one land region: monopoly, coexistence or competition (rules 2.3, ruling 8). */
public final class Scoring {
    private Scoring() {
    }

    /** What a scoring of a region gives: the Ichtos there before, points and Ichtos sent home, per seat. */
    public record Outcome(ScoringKind kind, int[] ichtos, int[] points, int[] returned) {
    }

    /**
     * The outcome of scoring the region now, without changing anything. Counts are compared doubled
     * so that Muscles' half Ichto stays an integer.
     */
    public static Outcome outcome(GameState s, int region) {
        int n = s.players;
        int[] ichtos = new int[n];
        for (int seat = 0; seat < n; seat++) {
            ichtos[seat] = s.ichtos(region, seat);
        }
        int[] points = new int[n];
        int[] returned = new int[n];
        ScoringKind kind = judge(s, region, points, returned);
        return new Outcome(kind, ichtos, points, returned);
    }

    /**
     * As {@link #outcome}, into the caller's arrays (one entry per seat, every entry overwritten),
     * so that judging many positions allocates nothing.
     */
    public static ScoringKind judge(GameState s, int region, int[] points, int[] returned) {
        return judge(s, region, points, returned, 0);
    }

    /**
     * As {@link #judge(GameState, int, int[], int[])}, each seat's entry at {@code at + seat} of the arrays:
     * the scorings of many regions can share two arrays.
     */
    public static ScoringKind judge(GameState s, int region, int[] points, int[] returned, int at) {
        int n = s.players;
        int muscles = s.ownerOf(Gene.MUSCLES);
        int[] ichtos = s.ichtos;
        int base = region * GameState.MAX_SEATS;
        int present = 0;
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int seat = 0; seat < n; seat++) {
            points[at + seat] = 0;
            returned[at + seat] = 0;
            int strength = strength(ichtos[base + seat], seat, muscles);
            if (strength > 0) {
                present++;
                min = Math.min(min, strength);
                max = Math.max(max, strength);
            }
        }
        if (present == 0) {
            return ScoringKind.EMPTY;
        }
        if (present == 1 || min == max) {
            int each = present == 1 ? 3 : 2;
            for (int seat = 0; seat < n; seat++) {
                if (ichtos[base + seat] > 0) {
                    points[at + seat] = each;
                }
            }
            return present == 1 ? ScoringKind.MONOPOLY : ScoringKind.COEXISTENCE;
        }
        // Competition stays competition: after the weakest leave, the strongest get 3 even if all now tie.
        for (int seat = 0; seat < n; seat++) {
            int count = ichtos[base + seat];
            int strength = strength(count, seat, muscles);
            if (strength == 0) {
                continue;
            }
            if (strength == min) {
                returned[at + seat] = count;
            } else {
                points[at + seat] = strength == max ? 3 : 2;
            }
        }
        return ScoringKind.COMPETITION;
    }

    /** A colour's strength in a region where it has this many Ichtos: 2 per Ichto, 1 more with Muscles; 0 when absent. */
    private static int strength(int count, int seat, int muscles) {
        return count > 0 ? 2 * count + (seat == muscles ? 1 : 0) : 0;
    }

    /** Scores a region: the weakest colours go home; returns the points per seat. */
    static int[] scoreRegion(GameState s, int region, int chip) {
        Outcome o = outcome(s, region);
        for (int seat = 0; seat < s.players; seat++) {
            s.reserve[seat] += o.returned()[seat];
            s.ichtos[region * GameState.MAX_SEATS + seat] -= o.returned()[seat];
        }
        s.events.accept(new GameEvent.RegionScored(chip, region, o.kind(), o.ichtos(), o.points(), o.returned()));
        return o.points();
    }
}
