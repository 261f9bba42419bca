package org.ichto.urland.ui.board;

import org.ichto.urland.rules.GameState;
import org.ichto.shell.ui.pictures.GroundPicture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

import static org.assertj.core.api.Assertions.assertThat;

/** The ground drawn beside the event thread before the board's first paint: taken when it fits, and the same. */
class PreparedGroundTest {
    /** Each test paints its own grounds: none copied from another test's painter. */
    @BeforeEach
    void paintOwnGrounds() {
        GroundPicture.forgetRecent();
    }

    private static final GameState STATE = BoardStates.merged(4, 3, 2);

    /** The board painted at this size and screen scale, as a screen at that scale would paint it. */
    private static BufferedImage paint(BoardPainter painter, GameState s, int w, int h, double scale) {
        BufferedImage img = new BufferedImage((int) Math.ceil(w * scale), (int) Math.ceil(h * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.scale(scale, scale);
            painter.paint(g, s, BoardStates.seats(4), w, h, Highlights.NONE);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void assertSamePixels(BufferedImage actual, BufferedImage expected) {
        assertThat(actual.getWidth()).isEqualTo(expected.getWidth());
        assertThat(actual.getHeight()).isEqualTo(expected.getHeight());
        int differing = 0;
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                if (actual.getRGB(x, y) != expected.getRGB(x, y)) {
                    differing++;
                }
            }
        }
        assertThat(differing).as("pixels that differ").isZero();
    }

    @Test
    void theFirstPaintTakesTheGroundPreparedForItsSizeAndItLooksTheSame() {
        for (double scale : new double[] {1, 1.5, 2}) {
            BoardPainter prepared = new BoardPainter(BoardTheme.DARK, Labels.DEFAULT);
            prepared.prepareGround(STATE, 900, 560, scale, scale);
            BufferedImage withPrepared = paint(prepared, STATE, 900, 560, scale);

            GroundPicture.forgetRecent(); // painted here, not copied from the one just prepared
            BoardPainter direct = new BoardPainter(BoardTheme.DARK, Labels.DEFAULT);
            BufferedImage drawnHere = paint(direct, STATE, 900, 560, scale);

            assertSamePixels(withPrepared, drawnHere);
            assertThat(direct.groundsPainted()).isEqualTo(1);
            assertThat(prepared.groundsPainted()).as("scale %s: taken ready", scale).isZero();
            // Painted again, the board keeps the ground it took.
            paint(prepared, STATE, 900, 560, scale);
            assertThat(prepared.groundsPainted()).isZero();
        }
    }

    @Test
    void aGroundPreparedForAnotherSizeOrPositionIsNotUsed() {
        BoardPainter painter = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
        painter.prepareGround(STATE, 900, 560, 1, 1);
        BufferedImage other = paint(painter, STATE, 800, 560, 1);
        assertThat(painter.groundsPainted()).isEqualTo(1);
        assertSamePixels(other, paint(new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT), STATE, 800, 560, 1));

        // Another size than above: the ground prepared there for this position is kept aside for the next painter.
        BoardPainter erupted = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
        erupted.prepareGround(BoardStates.merged(4, 3, 0), 910, 560, 1, 1);
        assertSamePixels(paint(erupted, STATE, 910, 560, 1),
                paint(new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT), STATE, 910, 560, 1));
        assertThat(erupted.groundsPainted()).isEqualTo(1);
    }

    @Test
    void onlyTheFirstGroundIsPrepared() {
        BoardPainter painter = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
        paint(painter, STATE, 900, 560, 1);
        // Resized after its first paint, the board draws its ground itself (a drag would start a drawing at each step).
        painter.prepareGround(STATE, 700, 500, 1, 1);
        paint(painter, STATE, 700, 500, 1);
        assertThat(painter.groundsPainted()).isEqualTo(2);
    }
}
