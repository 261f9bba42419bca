package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/**
 * Where everything lies, in a fixed logical space of {@link #WIDTH} x {@link #HEIGHT} that is scaled
 * uniformly into any component. Three round islands cut into wedge areas: each wedge faces exactly
 * the oceans the board file says its area borders, neighbouring wedges are the shallow-water gaps,
 * and a volcano spot sits on the gap towards the area its volcano bridges to. The oceans partition
 * the sea; the scoring track runs around the edge.
 */
public final class BoardGeometry {
    public static final double WIDTH = 1600;
    public static final double HEIGHT = 1000;
    public static final int TRACK_SPACES = 51;
    private static final double BAND = 46;
    private static final double FIELD = 8 + BAND;

    /** Island centres and radii: A north-west, B north-east, C south. */
    private static final double[][] ISLANDS = {{420, 300, 185}, {1180, 300, 200}, {800, 700, 195}};
    /** Each area: its island and the angles (degrees, counter-clockwise from east) of its wedge. */
    private static final double[][] WEDGES = {
            {0, 90, 210}, {0, -30, 90}, {0, 210, 330},
            {1, 120, 210}, {1, 30, 120}, {1, 285, 390}, {1, 210, 285},
            {2, 60, 130}, {2, -40, 60}, {2, 250, 320}, {2, 180, 250}, {2, 130, 180}};

    private static final BoardGeometry INSTANCE = new BoardGeometry();

    private final Shape[] areas = new Shape[Board.AREAS];
    private final Shape[] islands = new Shape[3];
    private final Area land = new Area();
    private final Shape[] oceans = new Shape[Board.OCEANS];
    private final Point2D[] stackAnchor = new Point2D[Board.PLACES];
    private final Point2D[] labelAnchor = new Point2D[Board.PLACES];
    private final Point2D[] volcano = new Point2D[Board.AREAS];
    private final Point2D[] trackCentre = new Point2D[TRACK_SPACES];
    private final double[] trackAngle = new double[TRACK_SPACES];
    private final double[] trackLength = new double[TRACK_SPACES];

    private BoardGeometry() {
        for (int i = 0; i < 3; i++) {
            double[] c = ISLANDS[i];
            islands[i] = new Ellipse2D.Double(c[0] - c[2], c[1] - c[2], 2 * c[2], 2 * c[2]);
            land.add(new Area(islands[i]));
        }
        for (int a = 0; a < Board.AREAS; a++) {
            double[] w = WEDGES[a];
            double[] c = ISLANDS[(int) w[0]];
            areas[a] = new Arc2D.Double(c[0] - c[2], c[1] - c[2], 2 * c[2], 2 * c[2], w[1], w[2] - w[1], Arc2D.PIE);
            double mid = (w[1] + w[2]) / 2;
            stackAnchor[a] = at(c, 0.5 * c[2], mid);
            labelAnchor[a] = at(c, 0.84 * c[2], mid);
        }
        // Volcano spots: on the gap between an area and the area its volcano merges into.
        Board board = org.ichto.urland.board.BoardLoader.standard();
        for (int a = 0; a < Board.AREAS; a++) {
            double[] w = WEDGES[a];
            double[] t = WEDGES[board.volcanoTarget(a)];
            double shared = Math.abs(norm(w[1]) - norm(t[2])) < 1e-6 ? w[1] : w[2];
            volcano[a] = at(ISLANDS[(int) w[0]], 0.3 * ISLANDS[(int) w[0]][2], shared);
        }
        double[] a = ISLANDS[0];
        double[] b = ISLANDS[1];
        double[] c = ISLANDS[2];
        double left = FIELD;
        double top = FIELD;
        double right = WIDTH - FIELD;
        double bottom = HEIGHT - FIELD;
        Point2D a60 = at(a, a[2] + 40, 60);
        Point2D a150 = at(a, a[2] + 40, 150);
        Point2D a270 = at(a, a[2] + 25, 270);
        Point2D b60 = at(b, b[2] + 40, 60);
        Point2D b150 = at(b, b[2] + 40, 150);
        Point2D b250 = at(b, b[2] + 20, 250);
        Point2D c60 = at(c, c[2] + 20, 60);
        Point2D c130 = at(c, c[2] + 25, 130);
        Point2D cMinus20 = at(c, c[2] + 30, -20);
        Point2D c215 = at(c, c[2] + 30, 215);
        Point2D ac = new Point2D.Double(a[0], a[1]);
        Point2D bc = new Point2D.Double(b[0], b[1]);
        Point2D cc = new Point2D.Double(c[0], c[1]);
        oceans[0] = sea(p(left, top), p(right, top), p(right, 130), b60, bc, b150, a60, ac, a150, p(left, 180));
        oceans[1] = sea(p(right, 130), p(right, bottom), p(1330, bottom), cMinus20, cc, c60, b250, bc, b60);
        oceans[2] = sea(p(420, bottom), c215, cc, cMinus20, p(1330, bottom));
        oceans[3] = sea(p(left, 180), a150, ac, a270, c130, cc, c215, p(420, bottom), p(left, bottom));
        oceans[4] = sea(a60, b150, bc, b250, c60, cc, c130, a270, ac);
        stackAnchor[12] = p(800, 128);
        stackAnchor[13] = p(1470, 560);
        stackAnchor[14] = p(1090, 902);
        stackAnchor[15] = p(130, 600);
        stackAnchor[16] = p(800, 395);
        labelAnchor[12] = p(330, 82);
        labelAnchor[13] = p(1470, 470);
        labelAnchor[14] = p(1200, 905);
        labelAnchor[15] = p(130, 510);
        labelAnchor[16] = p(800, 318);

        // 51 spaces clockwise from the top-left corner: 16 along the top, 9 down the right side,
        // 16 back along the bottom, 10 up the left side; corners belong to the top and bottom rows.
        double inset = 8;
        double across = (WIDTH - 2 * inset) / 16;
        double rightSide = (HEIGHT - 2 * FIELD) / 9;
        double leftSide = (HEIGHT - 2 * FIELD) / 10;
        for (int i = 0; i < TRACK_SPACES; i++) {
            if (i < 16) {
                trackCentre[i] = p(inset + (i + 0.5) * across, inset + BAND / 2);
                trackLength[i] = across;
            } else if (i < 25) {
                trackCentre[i] = p(WIDTH - inset - BAND / 2, FIELD + (i - 16 + 0.5) * rightSide);
                trackAngle[i] = Math.PI / 2;
                trackLength[i] = rightSide;
            } else if (i < 41) {
                trackCentre[i] = p(WIDTH - inset - (i - 25 + 0.5) * across, HEIGHT - inset - BAND / 2);
                trackLength[i] = across;
            } else {
                trackCentre[i] = p(inset + BAND / 2, HEIGHT - FIELD - (i - 41 + 0.5) * leftSide);
                trackAngle[i] = Math.PI / 2;
                trackLength[i] = leftSide;
            }
        }
    }

    public static BoardGeometry get() {
        return INSTANCE;
    }

    private static double norm(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
    }

    private static Point2D p(double x, double y) {
        return new Point2D.Double(x, y);
    }

    private static Point2D at(double[] centre, double r, double deg) {
        double rad = Math.toRadians(deg);
        return p(centre[0] + r * Math.cos(rad), centre[1] - r * Math.sin(rad));
    }

    private Shape sea(Point2D... corners) {
        Path2D path = new Path2D.Double();
        path.moveTo(corners[0].getX(), corners[0].getY());
        for (int i = 1; i < corners.length; i++) {
            path.lineTo(corners[i].getX(), corners[i].getY());
        }
        path.closePath();
        Area sea = new Area(path);
        sea.intersect(new Area(new Rectangle2D.Double(FIELD, FIELD, WIDTH - 2 * FIELD, HEIGHT - 2 * FIELD)));
        sea.subtract(land);
        return sea;
    }

    /** The transform from logical units into a component of this size (uniform scale, centred). */
    public static AffineTransform transform(double width, double height) {
        double scale = Math.min(width / WIDTH, height / HEIGHT);
        AffineTransform t = new AffineTransform();
        t.translate((width - WIDTH * scale) / 2, (height - HEIGHT * scale) / 2);
        t.scale(scale, scale);
        return t;
    }

    public Shape area(int area) {
        return areas[area];
    }

    public Shape island(int index) {
        return islands[index];
    }

    public Shape ocean(int ocean) {
        return oceans[ocean];
    }

    /** The outline of a place in this state: a region is the union of its areas. */
    public Shape shapeOf(GameState s, int place) {
        if (Board.isOcean(place)) {
            return oceans[Board.oceanOf(place)];
        }
        Area region = new Area();
        for (int m = s.regionAreas(place); m != 0; m &= m - 1) {
            region.add(new Area(areas[Integer.numberOfTrailingZeros(m)]));
        }
        return region;
    }

    /** Where a place's Ichtos stand: for a region, the middle of its areas' spots. */
    public Point2D anchor(GameState s, int place) {
        if (Board.isOcean(place)) {
            return stackAnchor[place];
        }
        double x = 0;
        double y = 0;
        int n = 0;
        for (int m = s.regionAreas(place); m != 0; m &= m - 1) {
            Point2D p = stackAnchor[Integer.numberOfTrailingZeros(m)];
            x += p.getX();
            y += p.getY();
            n++;
        }
        return n == 0 ? stackAnchor[place] : p(x / n, y / n);
    }

    /** Where a place's name or number is written. */
    public Point2D label(int place) {
        return labelAnchor[place];
    }

    /** The border between two neighbouring areas of one island: a radius at their shared angle. */
    public Line2D border(int a, int b) {
        double[] wa = WEDGES[a];
        double[] wb = WEDGES[b];
        double angle = Math.abs(norm(wa[1]) - norm(wb[2])) < 1e-6 ? wa[1] : wa[2];
        double[] c = ISLANDS[(int) wa[0]];
        Point2D from = at(c, 10, angle);
        Point2D to = at(c, c[2] - 3, angle);
        return new Line2D.Double(from, to);
    }

    public Point2D volcano(int area) {
        return volcano[area];
    }

    public Point2D trackSpace(int space) {
        return trackCentre[Math.max(0, Math.min(TRACK_SPACES - 1, space))];
    }

    /** 0 for spaces along the top and bottom edges, a right angle along the sides. */
    public double trackAngle(int space) {
        return trackAngle[Math.max(0, Math.min(TRACK_SPACES - 1, space))];
    }

    /** The length of a track space along the edge. */
    public double trackCell(int space) {
        return trackLength[Math.max(0, Math.min(TRACK_SPACES - 1, space))];
    }

    public double trackBand() {
        return BAND;
    }

    /** The place at a logical point (a region's representative), or -1 off the map. */
    public int placeAt(GameState s, Point2D logical) {
        for (int a = 0; a < Board.AREAS; a++) {
            if (areas[a].contains(logical)) {
                return s.regionOf(a);
            }
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            if (oceans[o].contains(logical)) {
                return Board.oceanPlace(o);
            }
        }
        return -1;
    }
}
