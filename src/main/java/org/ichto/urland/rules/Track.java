package org.ichto.urland.rules;

import java.util.List;

/** The scoring track: leapfrogging markers and the mutation spaces they reach (rulings 9 and 10). */
final class Track {
    private Track() {
    }

    /**
     * Moves every seat by its points, furthest-forward marker first, then notes newly reached mutation
     * spaces, unless no mutation can follow (the game ends with this scoring: ruling 10).
     */
    static void move(GameState s, int[] points, boolean mutationMayFollow) {
        int n = s.players;
        boolean[] done = new boolean[n];
        for (int k = 0; k < n; k++) {
            int next = -1;
            for (int seat = 0; seat < n; seat++) {
                if (!done[seat] && points[seat] > 0 && (next < 0 || s.track[seat] > s.track[next])) {
                    next = seat;
                }
            }
            if (next < 0) {
                break;
            }
            done[next] = true;
            advance(s, next, points[next]);
        }
        if (mutationMayFollow && !goalReached(s)) {
            noteMutationSpaces(s);
        }
    }

    /** Advance to the k-th free space ahead: occupied spaces are jumped and not counted. */
    static void advance(GameState s, int seat, int k) {
        int from = s.track[seat];
        int pos = from;
        while (k > 0) {
            pos++;
            if (!occupied(s, pos, seat)) {
                k--;
            }
        }
        s.track[seat] = pos;
        s.events.accept(new GameEvent.MarkerMoved(seat, from, pos));
    }

    private static boolean occupied(GameState s, int space, int except) {
        for (int seat = 0; seat < s.players; seat++) {
            if (seat != except && s.track[seat] == space) {
                return true;
            }
        }
        return false;
    }

    private static void noteMutationSpaces(GameState s) {
        int furthest = s.track[s.leader()];
        List<Integer> spaces = s.board.mutationSpaces();
        for (int i = 0; i < spaces.size(); i++) {
            if ((s.triggeredSpaces & (1 << i)) == 0 && furthest >= spaces.get(i)) {
                s.triggeredSpaces |= 1 << i;
                s.pendingMutations++;
                s.events.accept(new GameEvent.MutationSpaceReached(spaces.get(i)));
            }
        }
    }

    static boolean goalReached(GameState s) {
        return s.track[s.leader()] >= s.board.goal();
    }
}
