package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Objects;

/**
 * Paints a position of Primordial Soup into a component of any size: the ground (kept as a picture at
 * the screen's own resolution until the size, the theme or the number of players changes), then the
 * marks, the food, the arrows, the amoebas, the markers, the island's current and the column beside
 * the soup. Use on one thread at a time.
 */
public final class SoupPainter {
    private final SoupTheme theme;
    private final SoupTexts texts;
    private final Sprites sprites = new Sprites();
    private BufferedImage ground;
    private GroundKey groundKey;

    public SoupPainter(SoupTheme theme, SoupTexts texts) {
        this.theme = Objects.requireNonNull(theme);
        this.texts = Objects.requireNonNull(texts);
    }

    public SoupTheme theme() {
        return theme;
    }

    public SoupTexts texts() {
        return texts;
    }

    /** A painter like this one with another theme (and no kept ground). */
    public SoupPainter withTheme(SoupTheme other) {
        return new SoupPainter(other, texts);
    }

    public SoupPainter withTexts(SoupTexts other) {
        return new SoupPainter(theme, other);
    }

    /**
     * Paints the position.
     *
     * @param seats the seats in seat order, for their colours and names; null for the game's colours
     * @param marks what to mark beside the position; null for nothing
     */
    public void paint(Graphics2D g, SoupState s, List<Seat> seats, Marks marks, int width, int height) {
        paint(g, s, seats, marks, width, height, null, 1, SoupRecap.NONE);
    }

    /**
     * Paints the position with a decision's pieces on their way to it ({@code progress} 0..1; at rest when
     * {@code flights} is null) and moves gone through again on top.
     */
    void paint(Graphics2D g, SoupState s, List<Seat> seats, Marks marks, int width, int height, SoupFlights flights,
               double progress, SoupRecap recap) {
        Objects.requireNonNull(s, "state");
        Marks m = marks == null ? Marks.NONE : marks;
        SoupLayout layout = SoupLayout.of(s.board(), width, height);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            hints(g2);
            if (!paintCachedGround(g2, layout, s)) {
                GroundPainter.paint(g2, layout, s.board(), s.players(), theme);
            }
            PiecePainter.marksBelow(g2, layout, m, theme);
            PiecePainter.food(g2, layout, s, seats, theme, sprites);
            PiecePainter.arrows(g2, layout, m.arrows(), seats);
            PiecePainter.amoebas(g2, layout, s, seats, m, theme, flights);
            PiecePainter.markers(g2, layout, s, seats, flights);
            if (flights != null) {
                flights.paint(g2, layout, seats, theme, progress);
            }
            recap.paint(g2, layout, seats);
            InfoPainter.island(g2, layout, s, theme, layout.info() == null);
            InfoPainter.column(g2, layout, s, seats, m, theme, texts);
        } finally {
            g2.dispose();
        }
    }

    private static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    /** What the kept ground picture shows. */
    private record GroundKey(SoupBoard board, int players, int width, int height, double scaleX, double scaleY) {
    }

    /**
     * Draws the ground from the picture kept from the last paint when nothing it shows has changed, or
     * paints and keeps it. Returns false when the graphics' transform is not a plain scale (then nothing is
     * drawn and the caller paints the ground itself).
     */
    private boolean paintCachedGround(Graphics2D g, SoupLayout layout, SoupState s) {
        AffineTransform dev = g.getTransform();
        int plain = AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE;
        if ((dev.getType() & ~plain) != 0 || dev.getScaleX() <= 0 || dev.getScaleY() <= 0) {
            return false;
        }
        GroundKey key = new GroundKey(s.board(), s.players(), layout.width(), layout.height(), dev.getScaleX(),
                dev.getScaleY());
        BufferedImage img = ground;
        if (img == null || !key.equals(groundKey)) {
            int iw = Math.max(1, (int) Math.ceil(layout.width() * dev.getScaleX()));
            int ih = Math.max(1, (int) Math.ceil(layout.height() * dev.getScaleY()));
            img = new BufferedImage(iw, ih, BufferedImage.TYPE_INT_RGB);
            Graphics2D gi = img.createGraphics();
            try {
                hints(gi);
                gi.scale(dev.getScaleX(), dev.getScaleY());
                GroundPainter.paint(gi, layout, s.board(), s.players(), theme);
            } finally {
                gi.dispose();
            }
            ground = img;
            groundKey = key;
        }
        Graphics2D gd = (Graphics2D) g.create();
        try {
            gd.setTransform(AffineTransform.getTranslateInstance(dev.getTranslateX(), dev.getTranslateY()));
            gd.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            gd.drawImage(img, 0, 0, null);
        } finally {
            gd.dispose();
        }
        return true;
    }
}
