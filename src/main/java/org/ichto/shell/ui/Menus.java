package org.ichto.shell.ui;

import org.ichto.shell.ui.text.Texts;

import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Locale;

/** The menu bar with its keyboard shortcuts. */
final class Menus {
    private final Texts texts;
    private final Settings settings;
    private final ShellWindow window;
    private final int mod = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();

    Menus(Texts texts, Settings settings, ShellWindow window) {
        this.texts = texts;
        this.settings = settings;
        this.window = window;
    }

    JMenuBar build() {
        JMenuBar bar = new JMenuBar();
        JMenu game = menu("menu.game");
        game.add(item("menu.game.new", KeyEvent.VK_N, 0, window::newGame));
        game.add(item("menu.game.open", KeyEvent.VK_O, 0, window::open));
        game.add(item("menu.game.save", KeyEvent.VK_S, 0, () -> window.save(false)));
        game.add(item("menu.game.saveAs", KeyEvent.VK_S, InputEvent.SHIFT_DOWN_MASK, () -> window.save(true)));
        game.addSeparator();
        game.add(item("menu.view.replay", KeyEvent.VK_R, 0, window::replay));
        game.add(item("menu.game.workshop", 0, 0, window::workshop));
        game.addSeparator();
        game.add(item("menu.game.quit", KeyEvent.VK_Q, 0, window::quit));
        bar.add(game);

        JMenu edit = menu("menu.edit");
        edit.add(item("menu.edit.undo", KeyEvent.VK_Z, 0, window::undo));
        edit.add(item("menu.edit.redo", KeyEvent.VK_Z, InputEvent.SHIFT_DOWN_MASK, window::redo));
        edit.add(item("menu.edit.hint", KeyEvent.VK_H, 0, window::hint));
        javax.swing.JCheckBoxMenuItem expert = new javax.swing.JCheckBoxMenuItem(texts.get("menu.edit.hintExpert"),
                settings.expertHints());
        expert.setName("menu.edit.hintExpert");
        expert.addActionListener(e -> settings.setExpertHints(expert.isSelected()));
        edit.add(expert);
        bar.add(edit);

        JMenu view = menu("menu.view");
        JMenu theme = menu("menu.view.theme");
        ButtonGroup themes = new ButtonGroup();
        theme.add(radio("menu.view.theme.light", !settings.dark(), themes, () -> window.setDark(false)));
        theme.add(radio("menu.view.theme.dark", settings.dark(), themes, () -> window.setDark(true)));
        view.add(theme);
        JMenu language = menu("menu.view.language");
        ButtonGroup languages = new ButtonGroup();
        boolean dutch = settings.locale().getLanguage().equals("nl");
        language.add(radio("menu.view.language.en", !dutch, languages, () -> window.setLanguage(Locale.ENGLISH)));
        language.add(radio("menu.view.language.nl", dutch, languages,
                () -> window.setLanguage(Locale.forLanguageTag("nl"))));
        view.add(language);
        JMenu speed = menu("menu.view.aiSpeed");
        ButtonGroup speeds = new ButtonGroup();
        // Through the window, so the watch bar shows the speed chosen here too.
        for (Settings.AiSpeed s : Settings.AiSpeed.values()) {
            speed.add(radio("menu.view.aiSpeed." + s.name().toLowerCase(Locale.ROOT), settings.aiSpeed() == s, speeds,
                    () -> window.setAiSpeed(s)));
        }
        speed.addSeparator();
        javax.swing.JCheckBoxMenuItem pause = new javax.swing.JCheckBoxMenuItem(texts.get("menu.view.aiPause"),
                window.computersPaused());
        pause.setName("menu.view.aiPause");
        pause.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_P, mod));
        pause.addActionListener(e -> window.setComputersPaused(pause.isSelected()));
        speed.add(pause);
        javax.swing.JCheckBoxMenuItem stop = new javax.swing.JCheckBoxMenuItem(texts.get("menu.view.aiStopAtScorings"),
                settings.stopAtScorings());
        stop.setName("menu.view.aiStopAtScorings");
        stop.addActionListener(e -> settings.setStopAtScorings(stop.isSelected()));
        speed.add(stop);
        view.add(speed);
        view.addSeparator();
        // Ctrl+plus is shown; Ctrl+= (plus without Shift) and the keypad's keys work too (ShellWindow binds them).
        view.add(item("menu.view.zoomIn", KeyEvent.VK_PLUS, 0, () -> window.zoom(1)));
        view.add(item("menu.view.zoomOut", KeyEvent.VK_MINUS, 0, () -> window.zoom(-1)));
        view.add(item("menu.view.zoomReset", KeyEvent.VK_0, 0, () -> window.zoom(0)));
        bar.add(view);

        JMenu stats = menu("menu.stats");
        stats.add(item("menu.stats.myGames", KeyEvent.VK_M, 0, window::myGames));
        bar.add(stats);

        JMenu help = menu("menu.help");
        help.add(item("menu.help.welcome", 0, 0, window::welcome));
        // Help, Tutorial: a guided first game of each game that has one, resumed where the player left it.
        JMenu tutorials = menu("menu.help.tutorial");
        for (int i = 0; i < window.games().size(); i++) {
            GameUi<?, ?, ?, ?> ui = window.games().get(i);
            if (Tutorials.offers(ui)) {
                int index = i;
                JMenuItem lesson = new JMenuItem(ui.texts(texts.locale()).get("game.name"));
                lesson.setName("menu.help.tutorial." + ui.game().id());
                lesson.addActionListener(e -> window.tutorial(index));
                tutorials.add(lesson);
            }
        }
        tutorials.setEnabled(tutorials.getItemCount() > 0);
        help.add(tutorials);
        JMenuItem rules = item("menu.help.rules", 0, 0, window::rules);
        // F1 alone, as help is opened everywhere; no menu shortcut modifier.
        rules.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0));
        help.add(rules);
        help.addSeparator();
        help.add(item("menu.help.about", 0, 0, window::about));
        bar.add(help);
        return bar;
    }

    private JMenu menu(String key) {
        JMenu m = new JMenu(texts.get(key));
        m.setName(key);
        return m;
    }

    private JMenuItem item(String key, int keyCode, int extra, Runnable action) {
        JMenuItem item = new JMenuItem(texts.get(key));
        item.setName(key);
        if (keyCode != 0) {
            item.setAccelerator(KeyStroke.getKeyStroke(keyCode, mod | extra));
        }
        item.addActionListener(e -> action.run());
        return item;
    }

    private JRadioButtonMenuItem radio(String key, boolean selected, ButtonGroup group, Runnable action) {
        JRadioButtonMenuItem item = new JRadioButtonMenuItem(texts.get(key), selected);
        item.setName(key);
        group.add(item);
        item.addActionListener(e -> action.run());
        return item;
    }
}
