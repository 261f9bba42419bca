package org.ichto.shell.ui;

import javax.swing.JComponent;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.util.List;

/**
 * The player's rating over their rated games: one line from the start (1500) through the rating after each
 * game, the scale fitted to the range it covered (a rating lives far from zero, unlike a score).
 */
final class RatingChart extends JComponent {
    private final List<Integer> points;
    private final Color line;
    private final String caption;

    /** @param points the rating at the start and after each game; at least one */
    RatingChart(List<Integer> points, Color line, String caption) {
        this.points = List.copyOf(points);
        this.line = line;
        this.caption = caption;
        setPreferredSize(new Dimension(520, 220));
    }

    /** The grid's step: lines every 10, 25, 50, 100 ... points, at most about six of them. */
    static int step(int range) {
        for (int s : new int[]{10, 25, 50, 100, 200, 250, 500}) {
            if (range / s <= 6) {
                return s;
            }
        }
        return 1000;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            ChartInk ink = ChartInk.prepare(g);
            Color fg = ink.text();
            Color faint = ink.faint();
            FontMetrics fm = g.getFontMetrics();
            int low = points.stream().min(Integer::compare).orElse(1500);
            int high = points.stream().max(Integer::compare).orElse(1500);
            int step = step(high - low);
            low = Math.floorDiv(low, step) * step;
            high = Math.max(low + step, -Math.floorDiv(-high, step) * step);
            int left = fm.stringWidth("0000") + 12;
            int top = 10;
            int bottom = 20 + fm.getHeight();
            int plotW = Math.max(10, getWidth() - left - 16);
            int plotH = Math.max(10, getHeight() - top - bottom);
            for (int v = low; v <= high; v += step) {
                int y = top + plotH - (int) ((long) plotH * (v - low) / (high - low));
                g.setColor(faint);
                g.drawLine(left, y, left + plotW, y);
                g.setColor(fg);
                String n = Integer.toString(v);
                g.drawString(n, left - 6 - fm.stringWidth(n), y + 4);
            }
            int games = Math.max(1, points.size() - 1);
            int every = Math.max(1, (int) Math.ceil(games / (plotW / 28.0)));
            for (int i = every; i <= games; i += every) {
                int x = left + plotW * i / games;
                String n = Integer.toString(i);
                g.drawString(n, x - fm.stringWidth(n) / 2, top + plotH + fm.getAscent() + 4);
            }
            g.drawString(caption, left + (plotW - fm.stringWidth(caption)) / 2,
                    top + plotH + fm.getAscent() + 4 + fm.getHeight());
            Path2D path = new Path2D.Double();
            double x = left;
            double y = top;
            for (int i = 0; i < points.size(); i++) {
                x = left + (double) plotW * i / games;
                y = top + plotH - (double) plotH * (points.get(i) - low) / (high - low);
                if (i == 0) {
                    path.moveTo(x, y);
                } else {
                    path.lineTo(x, y);
                }
            }
            g.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(line);
            g.draw(path);
            g.fillOval((int) x - 4, (int) y - 4, 8, 8);
        } finally {
            g.dispose();
        }
    }
}
