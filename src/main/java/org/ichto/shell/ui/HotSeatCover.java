package org.ichto.shell.ui;

import org.ichto.shell.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRootPane;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.event.MouseAdapter;

/**
 * Hot seat: before a human's turn when several humans share the screen, the window is covered
 * ("pass the screen to ...") so nobody sees another's hidden chips or bid; the named player uncovers it.
 */
final class HotSeatCover {
    private HotSeatCover() {
    }

    static void show(javax.swing.JFrame window, Texts texts, String name, Runnable afterwards) {
        JRootPane root = window.getRootPane();
        JPanel cover = new JPanel(new MigLayout("fill", "[center]", "push[]12[]18[]push")) {
            @Override
            protected void paintComponent(Graphics g) {
                g.setColor(new Color(20, 40, 60, 245));
                g.fillRect(0, 0, getWidth(), getHeight());
            }
        };
        cover.setOpaque(false);
        cover.setName("cover");
        cover.addMouseListener(new MouseAdapter() { });
        JLabel title = new JLabel(texts.format("cover.title", name));
        title.setFont(title.getFont().deriveFont(Font.BOLD, 28f));
        title.setForeground(Color.WHITE);
        title.setName("cover.title");
        JLabel text = new JLabel(texts.format("cover.text", name));
        text.setForeground(new Color(220, 230, 240));
        JButton uncover = new JButton(texts.format("cover.button", name));
        uncover.setName("cover.button");
        cover.add(title, "wrap");
        cover.add(text, "wrap");
        cover.add(uncover);
        uncover.addActionListener(e -> {
            cover.setVisible(false);
            root.setGlassPane(new JPanel() {
                {
                    setOpaque(false);
                }
            });
            afterwards.run();
        });
        root.setGlassPane(cover);
        cover.setVisible(true);
        ((JComponent) root.getContentPane()).revalidate();
    }
}
