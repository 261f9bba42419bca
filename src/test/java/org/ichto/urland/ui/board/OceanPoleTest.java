package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.board.BoardLoader;
import org.junit.jupiter.api.Test;

import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where an ocean's Ichtos and name go: the quick search of {@link BoardLayout#pole} (the nearest side of the point
 * before tried first, the test of lying inside only for points not given up soon) finds exactly the point the plain
 * search finds, which tests every point of the grid for lying inside and measures it against every side.
 */
class OceanPoleTest {
    private static final BoardGeometry GEO = BoardGeometry.of(BoardLoader.standard());

    @Test
    void theOceansAndAreasOfTheBoardGetThePlainSearchsPoint() {
        for (int p = 0; p < Board.PLACES; p++) {
            Shape shape = GEO.placeShape(p);
            assertThat(BoardLayout.pole(shape)).as("place %s", Board.placeName(p)).isEqualTo(plainPole(shape));
        }
    }

    @Test
    void mergedRegionsAndShapesWithHolesGetThePlainSearchsPoint() {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(GEO.regionShape((1 << Board.AREAS) - 1));
        shapes.add(GEO.regionShape(0b111));
        shapes.add(GEO.regionShape(0b1010_0000_0011));
        Random random = new Random(7);
        for (int i = 0; i < 12; i++) {
            Area a = new Area(new Rectangle2D.Double(50 + random.nextInt(100), 50 + random.nextInt(100),
                    300 + random.nextInt(700), 200 + random.nextInt(500)));
            for (int hole = 0; hole < 1 + random.nextInt(4); hole++) {
                a.subtract(new Area(new Ellipse2D.Double(random.nextInt(900), random.nextInt(600),
                        40 + random.nextInt(200), 40 + random.nextInt(200))));
            }
            shapes.add(new Path2D.Double(a));
        }
        shapes.add(new Ellipse2D.Double(10, 20, 30, 15));
        for (Shape shape : shapes) {
            assertThat(BoardLayout.pole(shape)).isEqualTo(plainPole(shape));
        }
    }

    /** The search as first written: inside first, then every side until one is nearer than the best so far. */
    private static Point2D plainPole(Shape shape) {
        List<double[]> segs = NearSides.sidesOf(shape);
        Rectangle2D b = shape.getBounds2D();
        double best = -1;
        double bx = b.getCenterX();
        double by = b.getCenterY();
        for (double step : new double[] {12, 3}) {
            double x0 = step == 12 ? b.getMinX() : bx - 15;
            double x1 = step == 12 ? b.getMaxX() : bx + 15;
            double y0 = step == 12 ? b.getMinY() : by - 15;
            double y1 = step == 12 ? b.getMaxY() : by + 15;
            for (double x = x0; x <= x1; x += step) {
                for (double y = y0; y <= y1; y += step) {
                    if (!shape.contains(x, y)) {
                        continue;
                    }
                    double d = Double.MAX_VALUE;
                    for (double[] s : segs) {
                        d = Math.min(d, Line2D.ptSegDist(s[0] / 1.5, s[1], s[2] / 1.5, s[3], x / 1.5, y));
                        if (d <= best) {
                            break;
                        }
                    }
                    if (d > best) {
                        best = d;
                        bx = x;
                        by = y;
                    }
                }
            }
        }
        return new Point2D.Double(bx, by);
    }
}
