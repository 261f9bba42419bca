package org.ichto.soup.ui;

import javax.swing.Icon;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.RoundRectangle2D;

/** A die showing a face, for the buttons that take one of Movement I's two dice. */
final class DieIcon implements Icon {
    private final int face;
    private final int size;

    DieIcon(int face, int size) {
        this.face = face;
        this.size = size;
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        RoundRectangle2D body = new RoundRectangle2D.Double(x + 0.5, y + 0.5, size - 1, size - 1, size * 0.3, size * 0.3);
        g.setColor(Color.WHITE);
        g.fill(body);
        g.setColor(new Color(0x333333));
        g.setStroke(new BasicStroke(1f));
        g.draw(body);
        double r = size * 0.1;
        double lo = size * 0.28;
        double mid = size * 0.5;
        double hi = size * 0.72;
        double[][] pips = switch (face) {
            case 1 -> new double[][] {{mid, mid}};
            case 2 -> new double[][] {{lo, lo}, {hi, hi}};
            case 3 -> new double[][] {{lo, lo}, {mid, mid}, {hi, hi}};
            case 4 -> new double[][] {{lo, lo}, {hi, lo}, {lo, hi}, {hi, hi}};
            case 5 -> new double[][] {{lo, lo}, {hi, lo}, {mid, mid}, {lo, hi}, {hi, hi}};
            default -> new double[][] {{lo, lo}, {hi, lo}, {lo, mid}, {hi, mid}, {lo, hi}, {hi, hi}};
        };
        for (double[] p : pips) {
            g.fill(new Ellipse2D.Double(x + p[0] - r, y + p[1] - r, 2 * r, 2 * r));
        }
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
