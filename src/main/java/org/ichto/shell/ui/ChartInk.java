package org.ichto.shell.ui;

import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;

/**
 * How the window's charts write and rule lines: smooth, in the look's text colour, a faint shade of it
 * for the grid, and a small plain font.
 *
 * @param text  the labels and axes
 * @param faint the grid
 */
record ChartInk(Color text, Color faint) {

    /** Sets a chart's graphics up (smoothing, its font) and gives the colours of the look in use. */
    static ChartInk prepare(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Color fg = UIManager.getColor("Label.foreground") != null ? UIManager.getColor("Label.foreground")
                : Color.DARK_GRAY;
        g.setFont(g.getFont().deriveFont(Font.PLAIN, 11f));
        return new ChartInk(fg, new Color(fg.getRed(), fg.getGreen(), fg.getBlue(), 60));
    }
}
