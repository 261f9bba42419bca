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

/** Every player's score over the game, one line each, with the game's goal line where it has one. */
public final class TrackChart extends JComponent {
    private final List<int[]> positions;
    private final List<Color> colours;
    private final List<String> names;
    private final int goal;
    private String turnCaption;

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

    /** The words under the axis (e.g. "Turn"); none by default. */
    public void setTurnCaption(String caption) {
        this.turnCaption = caption;
        repaint();
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            ChartInk ink = ChartInk.prepare(g);
            Color fg = ink.text();
            Color faint = ink.faint();
            FontMetrics fm = g.getFontMetrics();
            String[] labels = new String[colours.size()];
            int right = 0;
            for (int seat = 0; seat < labels.length; seat++) {
                labels[seat] = names.get(seat) + " " + last(seat);
                right = Math.max(right, fm.stringWidth(labels[seat]));
            }
            right += 18; // the end dot and a gap before the name
            int left = 36;
            int top = 12;
            int bottom = turnCaption == null ? 22 : 22 + fm.getHeight();
            int w = getWidth();
            int h = getHeight();
            int plotW = Math.max(10, w - left - right);
            int plotH = Math.max(10, h - top - bottom);
            int max = goal > 0 ? goal + 6 : 1;
            for (int[] p : positions) {
                for (int v : p) {
                    max = Math.max(max, v + 1);
                }
            }
            int steps = Math.max(1, positions.size() - 1);
            int grid = max <= 10 ? 1 : 5; // small scores get a line each
            for (int v = 0; v <= max; v += grid) {
                int y = top + plotH - plotH * v / max;
                g.setColor(faint);
                g.drawLine(left, y, left + plotW, y);
                g.setColor(fg);
                g.drawString(Integer.toString(v), 6, y + 4);
            }
            // Turn numbers under the axis, as many as fit without crowding.
            int every = Math.max(1, (int) Math.ceil(steps / (plotW / 28.0)));
            for (int i = every; i <= steps; i += every) {
                int x = left + plotW * i / steps;
                String n = Integer.toString(i);
                g.drawString(n, x - fm.stringWidth(n) / 2, top + plotH + fm.getAscent() + 4);
            }
            if (turnCaption != null) {
                g.drawString(turnCaption, left + (plotW - fm.stringWidth(turnCaption)) / 2,
                        top + plotH + fm.getAscent() + 4 + fm.getHeight());
            }
            if (goal > 0) {
                int goalY = top + plotH - plotH * goal / max;
                g.setColor(new Color(200, 40, 40));
                g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {6f, 4f}, 0));
                g.drawLine(left, goalY, left + plotW, goalY);
            }
            int[] ends = new int[labels.length];
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
                ends[seat] = top + plotH - plotH * last(seat) / max;
                g.fillOval(left + plotW - 4, ends[seat] - 4, 8, 8);
            }
            int[] labelY = spread(ends, fm.getHeight());
            g.setColor(fg);
            for (int seat = 0; seat < labels.length; seat++) {
                g.drawString(labels[seat], left + plotW + 10, labelY[seat] + fm.getAscent() / 2 - 1);
            }
        } finally {
            g.dispose();
        }
    }

    private int last(int seat) {
        return positions.isEmpty() ? 0 : positions.get(positions.size() - 1)[seat];
    }

    /**
     * The label heights for end points at these heights: each as close to its point as it can be,
     * but at least {@code gap} apart, so close scores stay readable.
     */
    static int[] spread(int[] ys, int gap) {
        Integer[] order = new Integer[ys.length];
        for (int i = 0; i < ys.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(ys[a], ys[b]));
        int[] out = new int[ys.length];
        int previous = Integer.MIN_VALUE / 2;
        for (int i : order) {
            out[i] = Math.max(ys[i], previous + gap);
            previous = out[i];
        }
        return out;
    }
}
