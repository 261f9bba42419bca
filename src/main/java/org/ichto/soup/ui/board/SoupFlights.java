package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The pieces of one decision on their way, worked out once when the move is shown: for each amoeba its
 * place among the amoebas of the space it left and of the space it reached (so a frame only asks the
 * layout for two centres and interpolates), and each marker's ladder spaces.
 */
final class SoupFlights {
    /** An amoeba's ends: space, index among the space's amoebas and their count; space -1 off the board. */
    private record Trip(int seat, int number, int damage, int from, int fromIndex, int fromCount, int to, int toIndex,
                        int toCount) {
    }

    private final List<Trip> trips;
    private final List<SoupMotions.Marker> markers;
    private final Set<Long> moving = new HashSet<>();
    private final Set<Integer> markersMoving = new HashSet<>();

    private SoupFlights(List<Trip> trips, List<SoupMotions.Marker> markers) {
        this.trips = List.copyOf(trips);
        this.markers = List.copyOf(markers);
        for (Trip t : trips) {
            moving.add(key(t.seat(), t.number()));
        }
        for (SoupMotions.Marker m : markers) {
            markersMoving.add(m.seat());
        }
    }

    static SoupFlights of(SoupMotions motions, SoupState before, SoupState after) {
        List<Trip> trips = new ArrayList<>();
        for (SoupMotions.Amoeba a : motions.amoebas()) {
            int[] from = place(before, a.seat(), a.number());
            int[] to = place(after, a.seat(), a.number());
            int damage = a.to() >= 0 ? after.damage(a.seat(), a.number()) : before.damage(a.seat(), a.number());
            trips.add(new Trip(a.seat(), a.number(), damage, a.from(), from[0], from[1], a.to(), to[0], to[1]));
        }
        return new SoupFlights(trips, motions.markers());
    }

    boolean isEmpty() {
        return trips.isEmpty() && markers.isEmpty();
    }

    static long key(int seat, int number) {
        return seat * 1000L + number;
    }

    /** Whether the amoeba is on its way (it is drawn by the flights, not on its space). */
    boolean moving(int seat, int number) {
        return moving.contains(key(seat, number));
    }

    boolean markerMoving(int seat) {
        return markersMoving.contains(seat);
    }

    /** Slow off, fast on the way, slow on arrival. */
    static double ease(double progress) {
        return progress < 0.5 ? 2 * progress * progress : 1 - Math.pow(-2 * progress + 2, 2) / 2;
    }

    /** The index of an amoeba among those of its space, in the painter's order (seat, then number), and their count. */
    private static int[] place(SoupState s, int seat, int number) {
        int space = s.amoebaSpace(seat, number);
        if (space < 0 || space >= SoupBoard.SPACES) {
            return new int[]{0, 1};
        }
        int index = 0;
        int count = 0;
        for (int q = 0; q < s.players(); q++) {
            for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                if (s.amoebaSpace(q, n) == space) {
                    if (q < seat || q == seat && n < number) {
                        index++;
                    }
                    count++;
                }
            }
        }
        return new int[]{index, count};
    }

    /** Paints the pieces on their way at progress 0..1. */
    /**
     * Paints the pieces on their way at progress 0..1, copied from the pictures kept: each stands on a whole pixel and
     * grows or shrinks a whole pixel at a time, so that a few pictures serve a whole trip (drawn afresh at every
     * frame, an amoeba's gloss and shadow were the longest part of a frame's paint).
     */
    void paint(Graphics2D g, SoupLayout layout, List<Seat> seats, SoupTheme theme, double progress, Sprites sprites) {
        double t = ease(progress);
        for (Trip trip : trips) {
            Point2D at = at(layout, trip, t);
            double size = Math.rint(size(layout, trip, t));
            if (at != null && size >= 1) {
                PiecePainter.amoeba(g, sprites, SoupStyle.of(PiecePainter.colourOf(seats, trip.seat())),
                        PiecePainter.whole(at.getX()), PiecePainter.whole(at.getY()), size, trip.number(),
                        trip.damage(), false, theme);
            }
        }
        for (SoupMotions.Marker m : markers) {
            Point2D at = markerAt(layout, m, t);
            double size = layout.cell() * 0.4;
            SoupStyle style = SoupStyle.of(PiecePainter.colourOf(seats, m.seat()));
            double stroke = Math.max(1.2, size * 0.09);
            double reach = size + stroke + 2;
            sprites.draw(g, PiecePainter.whole(at.getX()), PiecePainter.whole(at.getY()),
                    List.of("marker on its way", style.colour(), size),
                    new Rectangle2D.Double(-reach, -reach, 2 * reach, 2 * reach), a -> {
                        Shape shape = style.shape(0, 0, size);
                        a.setColor(style.fill());
                        a.fill(shape);
                        a.setColor(style.outline());
                        a.setStroke(new BasicStroke((float) stroke));
                        a.draw(shape);
                    });
        }
    }

    /** The box the pieces cover between two moments (0..1), so a frame repaints only that. */
    Rectangle2D swept(SoupLayout layout, double from, double to) {
        Rectangle2D box = null;
        for (double p : new double[]{ease(from), ease(to)}) {
            for (Trip trip : trips) {
                Point2D at = at(layout, trip, p);
                double r = layout.amoebaSize(1) * 0.8;
                box = add(box, at, r);
            }
            for (SoupMotions.Marker m : markers) {
                box = add(box, markerAt(layout, m, p), layout.cell() * 0.5);
            }
        }
        return box;
    }

    private static Rectangle2D add(Rectangle2D box, Point2D at, double r) {
        if (at == null) {
            return box;
        }
        Rectangle2D b = new Rectangle2D.Double(at.getX() - r, at.getY() - r, 2 * r, 2 * r);
        if (box == null) {
            return b;
        }
        box.add(b);
        return box;
    }

    private static Point2D at(SoupLayout layout, Trip trip, double t) {
        Point2D a = trip.from() >= 0 ? layout.amoebaCentre(trip.from(), trip.fromIndex(), trip.fromCount()) : null;
        Point2D b = trip.to() >= 0 ? layout.amoebaCentre(trip.to(), trip.toIndex(), trip.toCount()) : null;
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return new Point2D.Double(a.getX() + t * (b.getX() - a.getX()), a.getY() + t * (b.getY() - a.getY()));
    }

    /** Born amoebas grow where they arrive, dead ones shrink where they were. */
    private static double size(SoupLayout layout, Trip trip, double t) {
        double a = trip.from() >= 0 ? layout.amoebaSize(trip.fromCount()) : 0;
        double b = trip.to() >= 0 ? layout.amoebaSize(trip.toCount()) : 0;
        return a + t * (b - a);
    }

    /** A marker climbs cell by cell along the ladder. */
    private static Point2D markerAt(SoupLayout layout, SoupMotions.Marker m, double t) {
        double c = layout.cell();
        double pos = Math.max(1, m.from()) + t * (Math.max(1, m.to()) - Math.max(1, m.from()));
        int lo = (int) Math.floor(pos);
        double f = pos - lo;
        Rectangle2D a = layout.ladderCell(lo);
        Rectangle2D b = layout.ladderCell(lo + 1);
        double x = a.getCenterX() + f * (b.getCenterX() - a.getCenterX());
        double y = a.getY() + c * 0.69 + f * (b.getY() - a.getY());
        return new Point2D.Double(x, y);
    }

}
