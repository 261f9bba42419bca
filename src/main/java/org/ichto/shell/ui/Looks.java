package org.ichto.shell.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import java.awt.Font;
import java.awt.Window;

/** The look of the window: FlatLaf, light or dark, and the size of its text. */
public final class Looks {
    /** The look's own text size, before any zoom: the zoom's 100 %. */
    private static float baseSize;

    private Looks() {
    }

    /**
     * Sets the size of every text to {@code percent} of the look's own, through FlatLaf's default font (the
     * base of all its fonts; FlatLaf scales gaps and icons with it). Windows built afterwards take it; open
     * ones are updated. Call on the event thread, after {@link #install}.
     */
    public static void zoom(int percent, boolean dark) {
        Font own = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        if (baseSize == 0 && own != null) {
            baseSize = own.getSize2D();
        }
        Font base = own != null ? own : UIManager.getFont("Label.font");
        if (base == null || baseSize == 0) {
            return;
        }
        UIManager.put("defaultFont", new FontUIResource(base.deriveFont(baseSize * percent / 100f)));
        // Set up again, so FlatLaf derives its fonts and its scale of gaps from the new default font.
        install(dark);
        // Only windows still on screen: a closed dialog's parts may no longer take a new look.
        for (Window w : Window.getWindows()) {
            if (w.isDisplayable()) {
                SwingUtilities.updateComponentTreeUI(w);
            }
        }
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

    /** Installs the light or dark look (call on the event thread). */
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
