package org.ichto.shell.ui.pictures;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.RenderingHints;
import java.awt.Transparency;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.VolatileImage;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Pictures of what a board draws on every paint in the same way (glows, pieces, markers, numbers), each drawn
 * once and then copied. Drawn afresh, each was a few smoothed shapes rasterised anew and sent to the screen as masks,
 * most of a repaint's time; copying a picture the screen already holds costs little. Pictures are kept where the
 * screen draws (accelerated images), so making one costs what drawing its art once did and copying it sends no
 * pixels. A picture has the screen's own resolution and is drawn at the same fraction of a pixel as its art would
 * fall, so what shows is the same as drawing directly. Pictures are forgotten, the longest unused first, when they
 * hold more than a budget of pixels; a new screen scale or board size forgets all. One per painter (its theme);
 * paint from one thread at a time.
 */
public final class Sprites {
    /**
     * Steps of a pixel the art's position is rounded to: far finer than the eye, and everything on the board stands
     * at a few fixed places, so few pictures serve it all.
     */
    public static final int FINE = 64;
    /** Transparent pixels kept around the art, for its smoothed edge. */
    private static final int PAD = 2;
    /**
     * Pixels all kept pictures may hold: in a full HD window every glow of every place in each of its five kinds
     * (some 15 million pixels) and all pieces; a larger window keeps the ones used last.
     */
    public static final long BUDGET = 16L << 20;

    /** What a picture shows: the art's key, the device scale, the art's origin's fraction of a pixel. */
    private record Key(Object art, double sx, double sy, int fx, int fy) {
    }

    private final Map<Key, Picture> pictures = new LinkedHashMap<>(64, 0.75f, true);
    /** The small pictures, made when first needed (sized for the screen's scale). */
    private SpriteSheet sheet;
    private final long budget;
    private long pixels;
    private int made;
    /** The device scale of the kept pictures: a window resized or moved to another screen makes all anew. */
    private double scaleX;
    private double scaleY;

    public Sprites() {
        this(BUDGET);
    }

    /** Sprites that keep at most {@code budget} pixels in pictures of their own (small ones share a sheet). */
    public Sprites(long budget) {
        this.budget = budget;
    }

    /** Sprites that keep nothing and draw every art directly: what the pictures must look like (for tests). */
    public static Sprites none() {
        return new Sprites(-1);
    }

    /**
     * Draws {@code art} with its origin at logical ({@code x}, {@code y}) of {@code g}: art paints around (0, 0)
     * within {@code bounds}, in the same way every time for the same {@code key} (its colours, sizes, shapes), and
     * is placed to 1/{@value #FINE} of a pixel. Draws directly when the graphics is rotated or sheared.
     */
    public void draw(Graphics2D g, double x, double y, Object key, Rectangle2D bounds, Consumer<Graphics2D> art) {
        Placed placed = place(g, x, y, key, bounds, art);
        if (placed == null) {
            drawDirectly(g, x, y, art);
            return;
        }
        Graphics2D gd = (Graphics2D) g.create();
        try {
            gd.setTransform(new AffineTransform());
            gd.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            if (!placed.picture().drawOn(gd, placed.x(), placed.y())) {
                drawDirectly(g, x, y, art);
            }
        } finally {
            gd.dispose();
        }
    }

    /**
     * Makes the picture that {@link #draw} with the same arguments would copy, without drawing anything on {@code g}
     * (which gives the screen and the transform): for art wanted soon, made while there is time. True when a picture
     * was made; false when it was kept already, or would be drawn directly.
     */
    public boolean prepare(Graphics2D g, double x, double y, Object key, Rectangle2D bounds, Consumer<Graphics2D> art) {
        Placed placed = place(g, x, y, key, bounds, art);
        if (placed == null) {
            return false;
        }
        int before = made;
        placed.picture().prepare(g.getDeviceConfiguration());
        return made != before;
    }

    /** A kept picture and the device pixel its origin goes to. */
    private record Placed(Picture picture, int x, int y) {
    }

    /** The picture of this art at this place, made a new one if none is kept; null when it must be drawn directly. */
    private Placed place(Graphics2D g, double x, double y, Object key, Rectangle2D bounds, Consumer<Graphics2D> art) {
        int steps = FINE;
        AffineTransform t = g.getTransform();
        int plain = AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE;
        if (budget < 0 || (t.getType() & ~plain) != 0 || t.getScaleX() <= 0 || t.getScaleY() <= 0) {
            return null;
        }
        double sx = t.getScaleX();
        double sy = t.getScaleY();
        if (sx != scaleX || sy != scaleY) {
            forget();
            scaleX = sx;
            scaleY = sy;
        }
        long qx = Math.round((t.getTranslateX() + sx * x) * steps);
        long qy = Math.round((t.getTranslateY() + sy * y) * steps);
        int fx = (int) Math.floorMod(qx, (long) steps);
        int fy = (int) Math.floorMod(qy, (long) steps);
        Key k = new Key(key, sx, sy, fx, fy);
        Picture p = pictures.get(k);
        if (p == null) {
            p = new Picture(sx, sy, fx / (double) steps, fy / (double) steps, bounds, g.getRenderingHints(), art);
            keep(k, p);
        }
        return new Placed(p, (int) Math.floorDiv(qx, (long) steps), (int) Math.floorDiv(qy, (long) steps));
    }

    private static void drawDirectly(Graphics2D g, double x, double y, Consumer<Graphics2D> art) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.translate(x, y);
            art.accept(g2);
        } finally {
            g2.dispose();
        }
    }

    /** One kept picture: how to paint it again, should the screen lose it, and where it lies from its origin. */
    private final class Picture {
        private final double sx;
        private final double sy;
        private final double fx;
        private final double fy;
        private final RenderingHints hints;
        private final Consumer<Graphics2D> art;
        private final int x0;
        private final int y0;
        private final int width;
        private final int height;
        /** A large picture's own image; a small one lies on the sheet instead, at (sheetX, sheetY). */
        private VolatileImage image;
        private int sheetX;
        private int sheetY;
        /** The sheet's generation the small picture was painted in: another means it must be painted again. */
        private int painted = -1;

        Picture(double sx, double sy, double fx, double fy, Rectangle2D bounds, RenderingHints hints,
                Consumer<Graphics2D> art) {
            this.sx = sx;
            this.sy = sy;
            this.fx = fx;
            this.fy = fy;
            this.hints = hints;
            this.art = art;
            x0 = (int) Math.floor(fx + sx * bounds.getMinX()) - PAD;
            y0 = (int) Math.floor(fy + sy * bounds.getMinY()) - PAD;
            width = Math.max(1, (int) Math.ceil(fx + sx * bounds.getMaxX()) + PAD - x0);
            height = Math.max(1, (int) Math.ceil(fy + sy * bounds.getMaxY()) + PAD - y0);
        }

        long pixels() {
            return small() ? 0 : (long) width * height;
        }

        boolean small() {
            return width <= SpriteSheet.LARGEST && height <= SpriteSheet.LARGEST;
        }

        /** Draws the picture with its origin at device pixel (x, y); false when the screen could not keep it. */
        boolean drawOn(Graphics2D gd, int x, int y) {
            GraphicsConfiguration gc = gd.getDeviceConfiguration();
            if (small()) {
                SpriteSheet s = onSheet(gc);
                return s.copy(gd, sheetX, sheetY, width, height, x + x0, y + y0);
            }
            for (int attempt = 0; attempt < 2; attempt++) {
                prepare(gc);
                gd.drawImage(image, x + x0, y + y0, null);
                if (!image.contentsLost()) {
                    return true;
                }
            }
            return false;
        }

        /** Paints the picture where it is kept, if it is not there yet (or the screen lost it). */
        void prepare(GraphicsConfiguration gc) {
            if (small()) {
                onSheet(gc);
                return;
            }
            int state = image == null ? VolatileImage.IMAGE_INCOMPATIBLE : image.validate(gc);
            if (state == VolatileImage.IMAGE_INCOMPATIBLE) {
                flush();
                image = gc.createCompatibleVolatileImage(width, height, Transparency.TRANSLUCENT);
                image.validate(gc);
                paint();
            } else if (state == VolatileImage.IMAGE_RESTORED) {
                paint();
            }
        }

        /** The sheet with this small picture painted on it (painted now if it is not yet). */
        private SpriteSheet onSheet(GraphicsConfiguration gc) {
            SpriteSheet s = sheet();
            s.validate(gc);
            if (painted != s.generation()) {
                int[] at = s.place(width, height);
                if (at == null) {
                    s = roomier(gc);
                    at = s.place(width, height);
                }
                sheetX = at[0];
                sheetY = at[1];
                painted = s.generation();
                Graphics2D gi = s.paintAt(sheetX, sheetY, width, height);
                try {
                    paintArt(gi, sheetX, sheetY);
                } finally {
                    gi.dispose();
                }
            }
            return s;
        }

        private void paint() {
            Graphics2D gi = image.createGraphics();
            try {
                gi.setComposite(AlphaComposite.Clear);
                gi.fillRect(0, 0, width, height);
                gi.setComposite(AlphaComposite.SrcOver);
                paintArt(gi, 0, 0);
            } finally {
                gi.dispose();
            }
        }

        /** Paints the art with the picture's top left at (left, top) of g. */
        private void paintArt(Graphics2D g, int left, int top) {
            g.setRenderingHints(hints);
            g.translate(left + fx - x0, top + fy - y0);
            g.scale(sx, sy);
            art.accept(g);
            made++;
        }

        void flush() {
            if (image != null) {
                image.flush();
                image = null;
            }
        }
    }

    private void keep(Key k, Picture p) {
        pictures.put(k, p);
        pixels += p.pixels();
        Iterator<Picture> oldest = pictures.values().iterator();
        while (pixels > budget && pictures.size() > 1 && oldest.hasNext()) {
            Picture o = oldest.next();
            if (o == p) {
                break;
            }
            pixels -= o.pixels();
            o.flush();
            oldest.remove();
        }
    }

    private SpriteSheet sheet() {
        if (sheet == null) {
            sheet = new SpriteSheet(firstSheet(), 0);
        }
        return sheet;
    }

    private int firstSheet() {
        return scaleX > 1.5 || scaleY > 1.5 ? 2048 : 1024;
    }

    /**
     * A sheet with room again when the one in use is full: the first time one twice as large (a board with many kinds
     * of pieces then keeps them all, instead of painting them again and again), after that the same sheet emptied.
     */
    private SpriteSheet roomier(GraphicsConfiguration gc) {
        if (sheet.size() < 2 * firstSheet()) {
            SpriteSheet larger = new SpriteSheet(2 * sheet.size(), sheet.generation() + 1);
            sheet.flush();
            sheet = larger;
            sheet.validate(gc);
        } else {
            sheet.restart();
        }
        return sheet;
    }

    /** Forgets all pictures and gives back what the screen held for them. */
    public void forget() {
        for (Picture p : pictures.values()) {
            p.flush();
        }
        if (sheet != null) {
            sheet.flush();
            sheet = null;
        }
        pictures.clear();
        pixels = 0;
    }

    /** How many pictures have been painted so far (for tests). */
    public int made() {
        return made;
    }

    /** How many pictures are kept (for tests). */
    public int kept() {
        return pictures.size();
    }

    /** The pixels of all kept pictures. */
    public long pixels() {
        return pixels;
    }
}
