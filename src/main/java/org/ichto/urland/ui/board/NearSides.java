package org.ichto.urland.ui.board;

import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The sides of an outline sorted into the squares of a grid, to tell quickly whether a point has a side within some
 * distance: only the sides in the squares around the point are measured. Distances count horizontal lengths 1.5
 * times shorter (room for a line of text), as {@link BoardLayout#pole} measures them.
 */
final class NearSides {
    /** Horizontal lengths are divided by this. */
    static final double WIDE = 1.5;
    private static final double SQUARE = 16;

    private final List<double[]> sides;
    private final double left;
    private final double top;
    private final int columns;
    private final int rows;
    /** Per square (row by row), the indices of the sides whose box reaches into it. */
    private final int[][] inSquare;

    /** The sides ({x1, y1, x2, y2} each) of an outline lying within these bounds. */
    NearSides(List<double[]> sides, Rectangle2D bounds) {
        this.sides = sides;
        left = bounds.getMinX() / WIDE;
        top = bounds.getMinY();
        columns = Math.max(1, (int) Math.ceil(bounds.getWidth() / WIDE / SQUARE) + 1);
        rows = Math.max(1, (int) Math.ceil(bounds.getHeight() / SQUARE) + 1);
        int[] counts = new int[columns * rows];
        for (double[] s : sides) {
            forSquaresOf(s, q -> counts[q]++);
        }
        inSquare = new int[columns * rows][];
        for (int q = 0; q < inSquare.length; q++) {
            inSquare[q] = new int[counts[q]];
        }
        Arrays.fill(counts, 0);
        for (int i = 0; i < sides.size(); i++) {
            int side = i;
            forSquaresOf(sides.get(i), q -> inSquare[q][counts[q]++] = side);
        }
    }

    /** The sides of a shape's outline, flattened to lines: {x1, y1, x2, y2} each, closing sides included. */
    static List<double[]> sidesOf(Shape shape) {
        List<double[]> sides = new ArrayList<>();
        PathIterator it = shape.getPathIterator(null, 1.0);
        double[] c = new double[6];
        double sx = 0;
        double sy = 0;
        double lx = 0;
        double ly = 0;
        while (!it.isDone()) {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_MOVETO) {
                sx = lx = c[0];
                sy = ly = c[1];
            } else if (type == PathIterator.SEG_LINETO) {
                sides.add(new double[] {lx, ly, c[0], c[1]});
                lx = c[0];
                ly = c[1];
            } else if (type == PathIterator.SEG_CLOSE) {
                sides.add(new double[] {lx, ly, sx, sy});
                lx = sx;
                ly = sy;
            }
            it.next();
        }
        return sides;
    }

    /** Each square (its index) that the box of this side reaches into. */
    private void forSquaresOf(double[] s, IntConsumer square) {
        int c0 = column(Math.min(s[0], s[2]) / WIDE);
        int c1 = column(Math.max(s[0], s[2]) / WIDE);
        int r0 = row(Math.min(s[1], s[3]));
        int r1 = row(Math.max(s[1], s[3]));
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                square.accept(r * columns + c);
            }
        }
    }

    /**
     * Whether some side lies at most {@code distance} from the point. A side that near passes through the box of that
     * half-width around the point, so it is filed in a square the box reaches into.
     */
    boolean anyWithin(double x, double y, double distance) {
        if (distance < 0) {
            return false;
        }
        double sx = x / WIDE;
        int c0 = column(sx - distance);
        int c1 = column(sx + distance);
        int r0 = row(y - distance);
        int r1 = row(y + distance);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                for (int i : inSquare[r * columns + c]) {
                    if (distance(x, y, sides.get(i)) <= distance) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The distance from the point to its nearest side (every side measured). */
    double nearest(double x, double y) {
        double d = Double.MAX_VALUE;
        for (double[] s : sides) {
            d = Math.min(d, distance(x, y, s));
        }
        return d;
    }

    /** Distance to a side, with horizontal distances counted {@link #WIDE} times shorter. */
    static double distance(double x, double y, double[] s) {
        return Line2D.ptSegDist(s[0] / WIDE, s[1], s[2] / WIDE, s[3], x / WIDE, y);
    }

    private int column(double sx) {
        return clamp((int) Math.floor((sx - left) / SQUARE), columns);
    }

    private int row(double y) {
        return clamp((int) Math.floor((y - top) / SQUARE), rows);
    }

    private static int clamp(int i, int n) {
        return Math.max(0, Math.min(n - 1, i));
    }
}
