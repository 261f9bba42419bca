package org.ichto.shell.ui.pictures;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Transparency;
import java.awt.image.VolatileImage;

/**
 * One accelerated picture holding many small ones (pieces, numbers, volcanoes) side by side in rows: making a small
 * picture of its own cost the screen more than drawing its art, making room on a sheet costs nothing. When the screen
 * lost the sheet, or it is full and {@link #restart() started} empty again, its {@link #generation()} changes: what was
 * placed on it before must be painted again. Paint from one thread at a time.
 */
final class SpriteSheet {
    /** The largest picture kept on a sheet, in pixels either way. */
    static final int LARGEST = 160;

    private final int size;
    private VolatileImage image;
    private int generation;
    private int rowX;
    private int rowY;
    private int rowHeight;

    /**
     * An empty sheet of {@code size} pixels either way; its generations count on from {@code generation} (those of a
     * sheet it replaces), so that no picture placed on that one takes itself for placed on this one.
     */
    SpriteSheet(int size, int generation) {
        this.size = size;
        this.generation = generation;
    }

    /** Pixels either way. */
    int size() {
        return size;
    }

    /** Counts the fresh starts: a place handed out in an older generation is gone. */
    int generation() {
        return generation;
    }

    /** Readies the sheet for this screen: a new or lost sheet starts a new generation. */
    void validate(GraphicsConfiguration gc) {
        int state = image == null ? VolatileImage.IMAGE_INCOMPATIBLE : image.validate(gc);
        if (state == VolatileImage.IMAGE_INCOMPATIBLE) {
            flush();
            image = gc.createCompatibleVolatileImage(size, size, Transparency.TRANSLUCENT);
            image.validate(gc);
            restart();
        } else if (state == VolatileImage.IMAGE_RESTORED) {
            restart();
        }
    }

    /** The top left of a free place of this size, {x, y}, or null when the sheet is full. */
    int[] place(int width, int height) {
        int x = rowX;
        int y = rowY;
        int high = rowHeight;
        if (x + width > size) {
            x = 0;
            y += high;
            high = 0;
        }
        if (y + height > size) {
            return null;
        }
        rowX = x;
        rowY = y;
        rowHeight = high;
        int[] at = {rowX, rowY};
        rowX += width;
        rowHeight = Math.max(rowHeight, height);
        return at;
    }

    /** Graphics for painting into a place of the sheet, the place cleared and the painting kept inside it. */
    Graphics2D paintAt(int x, int y, int width, int height) {
        Graphics2D g = image.createGraphics();
        g.clipRect(x, y, width, height);
        g.setComposite(AlphaComposite.Clear);
        g.fillRect(x, y, width, height);
        g.setComposite(AlphaComposite.SrcOver);
        return g;
    }

    /** Copies a place of the sheet to (dx, dy) of a graphics without a transform; false when the sheet was lost. */
    boolean copy(Graphics2D g, int x, int y, int width, int height, int dx, int dy) {
        g.drawImage(image, dx, dy, dx + width, dy + height, x, y, x + width, y + height, null);
        return !image.contentsLost();
    }

    /** Starts empty again: a new generation. */
    void restart() {
        generation++;
        rowX = 0;
        rowY = 0;
        rowHeight = 0;
    }

    void flush() {
        if (image != null) {
            image.flush();
            image = null;
        }
    }
}
