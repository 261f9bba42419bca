package org.ichto.soup.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;

/** Small drawings the board uses in several places: text centred on a point, a die, an arrow. */
final class Glyphs {
    static final String FAMILY = Font.SANS_SERIF;

    private Glyphs() {
    }

    static Font font(int style, double px) {
        return new Font(FAMILY, style, 1).deriveFont((float) Math.max(7, px));
    }

    /** Draws the text centred on (cx, cy). */
    static void centred(Graphics2D g, String text, double cx, double cy) {
        FontMetrics fm = g.getFontMetrics();
        float x = (float) (cx - fm.stringWidth(text) / 2.0);
        float y = (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0);
        g.drawString(text, x, y);
    }

    /** Draws the text from (x, baseline centred on cy); returns its width. */
    static double left(Graphics2D g, String text, double x, double cy) {
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) x, (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0));
        return fm.stringWidth(text);
    }

    /** The text shortened with an ellipsis to fit the width in the graphics' font. */
    static String fit(Graphics2D g, String text, double width) {
        FontMetrics fm = g.getFontMetrics();
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        String s = text;
        while (s.length() > 1 && fm.stringWidth(s + "\u2026") > width) {
            s = s.substring(0, s.length() - 1);
        }
        return s + "\u2026";
    }

    /** A die showing a face 1-6, its top left at (x, y). */
    static void die(Graphics2D g, double x, double y, double size, int face, Color body, Color pips, Color edge) {
        Shape cube = new RoundRectangle2D.Double(x, y, size, size, size * 0.28, size * 0.28);
        g.setColor(body);
        g.fill(cube);
        g.setColor(edge);
        g.setStroke(new BasicStroke((float) Math.max(1, size * 0.05)));
        g.draw(cube);
        g.setColor(pips);
        double r = size * 0.09;
        double lo = size * 0.27;
        double mid = size * 0.5;
        double hi = size * 0.73;
        double[][] at = switch (face) {
            case 1 -> new double[][] {{mid, mid}};
            case 2 -> new double[][] {{lo, lo}, {hi, hi}};
            case 3 -> new double[][] {{lo, lo}, {mid, mid}, {hi, hi}};
            case 4 -> new double[][] {{lo, lo}, {hi, lo}, {lo, hi}, {hi, hi}};
            case 5 -> new double[][] {{lo, lo}, {hi, lo}, {mid, mid}, {lo, hi}, {hi, hi}};
            default -> new double[][] {{lo, lo}, {hi, lo}, {lo, mid}, {hi, mid}, {lo, hi}, {hi, hi}};
        };
        for (double[] p : at) {
            g.fill(new Ellipse2D.Double(x + p[0] - r, y + p[1] - r, 2 * r, 2 * r));
        }
    }

    /**
     * An arrow from one point to another as a filled outline: a shaft of the given width, slightly bent
     * so arrows between the same spaces in both directions do not cover each other, and a head.
     */
    static Shape arrow(Point2D from, Point2D to, double width, double bend) {
        double dx = to.getX() - from.getX();
        double dy = to.getY() - from.getY();
        double len = Math.hypot(dx, dy);
        if (len < 1e-6) {
            return new Path2D.Double();
        }
        double ux = dx / len;
        double uy = dy / len;
        double nx = -uy;
        double ny = ux;
        double head = width * 2.6;
        double bx = to.getX() - ux * head;
        double by = to.getY() - uy * head;
        double mx = (from.getX() + bx) / 2 + nx * bend;
        double my = (from.getY() + by) / 2 + ny * bend;
        double w = width / 2;
        Path2D p = new Path2D.Double();
        p.moveTo(from.getX() + nx * w * 0.6, from.getY() + ny * w * 0.6);
        p.quadTo(mx + nx * w, my + ny * w, bx + nx * w, by + ny * w);
        p.lineTo(bx + nx * head * 0.75, by + ny * head * 0.75);
        p.lineTo(to.getX(), to.getY());
        p.lineTo(bx - nx * head * 0.75, by - ny * head * 0.75);
        p.lineTo(bx - nx * w, by - ny * w);
        p.quadTo(mx - nx * w, my - ny * w, from.getX() - nx * w * 0.6, from.getY() - ny * w * 0.6);
        p.closePath();
        return p;
    }

    static Color alpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
