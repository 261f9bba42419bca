package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class BoardGeometryTest {
    private static final Board BOARD = BoardLoader.standard();
    private static final BoardGeometry GEO = BoardGeometry.of(BOARD);

    @ParameterizedTest
    @CsvSource({"1024,700", "1280,800", "1600,1000", "1920,1080", "3840,2160", "640,400", "800,1200"})
    void everyPlaceIsFoundAtItsOwnAnchor(int w, int h) {
        BoardGeometry g = GEO.sized(w, h);
        for (int p = 0; p < Board.PLACES; p++) {
            assertThat(g.placeAt(g.anchor(p))).as("place %s at %dx%d", Board.placeName(p), w, h).isEqualTo(p);
            Point2D label = g.toScreen(g.labelAnchor(p));
            assertThat(g.placeAt(label)).as("label of %s", Board.placeName(p)).isEqualTo(p);
        }
    }

    @Test
    void mergedRegionsAnswerWithTheirRepresentative() {
        GameState s = BoardStates.merged(4, 3, 3);
        assertThat(Integer.bitCount(s.eruptedMask())).isGreaterThanOrEqualTo(3);
        BoardGeometry g = GEO.sized(1920, 1080);
        int merged = 0;
        for (int a = 0; a < Board.AREAS; a++) {
            assertThat(g.placeAt(s, g.anchor(a))).isEqualTo(s.regionOf(a));
            if (s.regionOf(a) != a) {
                merged++;
            }
        }
        assertThat(merged).isPositive();
        for (int o = Board.AREAS; o < Board.PLACES; o++) {
            assertThat(g.placeAt(s, g.anchor(o))).isEqualTo(o);
        }
    }

    @Test
    void theTrackAndTheBarsAroundTheBoardAreNoPlace() {
        BoardGeometry g = GEO.sized(1920, 1080);
        assertThat(g.placeAt(new Point2D.Double(5, 5))).isEqualTo(-1);
        assertThat(g.placeAt(g.toScreen(new Point2D.Double(20, 500)))).isEqualTo(-1);
        assertThat(g.trackSpaceAt(g.toScreen(new Point2D.Double(20, 20)))).isZero();
    }

    @Test
    void everyShallowWaterGapIsARiverBetweenItsTwoAreas() {
        Set<String> seen = new HashSet<>();
        for (BoardGeometry.Gap gap : GEO.gaps()) {
            assertThat(BOARD.shallowNeighbours(gap.first()) & (1 << gap.second())).isNotZero();
            seen.add(Math.min(gap.first(), gap.second()) + "-" + Math.max(gap.first(), gap.second()));
            // Just either side of the river's middle lie its two areas.
            Rectangle2D b = gap.path().getBounds2D();
            Point2D mid = midpoint(gap);
            Set<Integer> sides = new HashSet<>();
            for (int dx = -6; dx <= 6; dx += 3) {
                for (int dy = -6; dy <= 6; dy += 3) {
                    int p = GEO.logicalPlaceAt(new Point2D.Double(mid.getX() + dx, mid.getY() + dy));
                    if (p >= 0) {
                        sides.add(p);
                    }
                }
            }
            assertThat(sides).as("around the river %d-%d at %s (%s)", gap.first() + 1, gap.second() + 1, mid, b)
                    .containsExactlyInAnyOrder(gap.first(), gap.second());
        }
        int pairs = 0;
        for (int a = 0; a < Board.AREAS; a++) {
            pairs += Integer.bitCount(BOARD.shallowNeighbours(a));
        }
        assertThat(seen).hasSize(pairs / 2);
    }

    private static Point2D mid(Point2D a, Point2D b) {
        return new Point2D.Double((a.getX() + b.getX()) / 2, (a.getY() + b.getY()) / 2);
    }

    private static Point2D midpoint(BoardGeometry.Gap gap) {
        java.awt.geom.PathIterator it = gap.path().getPathIterator(null);
        java.util.List<Point2D> pts = new java.util.ArrayList<>();
        double[] c = new double[6];
        while (!it.isDone()) {
            it.currentSegment(c);
            pts.add(new Point2D.Double(c[0], c[1]));
            it.next();
        }
        return mid(pts.get(pts.size() / 2 - 1), pts.get(pts.size() / 2));
    }

    @Test
    void everyAreaFacesExactlyTheOceansItBorders() {
        BoardLayout l = new BoardLayout(BOARD);
        for (int k = 0; k < l.continents; k++) {
            int[] ring = l.rings[k];
            for (int i = 0; i < ring.length; i++) {
                double from = l.rivers[k][i];
                double to = i + 1 < ring.length ? l.rivers[k][i + 1] : l.rivers[k][0] + 360;
                int found = 0;
                for (double b = from + 4; b < to - 4; b += 0.5) {
                    int p = GEO.logicalPlaceAt(l.point(k, b, 1.06));
                    if (p >= Board.AREAS) {
                        found |= 1 << (p - Board.AREAS);
                    }
                }
                assertThat(found).as("oceans off the coast of area %d", ring[i] + 1).isEqualTo(BOARD.areaOceans(ring[i]));
            }
        }
    }

    @Test
    void oceansMeetOnlyWhereTheBoardSaysTheyAreNeighbours() {
        for (Line2D line : GEO.oceanBorders()) {
            double mx = (line.getX1() + line.getX2()) / 2;
            double my = (line.getY1() + line.getY2()) / 2;
            double len = line.getP1().distance(line.getP2());
            double nx = -(line.getY2() - line.getY1()) / len * 5;
            double ny = (line.getX2() - line.getX1()) / len * 5;
            int a = GEO.logicalPlaceAt(new Point2D.Double(mx + nx, my + ny));
            int b = GEO.logicalPlaceAt(new Point2D.Double(mx - nx, my - ny));
            assertThat(a).isGreaterThanOrEqualTo(Board.AREAS);
            assertThat(b).isGreaterThanOrEqualTo(Board.AREAS).isNotEqualTo(a);
            assertThat(BOARD.oceanNeighbours(a - Board.AREAS) & (1 << (b - Board.AREAS))).isNotZero();
        }
        // The inner sea never reaches the edge of the sheet.
        Rectangle2D sea = GEO.seaBounds();
        Rectangle2D inner = new Rectangle2D.Double(sea.getX() + 3, sea.getY() + 3, sea.getWidth() - 6, sea.getHeight() - 6);
        assertThat(inner.contains(GEO.oceanShape(4).getBounds2D())).isTrue();
    }

    @Test
    void volcanoesLieOnTheGapTowardsTheirTarget() {
        for (int area = 0; area < Board.AREAS; area++) {
            int a = area;
            int p = GEO.logicalPlaceAt(GEO.volcanoSpot(a));
            assertThat(p).as("volcano %d", a + 1).isIn(a, BOARD.volcanoTarget(a));
            BoardGeometry.Gap gap = GEO.gaps().stream().filter(x -> x.joins(a, BOARD.volcanoTarget(a))).findFirst()
                    .orElseThrow();
            assertThat(distance(gap, GEO.volcanoSpot(a))).as("volcano %d off its river", a + 1).isLessThan(12);
        }
    }

    private static double distance(BoardGeometry.Gap gap, Point2D p) {
        double best = Double.MAX_VALUE;
        java.awt.geom.PathIterator it = gap.path().getPathIterator(null);
        double[] c = new double[6];
        double lx = Double.NaN;
        double ly = Double.NaN;
        while (!it.isDone()) {
            it.currentSegment(c);
            if (!Double.isNaN(lx)) {
                best = Math.min(best, Line2D.ptSegDist(lx, ly, c[0], c[1], p.getX(), p.getY()));
            }
            lx = c[0];
            ly = c[1];
            it.next();
        }
        return best;
    }

    @Test
    void theTrackRunsRoundTheEdgeOneCellPerSpace() {
        assertThat(GEO.trackCells()).isEqualTo(BOARD.trackLength() + 1);
        for (int i = 0; i < GEO.trackCells(); i++) {
            Rectangle2D c = GEO.trackCell(i);
            Rectangle2D next = GEO.trackCell((i + 1) % GEO.trackCells());
            // Consecutive spaces share an edge, and no two cells overlap.
            Rectangle2D grown = new Rectangle2D.Double(c.getX() - 0.5, c.getY() - 0.5, c.getWidth() + 1, c.getHeight() + 1);
            assertThat(grown.intersects(next)).as("space %d next to %d", i, i + 1).isTrue();
            for (int j = i + 1; j < GEO.trackCells(); j++) {
                Rectangle2D o = GEO.trackCell(j);
                Rectangle2D shrunk = new Rectangle2D.Double(o.getX() + 0.5, o.getY() + 0.5, o.getWidth() - 1, o.getHeight() - 1);
                assertThat(c.intersects(shrunk)).as("spaces %d and %d", i, j).isFalse();
            }
            assertThat(GEO.seaBounds().intersects(c.getX() + 1, c.getY() + 1, c.getWidth() - 2, c.getHeight() - 2)).isFalse();
        }
    }

    @Test
    void markersOnOneSpaceStandApartInsideTheirCell() {
        for (int space : new int[] {0, 7, 16, 20, 30, 42, 47}) {
            for (int n = 1; n <= 5; n++) {
                Set<Point2D> seen = new HashSet<>();
                double size = GEO.markerSize(space, n);
                assertThat(size).isGreaterThanOrEqualTo(14);
                for (int i = 0; i < n; i++) {
                    Point2D p = GEO.logicalMarker(space, i, n);
                    assertThat(GEO.trackCell(space).contains(p)).isTrue();
                    for (Point2D q : seen) {
                        assertThat(p.distance(q)).isGreaterThanOrEqualTo(size);
                    }
                    seen.add(p);
                }
            }
        }
    }

    @Test
    void scalingKeepsTheBoardWholeAndCentred() {
        BoardGeometry g = GEO.sized(1920, 1080);
        assertThat(g.scale()).isEqualTo(1.08);
        Point2D topLeft = g.toScreen(new Point2D.Double(0, 0));
        assertThat(topLeft.getX()).isEqualTo(96.0);
        assertThat(topLeft.getY()).isZero();
        assertThat(g.toLogical(g.toScreen(new Point2D.Double(123, 456))).distance(123, 456)).isLessThan(1e-9);
        assertThat(GEO.sized(1600, 1000).scale()).isEqualTo(1.0);
    }
}
