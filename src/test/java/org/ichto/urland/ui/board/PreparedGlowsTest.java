package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;

import java.awt.Shape;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A state's merged regions have their outlines and glow bands made beside the event thread, and a highlight then
 * finds the very shapes made there.
 */
class PreparedGlowsTest {
    @Test
    void aStatesRegionsAndTheOceansGetTheirOutlinesAndBandsMadeBeforeTheyAreHighlighted() throws InterruptedException {
        // Regions merged by eruptions: outlines no other test of this class asked for.
        GameState s = BoardStates.merged(5, 21, 2);
        BoardGeometry geo = BoardGeometry.of(s.board());
        List<Integer> merged = new ArrayList<>();
        for (int a = 0; a < Board.AREAS; a++) {
            int mask = s.regionAreas(s.regionOf(a));
            if (Integer.bitCount(mask) > 1 && !merged.contains(mask)) {
                merged.add(mask);
            }
        }
        assertThat(merged).as("merged regions").isNotEmpty();

        BoardPainter.prepareGlows(s);

        List<Shape> shapes = new ArrayList<>();
        for (int mask : merged) {
            shapes.add(geo.regionShape(mask));
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            shapes.add(geo.oceanShape(o));
        }
        long deadline = System.currentTimeMillis() + 20_000;
        while (!allBands(geo, shapes) && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        assertThat(allBands(geo, shapes)).as("every band made beside").isTrue();
        for (int mask : merged) {
            assertThat(geo.regionShape(mask)).as("one outline per region, kept").isSameAs(shapes.get(merged.indexOf(mask)));
        }
        // A glow asks for the band kept, not a new one.
        Shape band = geo.innerBand(shapes.get(0), 16, false);
        assertThat(geo.innerBand(shapes.get(0), 16, false)).isSameAs(band);
    }

    private static boolean allBands(BoardGeometry geo, List<Shape> shapes) {
        for (Shape shape : shapes) {
            for (double w : new double[] {10, 12, 16, 18, 20}) {
                if (!geo.hasInnerBand(shape, w)) {
                    return false;
                }
            }
        }
        return true;
    }
}
