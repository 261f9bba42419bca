package org.ichto.urland.ui;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardGeometry;
import org.ichto.urland.ui.text.UrlandTexts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the first game in the window needs, done beforehand on a thread of its own while the event thread installs the
 * look and builds the window: reading the board, the personalities and the words, and laying out the board. The event
 * thread then finds it ready (or waits for the part under way) instead of doing it itself before the window's first
 * paint. The highlights' glows are made after that paint, by the board itself (beside the event thread and in its
 * idle moments).
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
            // The words in the language a player's settings most often hold; the window reads them as it is built.
            UrlandTexts.of(java.util.Locale.getDefault());
            // Laid out only: the board draws its ground beside the event thread once it has its size, and a paint
            // here besides took the processors from the window's start for more than it spared it.
            BoardGeometry.of(s.board());
            LOG.debug("preloaded the board in {} ms", (System.nanoTime() - start) / 1_000_000);
        } catch (RuntimeException e) {
            // Nothing is lost: the event thread does the same work itself when it gets there.
            LOG.warn("preloading failed", e);
        }
    }
}
