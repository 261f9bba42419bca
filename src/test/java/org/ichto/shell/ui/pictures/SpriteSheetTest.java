package org.ichto.shell.ui.pictures;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

import static org.assertj.core.api.Assertions.assertThat;

/** Small pictures share a sheet; a full sheet makes room without losing what it held more than once. */
class SpriteSheetTest {
    @Test
    void aFullSheetSaysSo() {
        SpriteSheet sheet = new SpriteSheet(100, 0);
        assertThat(sheet.place(60, 40)).containsExactly(0, 0);
        assertThat(sheet.place(60, 40)).containsExactly(0, 40);
        assertThat(sheet.place(30, 30)).containsExactly(60, 40);
        assertThat(sheet.place(60, 40)).isNull();
        assertThat(sheet.place(40, 20)).as("what still fits").containsExactly(0, 80);
        int generation = sheet.generation();
        sheet.restart();
        assertThat(sheet.generation()).isNotEqualTo(generation);
        assertThat(sheet.place(60, 40)).containsExactly(0, 0);
    }

    @Test
    void whenTheFirstSheetIsFullALargerOneKeepsEveryPicture() {
        Sprites sprites = new Sprites();
        BufferedImage img = new BufferedImage(200, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        // 400 pictures of 64 by 64 pixels (with their edge) fill more than one sheet of 1024 by 1024.
        Rectangle2D bounds = new Rectangle2D.Double(-30, -30, 60, 60);
        int[] made = new int[3];
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 400; i++) {
                Color c = new Color(i * 97 % 256, i % 256, 200);
                sprites.draw(g, 100, 100, i, bounds, a -> {
                    a.setColor(c);
                    a.fillRect(-30, -30, 60, 60);
                });
                assertThat(img.getRGB(100, 100)).isEqualTo(c.getRGB());
            }
            made[round] = sprites.made();
        }
        // Those on the first sheet are painted again once, on the larger one; then all stay.
        assertThat(made[1]).isLessThan(800);
        assertThat(made[2]).as("nothing painted in the third round").isEqualTo(made[1]);
        g.dispose();
    }
}
