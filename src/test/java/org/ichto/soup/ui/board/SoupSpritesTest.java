package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The board copies its pieces and marks from pictures: they are kept, made anew when they must, and look as drawn. */
class SoupSpritesTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"),
            Seat.computer("Bert", "blue", "balanced"),
            Seat.computer("Carl", "yellow", "grower"), Seat.computer("Dora", "green", "aggressor"));
    private static final SoupTexts TEXTS = SoupTexts.of(Texts.ENGLISH);

    /** A position in the middle of a random game: amoebas with damage, food of every colour, markers on the ladder. */
    private static SoupState midGame() {
        List<SoupState> states = SoupFixtures.randomGame(4, 7).states();
        return states.get(states.size() / 2);
    }

    /** Every kind of mark at once, on spaces with amoebas and food. */
    private static Marks everyMark(SoupState s) {
        int a = s.amoebaSpace(0, 1);
        int b = s.amoebaSpace(1, 1);
        return Marks.NONE.withTargets(Set.of(a, 5, 12), Set.of(s.score(2) + 1, s.score(3) + 2))
                .withRecent(Set.of(b, 9), List.of(new Marks.Arrow(1, 9, b), new Marks.Arrow(0, 5, a)),
                        new Marks.Roll(2, 1, List.of(3, 6)))
                .withActing(new Marks.Amoeba(0, 1))
                .withHint(Set.of(12), s.score(3) + 2)
                .withHovered(5, -1);
    }

    private static BufferedImage render(SoupPainter painter, SoupState s, Marks m, int w, int h, double scale) {
        BufferedImage img = new BufferedImage((int) Math.ceil(w * scale), (int) Math.ceil(h * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.scale(scale, scale);
        painter.paint(g, s, SEATS, m, w, h);
        g.dispose();
        return img;
    }

    /** How many pixels differ by more than 8 of 255 in some colour channel. */
    private static int differing(BufferedImage a, BufferedImage b) {
        int many = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift < 24; shift += 8) {
                    if (Math.abs((p >> shift & 0xFF) - (q >> shift & 0xFF)) > 8) {
                        many++;
                        break;
                    }
                }
            }
        }
        return many;
    }

    @ParameterizedTest
    @CsvSource({"false, 1920, 1080, 1", "true, 1920, 1080, 1", "false, 1024, 700, 1", "true, 3840, 2160, 1",
            "false, 700, 900, 1", "true, 1280, 800, 2", "false, 1536, 864, 1.25"})
    void theBoardLooksAsDrawnDirectly(boolean dark, int w, int h, double scale) {
        SoupTheme theme = dark ? SoupTheme.DARK : SoupTheme.LIGHT;
        SoupState s = midGame();
        Marks m = everyMark(s);
        BufferedImage direct = render(new SoupPainter(theme, TEXTS, Sprites.none()), s, m, w, h, scale);
        SoupPainter copying = new SoupPainter(theme, TEXTS);
        render(copying, s, m, w, h, scale);
        BufferedImage copied = render(copying, s, m, w, h, scale);
        // Pieces and text placed to 1/64 of a pixel may differ a little at a few edge pixels, nothing else.
        int pixels = direct.getWidth() * direct.getHeight();
        assertThat(differing(direct, copied)).as("pixels that differ by more than 8 of 255").isLessThan(pixels / 1000);
        assertThat(copying.sprites().kept()).as("pictures of amoebas, food, marks, markers").isGreaterThan(20);
    }

    @Test
    void aSecondPaintCopiesEveryPicture() {
        SoupState s = midGame();
        SoupPainter painter = new SoupPainter(SoupTheme.LIGHT, TEXTS);
        render(painter, s, everyMark(s), 1920, 1080, 1);
        int made = painter.sprites().made();
        assertThat(made).isPositive();
        render(painter, s, everyMark(s), 1920, 1080, 1);
        assertThat(painter.sprites().made()).isEqualTo(made);
    }

    @Test
    void anotherThemeMakesNewPicturesTheSameThemeOrOtherWordsKeepThem() {
        SoupPainter light = new SoupPainter(SoupTheme.LIGHT, TEXTS);
        assertThat(light.withTheme(SoupTheme.DARK).sprites()).isNotSameAs(light.sprites());
        assertThat(light.withTheme(SoupTheme.LIGHT).sprites()).isSameAs(light.sprites());
        assertThat(light.withTexts(SoupTexts.of(Texts.DUTCH)).sprites()).isSameAs(light.sprites());
    }

    @Test
    void theCardInOtherWordsIsAPictureOfItsOwn() {
        SoupState s = midGame();
        SoupPainter english = new SoupPainter(SoupTheme.LIGHT, TEXTS);
        SoupPainter dutch = english.withTexts(SoupTexts.of(Texts.DUTCH));
        BufferedImage direct = render(new SoupPainter(SoupTheme.LIGHT, SoupTexts.of(Texts.DUTCH), Sprites.none()), s,
                Marks.NONE, 1920, 1080, 1);
        render(english, s, Marks.NONE, 1920, 1080, 1);
        BufferedImage copied = render(dutch, s, Marks.NONE, 1920, 1080, 1);
        assertThat(differing(direct, copied)).isLessThan(1920 * 1080 / 1000);
    }

    /** A move with an amoeba on its way (and a marker, if the move changed a score). */
    private static SoupState[] aMove() {
        List<SoupState> states = SoupFixtures.randomGame(4, 2).states();
        for (int i = 1; i < states.size(); i++) {
            SoupMotions m = SoupMotions.between(states.get(i - 1), states.get(i));
            if (m.amoebas().stream().anyMatch(x -> x.from() >= 0 && x.to() >= 0 && x.from() != x.to())) {
                return new SoupState[] {states.get(i - 1), states.get(i)};
            }
        }
        throw new AssertionError("no amoeba moved in the game");
    }

    @Test
    void piecesOnTheirWayLookAsDrawnDirectlyAndAWholeTripNeedsFewPictures() {
        SoupState[] move = aMove();
        SoupFlights flights = SoupFlights.of(SoupMotions.between(move[0], move[1]), move[0], move[1]);
        SoupPainter kept = new SoupPainter(SoupTheme.LIGHT, TEXTS);
        SoupPainter direct = new SoupPainter(SoupTheme.LIGHT, TEXTS, Sprites.none());
        int frames = 40;
        for (int f = 0; f <= frames; f++) {
            double progress = f / (double) frames;
            BufferedImage a = new BufferedImage(1280, 800, BufferedImage.TYPE_INT_RGB);
            BufferedImage b = new BufferedImage(1280, 800, BufferedImage.TYPE_INT_RGB);
            Graphics2D ga = a.createGraphics();
            kept.paint(ga, move[1], SEATS, Marks.NONE, 1280, 800, flights, progress, SoupRecap.NONE);
            ga.dispose();
            Graphics2D gb = b.createGraphics();
            direct.paint(gb, move[1], SEATS, Marks.NONE, 1280, 800, flights, progress, SoupRecap.NONE);
            gb.dispose();
            assertThat(differing(a, b)).as("frame %d: pixels that differ", f).isZero();
        }
        int made = kept.sprites().made();
        kept.paint(new BufferedImage(1280, 800, BufferedImage.TYPE_INT_RGB).createGraphics(), move[1], SEATS,
                Marks.NONE, 1280, 800, flights, 0.5, SoupRecap.NONE);
        assertThat(kept.sprites().made()).as("a frame shown before makes no picture").isEqualTo(made);
        assertThat(made).as("pictures for the board and a whole trip of %d frames", frames).isLessThan(40);
    }
}
