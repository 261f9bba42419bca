package org.ichto.urland.ui.board;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Paints into images (no display needed) and reads pixels back. */
class BoardPainterTest {
    private static final int[][] SIZES = {{1024, 700}, {1920, 1080}, {3840, 2160}};
    private static final List<GameState> STATES = new ArrayList<>();

    @BeforeAll
    static void positions() {
        STATES.add(BoardStates.mergedAndScored(3, 5));
        STATES.add(BoardStates.mergedAndScored(4, 21));
        STATES.add(BoardStates.mergedAndScored(5, 11));
        for (GameState s : STATES) {
            assertThat(Integer.bitCount(s.eruptedMask())).isGreaterThanOrEqualTo(3);
        }
    }

    static Stream<Arguments> statesAndSizes() {
        List<Arguments> out = new ArrayList<>();
        for (int players = 3; players <= 5; players++) {
            for (int[] size : SIZES) {
                out.add(Arguments.of(players, size[0], size[1]));
            }
        }
        return out.stream();
    }

    private static GameState state(int players) {
        return STATES.get(players - 3);
    }

    private static BufferedImage paint(BoardPainter painter, GameState s, int w, int h, Highlights hl) {
        return BoardPictures.render(painter, s, w, h, hl);
    }

    private static boolean near(int rgb, Color c, int tolerance) {
        Color p = new Color(rgb);
        return Math.abs(p.getRed() - c.getRed()) <= tolerance && Math.abs(p.getGreen() - c.getGreen()) <= tolerance
                && Math.abs(p.getBlue() - c.getBlue()) <= tolerance;
    }

    private static int pixel(BufferedImage img, Point2D p) {
        return img.getRGB((int) Math.floor(p.getX()), (int) Math.floor(p.getY()));
    }

    /** A point of open water in an ocean: clear of its name, its Ichtos, the coasts and the other oceans. */
    static Point2D openWater(BoardGeometry geo, int ocean) {
        int place = Board.AREAS + ocean;
        Rectangle2D b = geo.oceanShape(ocean).getBounds2D();
        for (double y = b.getMinY(); y <= b.getMaxY(); y += 7) {
            for (double x = b.getMinX(); x <= b.getMaxX(); x += 7) {
                Point2D p = new Point2D.Double(x, y);
                if (p.distance(geo.labelAnchor(place)) < 120 || p.distance(geo.logicalAnchor(place)) < 100) {
                    continue;
                }
                boolean clear = true;
                for (int i = 0; i < 16 && clear; i++) {
                    double a = i * Math.PI / 8;
                    for (double r : new double[] {0, 18, 34}) {
                        if (geo.logicalPlaceAt(new Point2D.Double(x + r * Math.cos(a), y + r * Math.sin(a))) != place) {
                            clear = false;
                            break;
                        }
                    }
                }
                if (clear) {
                    return p;
                }
            }
        }
        throw new AssertionError("no open water in ocean " + (ocean + 1));
    }

    @ParameterizedTest(name = "{0} players at {1}x{2}")
    @MethodSource("statesAndSizes")
    void paintsMidGamePositionsAtEverySize(int players, int w, int h) {
        GameState s = state(players);
        BoardPainter painter = new BoardPainter();
        BufferedImage img = paint(painter, s, w, h, Highlights.NONE);
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(w, h);
        List<Seat> seats = BoardStates.seats(players);
        // Every ocean shows its own colour in open water.
        for (int o = 0; o < Board.OCEANS; o++) {
            Point2D p = geo.toScreen(openWater(geo, o));
            assertThat(near(pixel(img, p), painter.theme().ocean(o), 2)).as("ocean %d at %s: %s", o + 1, p,
                    new Color(pixel(img, p))).isTrue();
        }
        // Every seat's marker shows the seat's colour at its anchor.
        for (int seat = 0; seat < players; seat++) {
            Point2D p = geo.markerAnchor(s, seat);
            Color fill = PlayerStyle.of(seats.get(seat).colour()).fill();
            assertThat(near(pixel(img, p), fill, 2)).as("marker of seat %d at %s", seat, p).isTrue();
        }
        // Every stack shows one piece per colour, mostly in that colour.
        for (int place = 0; place < Board.PLACES; place++) {
            if (place < Board.AREAS && !s.isRegion(place)) {
                continue;
            }
            for (int seat = 0; seat < players; seat++) {
                Point2D c = BoardPainter.pieceCentre(geo, s, place, seat);
                if (c == null) {
                    continue;
                }
                Shape piece = PlayerStyle.of(seats.get(seat).colour()).shape(c.getX(), c.getY(), 31);
                Shape onScreen = geo.transform().createTransformedShape(piece);
                Rectangle2D bounds = onScreen.getBounds2D();
                Color fill = PlayerStyle.of(seats.get(seat).colour()).fill();
                int hits = 0;
                int all = 0;
                for (int y = (int) bounds.getMinY(); y < bounds.getMaxY(); y++) {
                    for (int x = (int) bounds.getMinX(); x < bounds.getMaxX(); x++) {
                        if (!onScreen.contains(x + 0.5, y + 0.5)) {
                            continue;
                        }
                        all++;
                        if (near(img.getRGB(x, y), fill, 2)) {
                            hits++;
                        }
                    }
                }
                assertThat(hits).as("piece of seat %d at %s", seat, Board.placeName(place)).isGreaterThan(all * 2 / 5);
            }
        }
    }

    private static int countNear(BufferedImage img, Rectangle2D r, Color c) {
        int n = 0;
        for (int y = Math.max(0, (int) r.getMinY()); y < Math.min(img.getHeight(), r.getMaxY()); y++) {
            for (int x = Math.max(0, (int) r.getMinX()); x < Math.min(img.getWidth(), r.getMaxX()); x++) {
                if (near(img.getRGB(x, y), c, 6)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void highlightedPlacesGlowInTheHighlightColour() {
        GameState s = state(4);
        int w = 1920;
        int h = 1080;
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(w, h);
        BoardPainter painter = new BoardPainter();
        int mergedRegion = -1;
        for (int a = 0; a < Board.AREAS; a++) {
            if (s.isRegion(a) && Integer.bitCount(s.regionAreas(a)) > 1) {
                mergedRegion = a;
            }
        }
        assertThat(mergedRegion).isNotNegative();
        for (int place : new int[] {mergedRegion, Board.AREAS + 1, Board.AREAS + 4}) {
            Shape shape = place < Board.AREAS ? geo.regionShape(s.regionAreas(place)) : geo.placeShape(place);
            Rectangle2D bounds = geo.transform().createTransformedShape(shape).getBounds2D();
            BufferedImage plain = paint(painter, s, w, h, Highlights.NONE);
            BufferedImage lit = paint(painter, s, w, h, Highlights.targets(Set.of(place)));
            int before = countNear(plain, bounds, painter.theme().target());
            int after = countNear(lit, bounds, painter.theme().target());
            assertThat(after).as("target colour around %s", Board.placeName(place)).isGreaterThan(before + 500);
            BufferedImage selected = paint(painter, s, w, h, Highlights.NONE.withSelected(place));
            assertThat(countNear(selected, bounds, painter.theme().selected()))
                    .isGreaterThan(countNear(plain, bounds, painter.theme().selected()) + 500);
        }
    }

    @Test
    void lightAndDarkThemesDiffer() {
        GameState s = state(5);
        BufferedImage light = paint(new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT), s, 1024, 700, Highlights.NONE);
        BufferedImage dark = paint(new BoardPainter(BoardTheme.DARK, Labels.DEFAULT), s, 1024, 700, Highlights.NONE);
        int differ = 0;
        for (int y = 0; y < 700; y += 2) {
            for (int x = 0; x < 1024; x += 2) {
                if (!near(light.getRGB(x, y), new Color(dark.getRGB(x, y)), 20)) {
                    differ++;
                }
            }
        }
        assertThat(differ).isGreaterThan(512 * 350 * 8 / 10);
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(1024, 700);
        Point2D water = geo.toScreen(openWater(geo, 0));
        assertThat(near(pixel(dark, water), BoardTheme.DARK.ocean(0), 2)).isTrue();
        // The players' colours are the same on both.
        Point2D marker = geo.markerAnchor(s, 0);
        assertThat(pixel(dark, marker)).isEqualTo(pixel(light, marker));
    }

    @Test
    void paintsSharpOnAScaledScreen() {
        GameState s = state(3);
        BufferedImage img = new BufferedImage(2048, 1400, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.scale(2, 2);
        new BoardPainter().paint(g, s, BoardStates.seats(3), 1024, 700, Highlights.NONE);
        g.dispose();
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(1024, 700);
        for (int seat = 0; seat < 3; seat++) {
            Point2D p = geo.markerAnchor(s, seat);
            Point2D device = new Point2D.Double(p.getX() * 2, p.getY() * 2);
            assertThat(near(pixel(img, device), PlayerStyle.of(Urlands.COLOURS.get(seat)).fill(), 2)).isTrue();
        }
    }

    @Test
    void oceanNamesComeFromTheLabels() {
        GameState s = state(3);
        Labels dutch = Labels.from(key -> switch (key) {
            case "board.ocean.O1" -> "Noordzee";
            case "board.area" -> "Gebied {0}";
            default -> null;
        });
        assertThat(dutch.oceanName(s.board(), 0)).isEqualTo("Noordzee");
        assertThat(dutch.oceanName(s.board(), 4)).isEqualTo("Inner Sea");
        assertThat(dutch.area(7)).isEqualTo("Gebied 7");
        assertThat(dutch.region(10, "10, 11")).isEqualTo("Region 10 (areas 10, 11)");
        BufferedImage en = paint(new BoardPainter(), s, 1024, 700, Highlights.NONE);
        BufferedImage nl = paint(new BoardPainter(BoardTheme.LIGHT, dutch), s, 1024, 700, Highlights.NONE);
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(1024, 700);
        Point2D label = geo.toScreen(geo.labelAnchor(Board.AREAS));
        int differ = 0;
        for (int y = (int) label.getY() - 12; y < label.getY() + 12; y++) {
            for (int x = (int) label.getX() - 80; x < label.getX() + 80; x++) {
                if (en.getRGB(x, y) != nl.getRGB(x, y)) {
                    differ++;
                }
            }
        }
        assertThat(differ).isGreaterThan(50);
    }

    @Test
    void anEmptyBoardAtTheStartPaintsToo() {
        GameState s = org.ichto.urland.UrlandGame.newGame(5, 1);
        BufferedImage img = paint(new BoardPainter(BoardTheme.DARK, Labels.DEFAULT), s, 640, 400, null);
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(640, 400);
        for (int seat = 0; seat < 5; seat++) {
            assertThat(near(pixel(img, geo.markerAnchor(s, seat)), PlayerStyle.of(Urlands.COLOURS.get(seat)).fill(), 2))
                    .as("marker %d on space 0", seat).isTrue();
        }
    }
}
