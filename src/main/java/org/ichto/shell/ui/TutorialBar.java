package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;

/**
 * The tutorial's bar above the game: which lesson and step, the step's words (what to click, or what just
 * happened), a friendly word when a decision other than the one asked for was refused, and its buttons: Next
 * (or Play on at the end), Start again and Leave tutorial. It stays in view as the game is played, never a
 * dialog. Every text is plain text.
 */
final class TutorialBar extends JPanel {
    private final Texts texts;
    private final JLabel title = new JLabel();
    private final JTextArea words = area("tutorial.text");
    private final JTextArea message = area("tutorial.message");
    private final JButton next;

    /**
     * @param onNext  the player read the step's words
     * @param restart the player starts the lesson again
     * @param leave   the player leaves the tutorial
     */
    TutorialBar(Texts texts, Runnable onNext, Runnable restart, Runnable leave) {
        super(new MigLayout("insets 6 10 6 6, hidemode 3, gapy 2", "[grow, fill][]", "[][top][]"));
        this.texts = texts;
        setName("tutorial");
        title.setName("tutorial.title");
        title.putClientProperty("html.disable", Boolean.TRUE);
        title.setFont(title.getFont().deriveFont(Font.BOLD));
        JButton again = button("tutorial.restart", restart);
        JButton out = button("tutorial.leave", leave);
        // The game keeps the keyboard: a key meant for it never starts the lesson again or leaves it (Next hiding
        // would otherwise hand its focus on to them).
        again.setFocusable(false);
        out.setFocusable(false);
        next = button("tutorial.next", onNext);
        JPanel top = new JPanel(new MigLayout("insets 0", "[grow, fill][][]"));
        top.setOpaque(false);
        top.add(title);
        top.add(again);
        top.add(out);
        add(top, "span 2, growx, wrap");
        add(words, "growx, wmin 200");
        add(next, "aligny bottom, wrap");
        // On a line of its own even while Next is hidden (a hidden component's wrap does not count).
        add(message, "newline, span 2, growx");
        message.setVisible(false);
        colour();
    }

    /** The look changed (light or dark): the bar's colours follow it. */
    @Override
    public void updateUI() {
        super.updateUI();
        if (message != null) { // null while the panel's own constructor runs
            colour();
        }
    }

    /** The accent edge, a pale mix of the accent behind, and the refusal's warning colour, from the look. */
    private void colour() {
        Color accent = UIManager.getColor("Component.accentColor");
        setBorder(BorderFactory.createMatteBorder(0, 4, 0, 0, accent != null ? accent : new Color(0x2675BF)));
        Color panel = UIManager.getColor("Panel.background");
        if (accent != null && panel != null) {
            setBackground(blend(accent, panel));
        }
        message.setForeground(warning());
    }

    /**
     * Shows a step.
     *
     * @param heading the lesson and the step ("Urland · step 3 of 11")
     * @param text    its words
     * @param nextKey the Next button's words, or null when the step waits for a decision instead
     */
    void show(String heading, String text, String nextKey) {
        title.setText(heading);
        if (!words.getText().equals(text)) {
            words.setText(text);
            words.setCaretPosition(0);
        }
        next.setVisible(nextKey != null);
        if (nextKey != null) {
            next.setText(texts.get(nextKey));
        }
        revalidate();
        repaint();
    }

    /** A word below the step's (a decision refused, the progress not read), or none when null. */
    void say(String text) {
        message.setText(text == null ? "" : text);
        message.setVisible(text != null);
        revalidate();
        repaint();
    }

    /** The words shown (tests read them). */
    String text() {
        return words.getText();
    }

    /** The word below them, empty when none is shown (tests read it). */
    String message() {
        return message.isVisible() ? message.getText() : "";
    }

    private JButton button(String key, Runnable action) {
        JButton b = new JButton(texts.get(key));
        b.setName(key);
        b.addActionListener(e -> action.run());
        return b;
    }

    private static JTextArea area(String name) {
        JTextArea a = new JTextArea() {
            /** A change of look would give it a text field's font and border: it keeps a label's. */
            @Override
            public void updateUI() {
                super.updateUI();
                setOpaque(false);
                setFont(UIManager.getFont("Label.font"));
                setBorder(null);
            }
        };
        a.setName(name);
        a.setEditable(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        // Never focused: a text area would take the window's keys (Ctrl+H, the hint, is "delete" to it).
        a.setFocusable(false);
        return a;
    }

    private static Color warning() {
        Color c = UIManager.getColor("Component.warning.focusedBorderColor");
        Color fg = UIManager.getColor("Label.foreground");
        if (c == null) {
            return fg != null ? fg : Color.BLACK;
        }
        // The warning colour, darkened in the light look and lightened in the dark, so it reads as text.
        boolean dark = fg != null && fg.getRed() + fg.getGreen() + fg.getBlue() > 3 * 128;
        return dark ? c.brighter() : c.darker();
    }

    /** A pale mix of the accent into the panel's colour, readable in the light and the dark look. */
    private static Color blend(Color a, Color b) {
        return new Color((a.getRed() + 5 * b.getRed()) / 6, (a.getGreen() + 5 * b.getGreen()) / 6,
                (a.getBlue() + 5 * b.getBlue()) / 6);
    }
}
