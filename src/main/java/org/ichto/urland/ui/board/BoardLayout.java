package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The board drawn in logical units (a {@link BoardGeometry#WIDTH} by {@link BoardGeometry#HEIGHT} sheet), computed
 * once from the board file: every continent is a round island cut by rivers into wedges, one per area, in the ring
 * its shallow-water gaps form. The wedges are turned (and their widths nudged) until the coast of every area faces
 * the oceans it borders: O1..O4 are the North, East, South and West bands, the fifth ocean is the inner sea between
 * the islands. The oceans are then cut out of the sea by lines from where their coasts meet, to the other island
 * that shares the same two oceans or to the corner of the sheet.
 */
final class BoardLayout {
    private static final Logger LOG = LoggerFactory.getLogger(BoardLayout.class);
    static final double W = BoardGeometry.WIDTH;
    static final double H = BoardGeometry.HEIGHT;
    static final double T = BoardGeometry.TRACK;
    static final double LAKE = 0.11;
    private static final int RIVER_STEPS = 16;
    private static final int OUTER_OCEANS = 4;

    /** One stretch of a continent's coast and the ocean it faces. */
    private record Portion(int ocean, double from, double to) {
    }

    /** Where the ocean along a coast changes from one to another. */
    private static final class Turn {
        final int continent;
        final int a;
        final int b;
        final double bearing;
        final Point2D point;
        Object link;

        Turn(int continent, int a, int b, double bearing, Point2D point) {
            this.continent = continent;
            this.a = a;
            this.b = b;
            this.bearing = bearing;
            this.point = point;
        }

        boolean has(int ocean) {
            return a == ocean || b == ocean;
        }

        boolean same(Turn o) {
            return (a == o.a && b == o.b) || (a == o.b && b == o.a);
        }
    }

    final Board board;
    final Rectangle2D sea = new Rectangle2D.Double(T, T, W - 2 * T, H - 2 * T);
    final int continents;
    final double[] cx;
    final double[] cy;
    final double[] rx;
    final double[] ry;
    private final double[][] wobble;
    /** Per continent, the bearing of {@link #idealTurn} for each pair of oceans; NaN until worked out. */
    private final double[][] idealTurns;
    /** Per continent, the bearing towards the inner sea; NaN until worked out. */
    private final double[] innerSea;
    final int[][] rings;
    final double[][] rivers;
    final Path2D[] areaShapes = new Path2D[Board.AREAS];
    final Path2D[] islands;
    final Shape[] lakes;
    final List<BoardGeometry.Gap> gaps = new ArrayList<>();
    final Path2D[] oceanShapes = new Path2D[Board.OCEANS];
    final List<Line2D> oceanBorders = new ArrayList<>();
    final Point2D[] anchors = new Point2D[Board.PLACES];
    final Point2D[] labels = new Point2D[Board.PLACES];
    final Point2D[] volcanoes = new Point2D[Board.AREAS];
    final Rectangle2D[] trackCells;
    /** Per track cell: 0 top, 1 right, 2 bottom, 3 left edge; 4..7 the corners NW, NE, SE, SW. */
    final int[] trackSide;
    /** Merged regions' outlines, made when first asked for, by the event thread or beside it (see {@link #prepare}). */
    private final AtomicReferenceArray<Shape> regionShapes = new AtomicReferenceArray<>(1 << Board.AREAS);
    /** The region masks whose outlines and bands have been asked for beside the event thread. */
    private final Set<Integer> prepared = ConcurrentHashMap.newKeySet();
    private final List<List<Portion>> coasts = new ArrayList<>();

    BoardLayout(Board board) {
        this.board = board;
        continents = board.continentCount();
        cx = new double[continents];
        cy = new double[continents];
        rx = new double[continents];
        ry = new double[continents];
        wobble = new double[continents][];
        idealTurns = new double[continents][Board.OCEANS * Board.OCEANS];
        for (double[] turns : idealTurns) {
            Arrays.fill(turns, Double.NaN);
        }
        innerSea = new double[continents];
        Arrays.fill(innerSea, Double.NaN);
        rings = new int[continents][];
        rivers = new double[continents][];
        islands = new Path2D[continents];
        lakes = new Shape[continents];
        placeContinents();
        for (int k = 0; k < continents; k++) {
            rings[k] = ring(k);
            fitWedges(k);
            buildContinent(k);
        }
        buildOceans();
        int cells = board.trackLength() + 1;
        trackCells = new Rectangle2D[cells];
        trackSide = new int[cells];
        buildTrack();
    }

    // ------------------------------------------------------------------ continents

    private void placeContinents() {
        for (int k = 0; k < continents; k++) {
            int n = 0;
            for (int a = 0; a < Board.AREAS; a++) {
                if (board.continentIndexOf(a) == k) {
                    n++;
                }
            }
            rx[k] = n <= 3 ? 205 : n == 4 ? 226 : 290;
            ry[k] = n <= 3 ? 190 : n == 4 ? 196 : 190;
            wobble[k] = new double[] {1.3 + 2.1 * k, 0.4 + 1.7 * k, 2.2 + 0.9 * k};
            if (continents == 3) {
                double[][] at = {{420, 282}, {1180, 282}, {800, 640}};
                cx[k] = at[k][0];
                cy[k] = at[k][1];
            } else {
                cx[k] = T + (k + 0.5) * (W - 2 * T) / continents;
                cy[k] = H / 2;
                double fit = (W - 2 * T) / continents / 2 - 20;
                double f = Math.min(1, fit / rx[k]);
                rx[k] *= f;
                ry[k] *= f;
            }
        }
    }

    /** The areas of a continent in the order of the ring their shallow-water gaps form. */
    private int[] ring(int k) {
        List<Integer> members = new ArrayList<>();
        for (int a = 0; a < Board.AREAS; a++) {
            if (board.continentIndexOf(a) == k) {
                members.add(a);
            }
        }
        int[] r = new int[members.size()];
        int prev = -1;
        int cur = members.get(0);
        for (int i = 0; i < r.length; i++) {
            r[i] = cur;
            int next = -1;
            int nb = board.shallowNeighbours(cur);
            for (int b = nb; b != 0; b &= b - 1) {
                int x = Integer.numberOfTrailingZeros(b);
                if (x != prev && board.continentIndexOf(x) == k && !contains(r, i, x)) {
                    next = x;
                    break;
                }
            }
            if (next < 0 && i < r.length - 1) {
                // Not a ring: keep the file order.
                return members.stream().mapToInt(Integer::intValue).toArray();
            }
            prev = cur;
            cur = next;
        }
        return r;
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /** Compass bearing (0 north, 90 east) from a continent towards an ocean. */
    private double oceanDirection(int k, int ocean) {
        if (ocean < OUTER_OCEANS) {
            return ocean * 90.0;
        }
        if (Double.isNaN(innerSea[k])) {
            innerSea[k] = towardsTheMiddle(k);
        }
        return innerSea[k];
    }

    /** Compass bearing from a continent towards the middle of all continents, where the inner sea lies. */
    private double towardsTheMiddle(int k) {
        double mx = 0;
        double my = 0;
        for (int j = 0; j < continents; j++) {
            mx += cx[j] / continents;
            my += cy[j] / continents;
        }
        return bearing(cx[k], cy[k], mx, my);
    }

    private int continentOceans(int k) {
        int m = 0;
        for (int a = 0; a < Board.AREAS; a++) {
            if (board.continentIndexOf(a) == k) {
                m |= board.areaOceans(a);
            }
        }
        return m;
    }

    /**
     * The bearing at which the coast of continent k should change from ocean x to ocean y: worked out once, as fitting
     * the wedges asks for it hundreds of thousands of times.
     */
    private double idealTurn(int k, int x, int y) {
        if (x < 0 || y < 0 || x >= Board.OCEANS || y >= Board.OCEANS) {
            return workOutTurn(k, x, y);
        }
        int i = x * Board.OCEANS + y;
        double t = idealTurns[k][i];
        if (Double.isNaN(t)) {
            t = workOutTurn(k, x, y);
            idealTurns[k][i] = t;
        }
        return t;
    }

    private double workOutTurn(int k, int x, int y) {
        boolean xo = x < OUTER_OCEANS;
        boolean yo = y < OUTER_OCEANS;
        if (xo && yo) {
            // Between the compass point and the sheet's corner, where the border line will run to.
            int c = cornerBetween(x, y);
            double compass = circularMean(x * 90.0, y * 90.0);
            if (c < 0) {
                return compass;
            }
            Point2D p = corner(c);
            return circularMean(compass, bearing(cx[k], cy[k], p.getX(), p.getY()));
        }
        int other = xo ? x : y;
        int inner = xo ? y : x;
        int need = (1 << other) | (1 << inner);
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int m = 0; m < continents; m++) {
            if (m != k && (continentOceans(m) & need) == need) {
                double d = Math.hypot(cx[m] - cx[k], cy[m] - cy[k]);
                if (d < bestD) {
                    bestD = d;
                    best = m;
                }
            }
        }
        if (best >= 0) {
            return bearing(cx[k], cy[k], cx[best], cy[best]);
        }
        return circularMean(oceanDirection(k, x), oceanDirection(k, y));
    }

    private void fitWedges(int k) {
        int[] ring = rings[k];
        int n = ring.length;
        double w0 = 360.0 / n;
        double bestCost = Double.MAX_VALUE;
        int[] bestRing = ring;
        double[] best = null;
        int[] reversed = new int[n];
        for (int i = 0; i < n; i++) {
            reversed[i] = ring[(n - i) % n];
        }
        for (int[] r : new int[][] {ring, reversed}) {
            for (int rot = 0; rot < 360; rot++) {
                double[] riv = new double[n];
                for (int i = 0; i < n; i++) {
                    riv[i] = rot + i * w0;
                }
                double c = cost(k, r, riv);
                if (c < bestCost - 1e-9) {
                    bestCost = c;
                    best = riv;
                    bestRing = r;
                }
            }
        }
        rings[k] = bestRing;
        double minW = 0.72 * w0;
        double[] steps = {8, 4, 2, 1, 0.5};
        for (int pass = 0; pass < 40; pass++) {
            boolean improved = false;
            for (double step : steps) {
                for (int i = 0; i < n; i++) {
                    for (int sgn = -1; sgn <= 1; sgn += 2) {
                        double[] t = best.clone();
                        t[i] += sgn * step;
                        if (!widthsOk(t, minW)) {
                            continue;
                        }
                        double c = cost(k, bestRing, t);
                        if (c < bestCost - 1e-6) {
                            bestCost = c;
                            best = t;
                            improved = true;
                        }
                    }
                }
            }
            if (!improved) {
                break;
            }
        }
        rivers[k] = best;
        coasts.add(portions(k, bestRing, best));
    }

    private static boolean widthsOk(double[] riv, double minW) {
        int n = riv.length;
        for (int i = 0; i < n; i++) {
            double next = i + 1 < n ? riv[i + 1] : riv[0] + 360;
            if (next - riv[i] < minW) {
                return false;
            }
        }
        return true;
    }

    double cost(int k, int[] ring, double[] riv) {
        int n = ring.length;
        double w0 = 360.0 / n;
        double c = 0;
        List<Portion> ps = portions(k, ring, riv);
        for (int i = 0; i < ps.size(); i++) {
            Portion p = ps.get(i);
            Portion q = ps.get((i + 1) % ps.size());
            if (p.ocean != q.ocean) {
                c += angDiff(p.to, idealTurn(k, p.ocean, q.ocean));
            }
            c += 0.3 * distanceFromArc(oceanDirection(k, p.ocean), p.from, p.to);
        }
        for (int i = 0; i < n; i++) {
            double next = i + 1 < n ? riv[i + 1] : riv[0] + 360;
            double d = next - riv[i] - w0;
            c += 0.03 * d * d;
        }
        return c;
    }

    /** The coast of a continent, clockwise from its first river, as stretches facing one ocean each. */
    private List<Portion> portions(int k, int[] ring, double[] riv) {
        int n = ring.length;
        int[][] order = new int[n][];
        for (int i = 0; i < n; i++) {
            double start = riv[i];
            int mask = board.areaOceans(ring[i]);
            Integer[] os = new Integer[Integer.bitCount(mask)];
            int j = 0;
            for (int b = mask; b != 0; b &= b - 1) {
                os[j++] = Integer.numberOfTrailingZeros(b);
            }
            Arrays.sort(os, (p, q) -> Double.compare(mod(oceanDirection(k, p) - start), mod(oceanDirection(k, q) - start)));
            order[i] = Arrays.stream(os).mapToInt(Integer::intValue).toArray();
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                int[] o = order[i];
                if (o.length != 2) {
                    continue;
                }
                int[] prev = order[(i + n - 1) % n];
                int[] next = order[(i + 1) % n];
                int prevLast = prev.length == 0 ? -1 : prev[prev.length - 1];
                int nextFirst = next.length == 0 ? -1 : next[0];
                int keep = (prevLast != o[0] ? 1 : 0) + (o[1] != nextFirst ? 1 : 0);
                int swap = (prevLast != o[1] ? 1 : 0) + (o[0] != nextFirst ? 1 : 0);
                if (swap < keep) {
                    order[i] = new int[] {o[1], o[0]};
                }
            }
        }
        List<Portion> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double s = riv[i];
            double e = i + 1 < n ? riv[i + 1] : riv[0] + 360;
            int[] o = order[i];
            if (o.length == 0) {
                out.add(new Portion(-1, s, e));
            } else if (o.length == 1) {
                out.add(new Portion(o[0], s, e));
            } else if (o.length == 2) {
                double m = Math.min(10, (e - s) / 5);
                double b = clampIntoArc(idealTurn(k, o[0], o[1]), s + m, e - m);
                out.add(new Portion(o[0], s, b));
                out.add(new Portion(o[1], b, e));
            } else {
                double step = (e - s) / o.length;
                for (int j = 0; j < o.length; j++) {
                    out.add(new Portion(o[j], s + j * step, s + (j + 1) * step));
                }
            }
        }
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).ocean < 0) {
                Portion prev = out.get((i + out.size() - 1) % out.size());
                out.set(i, new Portion(prev.ocean, out.get(i).from, out.get(i).to));
            }
        }
        // Merge neighbouring stretches that face the same ocean (cyclically).
        List<Portion> merged = new ArrayList<>();
        for (Portion p : out) {
            if (!merged.isEmpty() && merged.get(merged.size() - 1).ocean == p.ocean) {
                Portion last = merged.remove(merged.size() - 1);
                merged.add(new Portion(p.ocean, last.from, p.to));
            } else {
                merged.add(p);
            }
        }
        if (merged.size() > 1 && merged.get(0).ocean == merged.get(merged.size() - 1).ocean) {
            Portion last = merged.remove(merged.size() - 1);
            Portion first = merged.remove(0);
            merged.add(0, new Portion(first.ocean, last.from - 360, first.to));
        }
        return merged;
    }

    /** A point of continent k at a compass bearing, {@code t} of the way from its centre to its coast. */
    Point2D point(int k, double bearing, double t) {
        double r = Math.toRadians(bearing);
        double[] w = wobble[k];
        double f = 1 + 0.045 * Math.sin(3 * r + w[0]) + 0.03 * Math.sin(5 * r + w[1]) + 0.014 * Math.sin(9 * r + w[2]);
        return new Point2D.Double(cx[k] + t * rx[k] * f * Math.sin(r), cy[k] - t * ry[k] * f * Math.cos(r));
    }

    /** The bearing of river i of continent k, {@code t} of the way from the centre (rivers meander a little). */
    private double riverBearing(int k, int i, double t) {
        double amp = (i % 2 == 0 ? 6 : -6) * (1 + 0.2 * k);
        return rivers[k][i] + amp * Math.sin(Math.PI * t);
    }

    private void buildContinent(int k) {
        int[] ring = rings[k];
        double[] riv = rivers[k];
        int n = ring.length;
        Point2D[][] river = new Point2D[n][RIVER_STEPS + 1];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= RIVER_STEPS; j++) {
                double t = (double) j / RIVER_STEPS;
                river[i][j] = point(k, riverBearing(k, i, t), t);
            }
        }
        for (int i = 0; i < n; i++) {
            int next = (i + 1) % n;
            double s = riv[i];
            double e = i + 1 < n ? riv[i + 1] : riv[0] + 360;
            Path2D p = new Path2D.Double();
            p.moveTo(river[i][0].getX(), river[i][0].getY());
            for (int j = 1; j <= RIVER_STEPS; j++) {
                p.lineTo(river[i][j].getX(), river[i][j].getY());
            }
            int steps = Math.max(2, (int) Math.ceil((e - s) / 2));
            for (int j = 1; j < steps; j++) {
                Point2D c = point(k, s + (e - s) * j / steps, 1);
                p.lineTo(c.getX(), c.getY());
            }
            for (int j = RIVER_STEPS; j >= 1; j--) {
                p.lineTo(river[next][j].getX(), river[next][j].getY());
            }
            p.closePath();
            int area = ring[i];
            areaShapes[area] = p;
            double mid = (s + e) / 2;
            double spread = e - s;
            anchors[area] = point(k, mid, n <= 3 ? 0.46 : spread < 70 ? 0.54 : 0.5);
            labels[area] = point(k, mid, 0.84);
        }
        for (int i = 0; i < n; i++) {
            Path2D g = new Path2D.Double();
            int from = (int) Math.round(LAKE * RIVER_STEPS);
            g.moveTo(river[i][from].getX(), river[i][from].getY());
            for (int j = from + 1; j <= RIVER_STEPS; j++) {
                g.lineTo(river[i][j].getX(), river[i][j].getY());
            }
            gaps.add(new BoardGeometry.Gap(ring[(i + n - 1) % n], ring[i], g));
        }
        Path2D island = new Path2D.Double();
        for (int j = 0; j < 180; j++) {
            Point2D c = point(k, j * 2, 1);
            if (j == 0) {
                island.moveTo(c.getX(), c.getY());
            } else {
                island.lineTo(c.getX(), c.getY());
            }
        }
        island.closePath();
        islands[k] = island;
        lakes[k] = new Ellipse2D.Double(cx[k] - LAKE * rx[k], cy[k] - LAKE * ry[k], 2 * LAKE * rx[k], 2 * LAKE * ry[k]);
        for (int i = 0; i < n; i++) {
            int a = ring[i];
            int target = board.volcanoTarget(a);
            int gap = -1;
            boolean after = false;
            for (int j = 0; j < n; j++) {
                int before = ring[(j + n - 1) % n];
                int at = ring[j];
                if ((before == a && at == target) || (before == target && at == a)) {
                    gap = j;
                    after = at == a;
                }
            }
            if (gap < 0) {
                double s = riv[i];
                double e = i + 1 < n ? riv[i + 1] : riv[0] + 360;
                volcanoes[a] = point(k, (s + e) / 2, 0.74);
            } else {
                double t = 0.72;
                volcanoes[a] = point(k, riverBearing(k, gap, t) + (after ? 3 : -3), t);
            }
        }
    }

    // ------------------------------------------------------------------ oceans

    private Point2D corner(int c) {
        switch (c) {
            case 0:
                return new Point2D.Double(sea.getMinX(), sea.getMinY());
            case 1:
                return new Point2D.Double(sea.getMaxX(), sea.getMinY());
            case 2:
                return new Point2D.Double(sea.getMaxX(), sea.getMaxY());
            default:
                return new Point2D.Double(sea.getMinX(), sea.getMaxY());
        }
    }

    /** The sheet corner between two outer oceans (0 NW, 1 NE, 2 SE, 3 SW), -1 if they are not neighbours. */
    private static int cornerBetween(int x, int y) {
        int lo = Math.min(x, y);
        int hi = Math.max(x, y);
        if (lo == 0 && hi == 3) {
            return 0;
        }
        return hi - lo == 1 ? hi : -1;
    }

    private void buildOceans() {
        List<Turn> turns = new ArrayList<>();
        for (int k = 0; k < continents; k++) {
            List<Portion> ps = coasts.get(k);
            if (ps.size() < 2) {
                continue;
            }
            for (int i = 0; i < ps.size(); i++) {
                Portion p = ps.get(i);
                Portion q = ps.get((i + 1) % ps.size());
                turns.add(new Turn(k, p.ocean, q.ocean, p.to, point(k, p.to, 1)));
            }
        }
        Turn[] cornerTurn = new Turn[4];
        for (Turn t : turns) {
            if (t.a < OUTER_OCEANS && t.b < OUTER_OCEANS) {
                int c = cornerBetween(t.a, t.b);
                if (c < 0) {
                    throw new IllegalStateException("cannot lay out a coast between opposite oceans");
                }
                t.link = c;
                if (cornerTurn[c] == null || t.point.distance(corner(c)) < cornerTurn[c].point.distance(corner(c))) {
                    cornerTurn[c] = t;
                }
            } else {
                Turn best = null;
                for (Turn u : turns) {
                    if (u.continent != t.continent && u.same(t)
                            && (best == null || u.point.distance(t.point) < best.point.distance(t.point))) {
                        best = u;
                    }
                }
                if (best == null) {
                    throw new IllegalStateException("no partner for the coast between oceans " + t.a + " and " + t.b);
                }
                t.link = best;
            }
        }
        Area islandsArea = new Area();
        for (Path2D island : islands) {
            islandsArea.add(new Area(island));
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            Turn start = null;
            for (Turn t : turns) {
                if (t.has(o)) {
                    start = t;
                    break;
                }
            }
            Path2D poly = new Path2D.Double();
            if (start == null) {
                poly.append(sea, false);
            } else {
                walkOcean(o, start, poly, turns, cornerTurn);
            }
            Area a = new Area(poly);
            a.intersect(new Area(sea));
            a.subtract(islandsArea);
            oceanShapes[o] = new Path2D.Double(a);
        }
        for (Turn t : turns) {
            if (t.link instanceof Integer c) {
                oceanBorders.add(new Line2D.Double(t.point, corner(c)));
            } else {
                Turn u = (Turn) t.link;
                if (turns.indexOf(t) < turns.indexOf(u)) {
                    oceanBorders.add(new Line2D.Double(t.point, u.point));
                }
            }
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            Point2D pole = pole(oceanShapes[o]);
            Point2D stack = new Point2D.Double(pole.getX(), pole.getY() + 24);
            Point2D label = new Point2D.Double(pole.getX(), pole.getY() - 38);
            anchors[Board.AREAS + o] = oceanShapes[o].contains(stack) ? stack : pole;
            labels[Board.AREAS + o] = oceanShapes[o].contains(label) ? label : pole;
        }
    }

    /** Traces the outline of ocean o: along its coasts, across to the next island or along the sheet's edge. */
    private void walkOcean(int o, Turn start, Path2D poly, List<Turn> turns, Turn[] cornerTurn) {
        Turn cur = start;
        poly.moveTo(cur.point.getX(), cur.point.getY());
        for (int guard = 0; guard < 64; guard++) {
            // Follow the coast stretch of ocean o that begins or ends at this turn.
            List<Portion> ps = coasts.get(cur.continent);
            Portion along = null;
            boolean forward = false;
            for (Portion p : ps) {
                if (p.ocean == o && angDiff(p.from, cur.bearing) < 1e-6) {
                    along = p;
                    forward = true;
                } else if (p.ocean == o && angDiff(p.to, cur.bearing) < 1e-6 && along == null) {
                    along = p;
                    forward = false;
                }
            }
            if (along == null) {
                throw new IllegalStateException("lost the coast of ocean " + (o + 1));
            }
            double from = forward ? along.from : along.to;
            double to = forward ? along.to : along.from;
            int steps = Math.max(2, (int) Math.ceil(Math.abs(to - from) / 2));
            for (int j = 1; j <= steps; j++) {
                Point2D c = point(cur.continent, from + (to - from) * j / steps, 1);
                poly.lineTo(c.getX(), c.getY());
            }
            Turn end = null;
            for (Turn t : turns) {
                if (t.continent == cur.continent && t.has(o) && angDiff(t.bearing, to) < 1e-6) {
                    end = t;
                }
            }
            if (end == null) {
                throw new IllegalStateException("lost the coast of ocean " + (o + 1));
            }
            Turn next;
            if (end.link instanceof Integer c) {
                Point2D pc = corner(c);
                poly.lineTo(pc.getX(), pc.getY());
                // Along the sheet's edge that belongs to ocean o (edge e joins corners e and e + 1), to its other corner.
                if (o >= OUTER_OCEANS) {
                    throw new IllegalStateException("the inner sea reaches the edge");
                }
                int other = c == o ? (o + 1) % 4 : o;
                Point2D po = corner(other);
                poly.lineTo(po.getX(), po.getY());
                next = cornerTurn[other];
                if (next == null) {
                    throw new IllegalStateException("no coast reaches corner " + other);
                }
                poly.lineTo(next.point.getX(), next.point.getY());
            } else {
                next = (Turn) end.link;
                poly.lineTo(next.point.getX(), next.point.getY());
            }
            if (next == start) {
                poly.closePath();
                return;
            }
            cur = next;
        }
        throw new IllegalStateException("the outline of ocean " + (o + 1) + " does not close");
    }

    /** The point of a shape furthest from its outline (text and stacks go there), boxes wider than tall. */
    static Point2D pole(Shape shape) {
        List<double[]> segs = NearSides.sidesOf(shape);
        Rectangle2D b = shape.getBounds2D();
        double best = -1;
        double bx = b.getCenterX();
        double by = b.getCenterY();
        NearSides sides = new NearSides(segs, b);
        for (double step : new double[] {12, 3}) {
            double x0 = step == 12 ? b.getMinX() : bx - 15;
            double x1 = step == 12 ? b.getMaxX() : bx + 15;
            double y0 = step == 12 ? b.getMinY() : by - 15;
            double y1 = step == 12 ? b.getMaxY() : by + 15;
            for (double x = x0; x <= x1; x += step) {
                for (double y = y0; y <= y1; y += step) {
                    // A point with a side as near as the best so far cannot win: the grid of sides tells it from
                    // the few sides around it. Only a point further from every side is asked whether it lies inside,
                    // and then measured against all of them. The same point wins as when every point is measured.
                    if (sides.anyWithin(x, y, best) || !shape.contains(x, y)) {
                        continue;
                    }
                    best = sides.nearest(x, y);
                    bx = x;
                    by = y;
                }
            }
        }
        return new Point2D.Double(bx, by);
    }


    // ------------------------------------------------------------------ track

    private void buildTrack() {
        int n = trackCells.length;
        int edges = n - 4;
        double hLen = W - 2 * T;
        double vLen = H - 2 * T;
        int top = (int) Math.round(edges * hLen / (2 * (hLen + vLen)));
        int bottom = top;
        int right = (edges - top - bottom + 1) / 2;
        int left = edges - top - bottom - right;
        int i = 0;
        trackCells[i] = new Rectangle2D.Double(0, 0, T, T);
        trackSide[i++] = 4;
        for (int j = 0; j < top; j++) {
            double w = hLen / top;
            trackCells[i] = new Rectangle2D.Double(T + j * w, 0, w, T);
            trackSide[i++] = 0;
        }
        trackCells[i] = new Rectangle2D.Double(W - T, 0, T, T);
        trackSide[i++] = 5;
        for (int j = 0; j < right; j++) {
            double h = vLen / right;
            trackCells[i] = new Rectangle2D.Double(W - T, T + j * h, T, h);
            trackSide[i++] = 1;
        }
        trackCells[i] = new Rectangle2D.Double(W - T, H - T, T, T);
        trackSide[i++] = 6;
        for (int j = 0; j < bottom; j++) {
            double w = hLen / bottom;
            trackCells[i] = new Rectangle2D.Double(W - T - (j + 1) * w, H - T, w, T);
            trackSide[i++] = 2;
        }
        trackCells[i] = new Rectangle2D.Double(0, H - T, T, T);
        trackSide[i++] = 7;
        for (int j = 0; j < left; j++) {
            double h = vLen / left;
            trackCells[i] = new Rectangle2D.Double(0, H - T - (j + 1) * h, T, h);
            trackSide[i++] = 3;
        }
    }

    // ------------------------------------------------------------------ regions

    /** The union of the areas in a mask (cached: the painter asks for the same regions every frame). */
    Shape regionShape(int mask) {
        Shape s = regionShapes.get(mask);
        if (s == null) {
            if (Integer.bitCount(mask) == 1) {
                s = areaShapes[Integer.numberOfTrailingZeros(mask)];
            } else {
                Area a = new Area();
                for (int b = mask; b != 0; b &= b - 1) {
                    a.add(new Area(areaShapes[Integer.numberOfTrailingZeros(b)]));
                }
                s = new Path2D.Double(a);
            }
            // Made twice at worst, by two threads at once: the first one kept is the one every glow is keyed by.
            if (!regionShapes.compareAndSet(mask, null, s)) {
                s = regionShapes.get(mask);
            }
        }
        return s;
    }

    /**
     * Has the outlines of these regions (area masks) and of the oceans, and their inner bands of these widths, made on a
     * thread beside the event thread, those not yet asked for: merging areas into an outline and cutting a band from
     * it take some milliseconds each, and a region's first glow would otherwise wait for them.
     */
    void prepare(int[] regionMasks, double[] bandWidths) {
        List<Shape> shapes = new ArrayList<>();
        List<Integer> masks = new ArrayList<>();
        for (int mask : regionMasks) {
            if (prepared.add(mask)) {
                masks.add(mask);
            }
        }
        if (prepared.add(0)) {
            // Zero stands for the oceans, never a region's mask.
            shapes.addAll(List.of(oceanShapes));
        }
        if (masks.isEmpty() && shapes.isEmpty()) {
            return;
        }
        SHAPE_MAKER.execute(() -> {
            try {
                for (int mask : masks) {
                    shapes.add(regionShape(mask));
                }
                for (Shape shape : shapes) {
                    for (double w : bandWidths) {
                        innerBand(shape, w, false);
                    }
                }
            } catch (RuntimeException e) {
                // Nothing is lost: a glow whose band is missing has it made when it is first shown.
                LOG.warn("could not make the regions' outlines and bands beforehand", e);
            }
        });
    }

    /** Whether this band has been made already. */
    boolean hasInnerBand(Shape shape, double width) {
        return bands.containsKey(new BandKey(shape, width, false));
    }

    /** One thread for all boards, yielding to the others: what it makes is wanted soon, not at once. */
    private static final Executor SHAPE_MAKER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "board-shapes");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    /** What {@link #innerBand} keeps: one band per shape, width and dash. */
    private record BandKey(Shape shape, double width, boolean dashed) {
        @Override
        public boolean equals(Object o) {
            return o instanceof BandKey k && k.shape == shape && k.width == width && k.dashed == dashed;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(shape) * 31 + Double.hashCode(width) * 2 + (dashed ? 1 : 0);
        }
    }

    private final Map<BandKey, Shape> bands = new ConcurrentHashMap<>();

    /**
     * The strip of a shape within {@code width} of its outline (dashed: broken into dashes), for outlines that glow
     * inwards only. Computed once per shape of this layout and kept.
     */
    Shape innerBand(Shape shape, double width, boolean dashed) {
        return bands.computeIfAbsent(new BandKey(shape, width, dashed), k -> {
            BasicStroke stroke = dashed
                    ? new BasicStroke((float) (2 * width), BasicStroke.CAP_BUTT, BasicStroke.JOIN_BEVEL, 10f,
                    new float[] {14f, 9f}, 0f)
                    : new BasicStroke((float) (2 * width), BasicStroke.CAP_BUTT, BasicStroke.JOIN_BEVEL);
            Area band = new Area(stroke.createStrokedShape(shape));
            band.intersect(new Area(shape));
            return new Path2D.Double(band);
        });
    }

    // ------------------------------------------------------------------ angles

    static double bearing(double x0, double y0, double x1, double y1) {
        return mod(Math.toDegrees(Math.atan2(x1 - x0, -(y1 - y0))));
    }

    static double mod(double a) {
        double r = a % 360;
        return r < 0 ? r + 360 : r;
    }

    static double angDiff(double a, double b) {
        double d = mod(a - b);
        return d > 180 ? 360 - d : d;
    }

    private static double circularMean(double a, double b) {
        double x = Math.sin(Math.toRadians(a)) + Math.sin(Math.toRadians(b));
        double y = Math.cos(Math.toRadians(a)) + Math.cos(Math.toRadians(b));
        return mod(Math.toDegrees(Math.atan2(x, y)));
    }

    /** How far a bearing lies outside the clockwise arc from..to (0 inside). */
    private static double distanceFromArc(double x, double from, double to) {
        double off = mod(x - from);
        if (off <= to - from) {
            return 0;
        }
        return Math.min(off - (to - from), 360 - off);
    }

    /** The bearing in the clockwise arc from..to nearest to x, expressed between from and to. */
    private static double clampIntoArc(double x, double from, double to) {
        if (to <= from) {
            return (from + to) / 2;
        }
        double off = mod(x - from);
        if (off <= to - from) {
            return from + off;
        }
        return off - (to - from) < 360 - off ? to : from;
    }
}
