package org.ichto.shell.ui.pictures;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.Transparency;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.VolatileImage;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** The ground is painted once per thing it shows and size, and what the screen keeps of it follows a new ground. */
class GroundPictureTest {
    /** Each test paints its own grounds: none copied from another test's painter. */
    @BeforeEach
    void paintOwnGrounds() {
        GroundPicture.forgetRecent();
    }

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

    /** A ground of squares, each red or blue as its letter in the key says. */
    /** The four squares of a 200x100 ground, red for 'r' and blue for 'b', as shown. */
    private static void assertShowsSquares(BufferedImage shown, String key) {
        for (int i = 0; i < 4; i++) {
            Color want = key.charAt(i) == 'r' ? Color.RED : Color.BLUE;
            assertThat(shown.getRGB(i * 50 + 25, 50)).as("%s square %d", key, i).isEqualTo(want.getRGB());
        }
    }

    private static Consumer<Graphics2D> squares(String colours) {
        return g -> {
            for (int i = 0; i < colours.length(); i++) {
                g.setColor(colours.charAt(i) == 'r' ? Color.RED : Color.BLUE);
                g.fillRect(i * 50, 0, 50, 100);
            }
        };
    }

    /** Where two keys of {@link #squares} differ: the squares whose letter changed. */
    private static Rectangle2D changedSquares(Object before, Object after) {
        String a = (String) before;
        String b = (String) after;
        if (a.length() != b.length()) {
            return null;
        }
        Rectangle2D part = new Rectangle2D.Double();
        for (int i = 0; i < a.length(); i++) {
            if (a.charAt(i) != b.charAt(i)) {
                Rectangle2D square = new Rectangle2D.Double(i * 50, 0, 50, 100);
                if (part.isEmpty()) {
                    part = square;
                } else {
                    part.add(square);
                }
            }
        }
        return part;
    }

    @Test
    void whereTheCallerSaysWhatChangedOnlyThatPartIsPaintedAgain() {
        GroundPicture ground = new GroundPicture();
        for (double scale : new double[] {1, 1.5}) {
            ground.forget();
            BufferedImage img = new BufferedImage((int) (200 * scale), (int) (100 * scale),
                    BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            g.scale(scale, scale);
            int[] painted = new int[1];
            for (String key : new String[] {"rrrr", "rbrr", "rbrr", "bbbb", "rrrr"}) {
                ground.draw(g, key, 200, 100, gi -> {
                    painted[0]++;
                    // Paints only inside the clip, as any drawing does: the rest stays as it was.
                    squares(key).accept(gi);
                }, GroundPictureTest::changedSquares);
                for (int i = 0; i < 4; i++) {
                    Color want = key.charAt(i) == 'r' ? Color.RED : Color.BLUE;
                    assertThat(img.getRGB((int) ((i * 50 + 25) * scale), 50)).as("%s square %d", key, i)
                            .isEqualTo(want.getRGB());
                }
            }
            g.dispose();
            assertThat(painted[0]).as("once whole, then three changes").isEqualTo(4);
        }
        assertThat(ground.made()).isEqualTo(2);
        assertThat(ground.updated()).isEqualTo(6);
        // Keys the caller cannot compare: painted whole.
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        ground.draw(g, "rrr", 200, 100, squares("rrr"), GroundPictureTest::changedSquares);
        g.dispose();
        assertThat(ground.made()).isEqualTo(3);
    }

    @Test
    void onAScreenOnlyThePartPaintedAgainGoesToTheKeptCopyAndItShowsTheNewGround() {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a screen");
        GraphicsConfiguration gc = GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration();
        VolatileImage screen = gc.createCompatibleVolatileImage(200, 100, Transparency.OPAQUE);
        GroundPicture ground = new GroundPicture();
        for (String key : new String[] {"rrrr", "rrbr", "brbr", "brbr"}) {
            screen.validate(gc);
            Graphics2D g = screen.createGraphics();
            ground.draw(g, key, 200, 100, squares(key), GroundPictureTest::changedSquares);
            g.dispose();
            assertShowsSquares(screen.getSnapshot(), key);
        }
        assertThat(ground.made()).isEqualTo(1);
        assertThat(ground.updated()).isEqualTo(2);
        screen.flush();
        ground.forget();
    }

    @Test
    void aGroundKeptAsideIsPaintedFromWhenLessDiffersFromItThanFromTheOneShown() {
        GroundPicture ground = new GroundPicture();
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        java.util.List<java.awt.Rectangle> clips = new java.util.ArrayList<>();
        for (String key : new String[] {"rrrr", "bbbb", "rbbb", "rrrb", "bbbb"}) {
            ground.draw(g, key, 200, 100, gi -> {
                clips.add(gi.getClipBounds());
                squares(key).accept(gi);
            }, GroundPictureTest::changedSquares);
            if (key.equals("rrrr")) {
                assertThat(ground.keepAside("rbrr")).as("not the ground drawn").isFalse();
                assertThat(ground.keepAside(key)).isTrue(); // a game's first position
            }
            assertShowsSquares(img, key);
        }
        g.dispose();
        // Whole; the four squares changed; one square from the ground shown; then from the one kept aside: one square,
        // where the ground shown differs in two; and from the ground shown again, which differs in three, the one kept
        // aside in four.
        assertThat(clips).hasSize(5);
        assertThat(clips.get(0)).isNull();
        assertThat(clips.get(1).width).isEqualTo(200);
        assertThat(clips.get(2).width).isEqualTo(50);
        assertThat(clips.get(3)).isEqualTo(new java.awt.Rectangle(150, 0, 50, 100));
        assertThat(clips.get(4).width).isEqualTo(150);
        assertThat(ground.made()).isEqualTo(1);
    }

    @Test
    void aChangeInPartIsPaintedBesideTheCallerWhoDrawsTheGroundBeforeItUntilItIsReady() throws Exception {
        GroundPicture ground = new GroundPicture();
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        java.util.concurrent.Semaphore ready = new java.util.concurrent.Semaphore(0);
        Consumer<Graphics2D> notHere = gi -> {
            throw new AssertionError("a change painted by the caller");
        };
        // The first ground is painted whole, by the caller.
        ground.draw(g, "rrrr", 200, 100, squares("rrrr"), GroundPictureTest::changedSquares, notHere, ready::release);
        assertThat(img.getRGB(75, 50)).isEqualTo(Color.RED.getRGB());

        java.util.concurrent.CountDownLatch mayPaint = new java.util.concurrent.CountDownLatch(1);
        java.util.Set<String> painters = java.util.concurrent.ConcurrentHashMap.newKeySet();
        Consumer<Graphics2D> beside = gi -> {
            painters.add(Thread.currentThread().getName());
            try {
                mayPaint.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            squares("rbrr").accept(gi);
        };
        ground.draw(g, "rbrr", 200, 100, notHere, GroundPictureTest::changedSquares, beside, ready::release);
        assertThat(img.getRGB(75, 50)).as("the ground before, while the change is painted").isEqualTo(
                Color.RED.getRGB());
        mayPaint.countDown();
        assertThat(ready.tryAcquire(10, java.util.concurrent.TimeUnit.SECONDS)).as("told when ready").isTrue();
        ground.draw(g, "rbrr", 200, 100, notHere, GroundPictureTest::changedSquares, beside, ready::release);
        assertThat(img.getRGB(75, 50)).isEqualTo(Color.BLUE.getRGB());
        assertThat(img.getRGB(125, 50)).isEqualTo(Color.RED.getRGB());
        assertThat(painters).isNotEmpty().doesNotContain(Thread.currentThread().getName());

        // A painter that fails beside: the caller paints the change itself, and every later one.
        ground.draw(g, "rbbr", 200, 100, notHere, GroundPictureTest::changedSquares, gi -> {
            throw new IllegalStateException("the painter fails");
        }, ready::release);
        assertThat(ready.tryAcquire(10, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        ground.draw(g, "rbbr", 200, 100, squares("rbbr"), GroundPictureTest::changedSquares, notHere,
                ready::release);
        g.dispose();
        assertShowsSquares(img, "rbbr");
        assertThat(ground.made()).isEqualTo(1);
        assertThat(ground.updated()).isEqualTo(2);
    }

    @Test
    void onAScreenAChangePaintedBesideTheCallerReachesTheKeptCopy() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a screen");
        GraphicsConfiguration gc = GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration();
        VolatileImage screen = gc.createCompatibleVolatileImage(200, 100, Transparency.OPAQUE);
        GroundPicture ground = new GroundPicture();
        java.util.concurrent.Semaphore ready = new java.util.concurrent.Semaphore(0);
        for (String key : new String[] {"rrrr", "rbrr", "rbbb", "bbbb"}) {
            screen.validate(gc);
            Graphics2D g = screen.createGraphics();
            ground.draw(g, key, 200, 100, squares(key), GroundPictureTest::changedSquares, squares(key),
                    ready::release);
            if (!key.equals("rrrr")) {
                assertThat(ready.tryAcquire(10, java.util.concurrent.TimeUnit.SECONDS)).as(key).isTrue();
                ground.draw(g, key, 200, 100, squares(key), GroundPictureTest::changedSquares, squares(key),
                        ready::release);
            }
            g.dispose();
            assertShowsSquares(screen.getSnapshot(), key);
        }
        assertThat(ground.made()).isEqualTo(1);
        assertThat(ground.updated()).isEqualTo(3);
        screen.flush();
        ground.forget();
    }

    @Test
    void aNewPainterOfTheSameGroundCopiesTheOneLastPaintedWholeInsteadOfPaintingIt() throws Exception {
        GroundPicture.forgetRecent();
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        GroundPicture first = new GroundPicture();
        first.draw(g, "red", 200, 100, filled(Color.RED));
        g.setColor(Color.BLACK);
        g.fillRect(0, 0, 200, 100);

        GroundPicture next = new GroundPicture();
        next.draw(g, "red", 200, 100, filled(Color.GREEN)); // the same key: what it would paint is not asked for
        assertThat(next.made()).isZero();
        assertThat(img.getRGB(10, 10)).isEqualTo(Color.RED.getRGB());

        GroundPicture prepared = new GroundPicture();
        Consumer<Graphics2D> never = gi -> {
            throw new AssertionError("painted instead of copied");
        };
        prepared.prepare("red", 200, 100, 1, 1, java.util.Map.of(), never);
        prepared.draw(g, "red", 200, 100, never);
        assertThat(prepared.made()).isZero();
        assertThat(img.getRGB(10, 10)).isEqualTo(Color.RED.getRGB());

        GroundPicture other = new GroundPicture();
        other.draw(g, "red", 150, 100, filled(Color.RED));
        other.draw(g, "blue", 150, 100, filled(Color.BLUE));
        assertThat(other.made()).as("another size, another key: painted").isEqualTo(2);
        g.dispose();
        GroundPicture.forgetRecent();
    }
}
