package org.ichto.urland.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Prints how long one paint of the board takes: a 5-player mid-game with merged regions, scored chips and six
 * highlighted places, painted into an image 200 times after a warm-up; median and 95th percentile in milliseconds.
 * "repaint" is the usual case (a move or the mouse: the ground picture is reused), "full paint" the case after a
 * resize or an eruption (the ground is painted again). A probe to run by hand, not a test (timings depend on the
 * machine):
 *
 * <pre>
 * mvn -q -B test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.ichto.urland.ui.board.RepaintProbe [W H]
 * </pre>
 */
public final class RepaintProbe {
    private static final int WARM_UP = 150;
    private static final int PAINTS = 200;

    private RepaintProbe() {
    }

    public static void main(String[] args) {
        int w = args.length > 1 ? Integer.parseInt(args[0]) : 1920;
        int h = args.length > 1 ? Integer.parseInt(args[1]) : 1080;
        GameState s = BoardStates.mergedAndScored(5, 11);
        List<Seat> seats = BoardStates.seats(5);
        Highlights hl = new Highlights(Set.of(12, 14, s.regionOf(3)), s.regionOf(9), 16, Set.of(13));

        long t0 = System.nanoTime();
        BoardGeometry geo = BoardGeometry.of(s.board());
        System.out.printf("layout of the board: %.1f ms (once per run)%n", (System.nanoTime() - t0) / 1e6);
        t0 = System.nanoTime();
        for (int p = 0; p < Board.PLACES; p++) {
            java.awt.Shape shape = p < Board.AREAS ? geo.regionShape(s.regionAreas(s.regionOf(p))) : geo.placeShape(p);
            for (float width : new float[] {10f, 16f, 20f}) {
                geo.innerBand(shape, width, false);
            }
        }
        System.out.printf("highlight glows of every place in three widths: %.1f ms (each once per run)%n",
                (System.nanoTime() - t0) / 1e6);

        for (BoardTheme theme : new BoardTheme[] {BoardTheme.LIGHT, BoardTheme.DARK}) {
            BoardPainter painter = new BoardPainter(theme, Labels.DEFAULT);
            BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            for (int i = 0; i < WARM_UP; i++) {
                paintOnce(painter, img, s, seats, hl);
            }
            long[] t = new long[PAINTS];
            for (int i = 0; i < t.length; i++) {
                long start = System.nanoTime();
                paintOnce(painter, img, s, seats, hl);
                t[i] = System.nanoTime() - start;
            }
            print(theme.name() + " theme, repaint", w, h, t);
            for (int i = 0; i < WARM_UP / 3; i++) {
                paintOnce(new BoardPainter(theme, Labels.DEFAULT), img, s, seats, hl);
            }
            for (int i = 0; i < t.length; i++) {
                BoardPainter fresh = new BoardPainter(theme, Labels.DEFAULT);
                long start = System.nanoTime();
                paintOnce(fresh, img, s, seats, hl);
                t[i] = System.nanoTime() - start;
            }
            print(theme.name() + " theme, full paint", w, h, t);
        }
    }

    private static void print(String what, int w, int h, long[] t) {
        Arrays.sort(t);
        System.out.printf("%s, %dx%d, %d paints: median %.2f ms, p95 %.2f ms, max %.2f ms%n", what, w, h, t.length,
                t[t.length / 2] / 1e6, t[(int) Math.ceil(t.length * 0.95) - 1] / 1e6, t[t.length - 1] / 1e6);
    }

    private static void paintOnce(BoardPainter painter, BufferedImage img, GameState s, List<Seat> seats, Highlights hl) {
        Graphics2D g = img.createGraphics();
        painter.paint(g, s, seats, img.getWidth(), img.getHeight(), hl);
        g.dispose();
    }
}
