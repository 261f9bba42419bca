package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.soup.rules.SoupState;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves gone through again on the board: an arrow from the space an amoeba left to the space it reached,
 * in its colour, with the move's number in order; an amoeba born gets the number alone where it arrived.
 */
public final class SoupRecap {
    /** One arrow: {@code from} -1 for an amoeba born on {@code to}. */
    public record Arrow(int seat, int from, int to, int number) {
    }

    public static final SoupRecap NONE = new SoupRecap(List.of());

    private final List<Arrow> arrows;

    public SoupRecap(List<Arrow> arrows) {
        this.arrows = List.copyOf(arrows);
    }

    public List<Arrow> arrows() {
        return arrows;
    }

    /** The arrows of one decision, from the viewer's positions before and after it. */
    public static List<Arrow> of(SoupState before, SoupState after, int number) {
        List<Arrow> out = new ArrayList<>();
        for (SoupMotions.Amoeba a : SoupMotions.between(before, after).amoebas()) {
            if (a.to() >= 0) {
                out.add(new Arrow(a.seat(), a.from(), a.to(), number));
            }
        }
        return out;
    }

    void paint(Graphics2D g, SoupLayout layout, List<Seat> seats) {
        double s = layout.space();
        for (int i = 0; i < arrows.size(); i++) {
            Arrow a = arrows.get(i);
            SoupStyle style = SoupStyle.of(PiecePainter.colourOf(seats, a.seat()));
            Point2D to = layout.centre(a.to());
            Point2D mid = to;
            if (a.from() >= 0 && a.from() != a.to()) {
                Point2D from = layout.centre(a.from());
                // Arrows between the same spaces part a little, each to its side.
                double dx = to.getX() - from.getX();
                double dy = to.getY() - from.getY();
                double len = Math.hypot(dx, dy);
                double side = (i % 3 - 1) * s * 0.12;
                double ox = -dy / len * side;
                double oy = dx / len * side;
                Point2D start = new Point2D.Double(from.getX() + dx * 0.12 + ox, from.getY() + dy * 0.12 + oy);
                Point2D end = new Point2D.Double(from.getX() + dx * 0.84 + ox, from.getY() + dy * 0.84 + oy);
                Shape arrow = Glyphs.arrow(start, end, s * 0.07, s * 0.08);
                g.setColor(Glyphs.alpha(style.fill(), 230));
                g.fill(arrow);
                g.setColor(style.outline());
                g.setStroke(new BasicStroke((float) Math.max(1, s * 0.012)));
                g.draw(arrow);
                mid = new Point2D.Double((start.getX() + end.getX()) / 2, (start.getY() + end.getY()) / 2);
            }
            number(g, a.number(), mid, style, s * 0.09);
        }
    }

    private static void number(Graphics2D g, int number, Point2D at, SoupStyle style, double r) {
        Ellipse2D disc = new Ellipse2D.Double(at.getX() - r, at.getY() - r, 2 * r, 2 * r);
        g.setColor(style.fill());
        g.fill(disc);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke((float) Math.max(1.5, r * 0.18)));
        g.draw(disc);
        g.setColor(style.text());
        g.setFont(Glyphs.font(Font.BOLD, r * 1.2));
        Glyphs.centred(g, Integer.toString(number), at.getX(), at.getY());
    }
}
