package org.ichto.soup.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.news.GameStatistics;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import java.awt.Font;
import java.util.List;

/** The end of a game of Primordial Soup, seat by seat: where the markers ended, what each tribe held, and its game in figures. */
final class SoupFinalScoring {
    private SoupFinalScoring() {
    }

    static JComponent of(GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session, SoupTexts texts) {
        SoupState end = session.state();
        List<Seat> seats = session.seats();
        GameStatistics stats = GameStatistics.of(session.events(), seats.size());
        int winner = end.winner();
        String[] keys = {"end.stats.player", "end.stats.ladder", "end.stats.amoebas", "end.stats.genes",
                "end.stats.bp", "end.stats.divisions", "end.stats.fed", "end.stats.starved", "end.stats.lost",
                "end.stats.kills", "end.stats.bought", "end.stats.defects"};
        JPanel table = org.ichto.shell.ui.FiguresTable.headed(texts, List.of(keys), "end.stats");
        for (int seat = 0; seat < seats.size(); seat++) {
            JLabel name = new JLabel(seats.get(seat).name(), SeatIcon.of(seats.get(seat).colour(), 14), JLabel.LEFT);
            name.putClientProperty("html.disable", Boolean.TRUE);
            table.add(name);
            JLabel ladder = new JLabel(Integer.toString(end.score(seat)));
            if (seat == winner) {
                ladder.setFont(ladder.getFont().deriveFont(Font.BOLD));
            }
            table.add(ladder);
            int[] figures = {end.amoebasOnBoard(seat), end.genesOf(seat).size(), end.bp(seat), stats.divisions(seat),
                    stats.fed(seat), stats.starved(seat), stats.died(seat) + stats.eaten(seat), stats.kills(seat),
                    stats.genesBought(seat), stats.defectPaid(seat)};
            for (int f : figures) {
                table.add(new JLabel(Integer.toString(f)));
            }
        }
        JPanel root = new JPanel(new MigLayout("wrap 1, insets 0", "[grow, fill]"));
        root.add(new JLabel(texts.get("end.stats.title")), "gaptop 8");
        root.add(table);
        // A wrapping text, so the sentence breaks at the table's width instead of widening the dialog.
        JTextArea rule = new JTextArea(texts.format("end.stats.rule", end.board().ladder().finishFirst(), end.round()));
        rule.setEditable(false);
        rule.setFocusable(false);
        rule.setOpaque(false);
        rule.setLineWrap(true);
        rule.setWrapStyleWord(true);
        rule.setColumns(60);
        Font f = table.getFont();
        rule.setFont(f.deriveFont(f.getSize2D() - 1f));
        root.add(rule, "wmin 200");
        return root;
    }
}
