package org.ichto.urland.ui;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.shell.session.GameSession;
import org.ichto.urland.ui.board.BoardGeometry;
import org.ichto.urland.ui.board.BoardPainter;
import org.ichto.urland.ui.board.BoardTheme;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.ui.board.Labels;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.awt.EventQueue;
import java.awt.Frame;
import java.awt.Graphics2D;
import java.lang.reflect.InvocationTargetException;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;

/**
 * What the first game in the window needs, done beforehand on a thread of its own while the event thread installs the
 * look and builds the window: reading the board and the personalities, and laying out the board; once the window
 * shows, the highlight glow of every place is computed and kept. The event thread then finds all of it ready (or waits
 * for the part under way) instead of doing it itself before the window's first paint, or before the first highlights
 * of a human's turn.
 */
final class Preload {
    private static final Logger LOG = LoggerFactory.getLogger(Preload.class);

    private Preload() {
    }

    /** Starts the work on a daemon thread and returns at once. */
    static void start() {
        Thread t = new Thread(Preload::run, "preload");
        t.setDaemon(true);
        t.start();
    }

    static void run() {
        long start = System.nanoTime();
        try {
            GameState s = UrlandGame.newGame(4, 1);
            UrlandSessions.profiles();
            BufferedImage img = new BufferedImage(480, 300, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            try {
                BoardPainter painter = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
                // Laid out only: the board draws its ground beside the event thread once it has its size, and a
                // paint here besides took the processors from the window's start for more than it spared it.
                BoardGeometry.of(s.board());
                LOG.debug("preloaded the board in {} ms", (System.nanoTime() - start) / 1_000_000);
                // The glows are wanted only once a human is to choose: they wait until the window has painted, so
                // that they do not take a processor from the window's first paint.
                awaitWindowShowing();
                Set<Integer> all = new HashSet<>();
                for (int p = 0; p < Board.PLACES; p++) {
                    all.add(p);
                }
                // Every place as a target and changed, then selected and hovered: each glow is computed once.
                painter.paint(g, s, null, img.getWidth(), img.getHeight(), new Highlights(all, -1, -1, all));
                for (int p = 0; p < Board.PLACES; p++) {
                    Highlights one = new Highlights(Set.of(), p, p, Set.of());
                    painter.paint(g, s, null, img.getWidth(), img.getHeight(), one);
                }
            } finally {
                g.dispose();
            }
            LOG.debug("preloaded the highlight glows, {} ms in all", (System.nanoTime() - start) / 1_000_000);
        } catch (RuntimeException e) {
            // Nothing is lost: the event thread does the same work itself when it gets there.
            LOG.warn("preloading failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Waits until a window shows and the event thread has caught up with what was asked of it until then (its first
     * paint among it); gives up after some seconds.
     */
    private static void awaitWindowShowing() throws InterruptedException {
        try {
            for (int i = 0; i < 100; i++) {
                boolean[] showing = {false};
                EventQueue.invokeAndWait(() -> {
                    for (Frame f : Frame.getFrames()) {
                        showing[0] |= f.isShowing();
                    }
                });
                if (showing[0]) {
                    EventQueue.invokeAndWait(() -> { }); // after the paint asked for while the window was built
                    return;
                }
                Thread.sleep(50);
            }
        } catch (InvocationTargetException e) {
            LOG.debug("cannot wait for the window", e);
        }
    }
}
