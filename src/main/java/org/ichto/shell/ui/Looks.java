package org.ichto.shell.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

import javax.swing.SwingUtilities;
import java.awt.Window;
import java.util.HashMap;
import java.util.Map;

/** The look of the window: FlatLaf, light or dark, and the size of its text. */
public final class Looks {
    /** FlatLaf's key of the font every other one derives from; its value may be a size relative to the look's own. */
    private static final String DEFAULT_FONT = "defaultFont";

    private Looks() {
    }

    /**
     * Sets the size of every text to {@code percent} of the look's own and sets the look up again with it; windows
     * built afterwards take it, open ones are updated. Call on the event thread.
     */
    public static void zoom(int percent, boolean dark) {
        install(dark, percent);
        // Only windows still on screen: a closed dialog's parts may no longer take a new look.
        for (Window w : Window.getWindows()) {
            if (w.isDisplayable()) {
                SwingUtilities.updateComponentTreeUI(w);
            }
        }
    }

    /** The text size in percent: the one chosen, or the one that suits the usable screen. */
    public static int zoomFor(Settings settings) {
        int chosen = settings.zoom();
        return chosen != 0 ? chosen : fittingZoom(
                java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds().height);
    }

    /** The text size that suits a screen of this usable height at first start: larger on large screens. */
    public static int fittingZoom(int usableHeight) {
        int wanted = usableHeight * 100 / 1000;
        int zoom = 100;
        for (int z : Settings.ZOOMS) {
            if (z >= 100 && z <= wanted) {
                zoom = z;
            }
        }
        return zoom;
    }

    /**
     * Installs the light or dark look with its text at {@code percent} of the look's own size (call on the event
     * thread). The size goes in before the look is set up, through FlatLaf's default font, the base of all its
     * fonts and of its scale of gaps and icons: one set-up, where setting the font afterwards needs a second.
     */
    public static void install(boolean dark, int percent) {
        Map<String, String> extra = new HashMap<>();
        Map<String, String> earlier = FlatLaf.getGlobalExtraDefaults();
        if (earlier != null) {
            extra.putAll(earlier);
        }
        if (percent == 100) {
            extra.remove(DEFAULT_FONT);
        } else {
            extra.put(DEFAULT_FONT, percent + "%");
        }
        FlatLaf.setGlobalExtraDefaults(extra.isEmpty() ? null : extra);
        install(dark);
    }

    /** Installs the light or dark look at the text size last set (call on the event thread). */
    public static void install(boolean dark) {
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }

    /** Switches every open window to the other look, keeping their state. */
    public static void switchTo(boolean dark) {
        install(dark);
        FlatLaf.updateUI();
        for (Window w : Window.getWindows()) {
            SwingUtilities.updateComponentTreeUI(w);
        }
    }
}
