package org.ichto.soup.ui.board;

import org.ichto.shell.ui.pictures.Sprites;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;

import static org.ichto.soup.ui.board.PiecePainter.grown;
import static org.ichto.soup.ui.board.PiecePainter.whole;

/**
 * The marks under the pieces: the spaces that just changed, those a click can use, the hint and the space
 * under the mouse, and the same on the ladder. A mark looks the same on every space, so each kind is one
 * picture (see {@link Sprites}).
 */
final class MarkPainter {
    private MarkPainter() {
    }

    /** Draws the marks; a place a click can use is marked stronger under the mouse. */
    static void paint(Graphics2D g, SoupLayout layout, Marks marks, SoupTheme theme, Sprites sprites) {
        double s = layout.space();
        Rectangle2D square = new Rectangle2D.Double(0, 0, s, s);
        Rectangle2D around = grown(square, s * 0.05);
        for (int sp : marks.changed()) {
            Rectangle2D r = layout.spaceRect(sp);
            sprites.draw(g, whole(r.getX()), whole(r.getY()), List.of("changed", s), around, a -> {
                Shape in = inner(square, s, 0.05);
                a.setColor(Glyphs.alpha(theme.changed(), theme.dark() ? 50 : 40));
                a.fill(in);
                a.setColor(theme.changed());
                a.setStroke(new BasicStroke((float) Math.max(1.5, s * 0.022), BasicStroke.CAP_ROUND,
                        BasicStroke.JOIN_ROUND, 1f, new float[] {(float) (s * 0.07), (float) (s * 0.05)}, 0f));
                a.draw(in);
            });
        }
        for (int sp : marks.targets()) {
            Rectangle2D r = layout.spaceRect(sp);
            boolean hovered = sp == marks.hovered();
            sprites.draw(g, whole(r.getX()), whole(r.getY()), List.of("target", s, hovered), around, a -> {
                Shape in = inner(square, s, 0.04);
                a.setColor(Glyphs.alpha(theme.target(), hovered ? 110 : 70));
                a.fill(in);
                a.setColor(theme.target());
                a.setStroke(new BasicStroke((float) Math.max(2, s * 0.03)));
                a.draw(in);
            });
        }
        for (int sp : marks.hint()) {
            Rectangle2D r = layout.spaceRect(sp);
            sprites.draw(g, whole(r.getX()), whole(r.getY()), List.of("hint", s), around, a -> {
                a.setColor(theme.hint());
                a.setStroke(new BasicStroke((float) Math.max(2.5, s * 0.04)));
                a.draw(inner(square, s, 0.02));
            });
        }
        if (marks.hovered() >= 0 && !marks.targets().contains(marks.hovered())) {
            Rectangle2D r = layout.spaceRect(marks.hovered());
            sprites.draw(g, whole(r.getX()), whole(r.getY()), List.of("hover", s), around, a -> {
                a.setColor(Glyphs.alpha(theme.hover(), 140));
                a.setStroke(new BasicStroke((float) Math.max(1, s * 0.012)));
                a.draw(inner(square, s, 0.05));
            });
        }
        double c = layout.cell();
        Rectangle2D cellAt0 = new Rectangle2D.Double(0, 0, c, c);
        for (int ls : marks.ladderTargets()) {
            Rectangle2D r = layout.ladderCell(ls);
            boolean hovered = ls == marks.hoveredLadder();
            sprites.draw(g, whole(r.getX()), whole(r.getY()), List.of("ladderTarget", c, hovered),
                    grown(cellAt0, c * 0.05), a -> {
                        Shape cell = new RoundRectangle2D.Double(2, 2, c - 4, c - 4, c * 0.22, c * 0.22);
                        a.setColor(Glyphs.alpha(theme.target(), hovered ? 150 : 90));
                        a.fill(cell);
                        a.setColor(theme.target());
                        a.setStroke(new BasicStroke((float) Math.max(2, c * 0.07)));
                        a.draw(cell);
                    });
        }
        if (marks.hintLadder() > 0) {
            Rectangle2D r = layout.ladderCell(marks.hintLadder());
            double stroke = Math.max(2.5, c * 0.09);
            sprites.draw(g, whole(r.getX()), whole(r.getY()), List.of("ladderHint", c), grown(cellAt0, stroke), a -> {
                a.setColor(theme.hint());
                a.setStroke(new BasicStroke((float) stroke));
                a.draw(cellAt0);
            });
        }
    }

    private static Shape inner(Rectangle2D r, double s, double inset) {
        return new RoundRectangle2D.Double(r.getX() + s * inset, r.getY() + s * inset, r.getWidth() - 2 * s * inset,
                r.getHeight() - 2 * s * inset, s * 0.26, s * 0.26);
    }

}
