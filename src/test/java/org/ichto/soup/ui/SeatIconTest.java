package org.ichto.soup.ui;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

import static org.assertj.core.api.Assertions.assertThat;

/** A seat's icon copied from its picture looks as its shape drawn directly. */
class SeatIconTest {
    private static BufferedImage blank(double scale) {
        BufferedImage img = new BufferedImage((int) (40 * scale), (int) (40 * scale), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.dispose();
        return img;
    }

    @Test
    void theIconLooksAsItsShapeDrawnDirectly() {
        for (double scale : new double[] {1, 1.25, 2}) {
            for (String colour : new String[] {"red", "blue", "yellow", "green"}) {
                SeatIcon icon = SeatIcon.of(colour, 16);
                BufferedImage copied = null;
                for (int round = 0; round < 2; round++) {
                    copied = blank(scale); // the second time from the picture made the first time
                    Graphics2D g = copied.createGraphics();
                    g.scale(scale, scale);
                    icon.paintIcon(null, g, 7, 9);
                    g.dispose();
                }
                BufferedImage direct = blank(scale);
                Graphics2D d = direct.createGraphics();
                d.scale(scale, scale);
                d.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                d.translate(7 + 8, 9 + 8);
                icon.art(d);
                d.dispose();
                int off = 0;
                for (int y = 0; y < direct.getHeight(); y++) {
                    for (int x = 0; x < direct.getWidth(); x++) {
                        int p = direct.getRGB(x, y);
                        int q = copied.getRGB(x, y);
                        for (int shift = 0; shift < 24; shift += 8) {
                            if (Math.abs((p >> shift & 0xFF) - (q >> shift & 0xFF)) > 8) {
                                off++;
                                break;
                            }
                        }
                    }
                }
                assertThat(off).as("%s at scale %s", colour, scale).isLessThanOrEqualTo(2);
            }
        }
    }
}
