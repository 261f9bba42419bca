package org.ichto.shell.ui;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.SwingUtilities;
import javax.swing.text.Document;
import javax.swing.text.html.HTMLEditorKit;
import java.awt.Image;
import java.io.StringReader;
import java.util.List;
import java.util.function.Consumer;

/**
 * Work of the window's start that waits until the window has painted, done on a thread of its own: the window's icons
 * are painted (at seven sizes; the title bar's icon can wait a moment), then Swing's HTML (its parser, the default
 * style sheet) is loaded, which the first HTML text (a tooltip, the final scoring) would otherwise load on the event
 * thread. Both took a processor from the window's start when done beside it.
 */
final class StartupWarmUp {
    private static final Logger LOG = LoggerFactory.getLogger(StartupWarmUp.class);

    private StartupWarmUp() {
    }

    /** Starts the thread: the icons, handed to the event thread for {@code take}, then the HTML. */
    static void start(Consumer<List<Image>> take) {
        Thread t = new Thread(() -> {
            paintIcons(take);
            loadHtml();
        }, "warm-up");
        t.setDaemon(true);
        t.start();
    }

    private static void paintIcons(Consumer<List<Image>> take) {
        try {
            List<Image> icons = AppIcon.windowImages();
            SwingUtilities.invokeLater(() -> take.accept(icons));
        } catch (RuntimeException e) {
            LOG.warn("the window's icons could not be painted", e);
        }
    }

    private static void loadHtml() {
        try {
            // A document read through the HTML kit loads what an HTML label loads: no component is made here.
            HTMLEditorKit kit = new HTMLEditorKit();
            Document doc = kit.createDefaultDocument();
            kit.read(new StringReader("<html><b>Urland</b> <i>warm</i></html>"), doc, 0);
        } catch (Exception e) {
            LOG.debug("the HTML warm-up failed; the first HTML text loads it instead", e);
        }
    }
}
