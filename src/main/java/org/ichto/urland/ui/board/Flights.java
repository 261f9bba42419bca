package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The pieces of one decision in flight, worked out once when the move is shown (so a frame only
 * interpolates): each travelling piece's path in logical board units, how many Ichtos the stacks
 * they fly to showed before, and the markers that are on their way along the track.
 */
final class Flights {
    /** A piece on its way: along {@code path}; {@code grow} for born Ichtos, {@code shrink} for lost ones. */
    record Flight(int seat, int count, Point2D[] path, double[] lengths, double size, boolean marker,
                  boolean grow, boolean shrink) {

        /** Where the piece is at progress 0..1 along its path. */
        Point2D at(double t) {
            double total = lengths[lengths.length - 1];
            if (total <= 0 || path.length == 1) {
                return path[0];
            }
            double want = t * total;
            for (int i = 1; i < path.length; i++) {
                if (want <= lengths[i] || i == path.length - 1) {
                    double span = lengths[i] - lengths[i - 1];
                    double f = span <= 0 ? 1 : Math.min(1, (want - lengths[i - 1]) / span);
                    return new Point2D.Double(path[i - 1].getX() + f * (path[i].getX() - path[i - 1].getX()),
                            path[i - 1].getY() + f * (path[i].getY() - path[i - 1].getY()));
                }
            }
            return path[path.length - 1];
        }

        /** The piece's size at progress t. */
        double sizeAt(double t) {
            return grow ? size * t : shrink ? size * (1 - t) : size;
        }
    }

    private final List<Flight> flights;
    /** (place, seat) → the count the stack shows until the pieces arrive. */
    private final Map<Integer, Integer> waiting;
    private final Set<Integer> markers;

    private Flights(List<Flight> flights, Map<Integer, Integer> waiting, Set<Integer> markers) {
        this.flights = List.copyOf(flights);
        this.waiting = Map.copyOf(waiting);
        this.markers = Set.copyOf(markers);
    }

    /** Slow off, fast on the way, slow on arrival. */
    static double ease(double progress) {
        return progress < 0.5 ? 2 * progress * progress : 1 - Math.pow(-2 * progress + 2, 2) / 2;
    }

    /** The logical box the pieces cover between two moments (0..1), so a frame repaints only that. */
    Rectangle2D swept(double from, double to) {
        Rectangle2D box = null;
        for (Flight f : flights) {
            for (double t : new double[]{ease(from), ease(to)}) {
                Point2D p = f.at(t);
                double r = f.size() * 0.8 + 6;
                Rectangle2D b = new Rectangle2D.Double(p.getX() - r, p.getY() - r, 2 * r, 2 * r);
                if (box == null) {
                    box = b;
                } else {
                    box.add(b);
                }
            }
        }
        return box;
    }

    List<Flight> flights() {
        return flights;
    }

    boolean isEmpty() {
        return flights.isEmpty();
    }

    /** The count a stack shows while pieces fly to it (its count before), or {@code now} when none do. */
    int shownCount(int place, int seat, int now) {
        return waiting.getOrDefault(place * 8 + seat, now);
    }

    boolean markerMoving(int seat) {
        return markers.contains(seat);
    }

    /** The paths of a decision's motions, with the pieces' size in the logical units of the board. */
    static Flights of(Motions motions, GameState before, GameState after, BoardGeometry geo, double piece) {
        List<Flight> out = new ArrayList<>();
        Map<Integer, Integer> waiting = new HashMap<>();
        for (Motions.Move m : motions.moves()) {
            Point2D to = m.to() < 0 ? null : BoardPainter.pieceCentre(geo, after, m.to(), m.seat());
            Point2D from = m.from() < 0 ? null : start(geo, before, m.from(), m.seat());
            if (to == null && from == null) {
                continue;
            }
            if (to != null) {
                int key = m.to() * 8 + m.seat();
                waiting.merge(key, after.ichtos(m.to(), m.seat()) - m.count(), Math::min);
            }
            Point2D[] path = from == null ? new Point2D[]{to} : to == null ? new Point2D[]{from}
                    : new Point2D[]{from, to};
            out.add(flight(m.seat(), m.count(), path, piece, false, from == null, to == null));
        }
        Set<Integer> markers = new HashSet<>();
        for (Motions.Marker m : motions.markers()) {
            out.add(flight(m.seat(), 0, trackPath(geo, before, after, m), geo.markerSize(geo.markerSpace(after,
                    m.seat()), 1), true, false, false));
            markers.add(m.seat());
        }
        return new Flights(out, waiting, markers);
    }

    /** Where Ichtos leave from: their piece before, or the place itself when its region has merged since. */
    private static Point2D start(BoardGeometry geo, GameState before, int place, int seat) {
        Point2D p = Board.isOcean(place) || before.isRegion(place)
                ? BoardPainter.pieceCentre(geo, before, place, seat) : null;
        return p != null ? p : geo.logicalAnchor(place);
    }

    /** A marker goes space by space along the track, not across the board. */
    private static Point2D[] trackPath(BoardGeometry geo, GameState before, GameState after, Motions.Marker m) {
        int a = geo.markerSpace(before, m.seat());
        int b = geo.markerSpace(after, m.seat());
        List<Point2D> points = new ArrayList<>();
        points.add(geo.logicalMarker(before, m.seat()));
        int step = a <= b ? 1 : -1;
        for (int space = a + step; space != b; space += step) {
            Rectangle2D c = geo.trackCell(space);
            points.add(new Point2D.Double(c.getCenterX(), c.getCenterY()));
        }
        points.add(geo.logicalMarker(after, m.seat()));
        return points.toArray(new Point2D[0]);
    }

    private static Flight flight(int seat, int count, Point2D[] path, double size, boolean marker, boolean grow,
                                 boolean shrink) {
        double[] lengths = new double[path.length];
        for (int i = 1; i < path.length; i++) {
            lengths[i] = lengths[i - 1] + path[i - 1].distance(path[i]);
        }
        return new Flight(seat, count, path, lengths, size, marker, grow, shrink);
    }
}
