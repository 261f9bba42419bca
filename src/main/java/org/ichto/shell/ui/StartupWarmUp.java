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
 * Work of the window's start that needs no event thread, done on threads of their own: Swing's HTML (its parser, the
 * default style sheet), which the first HTML label loads, is loaded while the event thread installs the look and
 * builds the window; the window's icons are painted once the window has painted, as the title bar's icon can wait a
 * moment and painting them (at seven sizes) took a processor from the start for a tenth of a second.
 */
final class StartupWarmUp {
    private static final Logger LOG = LoggerFactory.getLogger(StartupWarmUp.class);

    private StartupWarmUp() {
    }

    /** Starts loading Swing's HTML on a thread of its own. */
    static void start() {
        Thread t = new Thread(StartupWarmUp::loadHtml, "warm-up");
        t.setDaemon(true);
        t.start();
    }

    /** Paints the window's icons on a thread of its own and hands them to the event thread. */
    static void paintIcons(Consumer<List<Image>> take) {
        Thread t = new Thread(() -> {
            try {
                List<Image> icons = AppIcon.windowImages();
                SwingUtilities.invokeLater(() -> take.accept(icons));
            } catch (RuntimeException e) {
                LOG.warn("the window's icons could not be painted", e);
            }
        }, "icons");
        t.setDaemon(true);
        t.start();
    }

    private static void loadHtml() {
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
