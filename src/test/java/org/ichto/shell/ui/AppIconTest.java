package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Image;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AppIconTest {
    @Test
    void paintsEverySizeTheInstallersNeed() {
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256, 512}) {
            BufferedImage img = AppIcon.image(size);
            assertThat(img.getWidth()).as("width at %d", size).isEqualTo(size);
            assertThat(img.getHeight()).as("height at %d", size).isEqualTo(size);
            assertThat(colours(img)).as("colours at %d", size).isGreaterThan(size >= 32 ? 40 : 12);
        }
    }

    @Test
    void theCornersAreTransparentAndTheMiddleIsOpaque() {
        BufferedImage img = AppIcon.image(256);
        assertThat(alpha(img, 0, 0)).isZero();
        assertThat(alpha(img, 255, 0)).isZero();
        assertThat(alpha(img, 0, 255)).isZero();
        assertThat(alpha(img, 255, 255)).isZero();
        assertThat(alpha(img, 128, 128)).isEqualTo(255);
    }

    @Test
    void showsSkyOceanAndTheOrangeFish() {
        BufferedImage img = AppIcon.image(256);
        // Pale sky at the top left, deep blue water at the bottom left.
        Color sky = new Color(img.getRGB(40, 40), true);
        assertThat(sky.getRed()).isGreaterThan(230);
        assertThat(sky.getBlue()).isLessThan(sky.getRed());
        Color sea = new Color(img.getRGB(20, 215), true);
        assertThat(sea.getBlue()).isGreaterThan(sea.getRed() + 60);
        // The fish's body is the red player's orange, at every size.
        for (int size : new int[] {16, 32, 256}) {
            assertThat(orangePixels(AppIcon.image(size))).as("orange at %d", size)
                    .isGreaterThan(size * size / 40);
        }
    }

    @Test
    void theWindowGetsEverySize() {
        List<Image> images = AppIcon.windowImages();
        assertThat(images).hasSize(AppIcon.WINDOW_SIZES.length);
        for (int i = 0; i < images.size(); i++) {
            assertThat(images.get(i).getWidth(null)).isEqualTo(AppIcon.WINDOW_SIZES[i]);
        }
    }

    @Test
    void refusesAbsurdSizes() {
        assertThatThrownBy(() -> AppIcon.image(2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> AppIcon.image(100_000)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void mainWritesThePngFiles(@TempDir Path dir) throws Exception {
        AppIcon.main(new String[] {dir.toString(), "16", "48"});
        BufferedImage small = ImageIO.read(dir.resolve("primeval-16.png").toFile());
        assertThat(small.getWidth()).isEqualTo(16);
        assertThat(Files.exists(dir.resolve("primeval-48.png"))).isTrue();
    }

    private static int alpha(BufferedImage img, int x, int y) {
        return img.getRGB(x, y) >>> 24;
    }

    private static int colours(BufferedImage img) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    private static int orangePixels(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                Color c = new Color(img.getRGB(x, y), true);
                if (c.getAlpha() > 200 && c.getRed() > 180 && c.getGreen() > 70 && c.getGreen() < 170
                        && c.getBlue() < 90) {
                    n++;
                }
            }
        }
        return n;
    }
}
