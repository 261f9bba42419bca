package org.ichto.urland.ai;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Scoring;

/**
 * The scorings of one position's regions, each worked out once when first asked: a rollout's end is
 * judged by every seat, and how a region would score is the same whoever looks at it.
 */
final class RegionScorings {
    private final int[] points = new int[Board.AREAS * GameState.MAX_SEATS];
    private final int[] returned = new int[Board.AREAS * GameState.MAX_SEATS];
    private GameState of;
    private int judged;

    /** Forgets the last position: the next questions are about {@code s}. */
    RegionScorings about(GameState s) {
        of = s;
        judged = 0;
        return this;
    }

    /** As {@link Scoring#judge}, for the position this was last set {@link #about}. */
    void judge(GameState s, int region, int[] pointsOut, int[] returnedOut) {
        int at = at(s, region);
        System.arraycopy(points, at, pointsOut, 0, GameState.MAX_SEATS);
        System.arraycopy(returned, at, returnedOut, 0, GameState.MAX_SEATS);
    }

    /**
     * Where the region's scoring lies in {@link #points()} and {@link #returned()} (seat by seat from there),
     * for the position this was last set {@link #about}; worked out when first asked.
     */
    int at(GameState s, int region) {
        if (s != of) {
            throw new IllegalArgumentException("asked about another position");
        }
        int at = region * GameState.MAX_SEATS;
        if ((judged & (1 << region)) == 0) {
            Scoring.judge(s, region, points, returned, at);
            judged |= 1 << region;
        }
        return at;
    }

    /** Points per region and seat, read from {@link #at}. */
    int[] points() {
        return points;
    }

    /** Ichtos sent home per region and seat, read from {@link #at}. */
    int[] returned() {
        return returned;
    }
}
