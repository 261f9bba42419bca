package org.ichto.soup.ui.board;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * Small pictures drawn once and then copied: the food cubes, a few dozen on every paint. Copying a picture
 * is far cheaper than filling and outlining a smoothed shape (on X11 each such shape is a mask sent to the
 * server). Pictures have the screen's own resolution, so they stay sharp on scaled screens. One per painter.
 */
final class Sprites {
    private record Key(String colour, long size, boolean faded, double scale) {
    }

    private final Map<Key, BufferedImage> food = new HashMap<>();

    /** Draws a food cube of a colour centred on (cx, cy). */
    void food(Graphics2D g, SoupStyle style, double cx, double cy, double size, boolean faded, double stroke) {
        AffineTransform t = g.getTransform();
        double scale = Math.max(t.getScaleX(), 1e-3);
        Key key = new Key(style.colour(), Math.round(size * 100), faded, scale);
        BufferedImage img = food.computeIfAbsent(key, k -> draw(style, size, faded, stroke, scale));
        double half = img.getWidth() / scale / 2;
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.translate(cx - half, cy - half);
            g2.scale(1 / scale, 1 / scale);
            g2.drawImage(img, 0, 0, null);
        } finally {
            g2.dispose();
        }
    }

    private static BufferedImage draw(SoupStyle style, double size, boolean faded, double stroke, double scale) {
        int px = (int) Math.ceil(size * 1.6 * scale) + 2;
        BufferedImage img = new BufferedImage(px, px, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(scale, scale);
            double c = px / scale / 2;
            Shape cube = style.shape(c, c, size);
            g.setColor(faded ? Glyphs.alpha(style.fill(), 60) : style.fill());
            g.fill(cube);
            g.setColor(faded ? Glyphs.alpha(style.outline(), 70) : style.outline());
            g.setStroke(new BasicStroke((float) stroke));
            g.draw(cube);
        } finally {
            g.dispose();
        }
        return img;
    }
}
