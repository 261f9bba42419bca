package org.ichto.toy.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/** Hidden Nim's final scoring: seat by seat the piles it emptied and its points. */
final class NimFinalScoring {
    private NimFinalScoring() {
    }

    static JComponent of(GameSession<NimState, NimView, NimDecision, NimEvent> session, Texts texts) {
        NimState end = session.state();
        List<Seat> seats = session.seats();
        int[] scores = session.game().rules().scores(end);
        int winner = session.game().rules().winner(end);
        JPanel root = new JPanel(new MigLayout("wrap 1, insets 0", "[grow, fill]"));
        root.setName("nim.final");
        JPanel table = new JPanel(new MigLayout("wrap 3, insets 0, gapx 14", "[][right][right]"));
        for (String key : List.of("nim.final.player", "nim.final.piles", "nim.final.points")) {
            JLabel h = new JLabel(texts.get(key));
            h.setFont(h.getFont().deriveFont(Font.BOLD));
            table.add(h);
        }
        for (int seat = 0; seat < seats.size(); seat++) {
            JLabel name = new JLabel(seats.get(seat).name(), NimUi.INSTANCE.seatIcon(seats.get(seat).colour(), 14),
                    JLabel.LEFT);
            name.putClientProperty("html.disable", Boolean.TRUE);
            name.setName("nim.final.name." + seat);
            List<String> piles = new ArrayList<>();
            for (int i = 0; i < end.takers().size(); i++) {
                if (end.takers().get(i) == seat) {
                    piles.add(Integer.toString(i + 1));
                }
            }
            JLabel won = new JLabel(piles.isEmpty() ? texts.get("nim.final.none") : String.join(", ", piles));
            won.setName("nim.final.piles." + seat);
            JLabel points = new JLabel(Integer.toString(scores[seat]));
            points.setName("nim.final.points." + seat);
            if (seat == winner) {
                points.setFont(points.getFont().deriveFont(Font.BOLD));
            }
            table.add(name);
            table.add(won);
            table.add(points);
        }
        root.add(new JLabel(texts.get("nim.final.title")), "gaptop 8");
        root.add(table);
        return root;
    }
}
