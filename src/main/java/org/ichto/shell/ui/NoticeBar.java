package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Notices above the game: things the player should know that went wrong beside the game (the game is not
 * being saved, personal files left out, a damaged autosave set aside), each until the player closes it or
 * a newer notice of the same kind replaces it. It never stops the game as a dialog would. Every text is
 * plain text (a text area, which never reads HTML), as it often quotes file names and reasons.
 */
public final class NoticeBar extends JPanel {
    /** The notices shown by their kind ("autosave", "profiles.urland"): a newer one of a kind replaces the older. */
    private final Map<String, String> shown = new LinkedHashMap<>();
    private String closeTip;

    NoticeBar(String closeTip) {
        super(new MigLayout("wrap 1, insets 0, gapy 2, hidemode 3", "[grow, fill]"));
        this.closeTip = closeTip;
        setName("notices");
        setOpaque(false);
        setVisible(false);
    }

    /** Shows a notice of this kind, replacing the one shown of that kind. */
    public void show(String kind, String text) {
        shown.remove(kind);
        shown.put(kind, text);
        rebuild();
    }

    /** Closes the notice of this kind, if one is shown. */
    public void close(String kind) {
        if (shown.remove(kind) != null) {
            rebuild();
        }
    }

    /** The texts shown, oldest first. */
    public List<String> texts() {
        return new ArrayList<>(shown.values());
    }

    /** The text shown of a kind, or null. */
    public String text(String kind) {
        return shown.get(kind);
    }

    /** The tooltip of the close buttons, in the window's language. */
    void setCloseTip(String closeTip) {
        this.closeTip = closeTip;
        rebuild();
    }

    private void rebuild() {
        removeAll();
        shown.forEach((kind, text) -> add(row(kind, text), "growx"));
        setVisible(!shown.isEmpty());
        revalidate();
        repaint();
    }

    private JPanel row(String kind, String text) {
        Color edge = UIManager.getColor("Component.warning.focusedBorderColor");
        Color fill = UIManager.getColor("Component.warning.borderColor");
        JPanel row = new JPanel(new MigLayout("insets 6 8 6 4", "[][grow, fill][]", "[top]"));
        row.setName("notice." + kind);
        row.setBorder(BorderFactory.createMatteBorder(0, 4, 0, 0, edge != null ? edge : new Color(0xE0A030)));
        if (fill != null) {
            row.setBackground(blend(fill, UIManager.getColor("Panel.background")));
        }
        row.add(new JLabel(UIManager.getIcon("OptionPane.warningIcon") == null ? null
                : scaled(UIManager.getIcon("OptionPane.warningIcon"))));
        JTextArea words = new JTextArea(text);
        words.setName("notice.text");
        words.setEditable(false);
        words.setLineWrap(true);
        words.setWrapStyleWord(true);
        words.setOpaque(false);
        words.setFont(UIManager.getFont("Label.font"));
        words.setBorder(null);
        // Never focused: a text field would take the window's keys (Ctrl+H, the hint, is "delete" to it).
        words.setFocusable(false);
        row.add(words, "growx, wmin 100");
        JButton close = new JButton("\u00D7");
        close.setName("notice.close");
        close.setToolTipText(closeTip);
        close.putClientProperty("JButton.buttonType", "toolBarButton");
        close.setFocusable(false); // the game keeps the keyboard

        close.addActionListener(e -> close(kind));
        row.add(close);
        return row;
    }

    /** A pale mix of the warning colour into the panel's, readable in the light and the dark look. */
    private static Color blend(Color a, Color b) {
        if (b == null) {
            return a;
        }
        return new Color((a.getRed() + 3 * b.getRed()) / 4, (a.getGreen() + 3 * b.getGreen()) / 4,
                (a.getBlue() + 3 * b.getBlue()) / 4);
    }

    /** The option pane's warning icon at the size of a line of text. */
    private static javax.swing.Icon scaled(javax.swing.Icon icon) {
        int size = 20;
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(icon.getIconWidth(), icon.getIconHeight(),
                java.awt.image.BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = img.createGraphics();
        icon.paintIcon(null, g, 0, 0);
        g.dispose();
        return new javax.swing.ImageIcon(img.getScaledInstance(size, size, java.awt.Image.SCALE_SMOOTH));
    }
}
