package org.ichto.urland.ui.board;

import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/** The pictures the board copies its glows and pieces from: kept, made anew when they must, and true to the art. */
class SpritesTest {
    private static final Color INK = new Color(0x2E86C1);

    private static Graphics2D graphics(BufferedImage img, double scale, double tx, double ty) {
        Graphics2D g = img.createGraphics();
        g.setColor(new Color(0xF4E9D0));
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.translate(tx, ty);
        g.scale(scale, scale);
        return g;
    }

    /** A glow as the board draws one: a tint, a band along the outline, a dashed line. */
    private static Consumer<Graphics2D> glowOf(Shape shape) {
        return g -> {
            g.setColor(new Color(INK.getRed(), INK.getGreen(), INK.getBlue(), 44));
            g.fill(shape);
            g.setColor(new Color(INK.getRed(), INK.getGreen(), INK.getBlue(), 90));
            g.setStroke(new BasicStroke(16f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(shape);
            g.setColor(INK);
            g.setStroke(new BasicStroke(4f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {14f, 9f}, 0f));
            g.draw(shape);
        };
    }

    private static Rectangle2D around(Shape shape, double margin) {
        Rectangle2D b = shape.getBounds2D();
        return new Rectangle2D.Double(b.getX() - margin, b.getY() - margin, b.getWidth() + 2 * margin,
                b.getHeight() + 2 * margin);
    }

    @Test
    void aPictureIsPaintedOnceAndCopiedAfter() {
        Sprites sprites = new Sprites();
        Shape shape = new Ellipse2D.Double(-30, -20, 60, 40);
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = graphics(img, 1.5, 0, 0);
        for (int i = 0; i < 5; i++) {
            sprites.draw(g, 100, 80, "ellipse", around(shape, 10), glowOf(shape));
        }
        assertThat(sprites.made()).isEqualTo(1);
        // Elsewhere at the same fraction of a pixel: the same picture.
        sprites.draw(g, 100 + 2, 80 + 4, "ellipse", around(shape, 10), glowOf(shape));
        assertThat(sprites.made()).isEqualTo(1);
        sprites.draw(g, 100, 80, "other", around(shape, 10), glowOf(shape));
        assertThat(sprites.made()).isEqualTo(2);
        assertThat(sprites.kept()).isEqualTo(2);
        g.dispose();
    }

    @Test
    void aNewScaleMakesNewPicturesAndForgetsTheOld() {
        Sprites sprites = new Sprites();
        Shape shape = new Ellipse2D.Double(-30, -20, 60, 40);
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D small = graphics(img, 1, 0, 0);
        sprites.draw(small, 100, 80, "ellipse", around(shape, 10), glowOf(shape));
        Graphics2D large = graphics(img, 2, 0, 0);
        sprites.draw(large, 100, 80, "ellipse", around(shape, 10), glowOf(shape));
        assertThat(sprites.made()).isEqualTo(2);
        assertThat(sprites.kept()).isEqualTo(1);
        assertThat(sprites.pixels()).isGreaterThan(4L * 60 * 40);
        small.dispose();
        large.dispose();
    }

    @Test
    void picturesBeyondTheBudgetAreForgottenTheLongestUnusedFirst() {
        // Large enough for pictures of their own (small ones share a sheet and count nothing).
        Shape shape = new Ellipse2D.Double(-150, -100, 300, 200);
        long each = 324L * 224;
        Sprites sprites = new Sprites(3 * each);
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = graphics(img, 1, 0, 0);
        for (String key : List.of("a", "b", "c", "d")) {
            sprites.draw(g, 200, 150, key, around(shape, 10), glowOf(shape));
        }
        assertThat(sprites.kept()).isEqualTo(3);
        assertThat(sprites.pixels()).isLessThanOrEqualTo(3 * each);
        sprites.draw(g, 200, 150, "a", around(shape, 10), glowOf(shape));
        assertThat(sprites.made()).as("the oldest was forgotten and painted again").isEqualTo(5);
        sprites.draw(g, 200, 150, "d", around(shape, 10), glowOf(shape));
        assertThat(sprites.made()).as("the newest was kept").isEqualTo(5);
        g.dispose();
    }

    @Test
    void aNewThemeMakesNewPictures() {
        GameState s = BoardStates.mergedAndScored(4, 21);
        BoardPainter light = new BoardPainter();
        BoardPictures.render(light, s, 800, 500, null);
        assertThat(light.sprites().made()).isPositive();
        BoardPainter dark = light.withTheme(BoardTheme.DARK);
        assertThat(dark.sprites()).isNotSameAs(light.sprites());
        assertThat(dark.sprites().made()).isZero();
        BoardPictures.render(dark, s, 800, 500, null);
        assertThat(dark.sprites().made()).isPositive();
        int made = dark.sprites().made();
        BoardPictures.render(dark, s, 800, 500, null);
        assertThat(dark.sprites().made()).as("a second paint copies all").isEqualTo(made);
        assertThat(dark.withTheme(BoardTheme.DARK).sprites()).as("the same theme again").isSameAs(dark.sprites());
    }

    /** Largest difference of one colour channel between two pictures, and how many pixels differ by more than 8. */
    private static int[] difference(BufferedImage a, BufferedImage b) {
        int max = 0;
        int many = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                int d = 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    d = Math.max(d, Math.abs((p >> shift & 0xFF) - (q >> shift & 0xFF)));
                }
                max = Math.max(max, d);
                if (d > 8) {
                    many++;
                }

            }
        }
        return new int[] {max, many};
    }

    @ParameterizedTest
    @CsvSource({"1.0, 0, 0", "1.08, 0.37, 0.81", "1.25, 3.5, 7.25", "2.0, 0.5, 0.5", "0.61, 11.13, 2.9"})
    void glowsOfTheBoardsShapesLookAsDrawnDirectly(double scale, double tx, double ty) {
        GameState s = BoardStates.mergedAndScored(5, 11);
        BoardGeometry geo = BoardGeometry.of(s.board());
        int w = (int) Math.ceil(BoardGeometry.WIDTH * scale + tx) + 4;
        int h = (int) Math.ceil(BoardGeometry.HEIGHT * scale + ty) + 4;
        Sprites sprites = new Sprites();
        for (Shape shape : List.of(geo.oceanShape(0), geo.oceanShape(3), geo.regionShape(s.regionAreas(s.regionOf(3))),
                geo.areaShape(7))) {
            BufferedImage direct = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            BufferedImage copied = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            Graphics2D gd = graphics(direct, scale, tx, ty);
            glowOf(shape).accept(gd);
            gd.dispose();
            Graphics2D gc = graphics(copied, scale, tx, ty);
            sprites.draw(gc, 0, 0, shape, around(shape, 10), glowOf(shape));
            gc.dispose();
            int[] d = difference(direct, copied);
            // Placed to 1/64 of a pixel, an edge may fall on the other side of one of the rasteriser's samples:
            // a few pixels a little off, none much.
            assertThat(d[0]).as("largest difference at scale %s", scale).isLessThanOrEqualTo(40);
            assertThat(d[1]).as("pixels more than 8 off at scale %s", scale).isLessThan(50);
        }
    }

    @ParameterizedTest
    @CsvSource({"false, 1920, 1080", "true, 1920, 1080", "false, 1024, 700", "true, 3840, 2160"})
    void theBoardLooksAsDrawnDirectly(boolean dark, int w, int h) {
        BoardTheme theme = dark ? BoardTheme.DARK : BoardTheme.LIGHT;
        GameState s = BoardStates.mergedAndScored(5, 11);
        Highlights hl = new Highlights(Set.of(12, 14, s.regionOf(3)), s.regionOf(9), 16, Set.of(13));
        BoardPainter copying = new BoardPainter(theme, Labels.DEFAULT);
        BufferedImage direct = BoardPictures.render(new BoardPainter(theme, Labels.DEFAULT, Sprites.none()), s, w, h,
                hl);
        BoardPictures.render(copying, s, w, h, hl);
        BufferedImage copied = BoardPictures.render(copying, s, w, h, hl);
        int[] d = difference(direct, copied);
        // Text and edges placed to 1/64 of a pixel may differ a little at a few pixels, nothing else.
        assertThat(d[1]).as("pixels that differ by more than 8 of 255").isLessThan(w * h / 1000);
        assertThat(copying.sprites().kept()).isGreaterThan(Board.PLACES);
    }

    @Test
    void piecesOnTheirWayAreCopiedFromAFewPicturesAndLookAsDrawn() {
        // A move of the random game that sends pieces on their way.
        GameState[] move = null;
        GameState before = BoardStates.reach(4, 9, x -> true);
        for (int i = 0; i < 400 && move == null; i++) {
            GameState after = org.ichto.urland.rules.Rules.apply(before,
                    org.ichto.urland.rules.Rules.randomDecision(before, new org.ichto.shell.game.SeededRandom(i)));
            if (!Motions.between(before, after).moves().isEmpty()) {
                move = new GameState[] {before, after};
            }
            before = after;
        }
        assertThat(move).as("a move with pieces on their way").isNotNull();
        for (double scale : new double[] {1, 1.5}) {
            BoardGeometry geo = BoardGeometry.of(move[1].board()).sized(1280, 800);
            Flights flights = Flights.of(Motions.between(move[0], move[1]), move[0], move[1], geo, BoardPainter.PIECE);
            BoardPainter kept = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
            BoardPainter direct = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT, Sprites.none());
            int frames = 30;
            int madeAtRest = -1;
            for (int f = 0; f <= frames; f++) {
                BufferedImage a = new BufferedImage((int) (1280 * scale), (int) (800 * scale), BufferedImage.TYPE_INT_RGB);
                BufferedImage b = new BufferedImage(a.getWidth(), a.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D ga = a.createGraphics();
                ga.scale(scale, scale);
                kept.paint(ga, move[1], BoardStates.seats(4), 1280, 800, Highlights.NONE, flights, f / (double) frames);
                ga.dispose();
                Graphics2D gb = b.createGraphics();
                gb.scale(scale, scale);
                direct.paint(gb, move[1], BoardStates.seats(4), 1280, 800, Highlights.NONE, flights, f / (double) frames);
                gb.dispose();
                assertThat(difference(a, b)[1]).as("scale %s frame %d: pixels that differ by more than 8 of 255", scale, f)
                        .isLessThan(a.getWidth() * a.getHeight() / 1000);
                if (f == 0) {
                    madeAtRest = kept.sprites().made();
                }
            }
            assertThat(kept.sprites().made() - madeAtRest).as("pictures made for the rest of the trip at scale %s", scale)
                    .isLessThan(10);
        }
    }
}
