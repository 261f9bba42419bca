package org.ichto.shell.ui;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.text.Document;
import javax.swing.text.html.HTMLEditorKit;
import java.awt.Image;
import java.io.StringReader;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Work of the window's start that needs no event thread, done on a thread of its own while the event
 * thread installs the look and builds the window: the window's icons are painted, and Swing's HTML
 * (its parser, the default style sheet), which the window's labels load on their first HTML text, is
 * loaded once. Without it both ran on the event thread before the window's first paint.
 */
final class StartupWarmUp {
    private static final Logger LOG = LoggerFactory.getLogger(StartupWarmUp.class);

    private final CompletableFuture<List<Image>> icons = new CompletableFuture<>();

    private StartupWarmUp() {
    }

    /** Starts the warm-up thread. */
    static StartupWarmUp start() {
        StartupWarmUp warmUp = new StartupWarmUp();
        Thread t = new Thread(warmUp::run, "warm-up");
        t.setDaemon(true);
        t.start();
        return warmUp;
    }

    /** The window's icons, once painted. */
    CompletableFuture<List<Image>> icons() {
        return icons;
    }

    private void run() {
        try {
            icons.complete(AppIcon.windowImages());
        } catch (RuntimeException e) {
            icons.completeExceptionally(e);
        }
        try {
            // A document read through the HTML kit loads what an HTML label loads: no component is made here.
            HTMLEditorKit kit = new HTMLEditorKit();
            Document doc = kit.createDefaultDocument();
            kit.read(new StringReader("<html><b>Urland</b> <i>warm</i></html>"), doc, 0);
        } catch (Exception e) {
            LOG.debug("the HTML warm-up failed; the first HTML label loads it instead", e);
        }
    }
}
