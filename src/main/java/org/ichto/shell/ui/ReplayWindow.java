package org.ichto.shell.ui;




import org.ichto.shell.record.GameRecord;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.ReplayModel;
import org.ichto.shell.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.KeyStroke;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.Timer;
import java.awt.Dimension;

/** Steps through a recorded game: forward and back, to a turn, automatically; or plays on from here. */
final class ReplayWindow<S, V, D, E> extends JDialog {
    private final GameUi<S, V, D, E> ui;
    private final Texts texts;
    private final ReplayModel<S, V, D, E> model;
    private final ReplayView<S, V, D, E> view;
    private final LogPanel log;
    private final JLabel position = new JLabel();
    private final JSlider slider;
    private final JComboBox<String> turns = new JComboBox<>();
    private final JButton play;
    private final Timer timer;
    private boolean updating;

    private ReplayWindow(ShellWindow owner, GameUi<S, V, D, E> ui, Texts texts, ReplayModel<S, V, D, E> model,
                         Settings settings) {
        super(owner, texts.format("replay.title", owner.getTitle()), ModalityType.MODELESS);
        this.ui = ui;
        this.texts = texts;
        this.model = model;
        setName("replay");
        log = new LogPanel(texts);
        view = ui.replayView(texts, settings);
        view.board().setName("replay.board");
        slider = new JSlider(0, model.size(), model.position());
        slider.setName("replay.slider");
        position.setName("replay.position");
        JButton first = button("replay.first", () -> go(0));
        JButton back = button("replay.back", model::stepBack);
        play = button("replay.play", this::togglePlay);
        JButton forward = button("replay.forward", model::stepForward);
        JButton last = button("replay.last", () -> go(model.size()));
        JButton cont = new JButton(texts.get("replay.continue"));
        cont.setName("replay.continue");
        for (ReplayModel.TurnStart t : model.turns()) {
            turns.addItem(texts.format("replay.turn", t.turn()));
        }
        turns.setName("replay.turns");
        turns.addActionListener(e -> {
            if (!updating && turns.getSelectedIndex() >= 0) {
                go(model.turns().get(turns.getSelectedIndex()).position());
            }
        });
        slider.addChangeListener(e -> {
            if (!updating) {
                go(slider.getValue());
            }
        });
        timer = new Timer(Math.max(200, settings.aiSpeed().pauseMillis()), e -> {
            if (!model.stepForward()) {
                togglePlay();
            }
            showPosition();
        });
        cont.addActionListener(e -> {
            // A game in progress in the window is lost: that is the question then; else whether to drop the rest.
            boolean go = owner.inProgress() ? owner.mayReplace() : JOptionPane.showConfirmDialog(this,
                    texts.get("confirm.replayContinue"), texts.get("confirm.title"), JOptionPane.YES_NO_OPTION)
                    == JOptionPane.YES_OPTION;
            if (go) {
                timer.stop();
                owner.start(ui, model.continueFromHere(Opponents.standard().factory(model.game())), null);
                dispose();
            }
        });
        JPanel controls = new JPanel(new MigLayout("insets 4, gapx 4", "[][][][][]16[grow, fill]16[][]"));
        controls.add(first);
        controls.add(back);
        controls.add(play);
        controls.add(forward);
        controls.add(last);
        controls.add(slider);
        controls.add(turns);
        controls.add(cont);
        JTabbedPane side = new JTabbedPane();
        log.setBorder(javax.swing.BorderFactory.createEmptyBorder()); // the tab names it
        side.addTab(texts.get("panel.log.title"), log);
        if (view.summaries() != null) {
            side.addTab(texts.get("panel.news.title"), new JScrollPane(view.summaries(),
                    JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER));
        }
        JPanel root = new JPanel(new MigLayout("fill, insets 6", "[grow, fill][360!]", "[grow][]"));
        root.add(view.board(), "grow");
        root.add(side, "grow, wrap");
        root.add(controls, "span 2, split 2, growx");
        root.add(position, "growx 0");
        setContentPane(root);
        keys(root, first, back, play, forward, last);
        setPreferredSize(new Dimension(1280, 820));
        pack();
        setLocationRelativeTo(owner);
        showPosition();
        // The arrow keys belong to the viewer, not to a text caret: start with the focus on Play.
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                play.requestFocusInWindow();
            }
        });
    }

    static <S, V, D, E> void open(ShellWindow owner, GameUi<S, V, D, E> ui, Texts texts, GameRecord<S, D> record,
                                  Settings settings) {
        try {
            new ReplayWindow<>(owner, ui, texts, new ReplayModel<>(ui.game(), record), settings).setVisible(true);
        } catch (RecordException e) {
            JOptionPane.showMessageDialog(owner, texts.format("error.corruptFile", "", e.getMessage()),
                    texts.get("error.title"), JOptionPane.ERROR_MESSAGE);
        }
    }

    private JButton button(String key, Runnable step) {
        JButton b = new JButton(texts.get(key));
        b.setName(key);
        b.addActionListener(e -> {
            step.run();
            showPosition();
        });
        return b;
    }

    /** Left and Right step, Home and End jump, Space plays or pauses: as in any media player. */
    private static void keys(JComponent root, JButton first, JButton back, JButton play, JButton forward, JButton last) {
        Object[][] bindings = {{"HOME", first}, {"LEFT", back}, {"SPACE", play}, {"RIGHT", forward}, {"END", last}};
        for (Object[] b : bindings) {
            String key = (String) b[0];
            JButton button = (JButton) b[1];
            root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key), key);
            root.getActionMap().put(key, new AbstractAction() {
                @Override
                public void actionPerformed(java.awt.event.ActionEvent e) {
                    button.doClick(0);
                }
            });
        }
    }

    private void go(int target) {
        model.jumpTo(target);
        showPosition();
    }

    private void togglePlay() {
        if (timer.isRunning()) {
            timer.stop();
            play.setText(texts.get("replay.play"));
        } else {
            timer.start();
            play.setText(texts.get("replay.pause"));
        }
    }

    /** Shows the position: the board as everyone sees it, the log up to here. */
    private void showPosition() {
        updating = true;
        try {
            view.show(model);
            log.show(model.events(), model.seats(), (events, seats) -> ui.logLines(events, seats, texts));
            slider.setValue(model.position());
            position.setText(texts.format("replay.position", model.position(), model.size()));
            int turnIndex = 0;
            for (int i = 0; i < model.turns().size(); i++) {
                if (model.turns().get(i).position() <= model.position()) {
                    turnIndex = i;
                }
            }
            if (turns.getItemCount() > 0) {
                turns.setSelectedIndex(turnIndex);
            }
        } finally {
            updating = false;
        }
    }
}
