package org.ichto.toy.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Hidden Nim's picture of a position: the pile drawn as counters, how many are left, whose turn, each
 * seat's points and joker, and (when it plays) a button per decision. It shows what it is given and
 * decides no rule: the offered decisions come from the game's views.
 */
final class NimPanel {
    /**
     * What to show.
     *
     * @param view     a seat's view of the position
     * @param ownShown whether the view's own unplayed joker may be shown (false: public information only)
     * @param scores   the rules' scores, seat by seat
     * @param turn     whose turn, in words
     * @param last     a second line (the last decision in a replay), or null
     * @param offered  the decisions the buttons offer (none: all disabled)
     * @param hinted   a suggested decision to mark, or null
     */
    record Picture(NimView view, boolean ownShown, int[] scores, List<Seat> seats, String turn, String last,
                   List<NimDecision> offered, NimDecision hinted) {
    }

    private final Texts texts;
    private final String prefix;
    private final JPanel root = new JPanel(new MigLayout("wrap 1, insets 12, fillx", "[grow, fill]"));
    private final PileBoard board = new PileBoard();
    private final JLabel pile = new JLabel(" ");
    private final JLabel left = new JLabel(" ");
    private final JLabel turn = new JLabel(" ");
    private final JLabel last = new JLabel(" ");
    private final JPanel seatsPanel = new JPanel(new MigLayout("wrap 3, insets 0, gapx 16", "[][right][]"));
    private final Map<NimDecision, JButton> buttons = new LinkedHashMap<>();
    private final List<JLabel> scoreLabels = new ArrayList<>();
    private final List<JLabel> jokerLabels = new ArrayList<>();
    private List<Seat> shownSeats;
    private Font plain;

    /**
     * @param prefix names of the components start with it ("nim.", "replay.nim.")
     * @param play   where the buttons' decisions go; null for a read-only panel without buttons
     */
    NimPanel(Texts texts, String prefix, Consumer<NimDecision> play, boolean dark) {
        this.texts = texts;
        this.prefix = prefix;
        root.setName(prefix + "panel");
        board.setName(prefix + "board");
        pile.setName(prefix + "pile");
        left.setName(prefix + "left");
        turn.setName(prefix + "turn");
        last.setName(prefix + "last");
        turn.putClientProperty("html.disable", Boolean.TRUE);
        last.putClientProperty("html.disable", Boolean.TRUE);
        pile.setFont(pile.getFont().deriveFont(Font.BOLD, pile.getFont().getSize2D() + 4f));
        setDark(dark);
        root.add(pile);
        root.add(board, "grow, hmin 160");
        root.add(left);
        root.add(turn);
        root.add(last);
        root.add(seatsPanel, "gaptop 8");
        if (play != null) {
            JPanel row = new JPanel(new MigLayout("insets 0, gapx 8"));
            for (int n = 1; n <= 3; n++) {
                addButton(row, new NimDecision.Take(n), texts.format("nim.take", n), prefix + "take." + n, play);
            }
            addButton(row, NimDecision.JOKER, texts.get("nim.playJoker"), prefix + "joker", play);
            root.add(row, "gaptop 8");
        }
    }

    private void addButton(JPanel row, NimDecision d, String text, String name, Consumer<NimDecision> play) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setEnabled(false);
        b.addActionListener(e -> play.accept(d));
        plain = b.getFont();
        buttons.put(d, b);
        row.add(b);
    }

    JComponent component() {
        return root;
    }

    JComponent board() {
        return board;
    }

    void setDark(boolean dark) {
        board.dark = dark;
        board.repaint();
    }

    void show(Picture p) {
        NimView v = p.view();
        boolean over = v.isOver();
        int round = Math.min(v.takers().size() + 1, NimState.PILES);
        pile.setText(texts.format("nim.pile", round, NimState.PILES));
        left.setText(texts.format("nim.left", v.pile(), v.pileStart()));
        turn.setText(p.turn());
        last.setText(p.last() == null ? " " : p.last());
        last.setVisible(p.last() != null);
        board.pile = over ? 0 : v.pile();
        board.start = v.pileStart();
        board.repaint();
        showSeats(p);
        for (Map.Entry<NimDecision, JButton> e : buttons.entrySet()) {
            e.getValue().setEnabled(p.offered().contains(e.getKey()));
        }
        mark(p.hinted());
    }

    /** Marks a suggested decision's button (bold), or none. */
    void mark(NimDecision hinted) {
        for (Map.Entry<NimDecision, JButton> e : buttons.entrySet()) {
            e.getValue().setFont(e.getKey().equals(hinted) ? plain.deriveFont(Font.BOLD) : plain);
        }
    }

    private void showSeats(Picture p) {
        List<Seat> seats = p.seats();
        if (!seats.equals(shownSeats)) {
            shownSeats = seats;
            seatsPanel.removeAll();
            scoreLabels.clear();
            jokerLabels.clear();
            for (int seat = 0; seat < seats.size(); seat++) {
                // Names come from seats and files: never read as markup.
                JLabel name = new JLabel(seats.get(seat).name(), NimUi.INSTANCE.seatIcon(seats.get(seat).colour(), 14),
                        JLabel.LEFT);
                name.setName(prefix + "name." + seat);
                name.putClientProperty("html.disable", Boolean.TRUE);
                JLabel score = new JLabel();
                score.setName(prefix + "score." + seat);
                JLabel joker = new JLabel();
                joker.setName(prefix + "jokerOf." + seat);
                seatsPanel.add(name);
                seatsPanel.add(score);
                seatsPanel.add(joker);
                scoreLabels.add(score);
                jokerLabels.add(joker);
            }
            seatsPanel.revalidate();
        }
        NimView v = p.view();
        for (int seat = 0; seat < seats.size(); seat++) {
            scoreLabels.get(seat).setText(texts.format("nim.points", p.scores()[seat]));
            int value = v.knownJokers().get(seat);
            String joker;
            if (v.jokerPlayed().get(seat)) {
                joker = texts.format("nim.joker.played", value);
            } else if (seat == v.seat() && p.ownShown() && value > 0) {
                joker = texts.format("nim.joker.own", value);
            } else {
                joker = texts.get("nim.joker.hidden");
            }
            jokerLabels.get(seat).setText(joker);
        }
    }

    /** The pile: every counter it started with, those left filled. */
    private static final class PileBoard extends JComponent {
        int pile;
        int start;
        boolean dark;

        PileBoard() {
            setPreferredSize(new Dimension(420, 180));
        }

        @Override
        protected void paintComponent(Graphics graphics) {
            Graphics2D g = (Graphics2D) graphics.create();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setColor(dark ? new Color(40, 44, 52) : new Color(238, 232, 214));
                g.fillRect(0, 0, getWidth(), getHeight());
                int size = 28;
                int perRow = 10;
                for (int i = 0; i < start; i++) {
                    int x = 12 + (i % perRow) * (size + 8);
                    int y = 12 + (i / perRow) * (size + 8);
                    if (i < pile) {
                        g.setColor(new Color(170, 110, 40));
                        g.fillOval(x, y, size, size);
                    }
                    g.setColor(dark ? new Color(200, 200, 200) : new Color(90, 70, 40));
                    g.drawOval(x, y, size, size);
                }
            } finally {
                g.dispose();
            }
        }
    }
}
