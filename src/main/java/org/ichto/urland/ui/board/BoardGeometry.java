package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Where everything lies on the board. The layout lives in a fixed logical sheet of {@link #WIDTH} by {@link #HEIGHT}
 * units and is scaled uniformly into a component (centred, with bars on the sides that are too long). Shapes and
 * points named "logical" are in sheet units; {@link #anchor}, {@link #placeAt} and {@link #markerAnchor} work in the
 * component's pixels. Immutable; the layout of a board is computed once and shared.
 *
 * <p>Places are as in {@link Board}: 0..11 the areas 1..12, 12..16 the oceans O1..O5.
 */
public final class BoardGeometry {
    public static final double WIDTH = 1600;
    public static final double HEIGHT = 1000;
    /** Thickness of the band of the scoring track around the edge. */
    public static final double TRACK = 56;

    private static final Map<Board, BoardLayout> LAYOUTS = Collections.synchronizedMap(new WeakHashMap<>());

    private final BoardLayout layout;
    private final int width;
    private final int height;
    private final double scale;
    private final AffineTransform toScreen;
    private final AffineTransform toLogical;

    private BoardGeometry(BoardLayout layout, int width, int height) {
        this.layout = layout;
        this.width = Math.max(1, width);
        this.height = Math.max(1, height);
        scale = Math.min(this.width / WIDTH, this.height / HEIGHT);
        double ox = (this.width - WIDTH * scale) / 2;
        double oy = (this.height - HEIGHT * scale) / 2;
        toScreen = new AffineTransform(scale, 0, 0, scale, ox, oy);
        try {
            toLogical = toScreen.createInverse();
        } catch (NoninvertibleTransformException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The layout of a board, at its logical size (1600 by 1000 pixels). */
    public static BoardGeometry of(Board board) {
        return new BoardGeometry(LAYOUTS.computeIfAbsent(board, BoardLayout::new), (int) WIDTH, (int) HEIGHT);
    }

    /** The same layout shown in a component of this size. */
    public BoardGeometry sized(int width, int height) {
        if (width == this.width && height == this.height) {
            return this;
        }
        return new BoardGeometry(layout, width, height);
    }

    public Board board() {
        return layout.board;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Component pixels per logical unit. */
    public double scale() {
        return scale;
    }

    /** Logical units to component pixels (a copy). */
    public AffineTransform transform() {
        return new AffineTransform(toScreen);
    }

    public Point2D toScreen(Point2D logical) {
        return toScreen.transform(logical, null);
    }

    public Point2D toLogical(Point2D screen) {
        return toLogical.transform(screen, null);
    }

    // ------------------------------------------------------------------ logical shapes and points

    /** The wedge of one land area (logical). */
    public Shape areaShape(int area) {
        return layout.areaShapes[area];
    }

    /** The union of the areas in an area mask (logical): a merged region's outline. */
    public Shape regionShape(int areaMask) {
        if (areaMask <= 0 || areaMask >= 1 << Board.AREAS) {
            throw new IllegalArgumentException("not an area mask: " + areaMask);
        }
        return layout.regionShape(areaMask);
    }

    /**
     * The strip of one of this layout's shapes (an area, region or ocean) within {@code width} of its outline, for
     * outlines that glow inwards; dashed gives it broken into dashes. Kept once computed.
     */
    public Shape innerBand(Shape shape, double width, boolean dashed) {
        return layout.innerBand(shape, width, dashed);
    }

    /**
     * Has the outlines of these regions (area masks, repeats allowed) and of the oceans, and their inner bands of these
     * widths, made on a thread beside the event thread, those not asked for before. What is asked for before they are
     * ready waits for them or is made on the spot, the same either way.
     */
    public void prepareGlows(int[] regionMasks, double[] bandWidths) {
        layout.prepare(regionMasks, bandWidths);
    }

    /** Whether the inner band of this width (not dashed) of this shape has been made already. */
    boolean hasInnerBand(Shape shape, double width) {
        return layout.hasInnerBand(shape, width);
    }

    /** The water of one ocean, 0..4 (logical). */
    public Shape oceanShape(int ocean) {
        return layout.oceanShapes[ocean];
    }

    /** An area's wedge or an ocean's water (logical). */
    public Shape placeShape(int place) {
        return Board.isOcean(place) ? oceanShape(Board.oceanOf(place)) : areaShape(place);
    }

    /** The outline of a continent's island (logical). */
    public Shape islandShape(int continent) {
        return layout.islands[continent];
    }

    /** The lake in the middle of an island where its rivers rise (logical). */
    public Shape lakeShape(int continent) {
        return layout.lakes[continent];
    }

    /** The areas of a continent in clockwise order around its island. */
    public int[] ring(int continent) {
        return layout.rings[continent].clone();
    }

    public int continentCount() {
        return layout.continents;
    }

    /** The shallow-water gaps: one river between two neighbouring areas each (logical paths, lake to sea). */
    public List<Gap> gaps() {
        return Collections.unmodifiableList(layout.gaps);
    }

    /** A shallow-water gap between two areas of one continent; {@code path} runs from the lake to the sea. */
    public record Gap(int first, int second, Shape path) {
        /** Whether this gap lies between these two areas (either way round). */
        public boolean joins(int a, int b) {
            return (first == a && second == b) || (first == b && second == a);
        }
    }

    /** The lines where one ocean meets the next (logical). */
    public List<Line2D> oceanBorders() {
        return Collections.unmodifiableList(layout.oceanBorders);
    }

    /** The water inside the track (logical). */
    public Rectangle2D seaBounds() {
        return (Rectangle2D) layout.sea.clone();
    }

    /** The centre of a place's Ichtos (logical); for a region, use its representative area. */
    public Point2D logicalAnchor(int place) {
        return (Point2D) layout.anchors[place].clone();
    }

    /** Where a place's number or name is written (logical). */
    public Point2D labelAnchor(int place) {
        return (Point2D) layout.labels[place].clone();
    }

    /** The volcano of an area (logical): on the river towards the area its eruption merges it with. */
    public Point2D volcanoSpot(int area) {
        return (Point2D) layout.volcanoes[area].clone();
    }

    /** The cell of a track space, 0..trackLength (logical). */
    public Rectangle2D trackCell(int space) {
        return (Rectangle2D) layout.trackCells[space].clone();
    }

    /** Which side of the sheet a track cell lies on: 0 top, 1 right, 2 bottom, 3 left, 4..7 corners NW, NE, SE, SW. */
    public int trackSide(int space) {
        return layout.trackSide[space];
    }

    public int trackCells() {
        return layout.trackCells.length;
    }

    /** The logical size of a track marker when {@code slots} markers share one space. */
    public double markerSize(int space, int slots) {
        return markerLayout(space, slots)[0];
    }

    /**
     * The centre of marker {@code slot} of {@code slots} sharing a space (logical). Markers keep clear of the band
     * along the outer edge, where the space's number is written.
     */
    public Point2D logicalMarker(int space, int slot, int slots) {
        double[] m = markerLayout(space, slots);
        return new Point2D.Double(m[1 + 2 * slot], m[2 + 2 * slot]);
    }

    /**
     * The band of a track cell where its number is written (logical): along the outer edge of the top and bottom
     * rows, across the top of the cells on the left and right sides.
     */
    public Rectangle2D trackNumberBand(int space) {
        Rectangle2D c = layout.trackCells[space];
        double n = NUMBER_BAND;
        return switch (layout.trackSide[space]) {
            case 2, 6, 7 -> new Rectangle2D.Double(c.getX(), c.getMaxY() - n, c.getWidth(), n);
            default -> new Rectangle2D.Double(c.getX(), c.getY(), c.getWidth(), n);
        };
    }

    static final double NUMBER_BAND = 17;

    private double[] markerLayout(int space, int slots) {
        Rectangle2D c = layout.trackCells[space];
        int side = layout.trackSide[space];
        Rectangle2D band = trackNumberBand(space);
        // The zone left for markers.
        double x0 = c.getX();
        double y0 = c.getY();
        double x1 = c.getMaxX();
        double y1 = c.getMaxY();
        if (side == 2 || side == 6 || side == 7) {
            y1 = band.getY();
        } else {
            y0 = band.getMaxY();
        }
        double zw = x1 - x0;
        double zh = y1 - y0;
        boolean horizontal = zw >= zh;
        double along = horizontal ? zw : zh;
        double across = horizontal ? zh : zw;
        int n = Math.max(1, slots);
        int rows = n * 23 <= along - 4 ? 1 : 2;
        int perRow = (n + rows - 1) / rows;
        double spacing = Math.min(23, (along - 4) / perRow);
        double rowGap = rows == 1 ? 0 : Math.min(21, (across - 2) / 2);
        double size = Math.min(Math.min(20, spacing - 2), rows == 1 ? across - 6 : rowGap - 1);
        double[] out = new double[1 + 2 * n];
        out[0] = size;
        double mx = (x0 + x1) / 2;
        double my = (y0 + y1) / 2;
        for (int i = 0; i < n; i++) {
            int row = i / perRow;
            int inRow = row == rows - 1 ? n - perRow * (rows - 1) : perRow;
            int col = i % perRow;
            double a = (col - (inRow - 1) / 2.0) * spacing;
            double b = rows == 1 ? 0 : (row - 0.5) * rowGap;
            out[1 + 2 * i] = horizontal ? mx + a : mx + b;
            out[2 + 2 * i] = horizontal ? my + b : my + a;
        }
        return out;
    }

    // ------------------------------------------------------------------ component pixels

    /** The centre of a place's Ichtos, in component pixels. */
    public Point2D anchor(int place) {
        return toScreen(layout.anchors[place]);
    }

    /** The place under a point in component pixels: an area 0..11, an ocean 12..16, or -1. */
    public int placeAt(Point2D screen) {
        return logicalPlaceAt(toLogical(screen));
    }

    /** As {@link #placeAt(Point2D)}, but a land area answers with its region's representative in this state. */
    public int placeAt(GameState state, Point2D screen) {
        int p = placeAt(screen);
        return p >= 0 && p < Board.AREAS ? state.regionOf(p) : p;
    }

    /** The place under a logical point, or -1. */
    public int logicalPlaceAt(Point2D logical) {
        if (!layout.sea.contains(logical)) {
            return -1;
        }
        for (int a = 0; a < Board.AREAS; a++) {
            if (layout.areaShapes[a].contains(logical)) {
                return a;
            }
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            if (layout.oceanShapes[o].contains(logical)) {
                return Board.AREAS + o;
            }
        }
        return -1;
    }

    /** The track space under a point in component pixels, or -1. */
    /** The area whose volcano (cone or tile) lies under a point in component pixels, or -1. */
    public int volcanoAt(Point2D screen) {
        Point2D l = toLogical(screen);
        for (int a = 0; a < layout.volcanoes.length; a++) {
            // The cone is 26 wide and 19 high, the chip on it 25 square: a 16-unit circle takes both.
            if (layout.volcanoes[a].distance(l) <= 16) {
                return a;
            }
        }
        return -1;
    }

    public int trackSpaceAt(Point2D screen) {
        Point2D l = toLogical(screen);
        for (int i = 0; i < layout.trackCells.length; i++) {
            if (layout.trackCells[i].contains(l)) {
                return i;
            }
        }
        return -1;
    }

    /** The centre of a seat's marker on the track in this state, in component pixels. */
    public Point2D markerAnchor(GameState state, int seat) {
        return toScreen(logicalMarker(state, seat));
    }

    /** The centre of a seat's marker on the track in this state (logical). */
    public Point2D logicalMarker(GameState state, int seat) {
        int space = markerSpace(state, seat);
        int slot = 0;
        int slots = 0;
        for (int s = 0; s < state.players(); s++) {
            if (markerSpace(state, s) == space) {
                if (s < seat) {
                    slot++;
                }
                slots++;
            }
        }
        return logicalMarker(space, slot, slots);
    }

    /** The space a seat's marker stands on (scores beyond the track's end stand on its last space). */
    public int markerSpace(GameState state, int seat) {
        return Math.max(0, Math.min(layout.trackCells.length - 1, state.track(seat)));
    }
}
