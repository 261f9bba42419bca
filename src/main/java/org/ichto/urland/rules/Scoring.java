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
        int base = region * GameState.MAX_SEATS;
        int[] points = new int[n];
        int[] returned = new int[n];
        int muscles = s.ownerOf(Gene.MUSCLES);
        int[] strength = new int[n];
        int[] ichtos = new int[n];
        int present = 0;
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int seat = 0; seat < n; seat++) {
            int c = s.ichtos[base + seat];
            ichtos[seat] = c;
            if (c > 0) {
                present++;
                strength[seat] = 2 * c + (seat == muscles ? 1 : 0);
                min = Math.min(min, strength[seat]);
                max = Math.max(max, strength[seat]);
            }
        }
        if (present == 0) {
            return new Outcome(ScoringKind.EMPTY, ichtos, points, returned);
        }
        if (present == 1 || min == max) {
            int each = present == 1 ? 3 : 2;
            for (int seat = 0; seat < n; seat++) {
                if (strength[seat] > 0) {
                    points[seat] = each;
                }
            }
            return new Outcome(present == 1 ? ScoringKind.MONOPOLY : ScoringKind.COEXISTENCE, ichtos, points, returned);
        }
        // Competition stays competition: after the weakest leave, the strongest get 3 even if all now tie.
        for (int seat = 0; seat < n; seat++) {
            if (strength[seat] == 0) {
                continue;
            }
            if (strength[seat] == min) {
                returned[seat] = s.ichtos[base + seat];
            } else {
                points[seat] = strength[seat] == max ? 3 : 2;
            }
        }
        return new Outcome(ScoringKind.COMPETITION, ichtos, points, returned);
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
