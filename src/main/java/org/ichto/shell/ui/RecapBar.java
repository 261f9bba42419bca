package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.util.List;
import java.util.function.IntFunction;

/**
 * What the computers did since the player's own last decision, to go through before deciding: "Show all"
 * puts every one of those moves on the board at once (numbered arrows), ◀ and ▶ one at a time with its
 * words (the words of the log, so nothing hidden is told), Close gives the board back as it was. The
 * game's table draws the moves; this bar only chooses which.
 */
final class RecapBar extends JPanel {
    /** Step shown: none (the normal board), all of them, or one by its place in the list. */
    static final int CLOSED = -2;
    static final int ALL = -1;

    /** Told which of the decisions to put on the board (none when the list is empty). */
    interface Shown {
        void show(List<Integer> decisions, int step);
    }

    private final Texts texts;
    private final Shown shown;
    private final JLabel words = new JLabel(" ");
    private final JButton previous = new JButton("\u25C0");
    private final JButton next = new JButton("\u25B6");
    private final JButton all = new JButton();
    private final JButton close = new JButton();
    private List<Integer> decisions = List.of();
    private IntFunction<String> describe = i -> "";
    private int step = CLOSED;
    /** The others are still playing: their moves can be gone through when the viewer is to act. */
    private boolean waiting;

    RecapBar(Texts texts, Shown shown) {
        super(new MigLayout("insets 0, hidemode 3", "[grow, fill][][][][]", "[]"));
        this.texts = texts;
        this.shown = shown;
        setName("recap");
        words.setName("recap.words");
        words.putClientProperty("html.disable", Boolean.TRUE);
        previous.setName("recap.previous");
        previous.setToolTipText(texts.get("recap.previous"));
        next.setName("recap.next");
        next.setToolTipText(texts.get("recap.next"));
        all.setName("recap.all");
        all.setText(texts.get("recap.all"));
        close.setName("recap.close");
        close.setText(texts.get("recap.close"));
        previous.addActionListener(e -> go(step <= 0 ? decisions.size() - 1 : step - 1));
        next.addActionListener(e -> go(step < 0 || step >= decisions.size() - 1 ? 0 : step + 1));
        all.addActionListener(e -> go(ALL));
        close.addActionListener(e -> go(CLOSED));
        add(words, "wmin 0");
        add(previous);
        add(next);
        add(all);
        add(close);
        refresh();
    }

    /**
     * The decisions since the player's last one, with their words: a new list closes what was shown of the
     * old one; the same list keeps its step on the board (the table was just drawn afresh).
     */
    void update(List<Integer> since, IntFunction<String> words, boolean viewerToAct) {
        describe = words;
        waiting = !viewerToAct;
        if (!since.equals(decisions)) {
            decisions = List.copyOf(since);
            step = CLOSED;
            shown.show(List.of(), CLOSED);
        } else if (step != CLOSED) {
            shown.show(decisions, step);
        }
        refresh();
    }

    /** The step shown: {@link #CLOSED}, {@link #ALL} or an index into the decisions (tests read it). */
    int step() {
        return step;
    }

    String words() {
        return words.getText();
    }

    private void go(int to) {
        if (decisions.isEmpty()) {
            return;
        }
        step = to;
        shown.show(step == CLOSED ? List.of() : decisions, step);
        refresh();
    }

    private void refresh() {
        int n = decisions.size();
        boolean any = n > 0;
        previous.setEnabled(any);
        next.setEnabled(any);
        all.setEnabled(any && step != ALL);
        close.setVisible(step != CLOSED);
        if (!any) {
            words.setText(texts.get(waiting ? "recap.waiting" : "recap.none"));
        } else if (step >= 0) {
            words.setText(texts.format("recap.step", step + 1, n, describe.apply(decisions.get(step))));
        } else {
            words.setText(texts.format(step == ALL ? "recap.shown" : "recap.count", n));
        }
    }
}
