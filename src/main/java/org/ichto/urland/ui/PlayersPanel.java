package org.ichto.urland.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.LayoutRoot;
import org.ichto.shell.ui.SteadyLabel;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.UrlandTexts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/** One row per player: colour and shape, name, who plays, role this turn, track, reserve, chips, genes. */
final class PlayersPanel extends LayoutRoot {
    /** The widest figure a column shows: the track, the reserve and the chips stay well below a thousand. */
    private static final String WIDEST_FIGURE = "888";
    private final UrlandTexts texts;
    private List<Seat> shownSeats;
    private JLabel[] names;
    private JLabel[] tracks;
    private JLabel[] reserves;
    private JLabel[] extraChips;
    /** Under each name, in plain text: who plays and their role this turn; their genes. */
    private JLabel[] roles;
    private JLabel[] geneLines;
    private Font plain;
    private Font bold;

    PlayersPanel(UrlandTexts texts) {
        super(new MigLayout("wrap 5, insets 4, gapx 8, gapy 1", "[][grow, fill][right][right][right]"));
        this.texts = texts;
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.players.title")));
        setName("players");
    }

    void show(GameState s, List<Seat> seats, int toAct) {
        if (!seats.equals(shownSeats)) {
            build(seats);
        }
        // Only what changed is set. The labels keep their size whatever they say (SteadyLabel): a new figure lays out
        // nothing.
        for (int seat = 0; seat < seats.size(); seat++) {
            Font font = seat == toAct ? bold : plain;
            if (names[seat].getFont() != font) {
                names[seat].setFont(font);
            }
            setText(tracks[seat], Integer.toString(s.track(seat)));
            setText(reserves[seat], Integer.toString(s.reserve(seat)));
            setText(extraChips[seat], Integer.toString(s.extraChips(seat)));
            setText(roles[seat], kind(seats.get(seat)) + " \u00b7 " + role(s, seat));
            String genes = genes(s, seat);
            setText(geneLines[seat], genes);
            // A long list may be cut short in a narrow column: the whole of it shows on pointing at it.
            geneLines[seat].setToolTipText(genes);
        }
    }

    /** One row per seat, built again only when the seats change (a new game). */
    private void build(List<Seat> seats) {
        removeAll();
        add(new JLabel(""));
        add(header("panel.players.name"));
        add(header("panel.players.track"));
        add(header("panel.players.reserve"));
        add(header("panel.players.extraTurns"));
        int n = seats.size();
        names = new JLabel[n];
        tracks = new JLabel[n];
        reserves = new JLabel[n];
        extraChips = new JLabel[n];
        roles = new JLabel[n];
        geneLines = new JLabel[n];
        for (int seat = 0; seat < n; seat++) {
            Seat who = seats.get(seat);
            SteadyLabel name = SteadyLabel.figure(who.name());
            name.setText(who.name());
            if (plain == null) {
                plain = name.getFont().deriveFont(Font.PLAIN);
                bold = name.getFont().deriveFont(Font.BOLD);
            }
            name.setFont(plain);
            name.setName("player." + seat);
            names[seat] = name;
            tracks[seat] = SteadyLabel.number(WIDEST_FIGURE);
            reserves[seat] = SteadyLabel.number(WIDEST_FIGURE);
            extraChips[seat] = SteadyLabel.number(WIDEST_FIGURE);
            roles[seat] = detail();
            geneLines[seat] = detail();
            add(new JLabel(SeatIcon.of(who.colour(), 16)), "spany 3, aligny top");
            add(name);
            add(tracks[seat]);
            add(reserves[seat]);
            add(extraChips[seat]);
            add(roles[seat], "span 4, wmin 10, growx");
            add(geneLines[seat], "span 4, gapbottom 4, wmin 10, growx");
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

    private static void setText(JLabel label, String text) {
        if (!text.equals(label.getText())) {
            label.setText(text);
        }
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
        if (spec.difficulty() != org.ichto.shell.game.Difficulty.NORMAL) {
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
