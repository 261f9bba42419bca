package org.ichto.urland.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.urland.rules.GameState;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.QuadCurve2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves gone through again on the board: an arrow from where a mover's Ichtos left to where they went,
 * in the mover's colour, with the move's number in order halfway; Ichtos that came from the supply get
 * the number alone where they arrived.
 */
public final class RecapArrows {
    /** One arrow: {@code from} -1 for Ichtos born at {@code to}. */
    public record Arrow(int seat, int from, int to, int number) {
    }

    public static final RecapArrows NONE = new RecapArrows(List.of());
    private static final double SHORTEN = 20;

    private final List<Arrow> arrows;

    public RecapArrows(List<Arrow> arrows) {
        this.arrows = List.copyOf(arrows);
    }

    public List<Arrow> arrows() {
        return arrows;
    }

    /** The arrows of one decision: the Ichtos it moved between two of the viewer's positions. */
    public static List<Arrow> of(GameState before, GameState after, int number) {
        List<Arrow> out = new ArrayList<>();
        for (Motions.Move m : Motions.between(before, after).moves()) {
            if (m.to() >= 0) {
                out.add(new Arrow(m.seat(), m.from(), m.to(), number));
            }
        }
        return out;
    }

    /** Paints the arrows in logical board units (the board's transform already applied). */
    void paint(Graphics2D g, BoardGeometry geo, List<Seat> seats, Color halo, Font font) {
        for (int i = 0; i < arrows.size(); i++) {
            Arrow a = arrows.get(i);
            PlayerStyle style = PlayerStyle.of(BoardPainter.colourOf(seats, a.seat()));
            Point2D to = geo.logicalAnchor(a.to());
            Point2D mid = to;
            if (a.from() >= 0 && a.from() != a.to()) {
                Point2D from = geo.logicalAnchor(a.from());
                mid = arrow(g, from, to, i % 2 == 0 ? 1 : -1, style.fill(), halo);
            }
            number(g, a.number(), mid, style, halo, font);
        }
    }

    /** A gently bent arrow (alternately left and right, so arrows between the same places part); its middle. */
    private static Point2D arrow(Graphics2D g, Point2D from, Point2D to, int side, Color fill, Color halo) {
        double dx = to.getX() - from.getX();
        double dy = to.getY() - from.getY();
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double cut = Math.min(SHORTEN, length / 4);
        Point2D a = new Point2D.Double(from.getX() + ux * cut, from.getY() + uy * cut);
        Point2D b = new Point2D.Double(to.getX() - ux * cut, to.getY() - uy * cut);
        double bend = 0.18 * length * side;
        Point2D c = new Point2D.Double((a.getX() + b.getX()) / 2 - uy * bend, (a.getY() + b.getY()) / 2 + ux * bend);
        QuadCurve2D curve = new QuadCurve2D.Double(a.getX(), a.getY(), c.getX(), c.getY(), b.getX(), b.getY());
        // The head points along the curve's last stretch.
        double hx = b.getX() - c.getX();
        double hy = b.getY() - c.getY();
        double hl = Math.hypot(hx, hy);
        hx /= hl;
        hy /= hl;
        double size = 16;
        Path2D head = new Path2D.Double();
        head.moveTo(b.getX() + hx * 4, b.getY() + hy * 4);
        head.lineTo(b.getX() - hx * size - hy * size * 0.6, b.getY() - hy * size + hx * size * 0.6);
        head.lineTo(b.getX() - hx * size + hy * size * 0.6, b.getY() - hy * size - hx * size * 0.6);
        head.closePath();
        g.setColor(halo);
        g.setStroke(new BasicStroke(9f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(curve);
        g.draw(head);
        g.setColor(fill);
        g.setStroke(new BasicStroke(4.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(curve);
        g.fill(head);
        return new Point2D.Double(0.25 * a.getX() + 0.5 * c.getX() + 0.25 * b.getX(),
                0.25 * a.getY() + 0.5 * c.getY() + 0.25 * b.getY());
    }

    private static void number(Graphics2D g, int number, Point2D at, PlayerStyle style, Color halo, Font font) {
        double r = 13;
        Ellipse2D disc = new Ellipse2D.Double(at.getX() - r, at.getY() - r, 2 * r, 2 * r);
        g.setColor(halo);
        g.setStroke(new BasicStroke(5f));
        g.draw(disc);
        g.setColor(style.fill());
        g.fill(disc);
        g.setColor(style.outline());
        g.setStroke(new BasicStroke(1.5f));
        g.draw(disc);
        g.setColor(style.text());
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        String text = Integer.toString(number);
        double w = fm.getStringBounds(text, g).getWidth();
        g.drawString(text, (float) (at.getX() - w / 2), (float) (at.getY() + (fm.getAscent() - fm.getDescent()) / 2.0));
    }
}
