package org.ichto.soup.ui.board;

import org.ichto.soup.board.CompassFace;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.SoupBoard;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;

/**
 * What stays the same all game long: the table, the ladder's spaces with their numbers (the start
 * spaces tinted, the finish zone dark), the shore, the water of the soup as one body with the spaces
 * marked on it, and the island with its compass. Painted once per size and kept as a picture.
 */
final class GroundPainter {
    private GroundPainter() {
    }

    static void paint(Graphics2D g, SoupLayout layout, SoupBoard board, int players, SoupTheme theme) {
        g.setColor(theme.background());
        g.fillRect(0, 0, layout.width(), layout.height());
        ladder(g, layout, board, players, theme);
        soup(g, layout, board, theme);
        island(g, layout, board, theme);
    }

    private static void ladder(Graphics2D g, SoupLayout layout, SoupBoard board, int players, SoupTheme theme) {
        SoupBoard.Ladder ladder = board.ladder();
        List<Integer> starts = ladder.startSpaces(players);
        double c = layout.cell();
        Font number = Glyphs.font(Font.PLAIN, c * 0.3);
        Font fifth = Glyphs.font(Font.BOLD, c * 0.32);
        BasicStroke line = new BasicStroke((float) Math.max(1, c * 0.03));
        for (int space = 1; space <= layout.ladderSpaces() + 1; space++) {
            Rectangle2D r = layout.ladderCell(space);
            RoundRectangle2D cell = new RoundRectangle2D.Double(r.getX() + 1, r.getY() + 1, r.getWidth() - 2,
                    r.getHeight() - 2, c * 0.22, c * 0.22);
            boolean beyond = space > layout.ladderSpaces();
            boolean finish = ladder.inFinishZone(space);
            Color fill = finish ? theme.finish() : starts.contains(space) ? theme.ladderStart()
                    : space % 5 == 0 ? theme.ladderFifth() : theme.ladderCell();
            g.setColor(fill);
            g.fill(cell);
            g.setColor(theme.ladderBorder());
            g.setStroke(line);
            g.draw(cell);
            g.setColor(finish ? theme.finishText() : theme.ladderText());
            g.setFont(space % 5 == 0 || starts.contains(space) ? fifth : number);
            String label = beyond ? "\u00bb" : Integer.toString(space);
            // The number stays in the cell's upper part, the marker's place is below it.
            Glyphs.centred(g, label, r.getCenterX(), r.getY() + c * 0.27);
        }
    }

    private static void soup(Graphics2D g, SoupLayout layout, SoupBoard board, SoupTheme theme) {
        double s = layout.space();
        Rectangle2D all = layout.soup();
        double pad = s * 0.08;
        RoundRectangle2D shore = new RoundRectangle2D.Double(all.getX() - pad, all.getY() - pad,
                all.getWidth() + 2 * pad, all.getHeight() + 2 * pad, s * 0.4, s * 0.4);
        g.setColor(theme.shore());
        g.fill(shore);
        g.setColor(theme.shoreLine());
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.02)));
        g.draw(shore);
        pebbles(g, layout, board, theme);
        // The water as one body: every space's square, rounded, grown a little into its neighbours.
        Area water = new Area();
        double grow = s * 0.02;
        for (int sp = 0; sp < SoupBoard.SPACES; sp++) {
            Rectangle2D r = layout.spaceRect(sp);
            water.add(new Area(new RoundRectangle2D.Double(r.getX() + s * 0.03 - grow, r.getY() + s * 0.03 - grow,
                    r.getWidth() - s * 0.06 + 2 * grow, r.getHeight() - s * 0.06 + 2 * grow, s * 0.3, s * 0.3)));
            for (int n = 0; n < SoupBoard.SPACES; n++) {
                if (board.adjacent(sp, n)) {
                    Rectangle2D q = layout.spaceRect(n);
                    water.add(new Area(bridge(r, q, s)));
                }
            }
        }
        // Where three or four spaces meet, the water closes over the corner between them.
        for (int row = 1; row < board.rows(); row++) {
            for (int col = 1; col < board.columns(); col++) {
                int around = 0;
                for (int[] d : new int[][] {{-1, -1}, {-1, 0}, {0, -1}, {0, 0}}) {
                    around += board.spaceAt(row + d[0], col + d[1]) >= 0 ? 1 : 0;
                }
                if (around >= 3) {
                    Rectangle2D corner = layout.cellRect(row, col);
                    double half = s * 0.06;
                    water.add(new Area(new Rectangle2D.Double(corner.getX() - half, corner.getY() - half, 2 * half,
                            2 * half)));
                }
            }
        }
        g.setPaint(new GradientPaint((float) all.getX(), (float) all.getY(), theme.waterLight(),
                (float) all.getMaxX(), (float) all.getMaxY(), theme.waterDeep()));
        g.fill(water);
        ripples(g, layout, theme);
        g.setColor(theme.spaceBorder());
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.012), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND,
                1f, new float[] {(float) (s * 0.05), (float) (s * 0.05)}, 0f));
        // The lines between neighbouring spaces: half a grid line each side.
        for (int sp = 0; sp < SoupBoard.SPACES; sp++) {
            Rectangle2D r = layout.spaceRect(sp);
            for (int n = sp + 1; n < SoupBoard.SPACES; n++) {
                if (board.adjacent(sp, n)) {
                    Rectangle2D q = layout.spaceRect(n);
                    if (board.row(sp) == board.row(n)) {
                        double x = Math.max(r.getX(), q.getX());
                        g.draw(new Line2D.Double(x, r.getY() + s * 0.12, x, r.getMaxY() - s * 0.12));
                    } else {
                        double y = Math.max(r.getY(), q.getY());
                        g.draw(new Line2D.Double(r.getX() + s * 0.12, y, r.getMaxX() - s * 0.12, y));
                    }
                }
            }
        }
        g.setColor(theme.spaceLabel());
        g.setFont(Glyphs.font(Font.BOLD, s * 0.11));
        for (int sp = 0; sp < SoupBoard.SPACES; sp++) {
            Rectangle2D r = layout.spaceRect(sp);
            Glyphs.left(g, SoupBoard.label(sp), r.getX() + s * 0.08, r.getY() + s * 0.1);
        }
    }

    /** The water between two neighbouring spaces, so they read as one soup. */
    private static Rectangle2D bridge(Rectangle2D a, Rectangle2D b, double s) {
        double inset = s * 0.03;
        if (Math.abs(a.getY() - b.getY()) < 1e-6) {
            double x0 = Math.min(a.getCenterX(), b.getCenterX());
            return new Rectangle2D.Double(x0, a.getY() + inset, Math.abs(a.getCenterX() - b.getCenterX()),
                    a.getHeight() - 2 * inset);
        }
        double y0 = Math.min(a.getCenterY(), b.getCenterY());
        return new Rectangle2D.Double(a.getX() + inset, y0, a.getWidth() - 2 * inset,
                Math.abs(a.getCenterY() - b.getCenterY()));
    }

    /** Faint curved strokes on the water, the same on every paint. */
    private static void ripples(Graphics2D g, SoupLayout layout, SoupTheme theme) {
        double s = layout.space();
        g.setColor(Glyphs.alpha(Color.WHITE, theme.dark() ? 22 : 60));
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.015), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int sp = 0; sp < SoupBoard.SPACES; sp++) {
            Rectangle2D r = layout.spaceRect(sp);
            long h = 0x9E3779B97F4A7C15L * (sp + 7);
            for (int i = 0; i < 2; i++) {
                h ^= h >>> 29;
                h *= 0xBF58476D1CE4E5B9L;
                double fx = 0.25 + ((h >>> 8) & 0xFF) / 255.0 * 0.45;
                double fy = 0.45 + ((h >>> 20) & 0xFF) / 255.0 * 0.25;
                double w = s * 0.16;
                double x = r.getX() + fx * s;
                double y = r.getY() + fy * s;
                java.awt.geom.QuadCurve2D q = new java.awt.geom.QuadCurve2D.Double(x - w, y, x, y - s * 0.04, x + w, y);
                g.draw(q);
            }
        }
    }

    /** A few stones on the shore cells, the same on every paint. */
    private static void pebbles(Graphics2D g, SoupLayout layout, SoupBoard board, SoupTheme theme) {
        double s = layout.space();
        g.setColor(Glyphs.alpha(theme.shoreLine(), 110));
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.columns(); c++) {
                if (board.spaceAt(r, c) >= 0 || (r == board.islandRow() && c == board.islandColumn())) {
                    continue;
                }
                Rectangle2D cell = layout.cellRect(r, c);
                long h = 0x2545F4914F6CDD1DL * (r * 31 + c + 3);
                for (int i = 0; i < 5; i++) {
                    h ^= h >>> 31;
                    h *= 0x94D049BB133111EBL;
                    double x = cell.getX() + s * (0.15 + ((h >>> 5) & 0xFF) / 255.0 * 0.7);
                    double y = cell.getY() + s * (0.15 + ((h >>> 17) & 0xFF) / 255.0 * 0.7);
                    double d = s * (0.04 + ((h >>> 29) & 0x3F) / 63.0 * 0.05);
                    g.fill(new Ellipse2D.Double(x - d / 2, y - d / 2, d, d * 0.75));
                }
            }
        }
    }

    /** The island: sand, and a compass whose directions carry the die's numbers (5 stays, 6 chooses). */
    private static void island(Graphics2D g, SoupLayout layout, SoupBoard board, SoupTheme theme) {
        Rectangle2D cell = layout.island();
        double s = layout.space();
        double cx = cell.getCenterX();
        double cy = cell.getCenterY();
        Ellipse2D sand = new Ellipse2D.Double(cell.getX() + s * 0.05, cell.getY() + s * 0.05, s * 0.9, s * 0.9);
        g.setColor(theme.island());
        g.fill(sand);
        g.setColor(theme.shoreLine());
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.02)));
        g.draw(sand);
        double ring = s * 0.3;
        g.setColor(theme.islandInk());
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.012)));
        g.draw(new Ellipse2D.Double(cx - ring, cy - ring, 2 * ring, 2 * ring));
        Font letter = Glyphs.font(Font.BOLD, s * 0.1);
        Font digit = Glyphs.font(Font.PLAIN, s * 0.075);
        for (int face = 1; face <= 6; face++) {
            CompassFace f = board.compass(face);
            if (f.direction() == null) {
                continue;
            }
            Direction d = f.direction();
            Point2D out = new Point2D.Double(cx + d.columnStep() * ring * 1.28, cy + d.rowStep() * ring * 1.28);
            g.setFont(letter);
            Glyphs.centred(g, d.code(), out.getX(), out.getY());
            g.setFont(digit);
            Point2D in = new Point2D.Double(cx + d.columnStep() * ring * 0.72 + d.rowStep() * ring * 0.2,
                    cy + d.rowStep() * ring * 0.72 - d.columnStep() * ring * 0.2);
            Glyphs.centred(g, Integer.toString(face), in.getX(), in.getY());
            g.draw(new Line2D.Double(cx + d.columnStep() * ring * 0.9, cy + d.rowStep() * ring * 0.9,
                    cx + d.columnStep() * ring * 1.08, cy + d.rowStep() * ring * 1.08));
        }
    }
}
