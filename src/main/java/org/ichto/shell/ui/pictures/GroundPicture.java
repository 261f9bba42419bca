package org.ichto.shell.ui.pictures;

import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Transparency;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.VolatileImage;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * What stays under everything on a board (a track, the sea, the water), painted once into a picture of the screen's
 * own resolution and drawn from it until what it shows changes. On a screen the picture goes through a copy the screen
 * keeps, filled once and again whenever the screen lost it: copied from memory, the whole ground went to the X server
 * at every paint. Anywhere else (a picture, a printer) the picture is drawn as it is. When the caller can say where
 * a new ground differs from the kept one ({@link Changes}), only that part is painted again, into the kept picture,
 * and only that part goes to the screen's copy; such a part can also be painted beside the event thread, the kept
 * ground drawn until it is ready. The ground last painted whole is also kept for the next painter (a
 * board built anew in the same window): its key must therefore name everything the ground shows, the theme and the
 * words too. One per painter; paint from one thread at a time.
 */
public final class GroundPicture {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(GroundPicture.class);
    /** Where the grounds of two keys differ, for a ground that changes in parts (a river that dries up...). */
    @FunctionalInterface
    public interface Changes {
        /**
         * The part of the component (in its units) that may look different for {@code after} than for
         * {@code before}, both keys given to {@link #draw}; an empty rectangle when nothing does; null when the two
         * cannot be compared, and everything is painted again.
         */
        Rectangle2D between(Object before, Object after);
    }

    /** What the picture shows: the caller's key, the component's size, the device scale. */
    private record Key(Object what, int width, int height, double scaleX, double scaleY) {
        boolean sameSize(Key o) {
            return o != null && width == o.width && height == o.height && scaleX == o.scaleX && scaleY == o.scaleY;
        }

        // Written out, as a record's own are built from method handles the first time they run: on the event thread,
        // in the board's first paint, for some milliseconds. The same comparison.
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && java.util.Objects.equals(what, k.what) && width == k.width
                    && height == k.height && Double.compare(scaleX, k.scaleX) == 0
                    && Double.compare(scaleY, k.scaleY) == 0;
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(what, width, height, scaleX, scaleY);
        }
    }

    /**
     * A copy of the ground last painted whole, by any painter: a board built anew in the same window (another language,
     * another text size) has a new painter but often the same ground, or one that differs in parts, which is then
     * copied (a few milliseconds) instead of painted again. Never written once kept, so any thread may copy it.
     */
    private static volatile Recent recent;

    private record Recent(Key key, BufferedImage picture) {
    }

    private BufferedImage ground;
    private Key key;
    /**
     * A copy of a ground the caller asked to keep ({@link #keepAside}): a game's first position, from which the next
     * game's first position differs in little. Or null.
     */
    private Recent aside;
    /** Paints changed grounds beside the event thread (see the draw with {@code beside}), one at a time. */
    private static final java.util.concurrent.ExecutorService CHANGES =
            java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "board-ground-changes");
                t.setDaemon(true);
                return t;
            });

    /**
     * A changed ground being painted beside the event thread: over the kept ground ({@code overKept}) or over the one
     * kept aside.
     */
    private record Changing(Key key, boolean overKept, CompletableFuture<Painted> picture) {
    }

    /** A ground painted beside the event thread, and the pixels it painted over its base. */
    private record Painted(BufferedImage picture, Rectangle part) {
    }

    /** A changed ground being painted beside the event thread, or null. */
    private Changing changing;
    /** The ground a changed one replaced: the next change is painted into it. */
    private BufferedImage spare;
    /** Painting beside the event thread failed once: the event thread paints every change itself since. */
    private boolean besideFailed;
    /** A ground being drawn beside the event thread for the first paint (see {@link #prepare}), or null. */
    private Prepared prepared;
    /** The ground where the screen keeps it, and the ground it was filled from. */
    private VolatileImage onScreen;
    private BufferedImage copied;
    /** The part of {@link #copied} painted again since it went to the screen's copy (picture pixels), or null. */
    private Rectangle stale;
    private int made;
    private int updated;

    /**
     * Draws the ground of a component of this size from the kept picture when {@code what} (everything else it shows:
     * the board, the theme...) is as at the last paint, or paints it with {@code painter} (in the component's units,
     * the graphics' rendering hints set) and keeps it. Returns false when the graphics' transform is not a plain scale;
     * then nothing is drawn and the caller paints the ground itself.
     */
    public boolean draw(Graphics2D g, Object what, int width, int height, Consumer<Graphics2D> painter) {
        return draw(g, what, width, height, painter, null);
    }

    /**
     * As {@link #draw(Graphics2D, Object, int, int, Consumer)}; when only {@code what} changed since the last paint
     * and {@code changes} (may be null) says where, the painter paints with the graphics clipped to that part, over
     * the kept picture. It must then paint every pixel of that part as it would for the whole ground.
     */
    public boolean draw(Graphics2D g, Object what, int width, int height, Consumer<Graphics2D> painter,
                        Changes changes) {
        AffineTransform dev = g.getTransform();
        if (!plain(dev)) {
            return false;
        }
        awaitChanging();
        Key k = new Key(what, width, height, dev.getScaleX(), dev.getScaleY());
        BufferedImage img = ground;
        if (img != null && changes != null && !k.equals(key) && k.sameSize(key)
                && paintChanges(img, fewerChanges(img, k, changes), k, g.getRenderingHints(), painter)) {
            key = k;
        } else if (img == null || !k.equals(key)) {
            BufferedImage ready = takePrepared(k);
            if (ready == null) {
                ready = fromRecent(k, img, g.getRenderingHints(), painter, changes);
            }
            if (ready == null) {
                ready = picture(img, width, height, dev.getScaleX(), dev.getScaleY(), g.getRenderingHints(), painter);
                made++;
                keepAsRecent(k, ready);
            }
            img = ready;
            ground = img;
            key = k;
            copied = null;
        }
        drawKept(g, dev);
        return true;
    }

    /**
     * As {@link #draw(Graphics2D, Object, int, int, Consumer, Changes)}, but a ground that differs from the kept one in
     * a part {@code changes} can tell is painted beside the event thread, by {@code beside} (which must touch nothing
     * the event thread changes), over a copy of the kept one. Until it is ready the kept ground is drawn; then
     * {@code ready} is called on the event thread, to paint again. A board's regions that merge at the instant speed
     * had the event thread paint the land again for up to a tenth of a second; a ground a moment late is not seen.
     */
    public boolean draw(Graphics2D g, Object what, int width, int height, Consumer<Graphics2D> painter,
                        Changes changes, Consumer<Graphics2D> beside, Runnable ready) {
        AffineTransform dev = g.getTransform();
        takeChanged();
        if (!plain(dev) || changes == null || besideFailed) {
            return draw(g, what, width, height, painter, changes);
        }
        Key k = new Key(what, width, height, dev.getScaleX(), dev.getScaleY());
        if (ground != null && k.sameSize(key)) {
            if (k.equals(key)) {
                drawKept(g, dev); // also while a change painted beside is under way: it is shown when ready
                return true;
            }
            if (changing == null) {
                Base b = base(k, changes);
                if (b.part() != null) {
                    startChanging(k, b, g.getRenderingHints(), beside, ready);
                }
            }
            if (changing != null) {
                drawKept(g, dev);
                return true;
            }
        }
        awaitChanging(); // the ground is painted here, and nothing beside may read it meanwhile
        return draw(g, what, width, height, painter, changes);
    }

    /** Begins painting the ground for {@code k} over a copy of the base, beside the event thread. */
    private void startChanging(Key k, Base b, Map<?, ?> hints, Consumer<Graphics2D> beside, Runnable ready) {
        BufferedImage from = b.picture();
        BufferedImage reuse = spare != null && spare.getWidth() == from.getWidth()
                && spare.getHeight() == from.getHeight() ? spare : null;
        spare = null;
        Map<Object, Object> hintsCopy = new java.util.HashMap<>(hints);
        CompletableFuture<Painted> picture = CompletableFuture.supplyAsync(() -> {
            BufferedImage img = reuse != null ? reuse
                    : new BufferedImage(from.getWidth(), from.getHeight(), BufferedImage.TYPE_INT_RGB);
            copyPixels(from, img);
            return new Painted(img, repaintPart(img, b.part(), k, hintsCopy, beside));
        }, CHANGES);
        picture.whenComplete((img, e) -> javax.swing.SwingUtilities.invokeLater(ready));
        changing = new Changing(k, from == ground, picture);
    }

    /** Takes a ground painted beside the event thread when it is ready, as the kept one. */
    private void takeChanged() {
        Changing c = changing;
        if (c == null || !c.picture().isDone()) {
            return;
        }
        changing = null;
        Painted painted;
        try {
            painted = c.picture().join();
        } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException e) {
            besideFailed = true; // painted on the event thread from now on; nothing is lost
            LOG.warn("a change of the board's ground could not be painted beside the event thread", e);
            return;
        }
        if (ground != null && c.key().sameSize(key)) {
            // Painted over the ground the screen's copy holds: only the part painted goes to the screen's copy.
            boolean screenHasBase = c.overKept() && copied == ground;
            spare = ground;
            ground = painted.picture();
            key = c.key();
            copied = screenHasBase ? ground : null;
            stale = screenHasBase ? stale : null;
            changed(ground, painted.part());
        }
    }

    /** Waits for a ground being painted beside the event thread, and takes it. */
    private void awaitChanging() {
        Changing c = changing;
        if (c != null) {
            try {
                c.picture().join();
            } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException e) {
                // taken below as failed
            }
            takeChanged();
        }
    }

    /** Draws the kept ground as it is. */
    private void drawKept(Graphics2D g, AffineTransform dev) {
        Graphics2D gd = (Graphics2D) g.create();
        try {
            gd.setTransform(AffineTransform.getTranslateInstance(dev.getTranslateX(), dev.getTranslateY()));
            gd.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            copy(gd, ground);
        } finally {
            gd.dispose();
        }
    }

    private static boolean plain(AffineTransform dev) {
        int plain = AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE;
        return (dev.getType() & ~plain) == 0 && dev.getScaleX() > 0 && dev.getScaleY() > 0;
    }

    /** What a changed ground is painted over (the kept ground, or the one kept aside) and the part that differs. */
    private record Base(BufferedImage picture, Rectangle2D part) {
    }

    /**
     * Where the ground for {@code k} differs from the kept one, or, when less differs from the one kept aside, from
     * that one: a new game's first position, after the last game's end. A null part: the change cannot be told.
     */
    private Base base(Key k, Changes changes) {
        Rectangle2D fromKept = changes.between(key.what(), k.what());
        Recent a = aside;
        if (a == null || !a.key().sameSize(k)) {
            return new Base(ground, fromKept);
        }
        Rectangle2D fromAside = changes.between(a.key().what(), k.what());
        if (fromAside == null || fromKept != null && area(fromAside) >= area(fromKept)) {
            return new Base(ground, fromKept);
        }
        return new Base(a.picture(), fromAside);
    }

    /** The part to paint over {@code img} (the kept ground), which is first made the base's copy when it is another. */
    private Rectangle2D fewerChanges(BufferedImage img, Key k, Changes changes) {
        Base b = base(k, changes);
        if (b.picture() != img && b.part() != null) {
            copyPixels(b.picture(), img);
            copied = null; // all of it changed: the screen's copy is filled again
            stale = null;
        }
        return b.part();
    }

    private static double area(Rectangle2D r) {
        return r.isEmpty() ? 0 : r.getWidth() * r.getHeight();
    }

    /**
     * Keeps a copy of the ground drawn, when it shows {@code what}, for a later ground that differs from it in little:
     * called at a game's first position, the next game's first position (after the end of this one) is painted from
     * it in the parts that differ, where painting from the end took a tenth of a second. One copy is kept. Returns
     * false when the ground drawn shows something else yet (a change still painted beside the event thread).
     */
    public boolean keepAside(Object what) {
        if (ground == null || key == null || !Objects.equals(key.what(), what)) {
            return false;
        }
        if (aside == null || !aside.key().equals(key)) {
            BufferedImage copy = new BufferedImage(ground.getWidth(), ground.getHeight(), BufferedImage.TYPE_INT_RGB);
            copyPixels(ground, copy);
            aside = new Recent(key, copy);
        }
        return true;
    }

    /** Whether a ground is kept, or being drawn for the first paint: then {@link #prepare} does nothing. */
    public boolean hasGround() {
        return ground != null || prepared != null;
    }

    /** A ground drawn on a thread of its own, and what it shows. */
    private record Prepared(Key key, CompletableFuture<BufferedImage> picture) {
    }

    /**
     * Begins drawing the ground for a component of this size on a screen of this scale on a thread of its own, when
     * none has been drawn yet: for the board's first paint, which would otherwise draw it on the event thread after the
     * window was laid out and shown, the most of its time. {@code painter} draws as for {@link #draw}, with these
     * hints, beside the event thread: it must touch nothing the event thread changes. The first paint takes the picture
     * when it shows what is wanted then (waiting for the rest of it), else draws its own.
     */
    public void prepare(Object what, int width, int height, double scaleX, double scaleY,
                        Map<RenderingHints.Key, Object> hints, Consumer<Graphics2D> painter) {
        prepare(what, width, height, scaleX, scaleY, hints, painter, null);
    }

    /**
     * As {@link #prepare(Object, int, int, double, double, Map, Consumer)}; when the ground kept for the next painter
     * has this size and {@code changes} (may be null) tells where it differs, only that part is painted, over a copy
     * of it (a new game: the same board, its regions as at the start).
     */
    public void prepare(Object what, int width, int height, double scaleX, double scaleY,
                        Map<RenderingHints.Key, Object> hints, Consumer<Graphics2D> painter, Changes changes) {
        if (hasGround() || width <= 0 || height <= 0 || scaleX <= 0 || scaleY <= 0) {
            return;
        }
        CompletableFuture<BufferedImage> drawn = new CompletableFuture<>();
        Key k = new Key(what, width, height, scaleX, scaleY);
        Thread t = new Thread(() -> {
            try {
                BufferedImage img = fromRecent(k, null, hints, painter, changes);
                if (img == null) {
                    img = picture(null, width, height, scaleX, scaleY, hints, painter);
                    keepAsRecent(k, img);
                }
                drawn.complete(img);
            } catch (RuntimeException e) {
                drawn.completeExceptionally(e);
            }
        }, "board-ground");
        t.setDaemon(true);
        t.start();
        prepared = new Prepared(k, drawn);
    }

    /**
     * The ground painted into a picture of the screen's resolution for a component of this size, into {@code reuse}
     * when that one has the right size.
     */
    private static BufferedImage picture(BufferedImage reuse, int width, int height, double scaleX, double scaleY,
                                         Map<?, ?> hints, Consumer<Graphics2D> painter) {
        int iw = Math.max(1, (int) Math.ceil(width * scaleX));
        int ih = Math.max(1, (int) Math.ceil(height * scaleY));
        BufferedImage img = reuse != null && reuse.getWidth() == iw && reuse.getHeight() == ih ? reuse
                : new BufferedImage(iw, ih, BufferedImage.TYPE_INT_RGB);
        Graphics2D gi = img.createGraphics();
        try {
            gi.setRenderingHints(hints);
            gi.scale(scaleX, scaleY);
            painter.accept(gi);
        } finally {
            gi.dispose();
        }
        return img;
    }

    /**
     * Paints the part of the kept picture that differs, clipped to it; false when the change cannot be told and the
     * whole must be painted.
     */
    private boolean paintChanges(BufferedImage img, Rectangle2D part, Key k, Map<?, ?> hints,
                                 Consumer<Graphics2D> painter) {
        Rectangle px = repaintPart(img, part, k, hints, painter);
        if (px == null) {
            return false;
        }
        // Not kept for the next painter: a copy of the whole at every change cost more than it saved, as the window
        // keeps its board from one game to the next.
        changed(img, px);
        return true;
    }

    /** Counts a change painted into {@code img}, whose pixels {@code px} the screen's copy must take when it holds it. */
    private void changed(BufferedImage img, Rectangle px) {
        if (!px.isEmpty()) {
            updated++;
            if (copied == img) {
                stale = stale == null ? px : stale.union(px);
            }
        }
    }

    /**
     * Paints the part of a picture that differs ({@code part}, in the component's units), clipped to whole picture
     * pixels so that every pixel inside is painted as a whole paint would; returns those pixels (empty when none
     * differ), or null when the change cannot be told and the whole must be painted.
     */
    private static Rectangle repaintPart(BufferedImage img, Rectangle2D part, Key k, Map<?, ?> hints,
                                         Consumer<Graphics2D> painter) {
        if (part == null) {
            return null;
        }
        Rectangle px = new Rectangle(0, 0, img.getWidth(), img.getHeight());
        if (!part.isEmpty()) {
            int x0 = (int) Math.floor(part.getMinX() * k.scaleX());
            int y0 = (int) Math.floor(part.getMinY() * k.scaleY());
            int x1 = (int) Math.ceil(part.getMaxX() * k.scaleX());
            int y1 = (int) Math.ceil(part.getMaxY() * k.scaleY());
            px = px.intersection(new Rectangle(x0, y0, x1 - x0, y1 - y0));
        }
        if (part.isEmpty() || px.isEmpty()) {
            return new Rectangle();
        }
        Graphics2D gi = img.createGraphics();
        try {
            gi.setRenderingHints(hints);
            gi.clipRect(px.x, px.y, px.width, px.height);
            gi.scale(k.scaleX(), k.scaleY());
            painter.accept(gi);
        } finally {
            gi.dispose();
        }
        return px;
    }

    /**
     * The ground for this key made from the one kept for the next painter, into {@code reuse} if it fits: a copy when
     * it shows the same; a copy with the part that differs painted again when it has the same size and
     * {@code changes} (may be null) tells that part; else null.
     */
    private static BufferedImage fromRecent(Key k, BufferedImage reuse, Map<?, ?> hints, Consumer<Graphics2D> painter,
                                            Changes changes) {
        Recent r = recent;
        if (r == null || !r.key().sameSize(k)) {
            return null;
        }
        boolean same = r.key().equals(k);
        Rectangle2D part = same || changes == null ? null : changes.between(r.key().what(), k.what());
        if (!same && part == null) {
            return null;
        }
        BufferedImage from = r.picture();
        BufferedImage img = reuse != null && reuse.getWidth() == from.getWidth() && reuse.getHeight() == from.getHeight()
                ? reuse : new BufferedImage(from.getWidth(), from.getHeight(), BufferedImage.TYPE_INT_RGB);
        copyPixels(from, img);
        if (!same) {
            repaintPart(img, part, k, hints, painter);
            keepAsRecent(k, img);
        }
        return img;
    }

    /** Keeps a copy of a ground just painted whole for the next painter that wants the same. */
    private static void keepAsRecent(Key k, BufferedImage img) {
        BufferedImage copy = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
        copyPixels(img, copy);
        recent = new Recent(k, copy);
    }

    /** Copies one picture onto another of its size (a plain blit: the raster's own setters go pixel by pixel). */
    private static void copyPixels(BufferedImage from, BufferedImage to) {
        Graphics2D g = to.createGraphics();
        try {
            g.setComposite(java.awt.AlphaComposite.Src);
            g.drawImage(from, 0, 0, null);
        } finally {
            g.dispose();
        }
    }

    /** Forgets the ground kept for the next painter, so that the next one paints its own (for probes and tests). */
    public static void forgetRecent() {
        recent = null;
    }

    /** The ground drawn beside the event thread when it shows what this key asks for; else null. */
    private BufferedImage takePrepared(Key k) {
        Prepared p = prepared;
        prepared = null;
        if (p == null || !p.key().equals(k)) {
            return null;
        }
        try {
            return p.picture().join();
        } catch (java.util.concurrent.CompletionException e) {
            // Nothing is lost: the paint draws the ground itself.
            return null;
        }
    }

    private void copy(Graphics2D g, BufferedImage img) {
        GraphicsConfiguration gc = g.getDeviceConfiguration();
        if (gc == null || gc.getDevice().getType() != GraphicsDevice.TYPE_RASTER_SCREEN) {
            g.drawImage(img, 0, 0, null);
            return;
        }
        for (int attempt = 0; attempt < 2; attempt++) {
            VolatileImage kept = onScreen;
            int state = kept == null ? VolatileImage.IMAGE_INCOMPATIBLE : kept.validate(gc);
            if (state == VolatileImage.IMAGE_INCOMPATIBLE || kept.getWidth() != img.getWidth()
                    || kept.getHeight() != img.getHeight()) {
                if (kept != null) {
                    kept.flush();
                }
                kept = gc.createCompatibleVolatileImage(img.getWidth(), img.getHeight(), Transparency.OPAQUE);
                kept.validate(gc);
                onScreen = kept;
                copied = null;
            } else if (state == VolatileImage.IMAGE_RESTORED) {
                copied = null;
            }
            if (copied != img || stale != null) {
                Graphics2D gk = kept.createGraphics();
                try {
                    if (copied == img) {
                        gk.clipRect(stale.x, stale.y, stale.width, stale.height);
                    }
                    gk.drawImage(img, 0, 0, null);
                } finally {
                    gk.dispose();
                }
                copied = img;
                stale = null;
            }
            g.drawImage(kept, 0, 0, null);
            if (!kept.contentsLost()) {
                return;
            }
            copied = null;
        }
        g.drawImage(img, 0, 0, null);
    }

    /** How many times the ground has been painted by {@link #draw} itself, not taken ready (for tests). */
    public int made() {
        return made;
    }

    /** How many times part of the ground has been painted again by {@link #draw} (for tests). */
    public int updated() {
        return updated;
    }

    /** Forgets the picture, so the next paint paints the ground again. */
    public void forget() {
        prepared = null;
        aside = null;
        changing = null;
        spare = null;
        ground = null;
        key = null;
        copied = null;
        if (onScreen != null) {
            onScreen.flush();
            onScreen = null;
        }
    }

    @Override
    public String toString() {
        return "GroundPicture[" + Objects.toString(key) + "]";
    }
}
