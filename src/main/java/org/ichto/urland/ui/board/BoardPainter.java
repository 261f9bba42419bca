package org.ichto.urland.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.pictures.BoardHints;
import org.ichto.shell.ui.pictures.GroundPicture;
import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Paints a game state onto the board: the sea and its five oceans, the islands with their areas (merged regions as
 * one), volcanoes, chips scored this epoch, the Ichtos of every place as one piece per colour with its count, the
 * scoring track with the markers, and the highlights. Everything is drawn in the logical units of
 * {@link BoardGeometry} through one transform, so it is sharp at any size and on any screen scale. Text sizes have a
 * floor in component pixels so that the board stays legible when small. The ground (track, sea and islands) is kept
 * as a picture between paints until the size, the screen's scale or the merged regions change, so a repaint for a
 * move or the mouse draws only what lies on top; and what lies on top looks the same paint after paint (the
 * highlights' glows, the pieces, volcanoes and numbers), so it is copied from pictures kept by {@link Sprites}. Its
 * settings are fixed; paint from one thread at a time.
 */
public final class BoardPainter {
    private static final String FAMILY = Font.SANS_SERIF;
    static final double PIECE = 31;
    private static final double PIECE_SPACING = 37;
    /** The width of a river's banks, the widest stroke along the edge of an area. */
    private static final float RIVER_BANK = 8.5f;

    /**
     * How a kind of highlight glows: how far inwards from its place's outline, the outline's width, the tint's
     * opacity (0..255) and whether the outline is dashed.
     */
    private record GlowStyle(float band, float line, int fillAlpha, boolean dashed) {
        // This record and the keys below compare as records do, written out: a record's own equals and hashCode are
        // built from method handles the first time they run, on the event thread in the board's first paint.
        @Override
        public boolean equals(Object o) {
            return o instanceof GlowStyle g && Float.compare(band, g.band) == 0 && Float.compare(line, g.line) == 0
                    && fillAlpha == g.fillAlpha && dashed == g.dashed;
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(band, line, fillAlpha, dashed);
        }
    }

    private static final GlowStyle CHANGED = new GlowStyle(12, 4f, 36, true);
    private static final GlowStyle TARGET = new GlowStyle(16, 1.5f, 44, false);
    private static final GlowStyle HINT = new GlowStyle(18, 5f, 46, true);
    private static final GlowStyle SELECTED = new GlowStyle(20, 5.5f, 50, false);
    private static final GlowStyle HOVER = new GlowStyle(10, 2.5f, 34, false);
    private static final double[] GLOW_BANDS = java.util.stream.Stream.of(CHANGED, TARGET, HINT, SELECTED, HOVER)
            .mapToDouble(GlowStyle::band).toArray();


    private final BoardTheme theme;
    private final Labels labels;
    /** The ground of the last paint, kept until the size, the screen's scale or the merged regions change. */
    private final GroundPicture ground = new GroundPicture();
    /** Called when a ground painted beside the event thread is ready, or null (see paintGroundChangesBeside). */
    private Runnable groundReady;
    /** What lies on the ground and looks the same paint after paint, kept as pictures (see {@link Sprites}). */
    private final Sprites sprites;

    public BoardPainter() {
        this(BoardTheme.LIGHT, Labels.DEFAULT);
    }

    public BoardPainter(BoardTheme theme, Labels labels) {
        this(theme, labels, new Sprites());
    }

    BoardPainter(BoardTheme theme, Labels labels, Sprites sprites) {
        this.theme = Objects.requireNonNull(theme);
        this.labels = Objects.requireNonNull(labels);
        this.sprites = Objects.requireNonNull(sprites);
    }

    /** The pictures kept of what is drawn often (for tests). */
    Sprites sprites() {
        return sprites;
    }

    public BoardTheme theme() {
        return theme;
    }

    public Labels labels() {
        return labels;
    }

    /** A painter in this theme; the pictures of what lies on the board are kept when the theme is the same. */
    public BoardPainter withTheme(BoardTheme newTheme) {
        return new BoardPainter(newTheme, labels, newTheme == theme ? sprites : new Sprites());
    }

    /** A painter with these names; the pictures of what lies on the board (which show no names) are kept. */
    public BoardPainter withLabels(Labels newLabels) {
        return new BoardPainter(theme, newLabels, sprites);
    }

    /** The colour name of a seat: its {@link Seat#colour()}, or the table's default colour when no seats are given. */
    public static String colourOf(List<Seat> seats, int seat) {
        return seats != null && seat < seats.size() ? seats.get(seat).colour() : org.ichto.urland.UrlandGame.INSTANCE.seats().colours().get(seat);
    }

    /**
     * Paints the state into a component of the given size (the board is centred and scaled to fit).
     *
     * @param seats the seats of the game in seat order, for their colours; null for the default colours
     * @param h     highlights, or null for none
     */
    public void paint(Graphics2D g, GameState s, List<Seat> seats, int width, int height, Highlights h) {
        paint(g, s, seats, width, height, h, null, 1);
    }

    /**
     * Paints the state with a decision's pieces on their way to it ({@code progress} 0..1), or at rest
     * when {@code flights} is null.
     */
    void paint(Graphics2D g, GameState s, List<Seat> seats, int width, int height, Highlights h, Flights flights,
               double progress) {
        paint(g, s, seats, width, height, h, flights, progress, RecapArrows.NONE);
    }

    /** Paints the state with moves gone through again on top (see {@link RecapArrows}). */
    void paint(Graphics2D g, GameState s, List<Seat> seats, int width, int height, Highlights h, Flights flights,
               double progress, RecapArrows arrows) {
        Objects.requireNonNull(s, "state");
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(width, height);
        Highlights hl = h == null ? Highlights.NONE : h;
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.addRenderingHints(BoardHints.SMOOTH);
            Fonts f = new Fonts(geo.scale());
            drawGround(g2, geo, s, f, width, height);
            g2.transform(geo.transform());
            paintHighlights(g2, geo, s, hl);
            paintVolcanoes(g2, geo, s, f);
            paintBadges(g2, geo, s, f);
            paintStacks(g2, geo, s, seats, f, flights);
            paintCounting(g2, geo, s, hl.counting(), f);
            paintMarkers(g2, geo, s, seats, flights == null ? hl.gains() : java.util.Map.of(), f, flights);
            if (flights != null) {
                paintFlights(g2, seats, flights, progress, f);
            }
            arrows.paint(g2, geo, seats, theme.pieceHalo(), f.count);
        } finally {
            g2.dispose();
        }
    }

    /**
     * Draws the ground from the kept picture, painting again what the state shows differently (all of it, or the part
     * where regions merged or split).
     */
    private void drawGround(Graphics2D g, BoardGeometry geo, GameState s, Fonts f, int width, int height) {
        GroundKey key = groundKey(s);
        GroundPicture.Changes changes = (before, after) -> changedLand(geo, (GroundKey) before, (GroundKey) after);
        Consumer<Graphics2D> painter = gi -> paintGround(gi, geo, s, f, width, height);
        Runnable ready = groundReady;
        // Beside the event thread: a painter of its own, as this one's pictures are the event thread's.
        boolean drawn = ready == null ? ground.draw(g, key, width, height, painter, changes)
                : ground.draw(g, key, width, height, painter, changes,
                        gi -> new BoardPainter(theme, labels).paintGround(gi, geo, s, new Fonts(geo.scale()), width,
                                height), ready);
        if (!drawn) {
            paintGround(g, geo, s, f, width, height);
        }
    }

    /**
     * From now on a ground that changes in part (regions merged or split) is painted beside the event thread, the
     * ground before it drawn meanwhile; {@code repaint} is called on the event thread when it is ready. Without it,
     * the paint paints the change itself (pictures, tests).
     */
    public void paintGroundChangesBeside(Runnable repaint) {
        groundReady = repaint;
    }

    /**
     * Keeps a copy of the ground of this state, when it is the one last drawn, for a later one that differs from it in
     * little (a game's first); false when the ground drawn is another yet.
     */
    public boolean keepGroundAside(GameState s) {
        return ground.keepAside(groundKey(s));
    }

    /** Draws only the ground of this state, as {@link #paint} does under everything else (for tests). */
    void drawGround(Graphics2D g, GameState s, int width, int height) {
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(width, height);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.addRenderingHints(BoardHints.SMOOTH);
            drawGround(g2, geo, s, new Fonts(geo.scale()), width, height);
        } finally {
            g2.dispose();
        }
    }

    /**
     * Begins drawing the ground of this state at this size and screen scale on a thread of its own, when this painter
     * has drawn none yet (see {@link GroundPicture#prepare}): the board's first paint then takes it ready.
     */
    public void prepareGround(GameState s, int width, int height, double scaleX, double scaleY) {
        if (ground.hasGround()) {
            return;
        }
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(width, height);
        Fonts f = new Fonts(geo.scale());
        // A painter of its own: this one's pictures are the event thread's.
        BoardPainter drawer = new BoardPainter(theme, labels);
        ground.prepare(groundKey(s), width, height, scaleX, scaleY,
                BoardHints.SMOOTH, gi -> drawer.paintGround(gi, geo, s, f, width, height),
                (before, after) -> changedLand(geo, (GroundKey) before, (GroundKey) after));
    }

    /**
     * Has the outlines of this state's regions and the bands their glows need made beside the event thread, those not
     * made yet (see {@link BoardGeometry#prepareGlows}): after a merge, the new region's first highlight finds them.
     */
    public static void prepareGlows(GameState s) {
        BoardGeometry.of(s.board()).prepareGlows(regionMasks(s), GLOW_BANDS);
    }

    /** Area by area, the areas of its region (a mask): what the glows of a position are drawn around. */
    static int[] regionMasks(GameState s) {
        int[] masks = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            masks[a] = s.regionAreas(s.regionOf(a));
        }
        return masks;
    }

    /** How many times this painter drew the ground itself (for tests). */
    int groundsPainted() {
        return ground.made();
    }

    /** How many times this painter drew part of the ground again, for regions that changed (for tests). */
    int groundsUpdated() {
        return ground.updated();
    }

    /** Everything that changes only with the size, the screen's scale and the merged regions. */
    private void paintGround(Graphics2D g, BoardGeometry geo, GameState s, Fonts f, int width, int height) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setColor(theme.background());
            g2.fillRect(0, 0, width, height);
            g2.transform(geo.transform());
            paintTrack(g2, geo, s, f);
            paintSea(g2, geo, s, f);
            paintLand(g2, geo, s);
        } finally {
            g2.dispose();
        }
    }

    /**
     * What the cached ground picture shows: the board, the theme, the oceans' names and, area by area, its region (an
     * eruption only merges). All of it, as the picture may be handed to another painter (see {@link GroundPicture}).
     */
    private record GroundKey(Board board, BoardTheme theme, List<String> oceanNames, List<Integer> regions) {
        int[] regionOf() {
            int[] r = new int[regions.size()];
            for (int a = 0; a < r.length; a++) {
                r[a] = regions.get(a);
            }
            return r;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GroundKey k && java.util.Objects.equals(board, k.board)
                    && java.util.Objects.equals(theme, k.theme) && java.util.Objects.equals(oceanNames, k.oceanNames)
                    && java.util.Objects.equals(regions, k.regions);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(board, theme, oceanNames, regions);
        }
    }

    private GroundKey groundKey(GameState s) {
        String[] names = new String[Board.OCEANS];
        for (int o = 0; o < names.length; o++) {
            names[o] = labels.oceanName(s.board(), o);
        }
        return new GroundKey(s.board(), theme, List.of(names), regions(s));
    }

    private static List<Integer> regions(GameState s) {
        return java.util.Arrays.stream(regionsOf(s)).boxed().toList();
    }

    /**
     * Where the ground differs when the regions change (regions merged by a move or an eruption), in component
     * units: the areas whose shade changed and the gaps that became a seam or a river, with room for the widest
     * stroke along them and the smoothing of their edges. Null for another board, theme or names: then all of
     * it is painted again.
     */
    private static Rectangle2D changedLand(BoardGeometry geo, GroundKey before, GroundKey after) {
        if (before.board() != after.board() || before.theme() != after.theme()
                || !before.oceanNames().equals(after.oceanNames())) {
            return null;
        }
        int[] was = before.regionOf();
        int[] now = after.regionOf();
        int[] shadeWas = shades(geo, was);
        int[] shadeNow = shades(geo, now);
        Rectangle2D logical = null;
        for (int a = 0; a < Board.AREAS; a++) {
            if (shadeWas[a] != shadeNow[a]) {
                logical = union(logical, geo.areaShape(a).getBounds2D());
            }
        }
        for (BoardGeometry.Gap gap : geo.gaps()) {
            boolean joinedWas = was[gap.first()] == was[gap.second()];
            boolean joinedNow = now[gap.first()] == now[gap.second()];
            if (joinedWas != joinedNow) {
                logical = union(logical, gap.path().getBounds2D());
            }
        }
        if (logical == null) {
            return new Rectangle2D.Double();
        }
        // The river's bank is the widest stroke drawn along an area's edge; two pixels more for smoothing.
        double margin = RIVER_BANK / 2 + 1;
        logical.setRect(logical.getX() - margin, logical.getY() - margin, logical.getWidth() + 2 * margin,
                logical.getHeight() + 2 * margin);
        Rectangle2D part = geo.transform().createTransformedShape(logical).getBounds2D();
        part.setRect(part.getX() - 2, part.getY() - 2, part.getWidth() + 4, part.getHeight() + 4);
        return part;
    }

    private static Rectangle2D union(Rectangle2D sum, Rectangle2D r) {
        if (sum == null) {
            return (Rectangle2D) r.clone();
        }
        sum.add(r);
        return sum;
    }

    /** The fonts of one paint, sized in logical units with a floor in component pixels. */
    private static final class Fonts {
        final Font track;
        final Font trackBold;
        final Font ocean;
        final Font oceanId;
        final Font badge;
        final Font count;
        final Font chip;

        Fonts(double scale) {
            track = font(Font.PLAIN, 12.5, 8.5, scale);
            trackBold = font(Font.BOLD, 14, 9.5, scale);
            ocean = font(Font.BOLD | Font.ITALIC, 23, 11, scale);
            oceanId = font(Font.BOLD, 13, 8.5, scale);
            badge = font(Font.BOLD, 21, 11, scale);
            count = font(Font.BOLD, 16, 9.5, scale);
            chip = font(Font.BOLD, 13, 8.5, scale);
        }

        private static Font font(int style, double logical, double minPx, double scale) {
            return new Font(FAMILY, style, 1).deriveFont((float) Math.max(logical, minPx / scale));
        }
    }

    // ------------------------------------------------------------------ track

    private void paintTrack(Graphics2D g, BoardGeometry geo, GameState s, Fonts f) {
        g.setColor(theme.frame());
        g.fill(new Rectangle2D.Double(0, 0, BoardGeometry.WIDTH, BoardGeometry.HEIGHT));
        Board b = s.board();
        List<Integer> mutations = b.mutationSpaces();
        int goal = b.goal();
        Stroke thin = new BasicStroke(1.2f);
        for (int i = 0; i < geo.trackCells(); i++) {
            Rectangle2D c = geo.trackCell(i);
            boolean mutation = mutations.contains(i);
            g.setColor(mutation ? theme.mutationCell() : i > goal ? theme.trackBeyondGoal() : theme.trackCell(i));
            g.fill(c);
            g.setColor(theme.trackBorder());
            g.setStroke(thin);
            g.draw(c);
            Rectangle2D band = geo.trackNumberBand(i);
            boolean strong = i == goal || i % 5 == 0 || mutation;
            Font font = strong ? f.trackBold : f.track;
            g.setColor(i == goal ? theme.goalLine() : mutation ? theme.mutationMark() : theme.trackText());
            double tx = band.getCenterX();
            double ty = band.getCenterY();
            if (mutation) {
                drawHelix(g, tx + 14, ty, true);
                drawCentered(g, Integer.toString(i), font, tx - 5, ty);
            } else {
                drawCentered(g, Integer.toString(i), font, tx, ty);
            }
        }
        // The goal: a strong bar where the goal space begins, and the goal space framed.
        if (goal > 0 && goal < geo.trackCells()) {
            Rectangle2D a = geo.trackCell(goal - 1);
            Rectangle2D c = geo.trackCell(goal);
            Rectangle2D meet = grow(a, 0.5).createIntersection(grow(c, 0.5));
            g.setColor(theme.goalLine());
            g.setStroke(new BasicStroke(6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
            if (meet.getWidth() < meet.getHeight()) {
                g.draw(new Line2D.Double(meet.getCenterX(), meet.getMinY(), meet.getCenterX(), meet.getMaxY()));
            } else {
                g.draw(new Line2D.Double(meet.getMinX(), meet.getCenterY(), meet.getMaxX(), meet.getCenterY()));
            }
            g.setStroke(new BasicStroke(2.5f));
            g.draw(grow(c, -1.5));
        }
    }

    private void drawHelix(Graphics2D g, double cx, double cy, boolean horizontal) {
        Path2D a = new Path2D.Double();
        Path2D b = new Path2D.Double();
        double len = 13;
        double amp = 4.2;
        for (int j = 0; j <= 16; j++) {
            double t = j / 16.0;
            double u = -len / 2 + t * len;
            double v = amp * Math.sin(t * 2 * Math.PI);
            double ax = horizontal ? cx + u : cx + v;
            double ay = horizontal ? cy + v : cy + u;
            double bx = horizontal ? cx + u : cx - v;
            double by = horizontal ? cy - v : cy + u;
            if (j == 0) {
                a.moveTo(ax, ay);
                b.moveTo(bx, by);
            } else {
                a.lineTo(ax, ay);
                b.lineTo(bx, by);
            }
        }
        g.setColor(theme.mutationMark());
        g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(a);
        g.draw(b);
    }

    // ------------------------------------------------------------------ sea

    private void paintSea(Graphics2D g, BoardGeometry geo, GameState s, Fonts f) {
        Board b = s.board();
        for (int o = 0; o < Board.OCEANS; o++) {
            g.setColor(theme.ocean(o));
            g.fill(geo.oceanShape(o));
        }
        Shape clip = g.getClip();
        g.clip(geo.seaBounds());
        g.setColor(theme.shallows());
        g.setStroke(new BasicStroke(26f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Composite old = g.getComposite();
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.55f));
        for (int k = 0; k < geo.continentCount(); k++) {
            g.draw(geo.islandShape(k));
        }
        g.setComposite(old);
        g.setClip(clip);
        g.setColor(theme.oceanBorder());
        g.setStroke(new BasicStroke(2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {9f, 7f}, 0f));
        for (Line2D line : geo.oceanBorders()) {
            g.draw(line);
        }
        g.setColor(theme.trackBorder());
        g.setStroke(new BasicStroke(2f));
        g.draw(geo.seaBounds());
        for (int o = 0; o < Board.OCEANS; o++) {
            Point2D at = geo.labelAnchor(Board.AREAS + o);
            String name = labels.oceanName(b, o);
            String id = b.oceanId(o);
            FontMetrics fm = g.getFontMetrics(f.ocean);
            FontMetrics fi = g.getFontMetrics(f.oceanId);
            double nameW = fm.getStringBounds(name, g).getWidth();
            double idW = fi.getStringBounds(id, g).getWidth() + 10;
            double gap = 7;
            double total = idW + gap + nameW;
            double x = at.getX() - total / 2;
            double tagH = fi.getAscent() + 5;
            RoundRectangle2D tag = new RoundRectangle2D.Double(x, at.getY() - tagH / 2, idW, tagH, tagH, tagH);
            g.setColor(theme.oceanText());
            g.fill(tag);
            g.setColor(theme.ocean(o));
            drawCentered(g, id, f.oceanId, tag.getCenterX(), tag.getCenterY());
            g.setColor(theme.oceanText());
            drawLeft(g, name, f.ocean, x + idW + gap, at.getY());
        }
    }

    // ------------------------------------------------------------------ land

    /** Per area, the land shade of its region: regions next to each other on a ring get different shades. */
    private static int[] shades(BoardGeometry geo, int[] regionOf) {
        int[] shade = new int[Board.AREAS];
        for (int k = 0; k < geo.continentCount(); k++) {
            int[] ring = geo.ring(k);
            int n = ring.length;
            int start = 0;
            for (int j = 0; j < n; j++) {
                if (regionOf[ring[j]] != regionOf[ring[(j + n - 1) % n]]) {
                    start = j;
                    break;
                }
            }
            int[] index = new int[n];
            int count = 0;
            for (int j = 0; j < n; j++) {
                int a = ring[(start + j) % n];
                int prev = ring[(start + j + n - 1) % n];
                if (j > 0 && regionOf[a] != regionOf[prev]) {
                    count++;
                }
                index[j] = count;
            }
            count++;
            for (int j = 0; j < n; j++) {
                int idx = index[j];
                shade[ring[(start + j) % n]] = count % 2 == 1 && count > 1 && idx == count - 1 ? 2 : idx % 2;
            }
        }
        return shade;
    }

    /** Area by area, the region it belongs to (its representative area). */
    static int[] regionsOf(GameState s) {
        int[] r = new int[Board.AREAS];
        for (int a = 0; a < r.length; a++) {
            r[a] = s.regionOf(a);
        }
        return r;
    }

    private void paintLand(Graphics2D g, BoardGeometry geo, GameState s) {
        int k = geo.continentCount();
        g.setColor(theme.beach());
        g.setStroke(new BasicStroke(10f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int c = 0; c < k; c++) {
            g.draw(geo.islandShape(c));
        }
        int[] shade = shades(geo, regionsOf(s));
        for (int a = 0; a < Board.AREAS; a++) {
            g.setColor(theme.land(shade[a]));
            g.fill(geo.areaShape(a));
            // Hairline in the same colour closes the antialiasing seam between two wedges of one region.
            g.setStroke(new BasicStroke(1f));
            g.draw(geo.areaShape(a));
        }
        Stroke bank = new BasicStroke(RIVER_BANK, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        Stroke water = new BasicStroke(5.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        Stroke seam = new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {5f, 6f}, 0f);
        for (BoardGeometry.Gap gap : geo.gaps()) {
            if (s.regionOf(gap.first()) == s.regionOf(gap.second())) {
                g.setColor(withAlpha(theme.seam(), 120));
                g.setStroke(seam);
                g.draw(gap.path());
            } else {
                g.setColor(theme.riverBank());
                g.setStroke(bank);
                g.draw(gap.path());
                g.setColor(theme.river());
                g.setStroke(water);
                g.draw(gap.path());
            }
        }
        for (int c = 0; c < k; c++) {
            g.setColor(theme.river());
            g.fill(geo.lakeShape(c));
            g.setColor(theme.riverBank());
            g.setStroke(new BasicStroke(1.8f));
            g.draw(geo.lakeShape(c));
        }
        g.setColor(theme.coast());
        g.setStroke(new BasicStroke(2.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int c = 0; c < k; c++) {
            g.draw(geo.islandShape(c));
        }
    }

    // ------------------------------------------------------------------ highlights

    private Shape highlightShape(BoardGeometry geo, GameState s, int place) {
        if (place < 0 || place >= Board.PLACES) {
            return null;
        }
        if (Board.isOcean(place)) {
            return geo.oceanShape(Board.oceanOf(place));
        }
        return geo.regionShape(s.regionAreas(s.regionOf(place)));
    }

    private void paintHighlights(Graphics2D g, BoardGeometry geo, GameState s, Highlights h) {
        for (int p : h.changed()) {
            Shape shape = highlightShape(geo, s, p);
            if (shape != null) {
                // Dashed, with a soft band and tint: what the last move touched, distinct from what can be clicked.
                glow(g, geo, shape, theme.changed(), CHANGED);
            }
        }
        for (int p : h.targets()) {
            Shape shape = highlightShape(geo, s, p);
            if (shape != null) {
                // Filled with a thin line: a place to click, where a bold outline on every coast made
                // the land look clickable too.
                glow(g, geo, shape, theme.target(), TARGET);
            }
        }
        for (int p : h.hint()) {
            Shape shape = highlightShape(geo, s, p);
            if (shape != null) {
                // Tinted and dashed: a suggestion, never mistaken for what a click can use.
                glow(g, geo, shape, theme.hint(), HINT);
            }
        }
        Shape sel = highlightShape(geo, s, h.selected());
        if (sel != null) {
            glow(g, geo, sel, theme.selected(), SELECTED);
        }
        Shape hov = highlightShape(geo, s, h.hovered());
        if (hov != null) {
            glow(g, geo, hov, theme.hover(), HOVER);
        }
    }

    /**
     * An outline glowing inwards: the glow stays inside the shape (computed once per shape, see
     * {@link BoardGeometry#innerBand}), so neighbours' highlights never overlap; a solid line traces the outline.
     */
    private void glow(Graphics2D g, BoardGeometry geo, Shape shape, Color colour, GlowStyle style) {
        Rectangle2D b = shape.getBounds2D();
        // A frame of a move on its way repaints a small box: glows outside it cost much and show nothing.
        if (!g.hitClip((int) Math.floor(b.getX()) - 2, (int) Math.floor(b.getY()) - 2, (int) Math.ceil(b.getWidth()) + 4,
                (int) Math.ceil(b.getHeight()) + 4)) {
            return;
        }
        sprites.draw(g, 0, 0, new GlowKey(shape, colour, style), grow(b, style.line() / 2.0 + 1),
                gs -> drawGlow(gs, geo, shape, colour, style));
    }

    /** A glow's look: its shape (one of the geometry's, the same instance every paint) and how it is drawn. */
    private record GlowKey(Shape shape, Color colour, GlowStyle style) {
        @Override
        public boolean equals(Object o) {
            return o instanceof GlowKey k && java.util.Objects.equals(shape, k.shape)
                    && java.util.Objects.equals(colour, k.colour) && java.util.Objects.equals(style, k.style);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(shape, colour, style);
        }
    }

    private static void drawGlow(Graphics2D g, BoardGeometry geo, Shape shape, Color colour, GlowStyle style) {
        if (style.fillAlpha() > 0) {
            g.setColor(withAlpha(colour, style.fillAlpha()));
            g.fill(shape);
        }
        if (style.band() > 0) {
            g.setColor(withAlpha(colour, 90));
            g.fill(geo.innerBand(shape, style.band(), false));
        }
        g.setColor(colour);
        g.setStroke(style.dashed()
                ? new BasicStroke(style.line(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                new float[] {14f, 9f}, 0f)
                : new BasicStroke(style.line(), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
    }

    /**
     * Makes the pictures of the glows this state's places may show next that are not kept yet: where a click goes, where
     * the mouse points, what a move touched, what is chosen (a hint's are rare). {@code g} gives the screen and the
     * transform of the board's paint, and nothing is drawn on it. Stops when the clock passes {@code until}
     * ({@link System#nanoTime}); true when some are left (also those whose bands are still being made beside the
     * event thread, see {@link #prepareGlows}).
     */
    boolean prepareGlowPictures(Graphics2D g, GameState s, int width, int height, long until) {
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(width, height);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.addRenderingHints(BoardHints.SMOOTH);
            g2.transform(geo.transform());
            boolean left = false;
            List<Map.Entry<GlowStyle, Color>> kinds = List.of(Map.entry(TARGET, theme.target()),
                    Map.entry(HOVER, theme.hover()), Map.entry(CHANGED, theme.changed()),
                    Map.entry(SELECTED, theme.selected()));
            for (Map.Entry<GlowStyle, Color> kind : kinds) {
                for (int p = 0; p < Board.PLACES; p++) {
                    if (System.nanoTime() - until > 0) {
                        return true;
                    }
                    Shape shape = highlightShape(geo, s, p);
                    GlowStyle style = kind.getKey();
                    Color colour = kind.getValue();
                    if (!geo.hasInnerBand(shape, style.band())) {
                        // Still being made beside the event thread: this glow waits for a later step.
                        left = true;
                        continue;
                    }
                    sprites.prepare(g2, 0, 0, new GlowKey(shape, colour, style),
                            grow(shape.getBounds2D(), style.line() / 2.0 + 1),
                            gs -> drawGlow(gs, geo, shape, colour, style));
                }
            }
            return left;
        } finally {
            g2.dispose();
        }
    }

    // ------------------------------------------------------------------ volcanoes and chips

    private void paintVolcanoes(Graphics2D g, BoardGeometry geo, GameState s, Fonts f) {
        for (int a = 0; a < Board.AREAS; a++) {
            Point2D p = geo.volcanoSpot(a);
            if (s.hasErupted(a)) {
                sprites.draw(g, p.getX(), p.getY(), "tile", new Rectangle2D.Double(-23, -23, 46, 46),
                        gs -> drawTile(gs, 0, 0));
            } else {
                sprites.draw(g, p.getX(), p.getY(), "cone", new Rectangle2D.Double(-15, -13, 30, 26),
                        gs -> drawCone(gs, 0, 0));
            }
        }
        for (int a = 0; a < Board.AREAS; a++) {
            if (s.chipLocation(a + 1) == GameState.ChipLocation.SCORED) {
                // The chip lies on its volcano: a small square token with the area's number.
                Point2D p = geo.volcanoSpot(a);
                String number = Integer.toString(a + 1);
                sprites.draw(g, p.getX(), p.getY() - 3, List.of("chip", number, f.chip),
                        withText(new Rectangle2D.Double(-14, -14, 28, 28), f.chip, number), gs -> drawChip(gs, number, f));
            }
        }
    }

    /** A scored chip centred on (0, 0): a small square token with the area's number. */
    private void drawChip(Graphics2D g, String number, Fonts f) {
        double r = 12.5;
        RoundRectangle2D chip = new RoundRectangle2D.Double(-r, -r, 2 * r, 2 * r, 9, 9);
        g.setColor(theme.chipFill());
        g.fill(chip);
        g.setColor(theme.chipBorder());
        g.setStroke(new BasicStroke(2.2f));
        g.draw(chip);
        g.setColor(theme.chipText());
        drawCentered(g, number, f.chip, 0, 0);
    }

    private void drawCone(Graphics2D g, double x, double y) {
        double w = 26;
        double h = 19;
        Path2D cone = new Path2D.Double();
        cone.moveTo(x - w / 2, y + h / 2);
        cone.lineTo(x - 4, y - h / 2);
        cone.lineTo(x + 4, y - h / 2);
        cone.lineTo(x + w / 2, y + h / 2);
        cone.closePath();
        g.setColor(theme.cone());
        g.fill(cone);
        Path2D shade = new Path2D.Double();
        shade.moveTo(x + 1, y - h / 2);
        shade.lineTo(x + 4, y - h / 2);
        shade.lineTo(x + w / 2, y + h / 2);
        shade.lineTo(x + 3, y + h / 2);
        shade.closePath();
        g.setColor(theme.coneShade());
        g.fill(shade);
        g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(theme.tileBorder());
        g.draw(cone);
        g.setColor(theme.coneShade());
        g.fill(new Ellipse2D.Double(x - 4.5, y - h / 2 - 1.8, 9, 3.6));
    }

    private void drawTile(Graphics2D g, double x, double y) {
        Path2D hex = PlayerStyle.regularPolygon(x, y, 21, 6, 0);
        g.setColor(theme.tileFill());
        g.fill(hex);
        g.setColor(theme.tileBorder());
        g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(hex);
        // Lava: a glowing crater and three tongues running down the flanks.
        g.setColor(theme.lava());
        g.setStroke(new BasicStroke(2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int i = 0; i < 3; i++) {
            double a = Math.PI / 2 + i * 2 * Math.PI / 3 + 0.3;
            g.draw(new Line2D.Double(x + 6 * Math.cos(a), y + 6 * Math.sin(a), x + 15 * Math.cos(a + 0.25),
                    y + 15 * Math.sin(a + 0.25)));
        }
        g.fill(new Ellipse2D.Double(x - 7, y - 7, 14, 14));
        g.setColor(new Color(0xFFD27A));
        g.fill(new Ellipse2D.Double(x - 3, y - 3, 6, 6));
    }

    // ------------------------------------------------------------------ numbers

    private void paintBadges(Graphics2D g, BoardGeometry geo, GameState s, Fonts f) {
        for (int a = 0; a < Board.AREAS; a++) {
            if (!s.isRegion(a)) {
                continue;
            }
            boolean merged = Integer.bitCount(s.regionAreas(a)) > 1;
            Point2D p = geo.labelAnchor(a);
            String number = Integer.toString(a + 1);
            sprites.draw(g, p.getX(), p.getY(), List.of("badge", number, merged, f.badge),
                    withText(new Rectangle2D.Double(-21, -21, 42, 42), f.badge, number),
                    gs -> drawBadge(gs, number, merged, f));
        }
    }

    /** A region's number in a ring centred on (0, 0); a merged region's ring is bold and doubled. */
    private void drawBadge(Graphics2D g, String number, boolean merged, Fonts f) {
        double r = merged ? 19 : 17;
        Ellipse2D badge = new Ellipse2D.Double(-r, -r, 2 * r, 2 * r);
        g.setColor(theme.badgeFill());
        g.fill(badge);
        g.setColor(theme.badgeBorder());
        g.setStroke(new BasicStroke(merged ? 3.2f : 2f));
        g.draw(badge);
        if (merged) {
            g.setStroke(new BasicStroke(1.2f));
            g.draw(new Ellipse2D.Double(-r + 4, -r + 4, 2 * r - 8, 2 * r - 8));
        }
        g.setColor(theme.badgeText());
        drawCentered(g, number, f.badge, 0, 0);
    }

    // ------------------------------------------------------------------ Ichtos

    /** Offsets of the pieces of a stack of n colours around its anchor: one row up to 3, then two rows. */
    static double[][] stackOffsets(int n) {
        double[][] out = new double[n][2];
        if (n <= 3) {
            for (int i = 0; i < n; i++) {
                out[i][0] = (i - (n - 1) / 2.0) * PIECE_SPACING;
            }
            return out;
        }
        int top = (n + 1) / 2;
        for (int i = 0; i < n; i++) {
            boolean first = i < top;
            int inRow = first ? top : n - top;
            int col = first ? i : i - top;
            out[i][0] = (col - (inRow - 1) / 2.0) * PIECE_SPACING;
            out[i][1] = (first ? -0.5 : 0.5) * PIECE_SPACING;
        }
        return out;
    }

    /** The logical centre of a seat's piece at a place in this state, or null when the seat has no Ichtos there. */
    public static Point2D pieceCentre(BoardGeometry geo, GameState s, int place, int seat) {
        if (s.ichtos(place, seat) == 0) {
            return null;
        }
        int n = 0;
        int index = 0;
        for (int q = 0; q < s.players(); q++) {
            if (s.ichtos(place, q) > 0) {
                if (q < seat) {
                    index++;
                }
                n++;
            }
        }
        Point2D a = geo.logicalAnchor(place);
        double[] off = stackOffsets(n)[index];
        return new Point2D.Double(a.getX() + off[0], a.getY() + off[1]);
    }

    private void paintStacks(Graphics2D g, BoardGeometry geo, GameState s, List<Seat> seats, Fonts f,
                             Flights flights) {
        for (int p = 0; p < Board.PLACES; p++) {
            if (p < Board.AREAS && !s.isRegion(p)) {
                continue;
            }
            for (int seat = 0; seat < s.players(); seat++) {
                Point2D c = pieceCentre(geo, s, p, seat);
                if (c == null) {
                    continue;
                }
                int shown = flights == null ? s.ichtos(p, seat) : flights.shownCount(p, seat, s.ichtos(p, seat));
                if (shown > 0) {
                    PlayerStyle style = PlayerStyle.of(colourOf(seats, seat));
                    drawStack(g, style, c.getX(), c.getY(), PIECE, shown, f);
                }
            }
        }
    }

    /** A piece with its count, the piece copied from a picture. */
    private void drawStack(Graphics2D g, PlayerStyle style, double x, double y, double size, int count, Fonts f) {
        drawPieceCopied(g, style, x, y, size);
        Point2D t = style.textCentre(x, y, size);
        g.setColor(style.text());
        drawCentered(g, Integer.toString(count), f.count, t.getX(), t.getY());
    }

    private void drawPieceCopied(Graphics2D g, PlayerStyle style, double x, double y, double size) {
        sprites.draw(g, x, y, List.of("piece", style.colour(), size), pieceBounds(style, size),
                gs -> drawPiece(gs, style, 0, 0, size));
    }

    /**
     * The pieces on their way, eased in and out: Ichtos with their count, markers without. Each stands on a whole
     * pixel of the screen and grows or shrinks a whole pixel at a time, so that a few pictures serve a whole trip
     * (drawn afresh at every frame, the pieces were most of a frame's paint).
     */
    private void paintFlights(Graphics2D g, List<Seat> seats, Flights flights, double progress, Fonts f) {
        double t = Flights.ease(progress);
        AffineTransform device = g.getTransform();
        boolean plain = (device.getType() & ~(AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE
                | AffineTransform.TYPE_GENERAL_SCALE)) == 0 && device.getScaleX() > 0 && device.getScaleY() > 0;
        for (Flights.Flight fl : flights.flights()) {
            Point2D at = fl.at(t);
            double size = fl.sizeAt(t);
            if (size < 1) {
                continue;
            }
            double x = at.getX();
            double y = at.getY();
            if (plain) {
                x = (Math.rint(device.getTranslateX() + device.getScaleX() * x) - device.getTranslateX())
                        / device.getScaleX();
                y = (Math.rint(device.getTranslateY() + device.getScaleY() * y) - device.getTranslateY())
                        / device.getScaleY();
                size = Math.max(1, Math.rint(size * device.getScaleX())) / device.getScaleX();
            }
            PlayerStyle style = PlayerStyle.of(colourOf(seats, fl.seat()));
            if (fl.marker()) {
                drawPieceCopied(g, style, x, y, size);
            } else {
                drawStack(g, style, x, y, size, fl.count(), f);
            }
        }
    }

    /**
     * What a retreat, payment or flight being chosen would do, before it is confirmed: "−2" beside the
     * pieces it takes from, "+1" in the oceans surplus Ichtos would flee into.
     */
    private void paintCounting(Graphics2D g, BoardGeometry geo, GameState s, Highlights.Counting c, Fonts f) {
        for (java.util.Map.Entry<Integer, Integer> e : c.perPlace().entrySet()) {
            Point2D at = c.brought() ? null : pieceCentre(geo, s, e.getKey(), c.seat());
            if (at == null) {
                at = geo.anchor(e.getKey());
            }
            String text = (c.brought() ? "+" : "\u2212") + e.getValue();
            double x = at.getX() + PIECE * 0.75;
            double y = at.getY() - PIECE * 0.75;
            badge(g, text, c.brought() ? theme.changed() : new java.awt.Color(0xC0392B), x, y, f);
        }
    }

    /**
     * Bounds grown to hold a text centred near (0, 0): fonts have a floor in pixels, so on a small board a number
     * can be wider than what it is written on.
     */
    private static Rectangle2D withText(Rectangle2D bounds, Font font, String text) {
        double size = font.getSize2D();
        double w = size * (0.4 + 0.75 * text.length());
        Rectangle2D r = new Rectangle2D.Double(-w / 2, -size, w, 2 * size);
        return r.createUnion(bounds);
    }

    /** Around a piece centred on (0, 0), its halo included. */
    private static Rectangle2D pieceBounds(PlayerStyle style, double size) {
        return grow(style.shape(0, 0, size).getBounds2D(), 3.5);
    }

    private void drawPiece(Graphics2D g, PlayerStyle style, double x, double y, double size) {
        Shape piece = style.shape(x, y, size);
        g.setColor(theme.pieceHalo());
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(piece);
        g.setColor(style.fill());
        g.fill(piece);
        g.setColor(style.outline());
        g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(piece);
    }

    private void paintMarkers(Graphics2D g, BoardGeometry geo, GameState s, List<Seat> seats,
                              java.util.Map<Integer, Integer> gains, Fonts f, Flights flights) {
        for (int seat = 0; seat < s.players(); seat++) {
            if (flights != null && flights.markerMoving(seat)) {
                continue;
            }
            int space = geo.markerSpace(s, seat);
            int slots = 0;
            for (int q = 0; q < s.players(); q++) {
                if (geo.markerSpace(s, q) == space) {
                    slots++;
                }
            }
            Point2D c = geo.logicalMarker(s, seat);
            double size = geo.markerSize(space, slots);
            PlayerStyle style = PlayerStyle.of(colourOf(seats, seat));
            sprites.draw(g, c.getX(), c.getY(), List.of("piece", style.colour(), size), pieceBounds(style, size),
                    gs -> drawPiece(gs, style, 0, 0, size));
            Integer gain = gains.get(seat);
            if (gain != null && gain > 0) {
                // "+3" beside a marker that just moved: the points a scoring (or the final one) gave.
                badge(g, "+" + gain, new java.awt.Color(0x1E8449), c.getX() + size * 0.8, c.getY() - size * 0.7, f);
            }
        }
    }

    /** A small filled label with white text, centred on (x, y). */
    private static void badge(Graphics2D g, String text, java.awt.Color fill, double x, double y, Fonts f) {
        java.awt.geom.RoundRectangle2D r = new java.awt.geom.RoundRectangle2D.Double(x - PIECE * 0.55,
                y - PIECE * 0.4, PIECE * 1.1, PIECE * 0.8, PIECE * 0.4, PIECE * 0.4);
        g.setColor(fill);
        g.fill(r);
        g.setColor(java.awt.Color.WHITE);
        drawCentered(g, text, f.count, x, y);
    }

    // ------------------------------------------------------------------ text

    private static void drawCentered(Graphics2D g, String text, Font font, double x, double y) {
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        double w = fm.getStringBounds(text, g).getWidth();
        float baseline = (float) (y + (fm.getAscent() - fm.getDescent()) / 2.0);
        g.drawString(text, (float) (x - w / 2), baseline);
    }

    private static void drawLeft(Graphics2D g, String text, Font font, double x, double y) {
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) x, (float) (y + (fm.getAscent() - fm.getDescent()) / 2.0));
    }

    private static Rectangle2D grow(Rectangle2D r, double d) {
        return new Rectangle2D.Double(r.getX() - d, r.getY() - d, r.getWidth() + 2 * d, r.getHeight() + 2 * d);
    }

    private static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
