package org.ichto.urland.ui.board;

import org.ichto.core.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.function.IntFunction;

/** Paints a state of the board at any size: oceans, islands and regions, volcanoes, Ichtos, the track. */
public final class BoardPainter {
    private static final double PIECE = 34;
    private static final Font LABEL = new Font(Font.SANS_SERIF, Font.BOLD, 30);
    private static final Font SMALL = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    private static final Font TINY = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    private static final Font OCEAN = new Font(Font.SERIF, Font.ITALIC | Font.BOLD, 30);

    private final BoardGeometry geo = BoardGeometry.get();

    /**
     * @param oceanNames the name of each ocean (0..4), in the player's language
     */
    public void paint(Graphics2D g0, GameState s, List<Seat> seats, double width, double height, BoardTheme theme,
                      Highlights h, IntFunction<String> oceanNames) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setColor(theme.background());
            g.fillRect(0, 0, (int) Math.ceil(width), (int) Math.ceil(height));
            g.transform(BoardGeometry.transform(width, height));
            seas(g, s, theme, oceanNames);
            islands(g, s, theme);
            volcanoes(g, s, theme);
            highlights(g, s, theme, h);
            for (int p = 0; p < Board.PLACES; p++) {
                if (Board.isOcean(p) || s.isRegion(p)) {
                    stack(g, s, seats, p, theme);
                }
            }
            track(g, s, seats, theme);
        } finally {
            g.dispose();
        }
    }

    private void seas(Graphics2D g, GameState s, BoardTheme t, IntFunction<String> names) {
        for (int o = 0; o < Board.OCEANS; o++) {
            Shape sea = geo.ocean(o);
            g.setColor(shade(t.sea(), o % 2 == 0 ? 0 : 0.04));
            g.fill(sea);
            g.setColor(t.seaLine());
            g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {10f, 8f}, 0f));
            g.draw(sea);
            g.setFont(OCEAN);
            g.setColor(t.seaText());
            centred(g, names.apply(o), geo.label(Board.oceanPlace(o)));
        }
    }

    private void islands(Graphics2D g, GameState s, BoardTheme t) {
        for (int i = 0; i < 3; i++) {
            g.setColor(shade(t.seaLine(), -0.05));
            g.setStroke(new BasicStroke(12f));
            g.draw(geo.island(i));
        }
        for (int a = 0; a < Board.AREAS; a++) {
            int region = s.regionOf(a);
            g.setColor(shade(t.land()[s.board().continentIndexOf(a)], region % 2 == 0 ? 0 : 0.06));
            g.fill(geo.area(a));
        }
        // Rivers: the shallow-water gaps between areas; inside a merged region only a faint trace stays.
        Stroke river = new BasicStroke(7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        Stroke trace = new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f,
                new float[] {4f, 6f}, 0f);
        for (int a = 0; a < Board.AREAS; a++) {
            for (int m = s.board().shallowNeighbours(a); m != 0; m &= m - 1) {
                int b = Integer.numberOfTrailingZeros(m);
                if (b < a) {
                    continue;
                }
                Line2D gap = geo.border(a, b);
                boolean merged = s.regionOf(a) == s.regionOf(b);
                g.setStroke(merged ? trace : river);
                g.setColor(merged ? t.landLine() : t.sea());
                g.draw(gap);
            }
        }
        g.setStroke(new BasicStroke(3f));
        g.setColor(t.landLine());
        for (int i = 0; i < 3; i++) {
            g.draw(geo.island(i));
        }
        g.setFont(LABEL);
        for (int a = 0; a < Board.AREAS; a++) {
            if (s.regionOf(a) == a) {
                g.setColor(t.landText());
                centred(g, Integer.toString(a + 1), geo.label(a));
            } else {
                g.setColor(new Color(t.landText().getRed(), t.landText().getGreen(), t.landText().getBlue(), 70));
                g.setFont(SMALL);
                centred(g, Integer.toString(a + 1), geo.label(a));
                g.setFont(LABEL);
            }
        }
    }

    private void volcanoes(Graphics2D g, GameState s, BoardTheme t) {
        for (int a = 0; a < Board.AREAS; a++) {
            Point2D v = geo.volcano(a);
            if (s.hasErupted(a)) {
                Shape tile = new RoundRectangle2D.Double(v.getX() - 22, v.getY() - 22, 44, 44, 14, 14);
                g.setColor(t.volcanoTile());
                g.fill(tile);
                g.setColor(t.volcano());
                g.fill(cone(v.getX(), v.getY() + 4, 26));
                g.setColor(t.landLine());
                g.setStroke(new BasicStroke(2f));
                g.draw(tile);
            } else {
                g.setColor(t.volcano());
                g.setStroke(new BasicStroke(2f));
                g.draw(cone(v.getX(), v.getY() + 3, 18));
            }
            if (s.chipLocation(a + 1) == ChipLocation.SCORED) {
                Shape chip = new Ellipse2D.Double(v.getX() + 10, v.getY() - 30, 26, 26);
                g.setColor(t.track());
                g.fill(chip);
                g.setColor(t.landLine());
                g.draw(chip);
                g.setFont(TINY);
                g.setColor(t.trackText());
                centred(g, Integer.toString(a + 1), new Point2D.Double(v.getX() + 23, v.getY() - 17));
            }
        }
    }

    private static Shape cone(double x, double y, double size) {
        Path2D p = new Path2D.Double();
        p.moveTo(x - size / 2, y + size / 3);
        p.lineTo(x - size / 7, y - size / 2);
        p.lineTo(x + size / 7, y - size / 2);
        p.lineTo(x + size / 2, y + size / 3);
        p.closePath();
        return p;
    }

    private void highlights(Graphics2D g, GameState s, BoardTheme t, Highlights h) {
        for (int p : h.clickable()) {
            glow(g, geo.shapeOf(s, p), t.highlight(), 5f);
        }
        if (h.hovered() >= 0) {
            Shape shape = geo.shapeOf(s, h.hovered());
            g.setColor(new Color(255, 255, 255, 60));
            g.fill(shape);
        }
        if (h.selected() >= 0) {
            glow(g, geo.shapeOf(s, h.selected()), t.selected(), 7f);
        }
    }

    private static void glow(Graphics2D g, Shape shape, Color colour, float width) {
        g.setColor(new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 90));
        g.setStroke(new BasicStroke(width * 2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
        g.setColor(colour);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
    }

    /** One piece per colour present, its count written on it, in rows of three around the place's spot. */
    private void stack(Graphics2D g, GameState s, List<Seat> seats, int place, BoardTheme t) {
        int present = 0;
        for (int seat = 0; seat < s.players(); seat++) {
            present += s.ichtos(place, seat) > 0 ? 1 : 0;
        }
        if (present == 0) {
            return;
        }
        Point2D c = geo.anchor(s, place);
        int perRow = Board.isOcean(place) ? 5 : 3;
        int rows = (present + perRow - 1) / perRow;
        double step = PIECE + 6;
        int k = 0;
        for (int seat = 0; seat < s.players(); seat++) {
            int n = s.ichtos(place, seat);
            if (n == 0) {
                continue;
            }
            int row = k / perRow;
            int inRow = Math.min(perRow, present - row * perRow);
            double x = c.getX() + (k % perRow - (inRow - 1) / 2.0) * step;
            double y = c.getY() + (row - (rows - 1) / 2.0) * step;
            piece(g, PlayerStyle.of(seats.get(seat).colour()), x, y, PIECE, Integer.toString(n));
            k++;
        }
    }

    static void piece(Graphics2D g, PlayerStyle style, double x, double y, double size, String text) {
        Shape shape = style.shape(x, y, size);
        g.setColor(new Color(0, 0, 0, 60));
        g.fill(AffineTransform.getTranslateInstance(2, 2).createTransformedShape(shape));
        g.setColor(style.fill());
        g.fill(shape);
        g.setColor(style.outline());
        g.setStroke(new BasicStroke(2f));
        g.draw(shape);
        if (text != null) {
            g.setFont(SMALL);
            g.setColor(style.ink());
            centred(g, text, new Point2D.Double(x, y + (style.kind() == PlayerStyle.Kind.TRIANGLE ? 5 : 0)));
        }
    }

    private void track(Graphics2D g, GameState s, List<Seat> seats, BoardTheme t) {
        double band = geo.trackBand();
        java.util.List<Integer> mutation = s.board().mutationSpaces();
        for (int i = 0; i < BoardGeometry.TRACK_SPACES; i++) {
            Point2D c = geo.trackSpace(i);
            double cell = geo.trackCell(i);
            boolean across = geo.trackAngle(i) == 0;
            double w = across ? cell - 4 : band - 6;
            double h = across ? band - 6 : cell - 4;
            Shape box = new RoundRectangle2D.Double(c.getX() - w / 2, c.getY() - h / 2, w, h, 10, 10);
            boolean mut = mutation.contains(i);
            g.setColor(mut ? t.mutation() : t.track());
            g.fill(box);
            boolean goal = i == s.board().goal();
            g.setColor(goal ? t.goal() : t.trackLine());
            g.setStroke(new BasicStroke(goal ? 4f : 1.5f));
            g.draw(box);
            g.setFont(TINY);
            g.setColor(t.trackText());
            Point2D corner = across ? new Point2D.Double(c.getX() - w / 2 + 13, c.getY())
                    : new Point2D.Double(c.getX(), c.getY() - h / 2 + 11);
            centred(g, Integer.toString(i), corner);
        }
        for (int seat = 0; seat < s.players(); seat++) {
            int space = s.track(seat);
            Point2D c = geo.trackSpace(space);
            boolean across = geo.trackAngle(space) == 0;
            double x = c.getX() + (across ? 12 : 0);
            double y = c.getY() + (across ? 0 : 10);
            piece(g, PlayerStyle.of(seats.get(seat).colour()), x, y, 30, null);
        }
    }

    private static void centred(Graphics2D g, String text, Point2D at) {
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) (at.getX() - fm.stringWidth(text) / 2.0),
                (float) (at.getY() + (fm.getAscent() - fm.getDescent()) / 2.0));
    }

    private static Color shade(Color c, double amount) {
        int d = (int) Math.round(255 * amount);
        return new Color(clamp(c.getRed() - d), clamp(c.getGreen() - d), clamp(c.getBlue() - d), c.getAlpha());
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }
}
