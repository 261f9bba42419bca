package org.ichto.shell.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

import javax.swing.SwingUtilities;
import java.awt.Window;

/** The look of the window: FlatLaf, light or dark. */
public final class Looks {
    private Looks() {
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
