package org.ichto.soup.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.LayoutRoot;
import org.ichto.shell.ui.SteadyLabel;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/**
 * One row per player: colour and shape, name, ladder space, BP, amoebas alive, mutation points against the
 * ozone layer (marked when they exceed it: a gene defect is coming), and below, who plays and the genes held.
 */
final class PlayersPanel extends LayoutRoot {
    /** The widest figure a column shows: the ladder, the BP and the amoebas stay well below a thousand. */
    private static final String WIDEST_FIGURE = "888";
    private final SoupTexts texts;
    private List<Seat> shownSeats;
    private JLabel[] names;
    private JLabel[] ladder;
    private JLabel[] bp;
    private JLabel[] amoebas;
    private JLabel[] mutation;
    private JLabel[] details;
    private Font plain;
    private Font bold;
    private Color normal;

    PlayersPanel(SoupTexts texts) {
        super(new MigLayout("wrap 6, insets 4, gapx 8, gapy 1", "[][grow, fill][right][right][right][right]"));
        this.texts = texts;
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.players.title")));
        setName("players");
    }

    void show(SoupState s, List<Seat> seats, int toAct) {
        if (!seats.equals(shownSeats)) {
            build(seats);
        }
        EnvironmentCard card = s.environment();
        for (int seat = 0; seat < seats.size(); seat++) {
            Font font = seat == toAct ? bold : plain;
            if (names[seat].getFont() != font) {
                names[seat].setFont(font);
            }
            set(ladder[seat], Integer.toString(s.score(seat)));
            set(bp[seat], Integer.toString(s.bp(seat)));
            set(amoebas[seat], Integer.toString(s.amoebasOnBoard(seat)));
            int mp = s.mutationPoints(seat);
            boolean over = card != null && mp > card.ozone();
            set(mutation[seat], card == null ? Integer.toString(mp) : texts.format("panel.players.mpOf", mp,
                    card.ozone()));
            mutation[seat].setForeground(over ? warning() : normal);
            mutation[seat].setToolTipText(over ? texts.format("panel.players.mpOver", mp - card.ozone()) : null);
            String detail = kind(seats.get(seat)) + "  \u00b7  " + genes(s, seat);
            set(details[seat], detail);
            // Cut short in a narrow column (one line, so that the side panel fits a small screen): the whole of it
            // shows on pointing at it.
            details[seat].setToolTipText(detail);
        }
    }

    private static Color warning() {
        Color c = UIManager.getColor("Component.error.focusedBorderColor");
        return c != null ? c : new Color(0xC62828);
    }

    private void build(List<Seat> seats) {
        removeAll();
        add(new JLabel(""));
        for (String key : List.of("panel.players.name", "panel.players.ladder", "panel.players.bp",
                "panel.players.amoebas", "panel.players.mp")) {
            JLabel h = new JLabel(texts.get(key));
            h.setFont(h.getFont().deriveFont(Font.BOLD, h.getFont().getSize2D() - 1f));
            h.setToolTipText(texts.get(key + ".tip"));
            add(h);
        }
        int n = seats.size();
        names = new JLabel[n];
        ladder = new JLabel[n];
        bp = new JLabel[n];
        amoebas = new JLabel[n];
        mutation = new JLabel[n];
        details = new JLabel[n];
        for (int seat = 0; seat < n; seat++) {
            Seat who = seats.get(seat);
            SteadyLabel name = SteadyLabel.figure(who.name());
            name.setText(who.name());
            if (plain == null) {
                plain = name.getFont().deriveFont(Font.PLAIN);
                bold = name.getFont().deriveFont(Font.BOLD);
                normal = name.getForeground();
            }
            name.setFont(plain);
            name.setName("player." + seat);
            names[seat] = name;
            ladder[seat] = SteadyLabel.number(WIDEST_FIGURE);
            bp[seat] = SteadyLabel.number(WIDEST_FIGURE);
            bp[seat].setName("player." + seat + ".bp");
            amoebas[seat] = SteadyLabel.number(WIDEST_FIGURE);
            mutation[seat] = SteadyLabel.number(texts.format("panel.players.mpOf", 88, 88));
            details[seat] = detail();
            add(new JLabel(SeatIcon.of(who.colour(), 16)), "spany 2, aligny top");
            add(name);
            add(ladder[seat]);
            add(bp[seat]);
            add(amoebas[seat]);
            add(mutation[seat]);
            add(details[seat], "span 5, gapbottom 4, wmin 10, growx");
        }
        shownSeats = List.copyOf(seats);
        revalidateAround(); // more or fewer rows: the side column makes room
    }

    /**
     * A line under a name, a size smaller. Plain text (names of personalities come from files), and cheaper: an HTML
     * label parsed its text anew at each change, the longest work of a computer's move at instant speed.
     */
    private static JLabel detail() {
        JLabel detail = SteadyLabel.line();
        detail.setFont(detail.getFont().deriveFont(detail.getFont().getSize2D() - 1f));
        return detail;
    }

    private static void set(JLabel label, String text) {
        if (!text.equals(label.getText())) {
            label.setText(text);
        }
    }

    private String kind(Seat who) {
        if (who.human()) {
            return texts.get("panel.players.human");
        }
        PlayerSpec spec = PlayerSpec.parse(who.profile());
        String name = texts.personality(spec.name());
        if (spec.difficulty() != Difficulty.NORMAL) {
            name += ", " + texts.get("difficulty." + spec.difficulty().id());
        }
        return texts.format("panel.players.computer", name);
    }

    private String genes(SoupState s, int seat) {
        List<String> names = new ArrayList<>();
        for (int g : s.genesOf(seat)) {
            names.add(texts.gene(s.board().gene(g)));
        }
        return names.isEmpty() ? texts.get("panel.players.genes.none") : texts.commas(names);
    }
}
