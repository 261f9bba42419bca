package org.ichto.urland.ui;

import org.ichto.core.Seat;
import org.ichto.urland.ai.PlayerSpec;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/** One row per player: colour and shape, name, who plays, role this turn, track, reserve, chips, genes. */
final class PlayersPanel extends JPanel {
    private final Texts texts;

    PlayersPanel(Texts texts) {
        super(new MigLayout("wrap 5, insets 4, gapx 8, gapy 1", "[][grow, fill][right][right][right]"));
        this.texts = texts;
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.players.title")));
        setName("players");
    }

    void show(GameState s, List<Seat> seats, int toAct) {
        removeAll();
        add(new JLabel(""));
        add(header("panel.players.name"));
        add(header("panel.players.track"));
        add(header("panel.players.reserve"));
        add(header("panel.players.extraTurns"));
        for (int seat = 0; seat < seats.size(); seat++) {
            Seat who = seats.get(seat);
            JLabel name = new JLabel(who.name());
            if (seat == toAct) {
                name.setFont(name.getFont().deriveFont(Font.BOLD));
            }
            name.setName("player." + seat);
            add(new JLabel(SeatIcon.of(who.colour(), 16)), "spany 2, aligny top");
            add(name);
            add(new JLabel(Integer.toString(s.track(seat))));
            add(new JLabel(Integer.toString(s.reserve(seat))));
            add(new JLabel(Integer.toString(s.extraChips(seat))));
            JLabel detail = new JLabel("<html>" + kind(who) + "  \u00b7  " + role(s, seat) + "<br>" + genes(s, seat)
                    + "</html>");
            detail.setFont(detail.getFont().deriveFont(detail.getFont().getSize2D() - 1f));
            add(detail, "span 4, gapbottom 4, wmin 10");
        }
        revalidate();
        repaint();
    }

    private JLabel header(String key) {
        JLabel l = new JLabel(texts.get(key));
        l.setFont(l.getFont().deriveFont(Font.BOLD, l.getFont().getSize2D() - 1f));
        return l;
    }

    private String kind(Seat who) {
        if (who.human()) {
            return texts.get("panel.players.human");
        }
        PlayerSpec spec = PlayerSpec.parse(who.profile());
        String name = texts.personality(spec.name());
        if (spec.difficulty() != org.ichto.urland.ai.Difficulty.NORMAL) {
            name += ", " + texts.get("difficulty." + spec.difficulty().id());
        }
        return texts.format("panel.players.computer", name);
    }

    private String role(GameState s, int seat) {
        if (seat == s.environmentPlayer()) {
            return texts.get("role.environment");
        }
        return seat == s.dummy() ? texts.get("role.dummy") : texts.get("role.ichto");
    }

    private String genes(GameState s, int seat) {
        List<String> names = new ArrayList<>();
        for (Gene g : Gene.values()) {
            if (s.owns(seat, g)) {
                names.add(texts.gene(g));
            }
        }
        return texts.get("panel.players.genes") + ": "
                + (names.isEmpty() ? texts.get("panel.players.genes.none") : texts.commas(names));
    }
}
