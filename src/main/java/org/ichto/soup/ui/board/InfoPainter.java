package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.pictures.Sprites;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;

/**
 * Where the game stands, on the board: the current's arrow on the island's compass, and in the column
 * beside the soup the environment card (ozone layer and drift), the cards still to come, the round with
 * its six phases, the last dice and the food beside the board. Without that column the island carries
 * the ozone value.
 */
final class InfoPainter {
    private InfoPainter() {
    }

    /** The current's arrow on the island's compass and, without the column, the ozone badge: one picture. */
    static void island(Graphics2D g, SoupLayout layout, SoupState s, SoupTheme theme, boolean withOzone,
                       Sprites sprites) {
        EnvironmentCard card = s.environment();
        if (card == null) {
            return;
        }
        Rectangle2D cell = layout.island();
        double sp = layout.space();
        double half = sp / 2;
        Rectangle2D bounds = new Rectangle2D.Double(-half - 2, -half - 2, sp + 4, sp + 4);
        sprites.draw(g, PiecePainter.whole(cell.getCenterX()), PiecePainter.whole(cell.getCenterY()),
                List.of("island", sp, String.valueOf(card.drift()), withOzone ? card.ozone() : -1), bounds, a -> {
                    drift(a, 0, 0, sp * 0.26, card.drift(), theme.drift(), sp);
                    if (withOzone) {
                        ozone(a, card.ozone(), half, sp, theme);
                    }
                });
    }

    /** The ozone value on a badge in the lower right corner of the island's cell, the cell's centre at (0, 0). */
    private static void ozone(Graphics2D g, int ozone, double half, double sp, SoupTheme theme) {
        double w = sp * 0.34;
        double h = sp * 0.17;
        Shape badge = new RoundRectangle2D.Double(half - w - sp * 0.02, half - h - sp * 0.02, w, h, h, h);
        g.setColor(theme.card());
        g.fill(badge);
        g.setColor(theme.islandInk());
        g.setStroke(new BasicStroke((float) Math.max(1, sp * 0.01)));
        g.draw(badge);
        g.setFont(Glyphs.font(Font.BOLD, sp * 0.11));
        g.setColor(theme.cardText());
        Rectangle2D b = badge.getBounds2D();
        Glyphs.centred(g, "O\u2083 " + ozone, b.getCenterX(), b.getCenterY());
    }

    /** The environment card's face, its top left at (0, 0): the ozone value and the current, each named below. */
    private static void card(Graphics2D g, EnvironmentCard card, double w, double ch, double sp, String ozone,
                             String drift, SoupTheme theme) {
        RoundRectangle2D face = new RoundRectangle2D.Double(0, 0, w, ch, sp * 0.18, sp * 0.18);
        g.setColor(theme.card());
        g.fill(face);
        g.setColor(theme.islandInk());
        g.setStroke(new BasicStroke((float) Math.max(1, sp * 0.012)));
        g.draw(face);
        double half = w / 2;
        g.setColor(theme.cardText());
        g.setFont(Glyphs.font(Font.BOLD, ch * 0.42));
        Glyphs.centred(g, Integer.toString(card.ozone()), half / 2, ch * 0.44);
        g.setFont(Glyphs.font(Font.PLAIN, Math.min(ch * 0.13, 15)));
        Glyphs.centred(g, Glyphs.fit(g, ozone, half * 0.95), half / 2, ch * 0.82);
        drift(g, half * 1.5, ch * 0.42, Math.min(half, ch) * 0.32, card.drift(), theme.drift(), sp);
        g.setColor(theme.cardText());
        Glyphs.centred(g, Glyphs.fit(g, drift, half * 0.95), half * 1.5, ch * 0.82);
    }

    /** The current's arrow across a circle of this radius, or a struck-through circle for no drift. */
    private static void drift(Graphics2D g, double cx, double cy, double radius, Direction d, Color colour,
                              double scale) {
        g.setColor(colour);
        if (d == null) {
            g.setStroke(new BasicStroke((float) Math.max(2, scale * 0.035)));
            double r = radius * 0.55;
            g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            g.draw(new Line2D.Double(cx - r * 0.7, cy + r * 0.7, cx + r * 0.7, cy - r * 0.7));
            return;
        }
        Point2D from = new Point2D.Double(cx - d.columnStep() * radius * 0.9, cy - d.rowStep() * radius * 0.9);
        Point2D to = new Point2D.Double(cx + d.columnStep() * radius, cy + d.rowStep() * radius);
        Shape arrow = Glyphs.arrow(from, to, scale * 0.075, 0);
        g.fill(arrow);
        g.setColor(colour.darker());
        g.setStroke(new BasicStroke((float) Math.max(1, scale * 0.008)));
        g.draw(arrow);
    }

    /**
     * The column beside the soup: its words are drawn directly (text is cheap to draw), the card, the dice and the
     * supply's cubes are copied from pictures.
     */
    static void column(Graphics2D g, SoupLayout layout, SoupState s, List<Seat> seats, Marks marks,
                       SoupTheme theme, SoupTexts texts, Sprites sprites) {
        Rectangle2D info = layout.info();
        if (info == null) {
            return;
        }
        double sp = layout.space();
        double x = info.getX();
        double w = info.getWidth();
        double y = info.getY();
        Font heading = Glyphs.font(Font.BOLD, Math.min(sp * 0.14, 17));
        Font body = Glyphs.font(Font.PLAIN, Math.min(sp * 0.13, 16));
        Font bold = body.deriveFont(Font.BOLD);
        double line = g.getFontMetrics(body).getHeight() * 1.15;
        EnvironmentCard card = s.environment();
        g.setColor(theme.panelText());
        g.setFont(heading);
        Glyphs.left(g, Glyphs.fit(g, texts.get("board.environment"), w), x, y + line / 2);
        y += line * 1.1;
        if (card != null) {
            double ch = Math.min(w * 0.62, sp * 1.25);
            String ozone = texts.get("board.ozone");
            String drift = card.hasDrift() ? texts.format("board.drift", texts.direction(card.drift()))
                    : texts.get("board.noDrift");
            double edge = Math.max(1, sp * 0.012);
            List<Object> key = List.of("card", w, ch, sp, card.ozone(), String.valueOf(card.drift()), ozone, drift);
            sprites.draw(g, PiecePainter.whole(x), PiecePainter.whole(y), key,
                    PiecePainter.grown(new Rectangle2D.Double(0, 0, w, ch), edge + 1),
                    a -> card(a, card, w, ch, sp, ozone, drift, theme));
            y += ch + line * 0.6;
        }
        g.setColor(theme.panelText());
        g.setFont(body);
        Glyphs.left(g, Glyphs.fit(g, texts.format("board.deck", s.deckSize()), w), x, y + line / 2);
        y += line * 1.5;

        if (y + line * 2 < info.getMaxY()) {
            g.setFont(heading);
            String round = s.phase().isSetup() ? texts.get("board.setup") : s.isOver() ? texts.get("board.over")
                    : texts.format("board.round", s.round(), s.board().maxRounds());
            Glyphs.left(g, Glyphs.fit(g, round, w), x, y + line / 2);
            y += line * 1.1;
            if (s.phase().ofRound()) {
                for (Phase p : Phase.values()) {
                    if (!p.ofRound() || y + line > info.getMaxY()) {
                        continue;
                    }
                    boolean now = p == s.phase();
                    g.setFont(now ? bold : body);
                    g.setColor(now ? theme.selected() : Glyphs.alpha(theme.panelText(), 170));
                    if (now) {
                        g.fill(new Ellipse2D.Double(x, y + line / 2 - line * 0.15, line * 0.3, line * 0.3));
                    }
                    Glyphs.left(g, Glyphs.fit(g, texts.get("phase.short." + p.name()), w - line * 0.5),
                            x + line * 0.5, y + line / 2);
                    y += line;
                }
                y += line * 0.4;
            }
        }
        if (marks.roll() != null && y + line * 2.5 < info.getMaxY()) {
            g.setColor(theme.panelText());
            g.setFont(heading);
            String who = SoupTexts.seatName(seats, marks.roll().seat());
            Glyphs.left(g, Glyphs.fit(g, texts.format("board.roll", who), w), x, y + line / 2);
            y += line;
            double die = Math.min(line * 1.4, sp * 0.3);
            double dx = x;
            Rectangle2D dieBounds = PiecePainter.grown(new Rectangle2D.Double(0, 0, die, die), die * 0.05 + 1);
            for (int face : marks.roll().faces()) {
                sprites.draw(g, PiecePainter.whole(dx), PiecePainter.whole(y), List.of("die", die, face), dieBounds,
                        a -> Glyphs.die(a, 0, 0, die, face, theme.card(), theme.cardText(), theme.islandInk()));
                dx += die * 1.25;
            }
            y += die + line * 0.6;
        }
        if (y + line * 2 < info.getMaxY()) {
            g.setColor(theme.panelText());
            g.setFont(heading);
            Glyphs.left(g, Glyphs.fit(g, texts.get("board.supply"), w), x, y + line / 2);
            y += line;
            g.setFont(body);
            double slot = w / Math.max(1, s.players());
            for (int c = 0; c < s.players(); c++) {
                SoupStyle style = SoupStyle.of(PiecePainter.colourOf(seats, c));
                double size = line * 0.55;
                double cx = x + c * slot + size * 0.6;
                sprites.draw(g, PiecePainter.whole(cx), PiecePainter.whole(y + line / 2),
                        List.of("supply", style.colour(), size),
                        PiecePainter.grown(new Rectangle2D.Double(-size * 0.8, -size * 0.8, size * 1.6, size * 1.6), 2),
                        a -> {
                            Shape cube = style.shape(0, 0, size);
                            a.setColor(style.fill());
                            a.fill(cube);
                            a.setColor(style.outline());
                            a.setStroke(new BasicStroke(1f));
                            a.draw(cube);
                        });
                g.setColor(theme.panelText());
                Glyphs.left(g, Integer.toString(s.supply(c)), cx + size * 0.8, y + line / 2);
            }
        }
    }
}
