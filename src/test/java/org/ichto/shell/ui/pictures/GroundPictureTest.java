package org.ichto.shell.ui.pictures;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.Transparency;
import java.awt.image.BufferedImage;
import java.awt.image.VolatileImage;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** The ground is painted once per thing it shows and size, and what the screen keeps of it follows a new ground. */
class GroundPictureTest {
    private static Consumer<Graphics2D> filled(Color c) {
        return g -> {
            g.setColor(c);
            g.fillRect(0, 0, 200, 100);
        };
    }

    @Test
    void theGroundIsPaintedAgainOnlyWhenWhatItShowsOrItsSizeChanges() {
        GroundPicture ground = new GroundPicture();
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        for (int i = 0; i < 3; i++) {
            assertThat(ground.draw(g, "red", 200, 100, filled(Color.RED))).isTrue();
        }
        assertThat(ground.made()).isEqualTo(1);
        assertThat(img.getRGB(10, 10)).isEqualTo(Color.RED.getRGB());
        ground.draw(g, "blue", 200, 100, filled(Color.BLUE));
        assertThat(img.getRGB(10, 10)).isEqualTo(Color.BLUE.getRGB());
        ground.draw(g, "blue", 150, 100, filled(Color.BLUE));
        assertThat(ground.made()).isEqualTo(3);
        g.rotate(0.1);
        assertThat(ground.draw(g, "blue", 150, 100, filled(Color.BLUE))).as("drawn by the caller").isFalse();
        g.dispose();
    }

    @Test
    void onAScreenANewGroundOfTheSameSizeReplacesTheKeptOne() {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a screen");
        GraphicsConfiguration gc = GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration();
        VolatileImage screen = gc.createCompatibleVolatileImage(200, 100, Transparency.OPAQUE);
        GroundPicture ground = new GroundPicture();
        for (Color c : new Color[] {Color.RED, Color.BLUE, Color.GREEN}) {
            screen.validate(gc);
            Graphics2D g = screen.createGraphics();
            ground.draw(g, c, 200, 100, filled(c));
            g.dispose();
            assertThat(screen.getSnapshot().getRGB(10, 10)).as("the ground of %s", c).isEqualTo(c.getRGB());
        }
        screen.flush();
        ground.forget();
    }
}
