package org.ichto.soup.ui;

import org.ichto.shell.game.Seat;
import org.ichto.soup.ui.board.SoupStyle;

import javax.swing.Icon;
import javax.swing.UIManager;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.util.ArrayList;
import java.util.List;

/** Food cubes as a picture beside words: each colour's shape with its count ("■2 ▲1"), colours without cubes left out. */
final class CubesIcon implements Icon {
    private final List<SoupStyle> styles = new ArrayList<>();
    private final List<Integer> counts = new ArrayList<>();
    private final int size;

    CubesIcon(List<Integer> perColour, List<Seat> seats, int size) {
        this.size = size;
        for (int c = 0; c < perColour.size(); c++) {
            if (perColour.get(c) > 0 && c < seats.size()) {
                styles.add(SoupStyle.of(seats.get(c).colour()));
                counts.add(perColour.get(c));
            }
        }
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(font(c));
        FontMetrics fm = g.getFontMetrics();
        Color text = c != null ? c.getForeground() : Color.BLACK;
        double at = x;
        for (int i = 0; i < styles.size(); i++) {
            SoupStyle s = styles.get(i);
            Shape shape = s.shape(at + size / 2.0, y + size / 2.0, size * 0.72);
            g.setColor(s.fill());
            g.fill(shape);
            g.setColor(s.outline());
            g.setStroke(new BasicStroke(1f));
            g.draw(shape);
            g.setColor(text);
            String n = Integer.toString(counts.get(i));
            g.drawString(n, (float) (at + size + 1), (float) (y + (size + fm.getAscent() - fm.getDescent()) / 2.0));
            at += size + 1 + fm.stringWidth(n) + size * 0.4;
        }
        g.dispose();
    }

    private Font font(Component c) {
        Font f = c != null ? c.getFont() : UIManager.getFont("Label.font");
        return (f != null ? f : new Font(Font.SANS_SERIF, Font.PLAIN, 12)).deriveFont(Font.BOLD);
    }

    @Override
    public int getIconWidth() {
        int digits = 0;
        for (int n : counts) {
            digits += Integer.toString(n).length();
        }
        return (int) Math.ceil(styles.size() * (size * 1.4 + 1) + digits * size * 0.62);
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}
