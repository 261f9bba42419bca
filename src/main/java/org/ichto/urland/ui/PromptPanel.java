package org.ichto.urland.ui;

import org.ichto.shell.game.Seat;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.ui.interact.BoardInteraction;
import org.ichto.urland.ui.text.UrlandTexts;
import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.PromptText;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JTextArea;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import java.util.List;

/** What is asked now and of whom, with the controls a human needs that are not on the board. */
final class PromptPanel extends JPanel {

    /** What the buttons of the prompt do. */
    interface Actions {
        void play(Decision d);

        void startRetreat();

        void resetSelection();

        void confirmCount();

        void hint();

        void newGame();

        void replay();
    }

    /** The client property of a button naming the decision it takes (a decision, or Bid.class for any bid). */
    private static final String DECISION = "urland.decision";
    private static final String MARKED = "urland.suggested";
    private final UrlandTexts texts;
    private final Actions actions;
    private final JTextArea message = PromptText.create();
    private final JTextArea detail = PromptText.create();
    /** What the waiting prompt shows now, or null when it shows something else. */
    private String waiting;

    PromptPanel(UrlandTexts texts, Actions actions) {
        super(new MigLayout("wrap 1, insets 6, hidemode 3", "[grow, fill]"));
        this.texts = texts;
        this.actions = actions;
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.ask.title")));
        message.setName("prompt.message");
        detail.setName("prompt.detail");
    }

    /** The prompt while a computer (or another human behind the cover) decides. */
    void showWaiting(GameState s, List<Seat> seats, boolean thinking) {
        // Told by what it shows (the seat's name, not the seats written out: a record's text is built from method
        // handles the first time, on the event thread at the window's start).
        String shown = s.isOver() ? "over" : s.actor() + " " + s.phase() + " " + thinking + " "
                + UrlandTexts.seatName(seats, s.actor());
        if (shown.equals(waiting)) {
            return; // the same prompt: building it again would only cost the event thread
        }
        reset();
        waiting = shown;
        if (s.isOver()) {
            message.setText(texts.get("prompt.gameOver"));
            JPanel row = row();
            row.add(button("end.newGame", "prompt.newGame", actions::newGame));
            row.add(button("end.replay", "prompt.replay", actions::replay));
            add(row);
        } else {
            String who = UrlandTexts.seatName(seats, s.actor());
            message.setText(thinking ? texts.format("panel.ask.thinking", who)
                    : texts.format("wait." + s.phase().name(), who));
            if (thinking) {
                JProgressBar bar = new JProgressBar();
                bar.setIndeterminate(true);
                bar.setName("thinking");
                add(bar);
            }
        }
        done();
    }

    /** The prompt for the human to act, with the controls of the phase. */
    void showHuman(GameState view, List<Seat> seats, LegalDecisions legal, BoardInteraction interaction,
                   Gene justBought) {
        reset();
        String me = UrlandTexts.seatName(seats, view.actor());
        switch (view.phase()) {
            case CHOOSE_CHIP -> {
                message.setText(texts.format("prompt.chooseChip", me));
                detail.setText(texts.format("prompt.chooseChip.detail", UrlandTexts.seatName(seats, view.dummy())));
                JPanel row = grid(3);
                for (Decision d : legal.listed()) {
                    int chip = ((Decision.ChooseChip) d).chip();
                    JButton b = new JButton(texts.format("prompt.chooseChip.chip", Integer.toString(chip)));
                    b.setName("chip." + chip);
                    b.putClientProperty(DECISION, d);
                    b.addActionListener(e -> actions.play(d));
                    row.add(b);
                }
                add(row);
            }
            case ACTIONS -> actionsPrompt(view, me, legal, interaction);
            case BID -> {
                message.setText(texts.format("prompt.bid", me, view.reserve(view.actor())));
                detail.setText(texts.get("prompt.bid.detail"));
                JSpinner bid = spinner(0, view.reserve(view.actor()), "bid.amount");
                JPanel row = row();
                row.add(new JLabel(texts.get("prompt.bid.spinner")));
                row.add(bid);
                JButton confirm = button("prompt.bid.confirm", "bid.confirm",
                        () -> actions.play(new Decision.Bid((Integer) bid.getValue())));
                confirm.putClientProperty(DECISION, Decision.Bid.class);
                row.add(confirm);
                add(row);
            }
            case BUY -> {
                boolean mayPass = legal.listed().contains(new Decision.PassPurchase());
                message.setText(texts.format(mayPass ? "prompt.buy" : "prompt.buy.must", me, view.price()));
                JPanel row = row();
                for (Decision d : legal.listed()) {
                    if (d instanceof Decision.BuyGene b) {
                        JButton button = new JButton(texts.format("prompt.buy.button", texts.gene(b.gene())));
                        button.setName("buy." + b.gene().name());
                        button.putClientProperty(DECISION, d);
                        button.setToolTipText(html(texts.geneText(b.gene())));
                        button.addActionListener(e -> actions.play(d));
                        row.add(button, "wrap");
                    }
                }
                if (mayPass) {
                    JButton pass = button("prompt.buy.pass", "buy.pass",
                            () -> actions.play(new Decision.PassPurchase()));
                    pass.putClientProperty(DECISION, new Decision.PassPurchase());
                    row.add(pass);
                }
                add(row);
            }
            case PAY -> {
                message.setText(texts.format("prompt.pay", me, view.price(),
                        justBought == null ? "" : texts.gene(justBought)));
                countControls(interaction, texts.format("prompt.pay.chosen", interaction.counted().total(),
                        view.price()), "prompt.pay.confirm", "pay.confirm");
            }
            case PANIC_REGION -> message.setText(texts.format("prompt.panicRegion", me));
            case PANIC_OCEAN -> message.setText(texts.format("prompt.panicOcean", me,
                    texts.placeInSentence(view.panicRegion())));
            case PANIC_EARS -> {
                int mine = view.ichtos(view.panicRegion(), view.actor());
                message.setText(texts.format("prompt.earsStay", me, mine, texts.place(view.panicRegion()),
                        texts.placeInSentence(view.panicOcean())));
                JSpinner stay = spinner(mine, mine, "ears.stay");
                ((SpinnerNumberModel) stay.getModel()).setMinimum(0);
                JPanel row = row();
                row.add(stay);
                row.add(button("prompt.earsStay.confirm", "ears.confirm",
                        () -> actions.play(new Decision.EarsStay((Integer) stay.getValue()))));
                add(row);
            }
            case EARS_FLIGHT -> {
                int region = Integer.numberOfTrailingZeros(view.flightRegions());
                int surplus = view.ichtos(region, view.actor()) - 1;
                message.setText(texts.format("prompt.earsFlight", me, texts.place(region), surplus));
                countControls(interaction, texts.format("prompt.earsFlight.chosen", interaction.counted().total(),
                        surplus), "prompt.earsFlight.confirm", "flight.confirm");
            }
            default -> message.setText(texts.get("prompt.gameOver"));
        }
        done();
    }

    private void actionsPrompt(GameState view, String me, LegalDecisions legal, BoardInteraction interaction) {
        if (interaction.mode() == BoardInteraction.Mode.RETREAT) {
            message.setText(texts.format("prompt.retreat", interaction.counted().total()));
            countControls(interaction, null, "prompt.retreat.confirm", "retreat.confirm");
            return;
        }
        message.setText(texts.format("prompt.actions", me, view.actionsLeft()));
        int from = interaction.selected();
        if (from >= 0) {
            // The next click, named: where the Ichtos go, or the same place again for what is done there.
            detail.setText(texts.format(interaction.selectedActsInPlace() ? "prompt.actions.selected.again"
                    : "prompt.actions.selected", texts.placeInSentence(from)));
        } else {
            detail.setText(view.actionsLeft() == 0 ? texts.get("prompt.actions.noneLeft")
                    : texts.get("prompt.actions.breed") + " " + texts.get("prompt.actions.land"));
        }
        JPanel row = grid(2);
        if (legal.listed().contains(new Decision.PlayExtraTurn())) {
            JButton extra = button("action.extraTurn", "action.extraTurn",
                    () -> actions.play(new Decision.PlayExtraTurn()));
            extra.putClientProperty(DECISION, new Decision.PlayExtraTurn());
            row.add(extra);
        }
        if (!legal.open().isEmpty()) {
            row.add(button("action.retreat", "action.retreat", actions::startRetreat));
        }
        JButton end = button("action.end", "action.end", () -> actions.play(new Decision.EndActions()));
        end.putClientProperty(DECISION, new Decision.EndActions());
        row.add(end);
        row.add(button("menu.edit.hint", "hint", actions::hint));
        add(row);
    }

    /**
     * Outlines the button that takes a suggested decision (a hint's, or the tutorial's), in the colour of the
     * hint's places on the board; a decision made on the board alone outlines none. Null clears the outline.
     */
    void mark(Decision suggested, java.awt.Color colour) {
        for (JButton b : buttons(this)) {
            Object d = b.getClientProperty(DECISION);
            boolean marked = suggested != null && d != null
                    && (d.equals(suggested) || d == Decision.Bid.class && suggested instanceof Decision.Bid);
            // A border twice as wide in the hint's colour (FlatLaf's style of the one button).
            String hex = String.format("#%06X", colour.getRGB() & 0xFFFFFF);
            b.putClientProperty("FlatLaf.style", marked ? "borderWidth: 2; borderColor: " + hex
                    + "; hoverBorderColor: " + hex + "; focusedBorderColor: " + hex : null);
            b.putClientProperty(MARKED, marked ? Boolean.TRUE : null);
        }
    }

    /** The names of the buttons outlined as suggested (tests read them). */
    List<String> marked() {
        List<String> names = new java.util.ArrayList<>();
        for (JButton b : buttons(this)) {
            if (b.getClientProperty(MARKED) != null) {
                names.add(b.getName());
            }
        }
        return names;
    }

    private static List<JButton> buttons(java.awt.Container in) {
        List<JButton> found = new java.util.ArrayList<>();
        for (java.awt.Component c : in.getComponents()) {
            if (c instanceof JButton b) {
                found.add(b);
            } else if (c instanceof java.awt.Container inner) {
                found.addAll(buttons(inner));
            }
        }
        return found;
    }

    private void countControls(BoardInteraction interaction, String counter, String confirmKey, String name) {
        if (counter != null) {
            JLabel count = new JLabel(counter);
            count.setName("count");
            add(count);
        }
        JPanel row = row();
        JButton confirm = button(confirmKey, name, actions::confirmCount);
        confirm.setEnabled(interaction.countedDecision() != null);
        row.add(confirm);
        row.add(button("button.cancel", name + ".reset", actions::resetSelection));
        add(row);
    }

    private void reset() {
        waiting = null;
        removeAll();
        message.setText("");
        detail.setText("");
        add(message);
        add(detail);
    }

    private void done() {
        detail.setVisible(!detail.getText().isEmpty());
        revalidate();
        repaint();
    }

    private JPanel row() {
        return new JPanel(new MigLayout("insets 0, gapx 6"));
    }

    /** Buttons of one width, so many columns a row: long labels (Dutch) stay inside the side panel. */
    private JPanel grid(int columns) {
        return new JPanel(new MigLayout("insets 0, gapx 6, gapy 4, wrap " + columns, "[sg b, fill]".repeat(columns)));
    }

    private JButton button(String key, String name, Runnable action) {
        JButton b = new JButton(texts.get(key));
        b.setName(name);
        b.addActionListener(e -> action.run());
        return b;
    }

    private static JSpinner spinner(int value, int max, String name) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(value, 0, Math.max(0, max), 1));
        s.setName(name);
        return s;
    }

    private static String html(String text) {
        return "<html>" + text.replace("&", "&amp;").replace("<", "&lt;") + "</html>";
    }
}
