package org.ichto.shell.ui;

import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.SeatDecision;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.tutorial.Lesson;
import org.ichto.shell.tutorial.LessonStep;
import org.ichto.shell.tutorial.Lessons;
import org.ichto.shell.tutorial.TutorialProgress;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JComponent;
import javax.swing.Timer;

/**
 * A lesson being played in the window: the guide of its game. It tells the step the game has reached in the bar
 * above it, marks the decision a step asks for on the board (as a hint's places), refuses another decision with a
 * friendly word, plays the computers' decisions of the lesson's record (after the pause of the computer speed,
 * and not while a step's words wait for Next), and keeps the place reached in the data folder after every change.
 * After the last step the game goes on as any other: the window's computers play it, and the bar stays until the
 * player leaves. Knows the game only through its interfaces: decisions are compared in their record form.
 */
final class TutorialRun<S, V, D, E> implements Guide<S, V, D, E> {
    private final ShellWindow window;
    private final GameUi<S, V, D, E> ui;
    private final Lesson<S, D> lesson;
    private final GameSession<S, V, D, E> session;
    private final Settings settings;
    private final TutorialProgress progress;
    private final RecordIO<S, D> io;
    /** The step being told; the lesson's size once it is over. */
    private int step;
    /** A word for the bar from the start (the progress could not be read), shown until the first step is left. */
    private String notice;
    private Texts texts;
    private TutorialBar bar;
    private Table<S, V, D, E> table;
    /** The revision a computer's decision of the lesson is waiting to be played at, or -1. */
    private long scheduled = -1;
    private Timer timer;
    /** The decisions played when last seen: fewer now means some were taken back. */
    private int seen;
    /** The step and revision last kept in the data folder. */
    private long savedRevision = -1;
    private int savedStep = -1;
    private boolean handedOver;
    /** The step and the decisions played when the bar last changed its step: its word below is cleared then. */
    private int toldStep = -1;
    private int toldAt = -1;
    private boolean freshBar;
    private boolean stopped;

    /**
     * @param step     the step to begin at (0, or where the player left the lesson)
     * @param notice   a word for the bar at the start, or null
     */
    TutorialRun(ShellWindow window, GameUi<S, V, D, E> ui, Lesson<S, D> lesson, GameSession<S, V, D, E> session,
                int step, Settings settings, TutorialProgress progress, String notice) {
        this.window = window;
        this.ui = ui;
        this.lesson = lesson;
        this.session = session;
        this.settings = settings;
        this.progress = progress;
        this.io = new RecordIO<>(ui.game());
        this.step = Math.max(0, Math.min(step, lesson.size()));
        this.notice = notice;
        this.seen = session.size();
        this.texts = ui.texts(settings.locale());
    }

    /** Whether the lesson is over (the game plays on as any other). */
    boolean over() {
        return step >= lesson.size();
    }

    /** The step being told, from 0 (the lesson's size once it is over). */
    int step() {
        return step;
    }

    /** The bar shown now (tests read it). */
    TutorialBar shownBar() {
        return bar;
    }

    // ------------------------------------------------------------------ Guide

    @Override
    public String refusal(D decision) {
        int n = session.size();
        if (stopped || over() || n >= lesson.end()) {
            return null;
        }
        SeatDecision<D> asked = lesson.decision(n);
        if (Lessons.same(io, new SeatDecision<>(session.seatToAct(), decision), asked)) {
            return null;
        }
        String text = texts.format("tutorial.refused",
                ui.describe(asked.decision(), asked.seat(), session.seats(), texts));
        if (bar != null) {
            bar.say(text);
        }
        return text;
    }

    @Override
    public void shown(Table<S, V, D, E> shownTable) {
        table = shownTable;
        update();
    }

    @Override
    public boolean hint() {
        if (over()) {
            return false;
        }
        int n = session.size();
        if (n < lesson.end() && session.humanToAct() && table != null) {
            table.showHint(lesson.decision(n).decision(), null);
            if (bar != null) {
                bar.say(texts.format("tutorial.hint",
                        ui.describe(lesson.decision(n).decision(), lesson.decision(n).seat(), session.seats(), texts)));
            }
        }
        return true;
    }

    @Override
    public boolean computersPlay() {
        return over();
    }

    @Override
    public JComponent bar(Texts words) {
        texts = words;
        bar = new TutorialBar(words, this::next, this::restart, this::leave);
        freshBar = true;
        update();
        return bar;
    }

    @Override
    public void stop() {
        if (!stopped) {
            keep();
        }
        stopped = true;
        if (timer != null) {
            timer.stop();
        }
    }

    // ------------------------------------------------------------------ the lesson

    /** Tells the step the game has reached, marks what it asks for, and plays the computers of the lesson. */
    private void update() {
        if (stopped || bar == null) {
            return;
        }
        int n = session.size();
        if (n < seen && !over()) {
            // Taken back: to the first step at or after the decision now to take.
            step = 0;
            while (step < lesson.size() && lesson.step(step).at() < n) {
                step++;
            }
        }
        seen = n;
        while (!over() && lesson.step(step).at() < n) {
            step++;
        }
        String heading = texts.format("tutorial.heading", texts.get("game.name"),
                Integer.toString(Math.min(step + 1, lesson.size())), Integer.toString(lesson.size()));
        if (over()) {
            bar.show(texts.format("tutorial.heading.done", texts.get("game.name")), texts.get("tutorial.done"), null);
            if (!handedOver) {
                handedOver = true;
                window.letComputersPlay();
            }
        } else {
            LessonStep now = lesson.step(step);
            if (now.at() == n) {
                boolean last = step == lesson.size() - 1;
                bar.show(heading, words(now.text()), now.plays() ? null : last ? "tutorial.playOn" : "tutorial.next");
                if (now.plays() && session.humanToAct() && table != null) {
                    table.showHint(lesson.decision(n).decision(), null);
                }
            } else {
                bar.show(heading, texts.get("tutorial.watch"), null);
                playComputer(n);
            }
        }
        // A word below the step (a refusal, a hint) lasts until the lesson moves on; the start's word with it.
        boolean moved = step != toldStep || n != toldAt;
        if (moved && toldStep >= 0) {
            notice = null;
        }
        if (moved || freshBar) {
            bar.say(over() ? null : notice);
        }
        toldStep = step;
        toldAt = n;
        freshBar = false;
        keep();
    }

    /** The words of a key of the game's texts, or a plain word that they are missing (never an exception). */
    private String words(String key) {
        return texts.has(key) ? texts.get(key) : texts.format("tutorial.missingText", key);
    }

    /** Plays the computer's decision number {@code n} of the lesson after the computers' pause. */
    private void playComputer(int n) {
        if (!session.computerToAct() || window.computersPaused() || n >= lesson.end()) {
            return;
        }
        long revision = session.revision();
        if (scheduled == revision) {
            return;
        }
        scheduled = revision;
        D decision = lesson.decision(n).decision();
        timer = new Timer(Math.max(1, settings.aiSpeed().pauseMillis()), e -> {
            if (stopped || session.revision() != revision || window.computersPaused()) {
                scheduled = -1;
                return;
            }
            session.apply(decision);
        });
        timer.setRepeats(false);
        timer.start();
    }

    /** Next: the step's words are read. */
    private void next() {
        if (over()) {
            return;
        }
        LessonStep now = lesson.step(step);
        if (now.at() == session.size() && !now.plays()) {
            step++;
            update();
        }
    }

    private void restart() {
        if (stopped) {
            return;
        }
        stopped = true;
        if (timer != null) {
            timer.stop();
        }
        progress.clear(ui.game());
        Tutorials.begin(window, ui, lesson, null, 0, settings, progress, null);
    }

    private void leave() {
        if (stopped) {
            return;
        }
        keep();
        stopped = true;
        if (timer != null) {
            timer.stop();
        }
        window.leaveGuide(ui);
    }

    /** Keeps the place reached in the data folder, when it changed. */
    private void keep() {
        long revision = session.revision();
        if (revision == savedRevision && step == savedStep) {
            return;
        }
        savedRevision = revision;
        savedStep = step;
        progress.save(ui.game(), new TutorialProgress.Saved<>(lesson.id(), step, session.toRecord()));
    }
}
