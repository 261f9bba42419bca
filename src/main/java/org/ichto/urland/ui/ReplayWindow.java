package org.ichto.urland.ui;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.rules.GameState;

import org.ichto.shell.record.GameRecord;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.session.ReplayModel;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.ui.board.BoardTheme;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.ui.news.News;
import org.ichto.urland.ui.news.RecentChanges;
import org.ichto.urland.ui.text.Texts;
import org.ichto.urland.view.SeatView;
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
final class ReplayWindow extends JDialog {
    private final Texts texts;
    private final ReplayModel<GameState, SeatView, Decision, GameEvent> model;
    private final BoardPanel board = new BoardPanel();
    private final LogPanel log;
    private final JLabel position = new JLabel();
    private final JSlider slider;
    private final JComboBox<String> turns = new JComboBox<>();
    private final JButton play;
    private final Timer timer;
    private final NewsPanel news;
    private boolean updating;

    private ReplayWindow(GameWindow owner, Texts texts, ReplayModel<GameState, SeatView, Decision, GameEvent> model, Settings settings) {
        super(owner, texts.format("replay.title", owner.getTitle()), ModalityType.MODELESS);
        this.texts = texts;
        this.model = model;
        setName("replay");
        log = new LogPanel(texts);
        board.setLabels(BoardLabels.of(texts));
        board.setTheme(settings.dark() ? BoardTheme.DARK : BoardTheme.LIGHT);
        board.setName("replay.board");
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
            int answer = JOptionPane.showConfirmDialog(this, texts.get("confirm.replayContinue"),
                    texts.get("confirm.title"), JOptionPane.YES_NO_OPTION);
            if (answer == JOptionPane.YES_OPTION) {
                timer.stop();
                owner.start(model.continueFromHere(org.ichto.shell.session.Opponents.standard()
                        .factory(org.ichto.urland.UrlandGame.INSTANCE)), null);
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
        news = new NewsPanel(texts);
        JTabbedPane side = new JTabbedPane();
        log.setBorder(javax.swing.BorderFactory.createEmptyBorder()); // the tab names it
        side.addTab(texts.get("panel.log.title"), log);
        side.addTab(texts.get("panel.news.title"), new JScrollPane(news, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER));
        JPanel root = new JPanel(new MigLayout("fill, insets 6", "[grow, fill][360!]", "[grow][]"));
        root.add(board, "grow");
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

    static void open(GameWindow owner, Texts texts, GameRecord<GameState, Decision> record, Settings settings) {
        try {
            new ReplayWindow(owner, texts, new ReplayModel<>(org.ichto.urland.UrlandGame.INSTANCE, record), settings).setVisible(true);
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
            board.setState(SeatView.of(model.state(), 0).state(), model.seats());
            // The last decision's places outlined, as in the game window; its summaries marked new.
            int at = model.position();
            board.setHighlights(at == 0 ? Highlights.NONE : Highlights.NONE.withChanged(
                    RecentChanges.places(model.stateAt(at - 1), model.state())));
            log.show(model.events(), model.seats());
            news.show(News.recent(model.events(), 8), Math.max(0, at - 1), model.seats());
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
