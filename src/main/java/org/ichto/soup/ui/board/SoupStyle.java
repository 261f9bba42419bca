package org.ichto.soup.ui.board;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Map;

/**
 * How one colour's amoebas, food cubes and score marker look: a fill colour-blind players can tell
 * apart (Okabe-Ito hues) and a shape of its own (the box's amoebas come in four colours and four
 * shapes), so colour is never the only clue. Every piece has a dark outline so light fills show on
 * light water. Immutable.
 */
public final class SoupStyle {
    /** The shape of a colour's pieces. */
    public enum Form {
        CIRCLE, SQUARE, TRIANGLE, DIAMOND
    }

    private static final Color OUTLINE = new Color(0x1B1B1B);
    private static final Map<String, SoupStyle> STYLES = Map.of(
            "red", new SoupStyle("red", new Color(0xD55E00), Form.CIRCLE),
            "blue", new SoupStyle("blue", new Color(0x0072B2), Form.SQUARE),
            "yellow", new SoupStyle("yellow", new Color(0xF0E442), Form.TRIANGLE),
            "green", new SoupStyle("green", new Color(0x009E73), Form.DIAMOND));

    private final String colour;
    private final Color fill;
    private final Color light;
    private final Color text;
    private final Form form;

    private SoupStyle(String colour, Color fill, Form form) {
        this.colour = colour;
        this.fill = fill;
        this.form = form;
        this.light = mix(fill, Color.WHITE, 0.45);
        this.text = contrast(fill, Color.BLACK) >= contrast(fill, Color.WHITE) ? new Color(0x111111) : Color.WHITE;
    }

    /** The style of a seat colour ("red", "blue", "yellow", "green"). */
    public static SoupStyle of(String colour) {
        SoupStyle s = STYLES.get(colour);
        if (s == null) {
            throw new IllegalArgumentException("no style for colour " + colour);
        }
        return s;
    }

    public String colour() {
        return colour;
    }

    public Color fill() {
        return fill;
    }

    /** The fill lightened: the gloss on an amoeba, a tint behind a row. */
    public Color light() {
        return light;
    }

    public Color outline() {
        return OUTLINE;
    }

    /** Black or white, whichever reads better on the fill (numbers written on a piece). */
    public Color text() {
        return text;
    }

    public Form form() {
        return form;
    }

    /**
     * The piece's outline centred on (cx, cy); {@code size} is the diameter of the circle, and the other
     * forms are sized to look as heavy as it. Corners are a little rounded: amoebas have no sharp edges.
     */
    public Shape shape(double cx, double cy, double size) {
        double r = size / 2;
        return switch (form) {
            case CIRCLE -> new Ellipse2D.Double(cx - r, cy - r, size, size);
            case SQUARE -> {
                double h = r * 0.9;
                yield new RoundRectangle2D.Double(cx - h, cy - h, 2 * h, 2 * h, size * 0.28, size * 0.28);
            }
            case TRIANGLE -> {
                double side = size * 1.3;
                double height = side * Math.sqrt(3) / 2;
                yield rounded(new double[] {cx, cx + side / 2, cx - side / 2},
                        new double[] {cy - height * 2 / 3, cy + height / 3, cy + height / 3}, size * 0.09);
            }
            case DIAMOND -> {
                double d = r * 1.22;
                yield rounded(new double[] {cx, cx + d, cx, cx - d}, new double[] {cy - d, cy, cy + d, cy}, size * 0.08);
            }
        };
    }

    /** Where a number written on the piece is centred (lower in a triangle, whose room is near its base). */
    public Point2D textCentre(double cx, double cy, double size) {
        return form == Form.TRIANGLE ? new Point2D.Double(cx, cy + size * 0.14) : new Point2D.Double(cx, cy);
    }

    /** A polygon whose corners are cut round by quadratic curves of about this radius. */
    private static Path2D rounded(double[] xs, double[] ys, double radius) {
        int n = xs.length;
        Path2D p = new Path2D.Double();
        for (int i = 0; i < n; i++) {
            int prev = (i + n - 1) % n;
            int next = (i + 1) % n;
            double[] a = toward(xs[i], ys[i], xs[prev], ys[prev], radius);
            double[] b = toward(xs[i], ys[i], xs[next], ys[next], radius);
            if (i == 0) {
                p.moveTo(a[0], a[1]);
            } else {
                p.lineTo(a[0], a[1]);
            }
            p.quadTo(xs[i], ys[i], b[0], b[1]);
        }
        p.closePath();
        return p;
    }

    private static double[] toward(double x, double y, double tx, double ty, double distance) {
        double dx = tx - x;
        double dy = ty - y;
        double len = Math.hypot(dx, dy);
        double t = len == 0 ? 0 : Math.min(0.5, distance / len);
        return new double[] {x + dx * t, y + dy * t};
    }

    static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() * (1 - t) + b.getRed() * t),
                (int) Math.round(a.getGreen() * (1 - t) + b.getGreen() * t),
                (int) Math.round(a.getBlue() * (1 - t) + b.getBlue() * t));
    }

    private static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    /** WCAG contrast ratio of two colours (1 to 21). */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    @Override
    public String toString() {
        return "SoupStyle[" + colour + ", " + form + "]";
    }
}
