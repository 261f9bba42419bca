package org.ichto.shell.ui;

import java.awt.Frame;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the window goes: where it was last time (if that is still on a screen), else fitted to the usable
 * part of the screen (without task bars and docks), so nothing starts off screen on a small one.
 */
public final class WindowPlace {
    /** Below this the window simply takes the whole usable screen: every pixel is needed. */
    static final int ROOMY_WIDTH = 1600;
    static final int ROOMY_HEIGHT = 1000;
    /** How much of a remembered window must still lie on a screen to be found and moved by the player. */
    static final int VISIBLE_WIDTH = 160;
    static final int VISIBLE_HEIGHT = 80;

    private WindowPlace() {
    }

    /** A place and whether the window is maximized there. */
    public record Place(Rectangle bounds, boolean maximized) {
    }

    /**
     * The window's place: the remembered one when it still lies on one of the {@code screens} (usable
     * bounds), shrunk to fit that screen; else fitted to {@code usable}, the usable bounds of the main screen.
     */
    public static Place choose(Optional<Rectangle> saved, boolean maximized, List<Rectangle> screens,
                               Rectangle usable) {
        if (saved.isPresent()) {
            Rectangle r = saved.get();
            for (Rectangle screen : screens) {
                Rectangle common = screen.intersection(r);
                // The top edge (the title bar) must be on this screen, or the window could not be dragged back.
                if (!common.isEmpty() && common.width >= Math.min(VISIBLE_WIDTH, r.width)
                        && common.height >= Math.min(VISIBLE_HEIGHT, r.height)
                        && r.y >= screen.y && r.y < screen.y + screen.height - VISIBLE_HEIGHT / 2) {
                    int w = Math.min(r.width, screen.width);
                    int h = Math.min(r.height, screen.height);
                    // Larger than this screen (another screen, another resolution): it starts at its corner.
                    return new Place(new Rectangle(w < r.width ? screen.x : r.x, h < r.height ? screen.y : r.y, w, h),
                            maximized);
                }
            }
        }
        return first(usable);
    }

    /** The first start: the whole usable screen when it is small, else most of it, centred. */
    static Place first(Rectangle usable) {
        if (usable.width < ROOMY_WIDTH || usable.height < ROOMY_HEIGHT) {
            return new Place(new Rectangle(usable), true);
        }
        int w = usable.width * 85 / 100;
        int h = usable.height * 88 / 100;
        return new Place(new Rectangle(usable.x + (usable.width - w) / 2, usable.y + (usable.height - h) / 2, w, h),
                false);
    }

    /** The usable bounds (without task bars) of every screen now attached. */
    public static List<Rectangle> screens() {
        List<Rectangle> out = new ArrayList<>();
        for (GraphicsDevice device : GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
            GraphicsConfiguration c = device.getDefaultConfiguration();
            Rectangle b = c.getBounds();
            Insets in = Toolkit.getDefaultToolkit().getScreenInsets(c);
            out.add(new Rectangle(b.x + in.left, b.y + in.top, b.width - in.left - in.right,
                    b.height - in.top - in.bottom));
        }
        return out;
    }

    /** Puts the window where the settings say, or fits it to this screen. */
    public static void apply(Frame window, Settings settings) {
        Place p = choose(settings.windowBounds(), settings.windowMaximized(), screens(),
                GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
        window.setBounds(p.bounds());
        if (p.maximized() && Toolkit.getDefaultToolkit().isFrameStateSupported(Frame.MAXIMIZED_BOTH)) {
            window.setExtendedState(window.getExtendedState() | Frame.MAXIMIZED_BOTH);
        }
    }
}
