package org.ichto.soup.ui;

import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.soup.SoupGame;
import org.ichto.soup.ui.text.SoupTexts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a first game of Primordial Soup needs, done beside the event thread while the window is built: the board file
 * and the personalities read and the texts loaded, so the window finds them ready.
 */
final class Preload {
    private static final Logger LOG = LoggerFactory.getLogger(Preload.class);

    private Preload() {
    }

    static void run() {
        long start = System.nanoTime();
        try {
            SoupGame.newGame(4, 1);
            ProfileLibrary.shipped(SoupGame.ID, SoupGame.INSTANCE.ai().schema());
            SoupTexts.of(java.util.Locale.getDefault());
            // No paint here: the board draws its ground beside the event thread once it has its size, and a paint
            // into a small picture besides took a processor from the window's start for more than it spared it.
            LOG.debug("preloaded Primordial Soup's board in {} ms", (System.nanoTime() - start) / 1_000_000);
        } catch (RuntimeException e) {
            // Nothing is lost: the event thread does the same work itself when it gets there.
            LOG.warn("preloading Primordial Soup failed", e);
        }
    }
}
