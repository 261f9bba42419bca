package org.ichto.urland.ui;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.shell.game.Seat;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.urland.session.TrackHistory;
import org.ichto.urland.ui.board.PlayerStyle;
import org.ichto.urland.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/** The end of a game: the final scoring, the winner, and every marker's course over the game. */
final class EndDialog {
    private EndDialog() {
    }

    static void show(GameWindow window, Texts texts, GameSession<GameState, SeatView, Decision, GameEvent> session) {
        GameState end = session.state();
        List<Seat> seats = session.seats();
        JDialog d = new JDialog(window, texts.get("end.title"), JDialog.ModalityType.MODELESS);
        d.setName("end");
        JPanel root = new JPanel(new MigLayout("wrap 1, insets 14", "[grow, fill]"));
        int winner = end.leader();
        JLabel title = new JLabel(texts.format("end.winner", seats.get(winner).name(), end.track(winner)));
        title.setFont(title.getFont().deriveFont(Font.BOLD, 20f));
        title.setName("end.winner");
        root.add(title);

        GameEvent.FinalScoring fs = null;
        // Where each marker stood before the final scoring: its first move after it (markers leap
        // over occupied spaces, so the final space is not simply that plus the points).
        int[] before = new int[seats.size()];
        for (int seat = 0; seat < before.length; seat++) {
            before[seat] = end.track(seat);
        }
        boolean[] moved = new boolean[seats.size()];
        for (LoggedEvent<GameEvent> e : session.events()) {
            if (e.event() instanceof GameEvent.FinalScoring f) {
                fs = f;
            } else if (fs != null && e.event() instanceof GameEvent.MarkerMoved m && !moved[m.seat()]) {
                moved[m.seat()] = true;
                before[m.seat()] = m.from();
            }
        }
        JPanel table = new JPanel(new MigLayout("wrap 7, insets 0, gapx 14", "[][right][right][right][right][right][right]"));
        for (String key : List.of("end.breakdown.player", "end.breakdown.before", "end.breakdown.total", "end.breakdown.totalPoints",
                "end.breakdown.land", "end.breakdown.landPoints", "end.breakdown.final")) {
            JLabel h = new JLabel(texts.get(key));
            h.setFont(h.getFont().deriveFont(Font.BOLD));
            table.add(h);
        }
        for (int seat = 0; seat < seats.size(); seat++) {
            table.add(new JLabel(seats.get(seat).name(), SeatIcon.of(seats.get(seat).colour(), 14), JLabel.LEFT));
            table.add(new JLabel(fs == null ? "" : Integer.toString(before[seat])));
            table.add(new JLabel(fs == null ? "" : Integer.toString(fs.total()[seat])));
            table.add(new JLabel(fs == null ? "" : Integer.toString(fs.totalPoints()[seat])));
            table.add(new JLabel(fs == null ? "" : Integer.toString(fs.land()[seat])));
            table.add(new JLabel(fs == null ? "" : Integer.toString(fs.landPoints()[seat])));
            JLabel score = new JLabel(Integer.toString(end.track(seat)));
            if (seat == winner) {
                score.setFont(score.getFont().deriveFont(Font.BOLD));
            }
            table.add(score);
        }
        root.add(new JLabel(texts.get("end.breakdown.title")), "gaptop 8");
        root.add(table);
        JLabel rules = new JLabel("<html>" + texts.get("end.breakdown.rules") + "</html>");
        rules.setFont(rules.getFont().deriveFont(rules.getFont().getSize2D() - 1f));
        root.add(rules, "wmin 200");

        root.add(new JLabel(texts.get("end.chart.title")), "gaptop 10");
        List<int[]> series = TrackHistory.of(session).byTurn();
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
            colours.add(PlayerStyle.of(s.colour()).fill());
            names.add(s.name());
        }
        TrackChart chart = new TrackChart(perStep, colours, names, end.board().goal());
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
            d.dispose();
            window.newGame();
        });
        replay.addActionListener(e -> {
            d.dispose();
            window.replay();
        });
        close.addActionListener(e -> d.dispose());
        d.setContentPane(root);
        d.pack();
        d.setLocationRelativeTo(window);
        d.setVisible(true);
    }
}
