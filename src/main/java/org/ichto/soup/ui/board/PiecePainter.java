package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * What changes as the game goes (the marks under it are {@link MarkPainter}'s): the food on every
 * space (a count per colour beside the colour's shape), the arrows of the amoebas that moved, the
 * amoebas with their number and damage points, and the score markers on the ladder.
 * Each of these looks the same wherever it lies, so it is drawn once into a picture and copied after
 * (see {@link Sprites}); pieces on their way are drawn directly ({@link SoupFlights}).
 */
final class PiecePainter {
    private PiecePainter() {
    }

    /** The seat colours of a game: the seats' own, or the game's order when none are given. */
    static String colourOf(List<Seat> seats, int seat) {
        List<String> defaults = List.of("red", "blue", "yellow", "green");
        return seats != null && seat < seats.size() ? seats.get(seat).colour() : defaults.get(seat);
    }

    /** A rectangle grown by a margin on every side: the room a picture needs for its strokes and smoothed edges. */
    static Rectangle2D grown(Rectangle2D r, double margin) {
        return new Rectangle2D.Double(r.getX() - margin, r.getY() - margin, r.getWidth() + 2 * margin,
                r.getHeight() + 2 * margin);
    }

    /**
     * Food per colour in play on every space: the colour's shape and the count, one picture each (the count's colour
     * and shape, its number, its size); an empty colour faded.
     */
    static void food(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, SoupTheme theme,
                     Sprites sprites) {
        int colours = s.players();
        double sp = layout.space();
        Font count = Glyphs.font(Font.BOLD, sp * 0.13);
        FontMetrics fm = g.getFontMetrics(count);
        double stroke = Math.max(0.8, sp * 0.008);
        Color ink = theme.dark() ? Color.WHITE : new Color(0x10242A);
        Color faint = Glyphs.alpha(theme.spaceLabel(), 110);
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            for (int c = 0; c < colours; c++) {
                int n = s.food(space, c);
                Rectangle2D slot = layout.foodSlot(space, c, colours);
                SoupStyle style = SoupStyle.of(colourOf(seats, c));
                double size = slot.getHeight() * 0.72;
                String label = Integer.toString(n);
                double high = Math.max(size * 0.8, fm.getAscent() + fm.getDescent());
                Rectangle2D bounds = new Rectangle2D.Double(-size * 0.8 - stroke, -high - stroke,
                        size * 1.6 + fm.stringWidth(label) + 2 * stroke + 4, 2 * (high + stroke));
                sprites.draw(g, whole(slot.getX() + size * 0.7), whole(slot.getCenterY()),
                        List.of("food", style.colour(), size, label, count.getSize2D()), bounds, a -> {
                            Shape cube = style.shape(0, 0, size);
                            a.setColor(n == 0 ? Glyphs.alpha(style.fill(), 60) : style.fill());
                            a.fill(cube);
                            a.setColor(n == 0 ? Glyphs.alpha(style.outline(), 70) : style.outline());
                            a.setStroke(new BasicStroke((float) stroke));
                            a.draw(cube);
                            a.setColor(n == 0 ? faint : ink);
                            a.setFont(count);
                            Glyphs.left(a, label, size * 0.75, 0);
                        });
            }
        }
    }

    /** The arrows of the amoebas that moved, each from its space's centre most of the way to the next. */
    static void arrows(Graphics2D g, SoupLayout layout, List<Marks.Arrow> arrows, List<Seat> seats, Sprites sprites) {
        double s = layout.space();
        for (Marks.Arrow a : arrows) {
            if (a.from() == a.to()) {
                continue;
            }
            SoupStyle style = SoupStyle.of(colourOf(seats, a.seat()));
            Point2D from = layout.centre(a.from());
            Point2D to = layout.centre(a.to());
            double dx = (to.getX() - from.getX()) * 0.82;
            double dy = (to.getY() - from.getY()) * 0.82;
            Shape arrow = Glyphs.arrow(new Point2D.Double(0, 0), new Point2D.Double(dx, dy), s * 0.07, s * 0.08);
            double stroke = Math.max(1, s * 0.01);
            sprites.draw(g, whole(from.getX()), whole(from.getY()), List.of("arrow", style.colour(), dx, dy, s),
                    grown(arrow.getBounds2D(), stroke), p -> {
                        p.setColor(Glyphs.alpha(style.fill(), 215));
                        p.fill(arrow);
                        p.setColor(style.outline());
                        p.setStroke(new BasicStroke((float) stroke));
                        p.draw(arrow);
                    });
        }
    }

    /** The amoebas of every space, in seat and then number order, each with its number and damage. */
    static void amoebas(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, Marks marks,
                        SoupTheme theme, SoupFlights flights, Sprites sprites) {
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            List<int[]> here = new ArrayList<>();
            for (int seat = 0; seat < s.players(); seat++) {
                for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                    if (s.amoebaSpace(seat, n) == space) {
                        here.add(new int[] {seat, n});
                    }
                }
            }
            for (int i = 0; i < here.size(); i++) {
                int seat = here.get(i)[0];
                int n = here.get(i)[1];
                if (flights != null && flights.moving(seat, n)) {
                    continue;
                }
                Point2D c = layout.amoebaCentre(space, i, here.size());
                double size = layout.amoebaSize(here.size());
                boolean acting = marks.acting() != null && marks.acting().seat() == seat
                        && marks.acting().number() == n;
                SoupStyle style = SoupStyle.of(colourOf(seats, seat));
                amoeba(g, sprites, style, whole(c.getX()), whole(c.getY()), size, n, s.damage(seat, n), acting,
                        theme);
            }
        }
    }

    /**
     * One amoeba (its body and a bead per damage point) from the pictures kept, each look drawn once, centred on a
     * whole pixel ({@link #whole}).
     */
    static void amoeba(Graphics2D g, Sprites sprites, SoupStyle style, double x, double y, double size, int n,
                       int damage, boolean acting, SoupTheme theme) {
        double reach = size * (acting ? 0.95 : 0.8) + 2;
        sprites.draw(g, x, y, List.of("amoeba", style.colour(), size, n, acting),
                new Rectangle2D.Double(-reach, -reach, 2 * reach, 2 * reach),
                a -> body(a, style, 0, 0, size, n, acting, theme));
        if (damage > 0) {
            double bead = Math.max(4, size * 0.26);
            double left = size * 0.42 - (damage - 1) * bead * 0.8 - bead;
            double right = size * 0.42 + bead;
            sprites.draw(g, x, y, List.of("damage", size, damage),
                    new Rectangle2D.Double(left, -size * 0.5 - bead, right - left, 2 * bead),
                    a -> beads(a, 0, 0, size, damage, theme));
        }
    }

    /**
     * Where a picture is placed: on a whole pixel of the component, so that a piece looks the same on every space
     * and few pictures serve all (placed to a fraction of a pixel, each space would need its own).
     */
    static double whole(double v) {
        return Math.rint(v);
    }

    /** An amoeba without its damage: the ring of the one acting, a soft shadow, its shape with a gloss, its number. */
    private static void body(Graphics2D g, SoupStyle style, double cx, double cy, double size, int number,
                             boolean acting, SoupTheme theme) {
        if (acting) {
            double r = size * 0.86;
            g.setColor(Glyphs.alpha(theme.selected(), 70));
            g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            g.setColor(theme.selected());
            g.setStroke(new BasicStroke((float) Math.max(2, size * 0.08)));
            g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        }
        Shape body = style.shape(cx, cy, size);
        Shape shadow = AffineTransform.getTranslateInstance(size * 0.06, size * 0.09).createTransformedShape(body);
        g.setColor(new Color(0, 0, 0, theme.dark() ? 120 : 60));
        g.fill(shadow);
        Rectangle2D b = body.getBounds2D();
        g.setPaint(new GradientPaint((float) b.getX(), (float) b.getY(), style.light(), (float) b.getCenterX(),
                (float) b.getMaxY(), style.fill()));
        g.fill(body);
        g.setColor(style.outline());
        g.setStroke(new BasicStroke((float) Math.max(1, size * 0.05)));
        g.draw(body);
        Point2D t = style.textCentre(cx, cy, size);
        g.setColor(style.text());
        g.setFont(Glyphs.font(Font.BOLD, size * 0.5));
        Glyphs.centred(g, Integer.toString(number), t.getX(), t.getY());
    }

    /** A bead per damage point along the amoeba's top, from its right. */
    private static void beads(Graphics2D g, double cx, double cy, double size, int damage, SoupTheme theme) {
        double bead = Math.max(4, size * 0.26);
        for (int d = 0; d < damage; d++) {
            double bx = cx + size * 0.42 - d * bead * 0.8;
            double by = cy - size * 0.5;
            Ellipse2D e = new Ellipse2D.Double(bx - bead / 2, by - bead / 2, bead, bead);
            g.setColor(theme.damage());
            g.fill(e);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke((float) Math.max(1, bead * 0.14)));
            g.draw(e);
        }
    }

    /** The score markers: each seat's shape standing on its ladder space (those beyond it share the last cell). */
    static void markers(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, SoupFlights flights,
                        Sprites sprites) {
        double c = layout.cell();
        int beyond = 0;
        int beyondCount = 0;
        for (int seat = 0; seat < s.players(); seat++) {
            beyondCount += s.score(seat) > layout.ladderSpaces() ? 1 : 0;
        }
        for (int seat = 0; seat < s.players(); seat++) {
            int at = s.score(seat);
            if (at <= 0 || flights != null && flights.markerMoving(seat)) {
                continue;
            }
            Rectangle2D r = layout.ladderCell(at);
            double size = c * 0.4;
            double cx = r.getCenterX();
            double cy = r.getY() + c * 0.69;
            if (at > layout.ladderSpaces()) {
                size = c * 0.8 / Math.max(2, beyondCount);
                cx = r.getX() + c * 0.1 + size * (beyond + 0.5);
                beyond++;
            }
            SoupStyle style = SoupStyle.of(colourOf(seats, seat));
            double each = size;
            double stroke = Math.max(1.2, size * 0.09);
            double reach = size * 0.9 + stroke + 2;
            sprites.draw(g, whole(cx), whole(cy), List.of("marker", style.colour(), size),
                    new Rectangle2D.Double(-reach, -reach, 2 * reach, 2 * reach), a -> {
                        Shape m = style.shape(0, 0, each);
                        a.setColor(new Color(0, 0, 0, 70));
                        a.fill(AffineTransform.getTranslateInstance(each * 0.08, each * 0.1).createTransformedShape(m));
                        a.setColor(style.fill());
                        a.fill(m);
                        a.setColor(style.outline());
                        a.setStroke(new BasicStroke((float) stroke));
                        a.draw(m);
                    });
        }
    }
}
