package org.ichto.urland.rules;

/** Final scoring (rule 4, ruling 21): Total 3 points, then Land 2 points, shared and rounded down. */
final class FinalScoring {
    private FinalScoring() {
    }

    static void run(GameState s) {
        int n = s.players;
        int[] total = new int[n];
        int[] land = new int[n];
        for (int seat = 0; seat < n; seat++) {
            total[seat] = s.onBoard(seat);
            land[seat] = s.onLand(seat);
        }
        int[] totalPoints = share(total, 3, -1);
        int soleTotalWinner = -1;
        for (int seat = 0; seat < n; seat++) {
            if (totalPoints[seat] == 3) {
                soleTotalWinner = seat;
            }
        }
        int[] landPoints = share(land, 2, soleTotalWinner);
        int[] points = new int[n];
        for (int seat = 0; seat < n; seat++) {
            points[seat] = totalPoints[seat] + landPoints[seat];
        }
        s.events.accept(new GameEvent.FinalScoring(total, land, totalPoints, landPoints, points));
        Track.move(s, totalPoints, false);
        Track.move(s, landPoints, false);
        s.phase = Phase.GAME_OVER;
        s.actor = -1;
        s.pendingMutations = 0;
        s.events.accept(new GameEvent.GameOver(s.leader()));
    }

    /**
     * The most (among seats other than excluded) share the points evenly, rounded down. Nobody has
     * "the most" of nothing: when the best count is 0, no points are given.
     */
    static int[] share(int[] counts, int points, int excluded) {
        int best = -1;
        int tied = 0;
        for (int seat = 0; seat < counts.length; seat++) {
            if (seat == excluded) {
                continue;
            }
            if (counts[seat] > best) {
                best = counts[seat];
                tied = 1;
            } else if (counts[seat] == best) {
                tied++;
            }
        }
        int[] result = new int[counts.length];
        if (best <= 0) {
            return result;
        }
        for (int seat = 0; seat < counts.length; seat++) {
            if (seat != excluded && counts[seat] == best) {
                result[seat] = points / tied;
            }
        }
        return result;
    }
}
