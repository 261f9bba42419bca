package org.ichto.shell.ui;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Insets;

/**
 * A label whose size does not follow its text, so that a new text repaints it without laying out its panel. The
 * players' tables give a few labels new figures at every decision, and each one laid the whole table out again, some
 * twenty times a second at the instant speed (docs/benchmarks.md). Like the table cell renderer, which skips its
 * revalidation for the same reason, it asks for a layout only when its font changes face or size. Plain text only, and
 * no icon.
 * <p>
 * Two kinds: a {@link #figure} (or a {@link #number}) is as wide as the widest text it will show, in bold (the seat to
 * act is set in bold); a {@link #line} asks for no width and takes what its panel gives it (lay it out to grow),
 * cutting a longer text short.
 */
public final class SteadyLabel extends JLabel {
    private final String widest;
    private final boolean line;
    private Dimension size;

    private SteadyLabel(String widest, boolean line) {
        this.widest = widest;
        this.line = line;
        putClientProperty("html.disable", Boolean.TRUE);
    }

    /** A label as wide as {@code widest}, the widest text it will show. */
    public static SteadyLabel figure(String widest) {
        return new SteadyLabel(widest, false);
    }

    /** A figure of a column of figures, set on the right, as wide as {@code widest}. */
    public static SteadyLabel number(String widest) {
        SteadyLabel number = figure(widest);
        number.setHorizontalAlignment(RIGHT);
        return number;
    }

    /** A line of text as wide as its panel makes it (its layout must let it grow). */
    public static SteadyLabel line() {
        return new SteadyLabel("", true);
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(steadySize());
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(steadySize());
    }

    @Override
    public Dimension getMaximumSize() {
        Dimension d = steadySize();
        return new Dimension(line ? Short.MAX_VALUE : d.width, d.height);
    }

    /** Its size changes with its font's face and size only: a new text, or bold, is repainted where it stands. */
    @Override
    public void revalidate() {
        if (size == null) {
            super.revalidate();
        }
    }

    /** Marks its panel for layout only when its size may have changed (as {@link #revalidate}). */
    @Override
    public void invalidate() {
        if (size == null) {
            super.invalidate();
        }
    }

    @Override
    public void setFont(Font font) {
        Font old = getFont();
        if (old == null || font == null || !old.getFamily().equals(font.getFamily())
                || old.getSize2D() != font.getSize2D()) {
            size = null;
        }
        super.setFont(font);
    }

    private Dimension steadySize() {
        if (size == null) {
            Font font = getFont();
            FontMetrics bold = getFontMetrics(font.deriveFont(font.getStyle() | Font.BOLD));
            Insets in = getInsets();
            int width = line ? 0 : SwingUtilities.computeStringWidth(bold, widest);
            size = new Dimension(width + in.left + in.right, Math.max(bold.getHeight(),
                    getFontMetrics(font).getHeight()) + in.top + in.bottom);
        }
        return size;
    }
}
