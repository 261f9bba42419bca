package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which pieces a decision moved, read from the position before and after it (never from the rules): per
 * seat, the Ichtos that left places and the Ichtos that arrived at others, paired up in board order,
 * and the markers that moved on the track. Land regions are named by their representative area in the
 * later position, so a region an eruption merged counts as one place.
 */
public final class Motions {
    /**
     * Ichtos of a seat that went from one place to another; {@code from} -1 for Ichtos that came from
     * the seat's supply (born), {@code to} -1 for Ichtos that left the board.
     */
    public record Move(int seat, int from, int to, int count) {
    }

    /** A seat's marker that moved on the scoring track. */
    public record Marker(int seat, int from, int to) {
    }

    private final List<Move> moves;
    private final List<Marker> markers;

    private Motions(List<Move> moves, List<Marker> markers) {
        this.moves = List.copyOf(moves);
        this.markers = List.copyOf(markers);
    }

    public List<Move> moves() {
        return moves;
    }

    public List<Marker> markers() {
        return markers;
    }

    public boolean isEmpty() {
        return moves.isEmpty() && markers.isEmpty();
    }

    /** The motions between two positions of one game. */
    public static Motions between(GameState before, GameState after) {
        List<Move> moves = new ArrayList<>();
        for (int seat = 0; seat < after.players(); seat++) {
            Map<Integer, Integer> was = counts(before, after, seat);
            Map<Integer, Integer> is = counts(after, after, seat);
            TreeMap<Integer, Integer> left = new TreeMap<>();
            TreeMap<Integer, Integer> came = new TreeMap<>();
            for (int place = 0; place < Board.PLACES; place++) {
                int d = is.getOrDefault(place, 0) - was.getOrDefault(place, 0);
                if (d < 0) {
                    left.put(place, -d);
                } else if (d > 0) {
                    came.put(place, d);
                }
            }
            pair(seat, left, came, moves);
        }
        List<Marker> markers = new ArrayList<>();
        for (int seat = 0; seat < after.players(); seat++) {
            if (before.track(seat) != after.track(seat)) {
                markers.add(new Marker(seat, before.track(seat), after.track(seat)));
            }
        }
        return new Motions(moves, markers);
    }

    /** Arrivals take from departures in board order; what is left over was born or left the board. */
    private static void pair(int seat, TreeMap<Integer, Integer> left, TreeMap<Integer, Integer> came,
                             List<Move> moves) {
        for (Map.Entry<Integer, Integer> to : came.entrySet()) {
            int need = to.getValue();
            while (need > 0 && !left.isEmpty()) {
                Map.Entry<Integer, Integer> from = left.firstEntry();
                int n = Math.min(need, from.getValue());
                moves.add(new Move(seat, from.getKey(), to.getKey(), n));
                need -= n;
                if (from.getValue() == n) {
                    left.pollFirstEntry();
                } else {
                    left.put(from.getKey(), from.getValue() - n);
                }
            }
            if (need > 0) {
                moves.add(new Move(seat, -1, to.getKey(), need));
            }
        }
        for (Map.Entry<Integer, Integer> from : left.entrySet()) {
            moves.add(new Move(seat, from.getKey(), -1, from.getValue()));
        }
    }

    /** A seat's Ichtos per place of {@code s}, land counted by the regions of {@code regions}. */
    private static Map<Integer, Integer> counts(GameState s, GameState regions, int seat) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (int place = 0; place < Board.PLACES; place++) {
            boolean ocean = Board.isOcean(place);
            if (!ocean && !s.isRegion(place)) {
                continue;
            }
            int n = s.ichtos(place, seat);
            if (n > 0) {
                out.merge(ocean ? place : regions.regionOf(place), n, Integer::sum);
            }
        }
        return out;
    }
}
