package org.ichto.soup.ui;

import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.soup.ui.board.SoupStyle;

import javax.swing.Icon;
import java.awt.BasicStroke;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.util.List;

/**
 * A player's colour and shape as a small icon, for lists and tables. Drawn once per colour and size into a
 * picture the screen keeps and copied after (see {@link Sprites}): the players' panel and every table of the
 * "What happened" cards show them, and each smoothed shape drawn afresh was a mask sent to the X server.
 */
final class SeatIcon implements Icon {
    /** The icons' pictures, shared by all icons (painted from any thread, one at a time). */
    private static final Sprites PICTURES = new Sprites();

    private final SoupStyle style;
    private final int size;

    private SeatIcon(SoupStyle style, int size) {
        this.style = style;
        this.size = size;
    }

    static SeatIcon of(String colour, int size) {
        return new SeatIcon(SoupStyle.of(colour), size);
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            double half = size / 2.0;
            Rectangle2D bounds = new Rectangle2D.Double(-half - 1, -half - 1, size + 2, size + 2);
            synchronized (PICTURES) {
                PICTURES.draw(g, x + half, y + half, List.of(style.colour(), size), bounds, this::art);
            }
        } finally {
            g.dispose();
        }
    }

    /** The icon's shape centred on (0, 0). */
    void art(Graphics2D g) {
        Shape shape = style.shape(0, 0, size * 0.78);
        g.setColor(style.fill());
        g.fill(shape);
        g.setColor(style.outline());
        g.setStroke(new BasicStroke(1.2f));
        g.draw(shape);
    }

    @Override
    public int getIconWidth() {
        return size;
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}
