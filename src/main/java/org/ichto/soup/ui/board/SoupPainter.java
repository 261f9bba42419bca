package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.pictures.BoardHints;
import org.ichto.shell.ui.pictures.GroundPicture;
import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;

import java.awt.Graphics2D;
import java.util.List;
import java.util.Objects;

/**
 * Paints a position of Primordial Soup into a component of any size: the ground (kept as a picture at
 * the screen's own resolution until the size, the theme or the number of players changes), then the
 * marks, the food, the arrows, the amoebas, the markers, the island's current and the column beside
 * the soup. What lies on the ground looks the same wherever and whenever it is drawn, so each is drawn
 * once into a picture the screen keeps and copied after ({@link Sprites}): drawn afresh, every smoothed
 * shape was a mask sent to the X server, most of a repaint's time. Use on one thread at a time.
 */
public final class SoupPainter {
    private final SoupTheme theme;
    private final SoupTexts texts;
    /** What lies on the ground and looks the same paint after paint, kept as pictures. */
    private final Sprites sprites;
    /** The ground, kept until the size, the screen's scale, the board or the number of players change. */
    private final GroundPicture ground = new GroundPicture();

    public SoupPainter(SoupTheme theme, SoupTexts texts) {
        this(theme, texts, new Sprites());
    }

    /** A painter drawing with these pictures; {@link Sprites#none()} draws everything directly (for tests). */
    SoupPainter(SoupTheme theme, SoupTexts texts, Sprites sprites) {
        this.theme = Objects.requireNonNull(theme);
        this.texts = Objects.requireNonNull(texts);
        this.sprites = Objects.requireNonNull(sprites);
    }

    public SoupTheme theme() {
        return theme;
    }

    public SoupTexts texts() {
        return texts;
    }

    /**
     * A painter like this one with another theme and no kept ground; the pictures of what lies on the ground are
     * kept when the theme is the same.
     */
    public SoupPainter withTheme(SoupTheme other) {
        return new SoupPainter(other, texts, other.equals(theme) ? sprites : new Sprites());
    }

    /** A painter with these words; the pictures are kept (the words in them are part of what names them). */
    public SoupPainter withTexts(SoupTexts other) {
        return new SoupPainter(theme, other, sprites);
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
            if (!ground.draw(g2, new GroundKey(s.board(), s.players(), theme), width, height,
                    gi -> GroundPainter.paint(gi, layout, s.board(), s.players(), theme))) {
                GroundPainter.paint(g2, layout, s.board(), s.players(), theme);
            }
            MarkPainter.paint(g2, layout, m, theme, sprites);
            PiecePainter.food(g2, layout, s, seats, theme, sprites);
            PiecePainter.arrows(g2, layout, m.arrows(), seats, sprites);
            PiecePainter.amoebas(g2, layout, s, seats, m, theme, flights, sprites);
            PiecePainter.markers(g2, layout, s, seats, flights, sprites);
            if (flights != null) {
                flights.paint(g2, layout, seats, theme, progress, sprites);
            }
            recap.paint(g2, layout, seats);
            InfoPainter.island(g2, layout, s, theme, layout.info() == null, sprites);
            InfoPainter.column(g2, layout, s, seats, m, theme, texts, sprites);
        } finally {
            g2.dispose();
        }
    }

    private static void hints(Graphics2D g) {
        g.addRenderingHints(BoardHints.SMOOTH);
    }


    /**
     * Begins drawing the ground of this position at this size and screen scale on a thread of its own, when this
     * painter has drawn none yet (see {@link GroundPicture#prepare}): the board's first paint then takes it ready.
     */
    public void prepareGround(SoupState s, int width, int height, double scaleX, double scaleY) {
        if (ground.hasGround()) {
            return;
        }
        SoupLayout layout = SoupLayout.of(s.board(), width, height);
        SoupBoard board = s.board();
        int players = s.players();
        ground.prepare(new GroundKey(board, players, theme), width, height, scaleX, scaleY, BoardHints.SMOOTH,
                gi -> GroundPainter.paint(gi, layout, board, players, theme));
    }

    /** How many times this painter drew the ground itself (for tests). */
    int groundsPainted() {
        return ground.made();
    }

    /**
     * What the kept ground picture shows besides the size and the screen's scale: all of it, as the picture may be
     * handed to another painter (see {@link GroundPicture}).
     */
    private record GroundKey(SoupBoard board, int players, SoupTheme theme) {
        // Written out, as a record's own are built from method handles the first time they run: on the event thread,
        // in the board's first paint. The same comparison.
        @Override
        public boolean equals(Object o) {
            return o instanceof GroundKey k && java.util.Objects.equals(board, k.board) && players == k.players
                    && java.util.Objects.equals(theme, k.theme);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(board, players, theme);
        }
    }

    /** The pictures kept of what lies on the ground (for tests). */
    Sprites sprites() {
        return sprites;
    }
}
