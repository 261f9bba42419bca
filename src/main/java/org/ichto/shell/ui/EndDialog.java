package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.ScoreHistory;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a game: the winner, the game's final scoring, and every score's course over the game. The window keeps
 * one for all its games: closed, it is hidden, and the next game's end fills it again. Making its window anew took the
 * event thread some tens of milliseconds at each end.
 */
final class EndDialog {
    private final ShellWindow window;
    private JDialog dialog;

    EndDialog(ShellWindow window) {
        this.window = window;
    }

    /**
     * Makes the dialog's native window, hidden, ahead of the first end (at a quiet moment after the start): made at
     * the first end, it took the event thread up to a tenth of a second there.
     */
    void prepare() {
        if (dialog == null && window.isDisplayable()) {
            dialog = newDialog();
            dialog.addNotify();
        }
    }

    private JDialog newDialog() {
        JDialog d = new JDialog(window, "", JDialog.ModalityType.MODELESS);
        d.setName("end");
        d.setDefaultCloseOperation(javax.swing.WindowConstants.HIDE_ON_CLOSE);
        return d;
    }

    /** @param rating what the game did to the player's rating ("Rating: +14, now 1532"), or null */
    <S, V, D, E> void show(GameUi<S, V, D, E> ui, Texts texts, GameSession<S, V, D, E> session, String rating) {
        S end = session.state();
        List<Seat> seats = session.seats();
        if (dialog == null) {
            dialog = newDialog();
        }
        JDialog d = dialog;
        d.setTitle(texts.get("end.title"));
        JPanel root = new JPanel(new MigLayout("wrap 1, insets 14", "[grow, fill]"));
        int winner = session.game().rules().winner(end);
        int[] scores = session.game().rules().scores(end);
        JLabel title = new JLabel(texts.format("end.winner", seats.get(winner).name(), scores[winner]));
        title.putClientProperty("html.disable", Boolean.TRUE);
        title.setFont(title.getFont().deriveFont(Font.BOLD, 20f));
        title.setName("end.winner");
        root.add(title);
        if (rating != null) {
            JLabel change = new JLabel(rating);
            change.putClientProperty("html.disable", Boolean.TRUE);
            change.setFont(change.getFont().deriveFont(Font.BOLD));
            change.setName("end.rating");
            root.add(change);
        }
        root.add(ui.finalScoring(session, texts));

        root.add(new JLabel(texts.get("end.chart.title")), "gaptop 10");
        List<int[]> series = ScoreHistory.of(session).byTurn();
        int steps = series.isEmpty() ? 0 : series.get(0).length;
        List<int[]> perStep = new ArrayList<>();
        for (int i = 0; i < steps; i++) {
            int[] row = new int[seats.size()];
            for (int seat = 0; seat < seats.size(); seat++) {
                row[seat] = series.get(seat)[i];
            }
            perStep.add(row);
        }
        List<Color> colours = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Seat s : seats) {
            colours.add(ui.colour(s.colour()));
            names.add(s.name());
        }
        TrackChart chart = new TrackChart(perStep, colours, names, ui.chartGoal(end));
        chart.setName("end.chart");
        chart.setTurnCaption(texts.get("end.chart.turn"));
        root.add(chart, "grow, hmin 240");

        JButton again = new JButton(texts.get("end.newGame"));
        again.setName("end.newGame");
        JButton replay = new JButton(texts.get("end.replay"));
        replay.setName("end.replay");
        JButton close = new JButton(texts.get("button.close"));
        close.setName("end.close");
        root.add(again, "split 3, right, growx 0");
        root.add(replay, "growx 0");
        root.add(close, "growx 0");
        again.addActionListener(e -> {
            d.setVisible(false);
            window.newGame();
        });
        replay.addActionListener(e -> {
            d.setVisible(false);
            window.replay();
        });
        close.addActionListener(e -> d.setVisible(false));
        d.setContentPane(root);
        d.pack();
        d.setLocationRelativeTo(window);
        d.setVisible(true);
    }
}
