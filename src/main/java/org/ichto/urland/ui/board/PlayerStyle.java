package org.ichto.urland.ui.board;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How one colour's pieces and markers look: a fill that colour-blind players can tell apart (Okabe-Ito hues)
 * and a shape of its own, so that colour is never the only clue. Every piece has a dark outline so that light
 * fills show on a light board. Immutable.
 */
public final class PlayerStyle {
    /** The shape of a colour's pieces and markers. */
    public enum Form {
        CIRCLE, SQUARE, TRIANGLE, DIAMOND, HEXAGON
    }

    private static final Color OUTLINE = new Color(0x1B1B1B);
    private static final Map<String, PlayerStyle> STYLES = new LinkedHashMap<>();

    static {
        add("red", new Color(0xD55E00), Form.CIRCLE);
        add("blue", new Color(0x0072B2), Form.SQUARE);
        add("yellow", new Color(0xF0E442), Form.TRIANGLE);
        add("green", new Color(0x009E73), Form.DIAMOND);
        add("purple", new Color(0xCC79A7), Form.HEXAGON);
    }

    private final String colour;
    private final Color fill;
    private final Color text;
    private final Form form;

    private PlayerStyle(String colour, Color fill, Form form) {
        this.colour = colour;
        this.fill = fill;
        this.form = form;
        this.text = contrast(fill, Color.BLACK) >= contrast(fill, Color.WHITE) ? new Color(0x111111) : Color.WHITE;
    }

    private static void add(String colour, Color fill, Form form) {
        STYLES.put(colour, new PlayerStyle(colour, fill, form));
    }

    /** The style of a seat colour ("red", "blue", "yellow", "green", "purple"). */
    public static PlayerStyle of(String colour) {
        PlayerStyle s = STYLES.get(colour);
        if (s == null) {
            throw new IllegalArgumentException("no style for colour " + colour);
        }
        return s;
    }

    public String colour() {
        return colour;
    }

    /** The piece's fill. */
    public Color fill() {
        return fill;
    }

    /** The dark outline drawn around every piece and marker. */
    public Color outline() {
        return OUTLINE;
    }

    /** Black or white, whichever reads better on the fill (for counts written on a piece). */
    public Color text() {
        return text;
    }

    public Form form() {
        return form;
    }

    /**
     * The piece outline centred on (cx, cy); {@code size} is the diameter of the circle, and the other forms are
     * sized to look as heavy as it. The centre always lies inside the shape.
     */
    public Shape shape(double cx, double cy, double size) {
        double r = size / 2;
        switch (form) {
            case CIRCLE:
                return new Ellipse2D.Double(cx - r, cy - r, size, size);
            case SQUARE: {
                double h = r * 0.9;
                return new Rectangle2D.Double(cx - h, cy - h, 2 * h, 2 * h);
            }
            case TRIANGLE: {
                // Equilateral, pointing up, centroid on the centre.
                double side = size * 1.3;
                double height = side * Math.sqrt(3) / 2;
                Path2D p = new Path2D.Double();
                p.moveTo(cx, cy - height * 2 / 3);
                p.lineTo(cx + side / 2, cy + height / 3);
                p.lineTo(cx - side / 2, cy + height / 3);
                p.closePath();
                return p;
            }
            case DIAMOND: {
                double d = r * 1.22;
                Path2D p = new Path2D.Double();
                p.moveTo(cx, cy - d);
                p.lineTo(cx + d, cy);
                p.lineTo(cx, cy + d);
                p.lineTo(cx - d, cy);
                p.closePath();
                return p;
            }
            case HEXAGON:
            default: {
                return regularPolygon(cx, cy, r * 1.06, 6, Math.PI / 6);
            }
        }
    }

    /** Where a count written on the piece is centred (lower in a triangle, whose room is near its base). */
    public Point2D textCentre(double cx, double cy, double size) {
        return form == Form.TRIANGLE ? new Point2D.Double(cx, cy + size * 0.12) : new Point2D.Double(cx, cy);
    }

    /** A regular polygon of the given corners around (cx, cy), its first corner at the start angle. */
    static Path2D regularPolygon(double cx, double cy, double radius, int corners, double start) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < corners; i++) {
            double a = start + i * 2 * Math.PI / corners;
            double x = cx + radius * Math.cos(a);
            double y = cy + radius * Math.sin(a);
            if (i == 0) {
                p.moveTo(x, y);
            } else {
                p.lineTo(x, y);
            }
        }
        p.closePath();
        return p;
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
        return "PlayerStyle[" + colour + ", " + form + "]";
    }
}
