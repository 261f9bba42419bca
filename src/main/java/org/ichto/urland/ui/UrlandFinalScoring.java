package org.ichto.urland.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.news.GameStatistics;
import org.ichto.urland.ui.text.UrlandTexts;
import org.ichto.urland.view.SeatView;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Font;
import java.util.List;

/** Urland's final scoring, seat by seat: before it, Ichtos on the board and on land, the points, the end. */
final class UrlandFinalScoring {
    private UrlandFinalScoring() {
    }

    static JComponent of(GameSession<GameState, SeatView, Decision, GameEvent> session, UrlandTexts texts) {
        GameState end = session.state();
        List<Seat> seats = session.seats();
        int winner = end.leader();
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
        JPanel root = new JPanel(new MigLayout("wrap 1, insets 0", "[grow, fill]"));
        JPanel table = new JPanel(new MigLayout("wrap 7, insets 0, gapx 14",
                "[][right][right][right][right][right][right]"));
        for (String key : List.of("end.breakdown.player", "end.breakdown.before", "end.breakdown.total",
                "end.breakdown.totalPoints", "end.breakdown.land", "end.breakdown.landPoints", "end.breakdown.final")) {
            JLabel h = new JLabel(texts.get(key));
            h.setFont(h.getFont().deriveFont(Font.BOLD));
            table.add(h);
        }
        for (int seat = 0; seat < seats.size(); seat++) {
            JLabel name = new JLabel(seats.get(seat).name(), SeatIcon.of(seats.get(seat).colour(), 14), JLabel.LEFT);
            name.putClientProperty("html.disable", Boolean.TRUE);
            table.add(name);
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
        // Plain wrapping text a size below the labels: an HTML label, whose document and views were made here, was the
        // most of the end dialog's making on the event thread.
        org.ichto.shell.ui.WrappingText rules = new org.ichto.shell.ui.WrappingText(texts.get("end.breakdown.rules"));
        rules.setName("end.breakdown.rules");
        root.add(rules, "wmin 200");
        root.add(statistics(session, texts), "gaptop 10");
        return root;
    }

    /** Each player's game in figures: what it bought, won and lost, and where it stood at the end. */
    private static JComponent statistics(GameSession<GameState, SeatView, Decision, GameEvent> session,
                                         UrlandTexts texts) {
        List<Seat> seats = session.seats();
        GameStatistics stats = GameStatistics.of(session.events(), session.state());
        List<String> keys = List.of("end.stats.player", "end.stats.genes", "end.stats.won", "end.stats.points",
                "end.stats.returned", "end.stats.fled", "end.stats.volcanoes", "end.stats.held");
        JPanel table = org.ichto.shell.ui.FiguresTable.headed(texts, keys, "end.stats");
        for (int seat = 0; seat < seats.size(); seat++) {
            JLabel name = new JLabel(seats.get(seat).name(), SeatIcon.of(seats.get(seat).colour(), 14), JLabel.LEFT);
            name.putClientProperty("html.disable", Boolean.TRUE);
            table.add(name);
            int[] figures = {stats.genesBought(seat), stats.scoringsWon(seat), stats.scoringPoints(seat),
                    stats.returned(seat), stats.fled(seat), stats.volcanoLosses(seat), stats.regionsHeld(seat)};
            for (int f : figures) {
                table.add(new JLabel(Integer.toString(f)));
            }
        }
        JPanel box = new JPanel(new MigLayout("wrap 1, insets 0", "[grow, fill]"));
        box.add(new JLabel(texts.get("end.stats.title")));
        box.add(table);
        return box;
    }
}
