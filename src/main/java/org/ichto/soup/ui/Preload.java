package org.ichto.soup.ui;

import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.soup.SoupGame;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.SoupPainter;
import org.ichto.soup.ui.board.SoupTheme;
import org.ichto.soup.ui.text.SoupTexts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/**
 * What a first game of Primordial Soup needs, done beside the event thread while the window is built: the
 * board file and the personalities read, the texts loaded, and one paint of the board into a small picture
 * (the drawing and font code loaded), so the window's first paint of the board finds all of it ready.
 */
final class Preload {
    private static final Logger LOG = LoggerFactory.getLogger(Preload.class);

    private Preload() {
    }

    static void run() {
        long start = System.nanoTime();
        try {
            SoupState s = SoupGame.newGame(4, 1);
            ProfileLibrary.shipped(SoupGame.ID, SoupGame.INSTANCE.ai().schema());
            SoupTexts texts = SoupTexts.of(java.util.Locale.getDefault());
            BufferedImage img = new BufferedImage(480, 320, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            try {
                new SoupPainter(SoupTheme.LIGHT, texts).paint(g, s, null, null, img.getWidth(), img.getHeight());
            } finally {
                g.dispose();
            }
            LOG.debug("preloaded Primordial Soup's board in {} ms", (System.nanoTime() - start) / 1_000_000);
        } catch (RuntimeException e) {
            // Nothing is lost: the event thread does the same work itself when it gets there.
            LOG.warn("preloading Primordial Soup failed", e);
        }
    }
}
