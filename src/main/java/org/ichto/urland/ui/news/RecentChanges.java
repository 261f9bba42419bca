package org.ichto.urland.ui.news;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.board.Board;
import org.ichto.shell.record.SeatDecision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * What is recent for a player: the decisions from their own last one on (its consequences, then
 * the other seats' moves; with nobody at the screen to act, just the last decision), whose
 * summaries the window marks as new; and the places a decision changed, which it outlines.
 */
public final class RecentChanges {
    private RecentChanges() {
    }

    /**
     * The index of the first recent decision: the viewer's last one, or the very last decision when
     * the viewer has not decided yet or no viewer is given; 0 for a game without decisions.
     */
    public static int anchor(List<SeatDecision<Decision>> decisions, IntPredicate viewer) {
        for (int i = decisions.size() - 1; i >= 0; i--) {
            if (viewer.test(decisions.get(i).seat())) {
                return i;
            }
        }
        return Math.max(0, decisions.size() - 1);
    }

    /**
     * The places whose Ichtos differ between two states of one game: oceans, and land regions of the
     * later state (named by their representative area) where any area's count changed. Comparing
     * area by area also catches a region that an eruption merged.
     */
    public static Set<Integer> places(GameState before, GameState after) {
        Set<Integer> changed = new HashSet<>();
        int players = after.players();
        for (int place = 0; place < Board.PLACES; place++) {
            boolean ocean = Board.isOcean(place);
            int was = ocean ? place : before.regionOf(place);
            int is = ocean ? place : after.regionOf(place);
            for (int seat = 0; seat < players; seat++) {
                if (before.ichtos(was, seat) != after.ichtos(is, seat)) {
                    changed.add(is);
                    break;
                }
            }
        }
        return changed;
    }

    /**
     * Per seat, the points the scorings of one decision gave it (a region's scoring, or the final one),
     * only seats that scored. Points, not spaces: a marker may leap further over occupied spaces.
     */
    public static java.util.Map<Integer, Integer> gains(List<org.ichto.shell.session.LoggedEvent<GameEvent>> events,
                                                        int decision) {
        java.util.Map<Integer, Integer> gains = new java.util.HashMap<>();
        for (int i = events.size() - 1; i >= 0 && events.get(i).decision() >= decision; i--) {
            if (events.get(i).decision() != decision) {
                continue;
            }
            int[] points = events.get(i).event() instanceof GameEvent.RegionScored r ? r.points()
                    : events.get(i).event() instanceof GameEvent.FinalScoring f ? f.points() : null;
            for (int seat = 0; points != null && seat < points.length; seat++) {
                if (points[seat] > 0) {
                    gains.merge(seat, points[seat], Integer::sum);
                }
            }
        }
        return gains;
    }
}
