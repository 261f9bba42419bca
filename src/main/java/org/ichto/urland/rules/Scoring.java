package org.ichto.urland.rules;

import org.ichto.urland.rules.GameEvent.ScoringKind;

/** Scoring one land region: monopoly, coexistence or competition (rules 2.3, ruling 8). */
final class Scoring {
    private Scoring() {
    }

    /**
     * Scores a region: returns the points per seat and sends the weakest colours home. Counts are
     * compared doubled so that Muscles' half Ichto stays an integer.
     */
    static int[] scoreRegion(GameState s, int region, int chip) {
        int n = s.players;
        int base = region * GameState.MAX_SEATS;
        int[] points = new int[n];
        int[] returned = new int[n];
        int muscles = s.ownerOf(Gene.MUSCLES);
        int[] strength = new int[n];
        int present = 0;
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int seat = 0; seat < n; seat++) {
            int c = s.ichtos[base + seat];
            if (c > 0) {
                present++;
                strength[seat] = 2 * c + (seat == muscles ? 1 : 0);
                min = Math.min(min, strength[seat]);
                max = Math.max(max, strength[seat]);
            }
        }
        ScoringKind kind;
        if (present == 0) {
            kind = ScoringKind.EMPTY;
        } else if (present == 1) {
            kind = ScoringKind.MONOPOLY;
            for (int seat = 0; seat < n; seat++) {
                if (strength[seat] > 0) {
                    points[seat] = 3;
                }
            }
        } else if (min == max) {
            kind = ScoringKind.COEXISTENCE;
            for (int seat = 0; seat < n; seat++) {
                if (strength[seat] > 0) {
                    points[seat] = 2;
                }
            }
        } else {
            // Competition stays competition: after the weakest leave, the strongest get 3 even if all now tie.
            kind = ScoringKind.COMPETITION;
            for (int seat = 0; seat < n; seat++) {
                if (strength[seat] == 0) {
                    continue;
                }
                if (strength[seat] == min) {
                    returned[seat] = s.ichtos[base + seat];
                    s.reserve[seat] += returned[seat];
                    s.ichtos[base + seat] = 0;
                } else {
                    points[seat] = strength[seat] == max ? 3 : 2;
                }
            }
        }
        s.events.accept(new GameEvent.RegionScored(chip, region, kind, points, returned));
        return points;
    }
}
