package org.ichto.urland.ui.board;

import org.junit.jupiter.api.Test;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The grid of sides answers as measuring every side would, for points inside, on and beyond its bounds. */
class NearSidesTest {
    @Test
    void aSideWithinTheDistanceIsFoundExactlyWhenOneIs() {
        Random random = new Random(11);
        for (int round = 0; round < 40; round++) {
            List<double[]> sides = new ArrayList<>();
            double minX = Double.MAX_VALUE;
            double minY = Double.MAX_VALUE;
            double maxX = -Double.MAX_VALUE;
            double maxY = -Double.MAX_VALUE;
            for (int i = 0; i < 1 + random.nextInt(60); i++) {
                double[] s = {random.nextDouble() * 900, random.nextDouble() * 500, random.nextDouble() * 900,
                        random.nextDouble() * 500};
                sides.add(s);
                minX = Math.min(minX, Math.min(s[0], s[2]));
                maxX = Math.max(maxX, Math.max(s[0], s[2]));
                minY = Math.min(minY, Math.min(s[1], s[3]));
                maxY = Math.max(maxY, Math.max(s[1], s[3]));
            }
            NearSides grid = new NearSides(sides, new Rectangle2D.Double(minX, minY, maxX - minX, maxY - minY));
            for (int p = 0; p < 400; p++) {
                double x = random.nextDouble() * 1100 - 100;
                double y = random.nextDouble() * 700 - 100;
                double r = p % 10 == 0 ? -1 : random.nextDouble() * 120;
                double nearest = Double.MAX_VALUE;
                for (double[] s : sides) {
                    nearest = Math.min(nearest, NearSides.distance(x, y, s));
                }
                assertThat(grid.nearest(x, y)).isEqualTo(nearest);
                assertThat(grid.anyWithin(x, y, r)).as("point %.1f,%.1f within %.1f", x, y, r)
                        .isEqualTo(r >= 0 && nearest <= r);
                // Exactly at the distance of the nearest side counts as within.
                assertThat(grid.anyWithin(x, y, nearest)).isTrue();
            }
        }
    }
}
