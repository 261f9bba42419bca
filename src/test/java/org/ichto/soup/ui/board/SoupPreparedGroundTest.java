package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.shell.ui.pictures.GroundPicture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The ground drawn beside the event thread before the board's first paint: taken when it fits, and the same. */
class SoupPreparedGroundTest {
    /** Each test paints its own grounds: none copied from another test's painter. */
    @BeforeEach
    void paintOwnGrounds() {
        GroundPicture.forgetRecent();
    }

    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"),
            Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "grower"));
    private static final SoupTexts TEXTS = SoupTexts.of(Texts.ENGLISH);
    private static final SoupState STATE = SoupFixtures.randomGame(3, 5).states().get(20);

    private static BufferedImage paint(SoupPainter painter, int w, int h, double scale) {
        BufferedImage img = new BufferedImage((int) Math.ceil(w * scale), (int) Math.ceil(h * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.scale(scale, scale);
            painter.paint(g, STATE, SEATS, Marks.NONE, w, h);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static long differing(BufferedImage a, BufferedImage b) {
        long n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void theFirstPaintTakesTheGroundPreparedForItsSizeAndItLooksTheSame() {
        for (double scale : new double[] {1, 2}) {
            SoupPainter prepared = new SoupPainter(SoupTheme.DARK, TEXTS);
            prepared.prepareGround(STATE, 1000, 760, scale, scale);
            BufferedImage withPrepared = paint(prepared, 1000, 760, scale);
            GroundPicture.forgetRecent(); // painted here, not copied from the one just prepared
            SoupPainter direct = new SoupPainter(SoupTheme.DARK, TEXTS);
            BufferedImage drawnHere = paint(direct, 1000, 760, scale);

            assertThat(differing(withPrepared, drawnHere)).as("scale %s", scale).isZero();
            assertThat(prepared.groundsPainted()).isZero();
            assertThat(direct.groundsPainted()).isEqualTo(1);
        }
    }

    @Test
    void aGroundPreparedForAnotherSizeIsNotUsed() {
        SoupPainter painter = new SoupPainter(SoupTheme.LIGHT, TEXTS);
        painter.prepareGround(STATE, 1000, 760, 1, 1);
        BufferedImage other = paint(painter, 900, 760, 1);
        assertThat(painter.groundsPainted()).isEqualTo(1);
        assertThat(differing(other, paint(new SoupPainter(SoupTheme.LIGHT, TEXTS), 900, 760, 1))).isZero();
    }
}
