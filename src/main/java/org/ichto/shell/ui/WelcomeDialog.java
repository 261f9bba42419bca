package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The welcome a new player sees at the first start (and from Help, Welcome): a choice of game, how that
 * game is played in a few lines, and buttons to start it, to start its tutorial (a guided first game, where the
 * game has one) or read its rules; a tick box says whether it comes again at the next start. It does not block
 * the window behind it.
 */
final class WelcomeDialog extends JDialog {
    private final JTextArea lines = new JTextArea(6, 56);
    private final List<JRadioButton> choices = new ArrayList<>();
    private JButton guided;

    private WelcomeDialog(JFrame owner, List<GameUi<?, ?, ?, ?>> games, Texts texts, Settings settings, int at,
                          IntConsumer start, IntConsumer rules, IntConsumer tutorial) {
        super(owner, texts.get("welcome.title"), false);
        setName("welcome");
        JLabel head = new JLabel(texts.get("welcome.head"));
        head.putClientProperty("FlatLaf.styleClass", "h2");
        head.putClientProperty("html.disable", Boolean.TRUE);
        lines.setName("welcome.lines");
        lines.setEditable(false);
        lines.setLineWrap(true);
        lines.setWrapStyleWord(true);
        lines.setOpaque(false);
        lines.setFocusable(false);
        lines.setFont(UIManager.getFont("Label.font"));

        JPanel root = new JPanel(new MigLayout("insets 16, fillx, wrap 1", "[grow,fill]"));
        root.add(head);
        root.add(new JLabel(texts.get("welcome.choose")), "gaptop 8");
        ButtonGroup group = new ButtonGroup();
        JPanel row = new JPanel(new MigLayout("insets 0, gapx 18"));
        for (int i = 0; i < games.size(); i++) {
            Texts gameTexts = games.get(i).texts(texts.locale());
            JRadioButton choice = new JRadioButton(gameTexts.get("game.name") + " \u2014 " + gameTexts.get("game.subtitle"));
            choice.setName("welcome.game." + games.get(i).game().id());
            choice.putClientProperty("html.disable", Boolean.TRUE);
            group.add(choice);
            choices.add(choice);
            GameHelp help = games.get(i).help(gameTexts, settings.dark());
            boolean lesson = Tutorials.offers(games.get(i));
            choice.addActionListener(e -> {
                lines.setText(String.join("\n", help.welcome()));
                guided.setEnabled(lesson);
            });
            row.add(choice);
        }
        root.add(row);
        root.add(lines, "gaptop 8, gapbottom 8");
        JCheckBox again = new JCheckBox(texts.get("welcome.showAtStart"), settings.showWelcome());
        again.setName("welcome.showAtStart");
        again.addActionListener(e -> settings.setShowWelcome(again.isSelected()));
        JButton play = button("welcome.start", texts, () -> start.accept(selected()));
        JButton read = button("welcome.rules", texts, () -> rules.accept(selected()));
        JButton close = button("welcome.close", texts, () -> { });
        guided = button("welcome.tutorial", texts, () -> tutorial.accept(selected()));
        JPanel buttons = new JPanel(new MigLayout("insets 0, fillx", "[][grow][][][][]"));
        buttons.add(again);
        buttons.add(new JLabel(), "growx");
        buttons.add(read);
        buttons.add(close);
        buttons.add(guided);
        buttons.add(play);
        root.add(buttons, "growx");
        setContentPane(root);
        getRootPane().setDefaultButton(play);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        choices.get(Math.max(0, Math.min(at, choices.size() - 1))).doClick();
        pack();
    }

    private JButton button(String key, Texts texts, Runnable action) {
        JButton b = new JButton(texts.get(key));
        b.setName(key);
        b.addActionListener(e -> {
            dispose();
            action.run();
        });
        return b;
    }

    private int selected() {
        for (int i = 0; i < choices.size(); i++) {
            if (choices.get(i).isSelected()) {
                return i;
            }
        }
        return 0;
    }

    /**
     * Shows the welcome over the window with a game chosen (its index); {@code start}, {@code rules} and
     * {@code tutorial} get the index of the game chosen when the player asks to start it, read its rules or
     * start its tutorial.
     */
    static WelcomeDialog show(JFrame owner, List<GameUi<?, ?, ?, ?>> games, Texts texts, Settings settings, int at,
                              IntConsumer start, IntConsumer rules, IntConsumer tutorial) {
        WelcomeDialog d = new WelcomeDialog(owner, games, texts, settings, at, start, rules, tutorial);
        d.setLocationRelativeTo(owner);
        d.setVisible(true);
        return d;
    }
}
