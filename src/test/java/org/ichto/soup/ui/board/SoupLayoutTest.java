package org.ichto.soup.ui.board;

import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

import static org.assertj.core.api.Assertions.assertThat;

/** Where the amoebas of a crowded space go: inside the space, and never over its food counts. */
class SoupLayoutTest {
    private static final SoupBoard BOARD = SoupBoardLoader.standard();

    @ParameterizedTest
    @CsvSource({"1920, 1080", "1280, 720", "1000, 700"})
    void amoebasStayAboveTheFoodHoweverManyShareASpace(int width, int height) {
        SoupLayout layout = SoupLayout.of(BOARD, width, height);
        for (int count = 1; count <= 8; count++) {
            double size = layout.amoebaSize(count);
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                Rectangle2D r = layout.spaceRect(space);
                double foodTop = layout.foodSlot(space, 0, 4).getY();
                for (int i = 0; i < count; i++) {
                    Point2D c = layout.amoebaCentre(space, i, count);
                    // The piece with its shadow (a tenth of its size below it).
                    double bottom = c.getY() + size * 0.6;
                    assertThat(bottom).as("%d amoebas on space %d, amoeba %d", count, space, i)
                            .isLessThanOrEqualTo(foodTop + size * 0.1);
                    assertThat(c.getX() - size / 2).isGreaterThanOrEqualTo(r.getX());
                    assertThat(c.getX() + size / 2).isLessThanOrEqualTo(r.getMaxX());
                    assertThat(c.getY() - size / 2).isGreaterThanOrEqualTo(r.getY());
                }
            }
        }
    }
}
