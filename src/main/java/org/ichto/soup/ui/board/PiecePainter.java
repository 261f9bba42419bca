package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * What changes as the game goes: the marks of the places a click can use and of what just changed,
 * the food on every space (a count per colour beside the colour's shape), the arrows of the amoebas
 * that moved, the amoebas with their number and damage points, and the score markers on the ladder.
 */
final class PiecePainter {
    private PiecePainter() {
    }

    /** The seat colours of a game: the seats' own, or the game's order when none are given. */
    static String colourOf(List<Seat> seats, int seat) {
        List<String> defaults = List.of("red", "blue", "yellow", "green");
        return seats != null && seat < seats.size() ? seats.get(seat).colour() : defaults.get(seat);
    }

    static void marksBelow(Graphics2D g, SoupLayout layout, Marks marks, SoupTheme theme) {
        double s = layout.space();
        for (int sp : marks.changed()) {
            Shape r = inner(layout.spaceRect(sp), s, 0.05);
            g.setColor(Glyphs.alpha(theme.changed(), theme.dark() ? 50 : 40));
            g.fill(r);
            g.setColor(theme.changed());
            g.setStroke(new BasicStroke((float) Math.max(1.5, s * 0.022), BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_ROUND, 1f, new float[] {(float) (s * 0.07), (float) (s * 0.05)}, 0f));
            g.draw(r);
        }
        for (int sp : marks.targets()) {
            Shape r = inner(layout.spaceRect(sp), s, 0.04);
            g.setColor(Glyphs.alpha(theme.target(), sp == marks.hovered() ? 110 : 70));
            g.fill(r);
            g.setColor(theme.target());
            g.setStroke(new BasicStroke((float) Math.max(2, s * 0.03)));
            g.draw(r);
        }
        for (int sp : marks.hint()) {
            Shape r = inner(layout.spaceRect(sp), s, 0.02);
            g.setColor(theme.hint());
            g.setStroke(new BasicStroke((float) Math.max(2.5, s * 0.04)));
            g.draw(r);
        }
        if (marks.hovered() >= 0 && !marks.targets().contains(marks.hovered())) {
            g.setColor(Glyphs.alpha(theme.hover(), 140));
            g.setStroke(new BasicStroke((float) Math.max(1, s * 0.012)));
            g.draw(inner(layout.spaceRect(marks.hovered()), s, 0.05));
        }
        double c = layout.cell();
        for (int ls : marks.ladderTargets()) {
            Rectangle2D r = layout.ladderCell(ls);
            Shape cell = new RoundRectangle2D.Double(r.getX() + 2, r.getY() + 2, r.getWidth() - 4, r.getHeight() - 4,
                    c * 0.22, c * 0.22);
            g.setColor(Glyphs.alpha(theme.target(), ls == marks.hoveredLadder() ? 150 : 90));
            g.fill(cell);
            g.setColor(theme.target());
            g.setStroke(new BasicStroke((float) Math.max(2, c * 0.07)));
            g.draw(cell);
        }
        if (marks.hintLadder() > 0) {
            Rectangle2D r = layout.ladderCell(marks.hintLadder());
            g.setColor(theme.hint());
            g.setStroke(new BasicStroke((float) Math.max(2.5, c * 0.09)));
            g.draw(r);
        }
    }

    private static Shape inner(Rectangle2D r, double s, double inset) {
        return new RoundRectangle2D.Double(r.getX() + s * inset, r.getY() + s * inset, r.getWidth() - 2 * s * inset,
                r.getHeight() - 2 * s * inset, s * 0.26, s * 0.26);
    }

    /** Food per colour in play on every space: the colour's shape and the count; an empty colour faded. */
    static void food(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, SoupTheme theme,
                     Sprites sprites) {
        int colours = s.players();
        double sp = layout.space();
        Font count = Glyphs.font(Font.BOLD, sp * 0.13);
        g.setFont(count);
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            for (int c = 0; c < colours; c++) {
                int n = s.food(space, c);
                Rectangle2D slot = layout.foodSlot(space, c, colours);
                SoupStyle style = SoupStyle.of(colourOf(seats, c));
                double size = slot.getHeight() * 0.72;
                double cx = slot.getX() + size * 0.7;
                double cy = slot.getCenterY();
                sprites.food(g, style, cx, cy, size, n == 0, Math.max(0.8, sp * 0.008));
                g.setColor(n == 0 ? Glyphs.alpha(theme.spaceLabel(), 110) : theme.dark() ? Color.WHITE
                        : new Color(0x10242A));
                Glyphs.left(g, Integer.toString(n), cx + size * 0.75, cy);
            }
        }
    }

    static void arrows(Graphics2D g, SoupLayout layout, List<Marks.Arrow> arrows, List<Seat> seats) {
        double s = layout.space();
        for (Marks.Arrow a : arrows) {
            if (a.from() == a.to()) {
                continue;
            }
            SoupStyle style = SoupStyle.of(colourOf(seats, a.seat()));
            Point2D from = layout.centre(a.from());
            Point2D to = layout.centre(a.to());
            Point2D end = new Point2D.Double(from.getX() + (to.getX() - from.getX()) * 0.82,
                    from.getY() + (to.getY() - from.getY()) * 0.82);
            Shape arrow = Glyphs.arrow(from, end, s * 0.07, s * 0.08);
            g.setColor(Glyphs.alpha(style.fill(), 215));
            g.fill(arrow);
            g.setColor(style.outline());
            g.setStroke(new BasicStroke((float) Math.max(1, s * 0.01)));
            g.draw(arrow);
        }
    }

    /** The amoebas of every space, in seat and then number order, each with its number and damage. */
    static void amoebas(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, Marks marks,
                        SoupTheme theme, SoupFlights flights) {
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
                amoeba(g, SoupStyle.of(colourOf(seats, seat)), c.getX(), c.getY(), size, n, s.damage(seat, n),
                        acting, theme);
            }
        }
    }

    /** One amoeba: a soft shadow, its shape with a gloss, its number, a bead per damage point. */
    static void amoeba(Graphics2D g, SoupStyle style, double cx, double cy, double size, int number, int damage,
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
    static void markers(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, SoupFlights flights) {
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
            Shape m = style.shape(cx, cy, size);
            g.setColor(new Color(0, 0, 0, 70));
            g.fill(AffineTransform.getTranslateInstance(size * 0.08, size * 0.1).createTransformedShape(m));
            g.setColor(style.fill());
            g.fill(m);
            g.setColor(style.outline());
            g.setStroke(new BasicStroke((float) Math.max(1.2, size * 0.09)));
            g.draw(m);
        }
    }
}
