package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import java.awt.Component;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The controls of a game the computers play alone: how fast they play and a pause. Shown above the game
 * when no seat is a human's, so a watcher need not look for them in the menus (which have them too).
 */
final class WatchBar extends JPanel {
    private final JComboBox<Settings.AiSpeed> speed = new JComboBox<>(Settings.AiSpeed.values());
    private final JToggleButton pause = new JToggleButton();
    private final Texts texts;
    private boolean syncing;

    WatchBar(Texts texts, Consumer<Settings.AiSpeed> onSpeed, Consumer<Boolean> onPause) {
        super(new MigLayout("insets 2 4 2 4", "[][]16[][]"));
        this.texts = texts;
        setName("watch");
        JLabel title = new JLabel(texts.get("watch.title"));
        title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD));
        add(title);
        add(new JLabel(texts.get("menu.view.aiSpeed")));
        speed.setName("watch.speed");
        speed.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                String key = "menu.view.aiSpeed." + ((Settings.AiSpeed) value).name().toLowerCase(Locale.ROOT);
                return super.getListCellRendererComponent(list, texts.get(key), index, selected, focus);
            }
        });
        add(speed);
        pause.setName("watch.pause");
        add(pause);
        speed.addActionListener(e -> {
            if (!syncing) {
                onSpeed.accept((Settings.AiSpeed) speed.getSelectedItem());
            }
        });
        pause.addActionListener(e -> {
            if (!syncing) {
                onPause.accept(pause.isSelected());
            }
        });
    }

    /** Shows the speed and pause chosen (here, in the menu or by a shortcut). */
    void show(Settings.AiSpeed chosen, boolean paused) {
        syncing = true;
        try {
            speed.setSelectedItem(chosen);
            pause.setSelected(paused);
            pause.setText(texts.get(paused ? "watch.resume" : "watch.pause"));
        } finally {
            syncing = false;
        }
    }
}
