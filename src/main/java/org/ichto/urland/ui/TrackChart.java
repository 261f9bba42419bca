package org.ichto.urland.ui;

import javax.swing.JComponent;
import javax.swing.UIManager;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.util.List;

/** Every player's track position over the game, one line each, with the goal line at 30. */
public final class TrackChart extends JComponent {
    private final List<int[]> positions;
    private final List<Color> colours;
    private final List<String> names;
    private final int goal;

    /**
     * @param positions one array per step (decision or turn), the track space of each seat
     * @param colours   one per seat
     * @param names     one per seat
     */
    public TrackChart(List<int[]> positions, List<Color> colours, List<String> names, int goal) {
        this.positions = List.copyOf(positions);
        this.colours = List.copyOf(colours);
        this.names = List.copyOf(names);
        this.goal = goal;
        setPreferredSize(new Dimension(560, 280));
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Color fg = UIManager.getColor("Label.foreground") != null ? UIManager.getColor("Label.foreground")
                    : Color.DARK_GRAY;
            int w = getWidth();
            int h = getHeight();
            int left = 36;
            int right = 110;
            int top = 12;
            int bottom = 26;
            int plotW = Math.max(10, w - left - right);
            int plotH = Math.max(10, h - top - bottom);
            int max = goal + 6;
            for (int[] p : positions) {
                for (int v : p) {
                    max = Math.max(max, v + 1);
                }
            }
            int steps = Math.max(1, positions.size() - 1);
            g.setFont(g.getFont().deriveFont(Font.PLAIN, 11f));
            g.setColor(new Color(fg.getRed(), fg.getGreen(), fg.getBlue(), 60));
            for (int v = 0; v <= max; v += 5) {
                int y = top + plotH - plotH * v / max;
                g.drawLine(left, y, left + plotW, y);
                g.setColor(fg);
                g.drawString(Integer.toString(v), 6, y + 4);
                g.setColor(new Color(fg.getRed(), fg.getGreen(), fg.getBlue(), 60));
            }
            int goalY = top + plotH - plotH * goal / max;
            g.setColor(new Color(200, 40, 40));
            g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0));
            g.drawLine(left, goalY, left + plotW, goalY);
            for (int seat = 0; seat < colours.size(); seat++) {
                Path2D line = new Path2D.Double();
                for (int i = 0; i < positions.size(); i++) {
                    double x = left + (double) plotW * i / steps;
                    double y = top + plotH - (double) plotH * positions.get(i)[seat] / max;
                    if (i == 0) {
                        line.moveTo(x, y);
                    } else {
                        line.lineTo(x, y);
                    }
                }
                g.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.setColor(colours.get(seat));
                g.draw(line);
                int last = positions.isEmpty() ? 0 : positions.get(positions.size() - 1)[seat];
                int y = top + plotH - plotH * last / max;
                g.fillOval(left + plotW - 4, y - 4, 8, 8);
                g.setColor(fg);
                g.drawString(names.get(seat) + " " + last, left + plotW + 8, y + 4);
            }
        } finally {
            g.dispose();
        }
    }
}
