package org.ichto.shell.ui;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The game's icon, drawn at any size: an Ichto, the orange lobe-finned fish of the red player, crawls out of the
 * ocean onto a green shore below a smoking volcano, in the colours of the light board. Small sizes leave out the
 * smoke and the waves so that the fish still reads at 16 pixels. The window uses it, and the installers' icon files
 * are made from it ({@link #main(String[])}).
 */
public final class AppIcon {
    /** The sizes the window offers to the desktop (title bar, task switcher, dock). */
    public static final int[] WINDOW_SIZES = {16, 24, 32, 48, 64, 128, 256};

    /** The drawing's own coordinate space: a square of this many units. */
    private static final double UNIT = 256;

    private static final Color SKY_TOP = new Color(0xFFF6DE);
    private static final Color SKY_LOW = new Color(0xF3D9A4);
    private static final Color OCEAN_TOP = new Color(0x5FA8D3);
    private static final Color OCEAN_DEEP = new Color(0x1C5A86);
    private static final Color WAVE = new Color(255, 255, 255, 150);
    private static final Color BEACH = new Color(0xEADBAA);
    private static final Color LAND = new Color(0x8DB556);
    private static final Color LAND_SHADE = new Color(0x6E9443);
    private static final Color COAST = new Color(0x3F5128);
    private static final Color CONE = new Color(0x9A7458);
    private static final Color CONE_SHADE = new Color(0x6B4C36);
    private static final Color LAVA = new Color(0xE0451F);
    private static final Color GLOW = new Color(0xFFB12E);
    private static final Color SMOKE = new Color(0xA59C92);
    private static final Color FISH = new Color(0xD55E00);
    private static final Color FISH_BELLY = new Color(0xF39A4A);
    private static final Color OUTLINE = new Color(0x1B1B1B);
    private static final Color FRAME = new Color(0x17324D);

    private AppIcon() {
    }

    /** The icon as a square image of this many pixels (transparent outside its rounded corners). */
    public static BufferedImage image(int size) {
        if (size < 8 || size > 4096) {
            throw new IllegalArgumentException("icon size out of range: " + size);
        }
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(size / UNIT, size / UNIT);
            paint(g, size);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** The icon at every size of {@link #WINDOW_SIZES}, for {@code Window.setIconImages}. */
    public static List<Image> windowImages() {
        List<Image> images = new ArrayList<>();
        for (int size : WINDOW_SIZES) {
            images.add(image(size));
        }
        return images;
    }

    /** Paints the icon in the 256-unit square; {@code pixels} is the size it ends up at, for the level of detail. */
    private static void paint(Graphics2D g, int pixels) {
        boolean detailed = pixels >= 48;
        // A line never gets thinner than about one pixel of the final image.
        double px = UNIT / pixels;
        Shape tile = new RoundRectangle2D.Double(6, 6, 244, 244, 56, 56);
        g.setClip(tile);

        // Sky, then the ocean up to the horizon.
        g.setPaint(new GradientPaint(0, 0, SKY_TOP, 0, 150, SKY_LOW));
        g.fill(new Rectangle2D.Double(0, 0, UNIT, UNIT));
        g.setPaint(new GradientPaint(0, 140, OCEAN_TOP, 0, 256, OCEAN_DEEP));
        g.fill(new Rectangle2D.Double(0, 140, UNIT, UNIT - 140));

        paintVolcano(g, detailed, px);
        paintShore(g, px);
        if (detailed) {
            g.setColor(WAVE);
            g.setStroke(new BasicStroke((float) Math.max(5, 1.2 * px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(wave(18, 166, 40));
            g.draw(wave(36, 236, 56));
            g.draw(wave(160, 242, 52));
        }
        paintIchto(g, px);

        g.setClip(null);
        g.setColor(FRAME);
        g.setStroke(new BasicStroke((float) Math.max(6, 1.1 * px)));
        g.draw(tile);
    }

    private static void paintVolcano(Graphics2D g, boolean detailed, double px) {
        if (detailed) {
            g.setColor(SMOKE);
            g.fill(new Ellipse2D.Double(168, 30, 30, 24));
            g.fill(new Ellipse2D.Double(184, 14, 36, 28));
            g.fill(new Ellipse2D.Double(208, 4, 30, 22));
        }
        Path2D cone = polygon(112, 150, 166, 64, 196, 64, 252, 150);
        g.setColor(CONE);
        g.fill(cone);
        g.setColor(CONE_SHADE);
        g.fill(polygon(182, 64, 196, 64, 252, 150, 196, 150));
        // Lava in the crater and running down the side.
        Path2D lava = new Path2D.Double();
        lava.moveTo(164, 66);
        lava.lineTo(198, 66);
        lava.curveTo(192, 84, 196, 96, 190, 112);
        lava.curveTo(184, 98, 186, 86, 180, 78);
        lava.curveTo(176, 90, 172, 96, 166, 100);
        lava.curveTo(168, 86, 160, 76, 164, 66);
        lava.closePath();
        g.setColor(LAVA);
        g.fill(lava);
        g.setColor(GLOW);
        g.fill(new Ellipse2D.Double(166, 58, 30, 12));
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke((float) Math.max(4, px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(cone);
    }

    private static void paintShore(Graphics2D g, double px) {
        Path2D land = new Path2D.Double();
        land.moveTo(260, 132);
        land.lineTo(120, 140);
        land.curveTo(84, 142, 60, 168, 78, 192);
        land.curveTo(96, 216, 170, 226, 260, 218);
        land.closePath();
        g.setColor(BEACH);
        g.setStroke(new BasicStroke(22, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(land);
        g.fill(land);
        g.setColor(LAND);
        g.fill(land);
        Path2D fold = new Path2D.Double();
        fold.moveTo(260, 176);
        fold.curveTo(226, 172, 196, 180, 170, 206);
        fold.curveTo(200, 216, 230, 220, 260, 218);
        fold.closePath();
        g.setColor(LAND_SHADE);
        g.fill(fold);
        g.setColor(COAST);
        g.setStroke(new BasicStroke((float) Math.max(4, px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(land);
    }

    /** The fish: its tail still in the water, its lobed fins already on the beach. */
    private static void paintIchto(Graphics2D g, double px) {
        AffineTransform saved = g.getTransform();
        g.translate(118, 184);
        g.rotate(Math.toRadians(-14));
        g.scale(0.84, 0.84);
        float width = (float) Math.max(5, 1.1 * px / 0.84);

        // The lobed fins, the fish's first legs.
        Shape frontFin = AffineTransform.getRotateInstance(Math.toRadians(35), 34, 26)
                .createTransformedShape(new Ellipse2D.Double(24, 10, 22, 42));
        Shape backFin = AffineTransform.getRotateInstance(Math.toRadians(30), -18, 24)
                .createTransformedShape(new Ellipse2D.Double(-28, 10, 20, 36));
        // The tail fin, wide and rounded like a lobe-finned fish's.
        Path2D tail = new Path2D.Double();
        tail.moveTo(-52, 0);
        tail.curveTo(-74, -30, -96, -34, -100, -26);
        tail.curveTo(-92, -8, -92, 8, -100, 26);
        tail.curveTo(-96, 34, -74, 30, -52, 0);
        tail.closePath();
        // The dorsal fin.
        Path2D dorsal = new Path2D.Double();
        dorsal.moveTo(-30, -20);
        dorsal.curveTo(-20, -44, 6, -46, 16, -26);
        dorsal.closePath();
        // The body: a long teardrop, the head to the right.
        Path2D body = new Path2D.Double();
        body.moveTo(-60, 0);
        body.curveTo(-40, -30, 30, -36, 62, -14);
        body.curveTo(74, -6, 74, 6, 62, 14);
        body.curveTo(30, 34, -40, 28, -60, 0);
        body.closePath();

        // One outline around the whole fish, drawn twice as wide under the fills: only its outer half shows.
        Area whole = new Area(body);
        for (Shape part : new Shape[] {frontFin, backFin, tail, dorsal}) {
            whole.add(new Area(part));
        }
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(2 * width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(whole);
        g.setColor(FISH);
        g.fill(whole);
        if (px <= UNIT / 32) {
            // Large enough for the fins to stand apart from the body.
            g.setColor(OUTLINE);
            g.setStroke(new BasicStroke(width * 0.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            for (Shape part : new Shape[] {frontFin, backFin, tail, dorsal}) {
                g.draw(part);
            }
            g.setColor(FISH);
            g.fill(body);
        }
        Shape saveClip = g.getClip();
        g.clip(body);
        g.setColor(FISH_BELLY);
        g.fill(new Ellipse2D.Double(-50, 6, 110, 40));
        g.setClip(saveClip);
        if (px <= UNIT / 32) {
            g.setColor(OUTLINE);
            g.setStroke(new BasicStroke(width * 0.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(body);
        }

        // The eye, and a gill line behind it at large sizes.
        g.setColor(Color.WHITE);
        g.fill(new Ellipse2D.Double(36, -16, 18, 18));
        g.setColor(OUTLINE);
        g.fill(new Ellipse2D.Double(43, -11, 9, 9));
        if (px <= UNIT / 32) {
            g.setStroke(new BasicStroke(width * 0.7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Ellipse2D.Double(36, -16, 18, 18));
        }
        if (px <= UNIT / 128) {
            Path2D gill = new Path2D.Double();
            gill.moveTo(24, -16);
            gill.curveTo(18, -4, 18, 6, 24, 16);
            g.draw(gill);
        }
        g.setTransform(saved);
    }

    /** A short wave crest: two small arcs side by side. */
    private static Shape wave(double x, double y, double width) {
        Path2D p = new Path2D.Double();
        double half = width / 2;
        p.moveTo(x, y);
        p.quadTo(x + half / 2, y - 9, x + half, y);
        p.quadTo(x + half * 1.5, y - 9, x + width, y);
        return p;
    }

    /**
     * Writes {@code primeval-N.png} for each size given (default 16 to 512) into a folder (default
     * {@code installer/icons}); installer/icons/make-icons.sh turns them into the Windows and macOS icon files.
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "installer/icons");
        int[] sizes = {16, 24, 32, 48, 64, 128, 256, 512};
        if (args.length > 1) {
            sizes = new int[args.length - 1];
            for (int i = 1; i < args.length; i++) {
                sizes[i - 1] = Integer.parseInt(args[i]);
            }
        }
        Files.createDirectories(dir);
        for (int size : sizes) {
            Path file = dir.resolve("primeval-" + size + ".png");
            ImageIO.write(image(size), "png", file.toFile());
            System.out.println("wrote " + file);
        }
    }

    /** A closed polygon through the points x0, y0, x1, y1, ... */
    private static Path2D polygon(double... xy) {
        Path2D p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }
}
