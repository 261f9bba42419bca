package org.ichto.soup.ui;

import org.ichto.soup.ui.board.SoupStyle;

import javax.swing.Icon;
import java.awt.BasicStroke;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;

/** A player's colour and shape as a small icon, for lists and tables. */
final class SeatIcon implements Icon {
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
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        Shape shape = style.shape(x + size / 2.0, y + size / 2.0, size * 0.78);
        g.setColor(style.fill());
        g.fill(shape);
        g.setColor(style.outline());
        g.setStroke(new BasicStroke(1.2f));
        g.draw(shape);
        g.dispose();
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
