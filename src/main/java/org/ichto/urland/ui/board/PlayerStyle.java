package org.ichto.urland.ui.board;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Map;

/**
 * How a colour is drawn: a hue colour-blind players can tell apart (after Okabe and Ito) and a
 * shape of its own, so pieces and markers differ even without colour.
 */
public record PlayerStyle(String colour, Color fill, Color outline, Kind kind) {

    /** The piece's shape. */
    public enum Kind { CIRCLE, SQUARE, TRIANGLE, DIAMOND, HEXAGON }

    private static final Map<String, PlayerStyle> STYLES = Map.of(
            "red", new PlayerStyle("red", new Color(0xD5, 0x5E, 0x00), new Color(0x5A, 0x22, 0x00), Kind.CIRCLE),
            "blue", new PlayerStyle("blue", new Color(0x00, 0x72, 0xB2), new Color(0x00, 0x2A, 0x45), Kind.SQUARE),
            "yellow", new PlayerStyle("yellow", new Color(0xF0, 0xE4, 0x42), new Color(0x6B, 0x60, 0x00),
                    Kind.TRIANGLE),
            "green", new PlayerStyle("green", new Color(0x00, 0x9E, 0x73), new Color(0x00, 0x3B, 0x2B), Kind.DIAMOND),
            "purple", new PlayerStyle("purple", new Color(0xCC, 0x79, 0xA7), new Color(0x55, 0x1F, 0x3F),
                    Kind.HEXAGON));

    public static PlayerStyle of(String colour) {
        PlayerStyle s = STYLES.get(colour);
        if (s == null) {
            throw new IllegalArgumentException("no style for colour " + colour);
        }
        return s;
    }

    /** Text drawn on the piece: dark on light fills, white on dark ones. */
    public Color ink() {
        double luminance = (0.299 * fill.getRed() + 0.587 * fill.getGreen() + 0.114 * fill.getBlue()) / 255;
        return luminance > 0.55 ? Color.BLACK : Color.WHITE;
    }

    /** The piece's outline centred on (x, y), about size across. */
    public Shape shape(double x, double y, double size) {
        double r = size / 2;
        switch (kind) {
            case CIRCLE:
                return new Ellipse2D.Double(x - r, y - r, size, size);
            case SQUARE:
                return new Rectangle2D.Double(x - r * 0.88, y - r * 0.88, size * 0.88, size * 0.88);
            case TRIANGLE:
                return polygon(x, y + r * 0.15, r * 1.15, 3, -Math.PI / 2);
            case DIAMOND:
                return polygon(x, y, r * 1.05, 4, -Math.PI / 2);
            default:
                return polygon(x, y, r, 6, 0);
        }
    }

    private static Shape polygon(double x, double y, double r, int corners, double start) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < corners; i++) {
            double a = start + 2 * Math.PI * i / corners;
            double px = x + r * Math.cos(a);
            double py = y + r * Math.sin(a);
            if (i == 0) {
                p.moveTo(px, py);
            } else {
                p.lineTo(px, py);
            }
        }
        p.closePath();
        return p;
    }
}
