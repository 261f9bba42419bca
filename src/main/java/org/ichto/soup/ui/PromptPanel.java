package org.ichto.soup.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.PromptText;
import org.ichto.shell.game.Seat;
import org.ichto.soup.board.Gene;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.interact.Choices;
import org.ichto.soup.ui.interact.SoupClicks;
import org.ichto.soup.ui.text.SoupTexts;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import java.util.ArrayList;
import java.util.List;

/**
 * What is asked now and of whom, with a button for every decision the rules list that is not a click on
 * the board (see {@link Choices}), the amoeba number for placements and divisions, Tentacle's counters,
 * and the hint. While another seat decides it says who and what.
 */
final class PromptPanel extends JPanel {

    /** What the prompt's controls do. */
    interface Actions {
        void play(SoupDecision d);

        /** The number for the next placement or division was changed. */
        void numberChosen(int number);

        void hint();

        void newGame();

        void replay();
    }

    private final SoupTexts texts;
    private final Actions actions;
    /** Plain wrapping text: quick to set again after every move, and never read as markup. */
    private final JTextArea message = PromptText.create();
    private final JTextArea detail = PromptText.create();
    /** What the waiting prompt shows now, or null when it shows something else. */
    private String waiting;

    PromptPanel(SoupTexts texts, Actions actions) {
        super(new MigLayout("wrap 1, insets 6, hidemode 3", "[grow, fill]"));
        this.texts = texts;
        this.actions = actions;
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.ask.title")));
        setName("prompt");
        message.setName("prompt.message");
        detail.setName("prompt.detail");
    }

    /** The prompt while a computer (or another human behind the cover) decides. */
    void showWaiting(SoupState s, List<Seat> seats, boolean thinking) {
        // Told by what it shows (the seat's name, not the seats written out: a record's text is built from method
        // handles the first time, on the event thread at the window's start).
        String shown = s.isOver() ? "over" : s.actor() + " " + s.phase() + " " + s.await() + " " + s.amoeba() + " "
                + thinking + " " + SoupTexts.seatName(seats, s.actor());
        if (shown.equals(waiting)) {
            return; // the same prompt: building it again would only cost the event thread
        }
        reset();
        waiting = shown;
        if (s.isOver()) {
            message.setText(texts.get("prompt.gameOver"));
            JPanel row = row();
            row.add(button(texts.get("end.newGame"), "prompt.newGame", actions::newGame));
            row.add(button(texts.get("end.replay"), "prompt.replay", actions::replay));
            add(row);
        } else {
            String who = SoupTexts.seatName(seats, s.actor());
            String what = s.phase().ofRound() ? texts.format("wait." + s.await().name(), who, s.amoeba())
                    : texts.format("wait." + s.phase().name(), who);
            message.setText(thinking ? texts.format("panel.ask.thinking", who) : what);
            if (thinking) {
                detail.setText(what);
                JProgressBar bar = new JProgressBar();
                bar.setIndeterminate(true);
                bar.setName("thinking");
                add(bar);
            }
        }
        done();
    }

    /** The prompt for the human to act, with the controls of what is asked. */
    void showHuman(SoupState view, List<Seat> seats, List<SoupDecision> legal, SoupClicks clicks) {
        reset();
        int me = view.actor();
        String name = SoupTexts.seatName(seats, me);
        message.setText(question(view, seats, name, clicks, legal));
        if (clicks.kind() == SoupClicks.Kind.PLACE || clicks.kind() == SoupClicks.Kind.DIVIDE) {
            numberChooser(clicks);
        }
        if (view.await() == Await.CUBES && view.phase().ofRound()) {
            cubes(view, seats, legal);
        }
        List<Choices.Choice> choices = new Choices(view, seats, texts).of(legal);
        boolean shortLabels = choices.stream().allMatch(c -> c.label().length() <= 22);
        JPanel grid = new JPanel(new MigLayout("insets 0, gapx 6, gapy 4, wrap " + (shortLabels ? 2 : 1),
                shortLabels ? "[sg b, fill][sg b, fill]" : "[grow, fill]"));
        for (Choices.Choice c : choices) {
            JButton b = SuggestedButtons.tag(button(c.label(), c.name(), () -> actions.play(c.decision())),
                    c.decision());
            if (c.cubes() != null) {
                b.setIcon(new CubesIcon(c.cubes(), seats, 14));
                b.setHorizontalAlignment(JButton.LEFT);
            } else if (c.decision() instanceof SoupDecision.TakeDie die) {
                b.setIcon(new DieIcon(die.face(), 18));
            }
            grid.add(b);
        }
        if (!choices.isEmpty()) {
            add(grid);
        }
        JButton hint = button(texts.get("menu.edit.hint"), "hint", actions::hint);
        add(hint, "growx 0, right");
        done();
    }

    /** The question of the moment, in words that say what the player can do. */
    private String question(SoupState v, List<Seat> seats, String me, SoupClicks clicks, List<SoupDecision> legal) {
        int seat = v.actor();
        if (v.phase() == Phase.SETUP_START_SPACE) {
            return texts.format("prompt.startSpace", me);
        }
        if (v.phase() == Phase.SETUP_FIRST_AMOEBA) {
            return texts.format(v.players() == 4 ? "prompt.place.first.damage" : "prompt.place.first", me);
        }
        if (v.phase() == Phase.SETUP_SECOND_AMOEBA) {
            return texts.format("prompt.place.second", me);
        }
        int amoeba = v.amoeba();
        String here = amoeba > 0 && v.amoebaSpace(v.current(), amoeba) >= 0
                ? texts.space(v.amoebaSpace(v.current(), amoeba)) : "";
        return switch (v.await()) {
            case ACTION -> texts.format("prompt.action", me, amoeba, here, v.bp(seat));
            case DIE -> texts.format("prompt.die", v.moverNumber(), v.diceToChoose().get(0), v.diceToChoose().get(1));
            case DIRECTION -> texts.format("prompt.direction", v.moverNumber(), texts.space(v.stepFrom()));
            case CUBES -> texts.format("prompt.cubes", v.moverNumber(), tentacleLimit(legal), texts.space(v.stepFrom()));
            case CLING -> texts.format("prompt.cling", texts.format("amoeba.of", SoupTexts.seatName(seats, v.moverSeat()),
                    v.moverNumber()), texts.space(v.stepFrom()), clingNumber(legal));
            case MOVE_AGAIN -> texts.format("prompt.moveAgain", v.moverNumber(),
                    texts.space(v.amoebaSpace(v.moverSeat(), v.moverNumber())));
            case FEED -> v.feedMode() == 1 ? texts.format("prompt.feed.retry", amoeba)
                    : texts.format(feedsOrdinarily(legal) ? "prompt.feed" : "prompt.feed.hungry", amoeba, here);
            case ANSWER -> texts.format(v.attackIsAggression() ? "prompt.answer.aggression" : "prompt.answer",
                    texts.format("amoeba.of", SoupTexts.seatName(seats, v.attackerSeat()), v.attackerNumber()),
                    v.defenderNumber(), texts.space(v.amoebaSpace(v.defenderSeat(), v.defenderNumber())));
            case DEFECT -> texts.format("prompt.defect", me, v.mutationPoints(seat), v.environment().ozone(),
                    v.owed(seat), v.bp(seat));
            case PURCHASE -> texts.format("prompt.purchase", me, v.bp(seat));
            case FREE_AMOEBA -> texts.format("prompt.free", me);
            case DIVISION -> divisionQuestion(v, me, clicks);
            case AGGRESSION -> texts.format("prompt.aggression", me);
            case NONE -> texts.get("prompt.gameOver");
        };
    }

    private String divisionQuestion(SoupState v, String me, SoupClicks clicks) {
        int seat = v.actor();
        Gene rate = v.board().gene("Division Rate");
        int cost = rate != null && v.owns(seat, rate.index()) ? 4 : 6;
        if (clicks.targets().isEmpty()) {
            return texts.format("prompt.divide.poor", me, cost, v.bp(seat));
        }
        Gene spores = v.board().gene("Spores");
        boolean anywhere = (spores != null && v.owns(seat, spores.index())) || v.amoebasOnBoard(seat) == 1;
        return texts.format(anywhere ? "prompt.divide.anywhere" : "prompt.divide", me, cost, v.bp(seat));
    }

    /** Whether the acting amoeba can feed in the ordinary way (then it must): a Starve is not listed. */
    private static boolean feedsOrdinarily(List<SoupDecision> legal) {
        return legal.stream().noneMatch(d -> d instanceof SoupDecision.Starve);
    }

    private static int clingNumber(List<SoupDecision> legal) {
        for (SoupDecision d : legal) {
            if (d instanceof SoupDecision.Cling c) {
                return c.number();
            }
        }
        return 0;
    }

    /** The most cubes Tentacle takes: the largest count among the listed ways to take them. */
    private static int tentacleLimit(List<SoupDecision> legal) {
        int most = 0;
        for (SoupDecision d : legal) {
            if (d instanceof SoupDecision.TakeCubes c) {
                most = Math.max(most, c.cubes().stream().mapToInt(Integer::intValue).sum());
            }
        }
        return most;
    }

    private void numberChooser(SoupClicks clicks) {
        List<Integer> numbers = clicks.numbers();
        if (numbers.size() < 2) {
            return;
        }
        JComboBox<Integer> box = new JComboBox<>(numbers.toArray(new Integer[0]));
        box.setName("number");
        box.setSelectedItem(clicks.number());
        box.addActionListener(e -> actions.numberChosen((Integer) box.getSelectedItem()));
        JPanel row = row();
        row.add(new JLabel(texts.get("choice.number")));
        row.add(box);
        add(row);
    }

    /** Tentacle: a counter per colour, confirmed when the rules list the counts. */
    private void cubes(SoupState v, List<Seat> seats, List<SoupDecision> legal) {
        int limit = tentacleLimit(legal);
        List<JSpinner> spinners = new ArrayList<>();
        JPanel row = new JPanel(new MigLayout("insets 0, gapx 4, wrap 4", "[][][][]"));
        for (int c = 0; c < v.players(); c++) {
            int max = Math.min(limit, v.food(v.stepFrom(), c));
            JSpinner s = new JSpinner(new SpinnerNumberModel(0, 0, Math.max(0, max), 1));
            s.setName("cubes." + c);
            s.setEnabled(max > 0);
            spinners.add(s);
            List<Integer> one = new ArrayList<>(java.util.Collections.nCopies(v.players(), 0));
            one.set(c, 1);
            JLabel label = new JLabel(texts.colourOf(seats, c), new CubesIcon(one, seats, 14), JLabel.LEFT);
            row.add(label);
            row.add(s);
        }
        add(row);
        JButton take = button(texts.get("choice.cubes.take"), "cubes.take", () -> {
            List<Integer> counts = new ArrayList<>();
            spinners.forEach(s -> counts.add((Integer) s.getValue()));
            actions.play(new SoupDecision.TakeCubes(counts));
        });
        Runnable check = () -> {
            List<Integer> counts = new ArrayList<>();
            spinners.forEach(s -> counts.add((Integer) s.getValue()));
            take.setEnabled(legal.contains(new SoupDecision.TakeCubes(counts)));
        };
        spinners.forEach(s -> s.addChangeListener(e -> check.run()));
        check.run();
        JPanel buttons = row();
        buttons.add(take);
        List<Integer> none = new ArrayList<>(java.util.Collections.nCopies(v.players(), 0));
        if (legal.contains(new SoupDecision.TakeCubes(none))) {
            buttons.add(button(texts.get("choice.cubes.none"), "cubes.none",
                    () -> actions.play(new SoupDecision.TakeCubes(none))));
        }
        add(buttons);
    }

    private void reset() {
        waiting = null;
        removeAll();
        message.setText("");
        detail.setText("");
        add(message, "wmin 10");
        add(detail, "wmin 10");
    }

    private void done() {
        detail.setVisible(!detail.getText().isEmpty());
        revalidate();
        repaint();
    }


    private static JPanel row() {
        return new JPanel(new MigLayout("insets 0, gapx 6"));
    }

    private static JButton button(String label, String name, Runnable action) {
        JButton b = new JButton(label);
        b.putClientProperty("html.disable", Boolean.TRUE);
        b.setName(name);
        b.addActionListener(e -> action.run());
        return b;
    }
}
