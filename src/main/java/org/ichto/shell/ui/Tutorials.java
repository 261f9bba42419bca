package org.ichto.shell.ui;

import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.tutorial.Lesson;
import org.ichto.shell.tutorial.Lessons;
import org.ichto.shell.tutorial.TutorialProgress;
import org.ichto.shell.ui.text.Texts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.JOptionPane;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starts a game's tutorial in the window: its lesson read from the game's script, resumed where the player left
 * it (kept in the data folder), else from the start. A script that cannot be read leaves the window as it was and
 * says why; progress that cannot be read, or that belongs to an earlier lesson, starts the lesson again and says
 * so in the bar.
 */
final class Tutorials {
    private static final Logger LOG = LoggerFactory.getLogger(Tutorials.class);

    private Tutorials() {
    }

    /** Whether the game has a tutorial to offer. */
    static boolean offers(GameUi<?, ?, ?, ?> ui) {
        return ui.tutorial() != null;
    }

    /** Opens the game's tutorial in the window, where the player left it. */
    static <S, V, D, E> void open(ShellWindow window, GameUi<S, V, D, E> ui, Settings settings, SaveStore store) {
        Texts texts = ui.texts(settings.locale());
        Lesson<S, D> lesson;
        try {
            lesson = Lessons.read(ui.game(), ui.tutorial());
        } catch (RecordException e) {
            LOG.warn("the tutorial of {} cannot be started: {}", ui.game().id(), e.getMessage());
            error(window, texts, texts.format("tutorial.error.lesson", texts.get("game.name"), e.getMessage()));
            return;
        }
        TutorialProgress progress = new TutorialProgress(store.directory());
        GameRecord<S, D> record = null;
        int step = 0;
        String notice = null;
        try {
            Optional<TutorialProgress.Saved<S, D>> saved = progress.read(ui.game());
            if (saved.isPresent()) {
                String why = misfit(lesson, saved.get(), new RecordIO<>(ui.game()));
                if (why == null) {
                    record = saved.get().record();
                    step = saved.get().step();
                } else {
                    LOG.info("the tutorial of {} starts again: {}", ui.game().id(), why);
                    notice = texts.get("tutorial.changed");
                }
            }
        } catch (RecordException e) {
            LOG.warn("the tutorial's progress of {} cannot be read: {}", ui.game().id(), e.getMessage());
            notice = texts.format("tutorial.error.progress", e.getMessage());
        }
        begin(window, ui, lesson, record, step, settings, progress, notice);
    }

    /**
     * Plays a lesson in the window from a record of it (null: its start, the seats named in the player's
     * language) at a step.
     */
    static <S, V, D, E> void begin(ShellWindow window, GameUi<S, V, D, E> ui, Lesson<S, D> lesson,
                                   GameRecord<S, D> from, int step, Settings settings, TutorialProgress progress,
                                   String notice) {
        Texts texts = ui.texts(settings.locale());
        GameRecord<S, D> record = from != null ? from : named(lesson.record(), texts).withDecisions(List.of());
        GameSession<S, V, D, E> session;
        try {
            session = GameSession.fromRecord(ui.game(), record, window.store().opponents().factory(ui.game()));
        } catch (RecordException e) {
            LOG.warn("the tutorial of {} cannot be started: {}", ui.game().id(), e.getMessage());
            error(window, texts, texts.format("tutorial.error.lesson", texts.get("game.name"), e.getMessage()));
            return;
        }
        window.startGuided(ui, session, new TutorialRun<>(window, ui, lesson, session, step, settings, progress,
                notice));
    }

    /** Why the saved progress does not fit the lesson (another lesson, another game), or null when it does. */
    static <S, D> String misfit(Lesson<S, D> lesson, TutorialProgress.Saved<S, D> saved, RecordIO<S, D> io) {
        GameRecord<S, D> record = saved.record();
        GameRecord<S, D> script = lesson.record();
        if (!saved.lesson().equals(lesson.id())) {
            return "it is of the lesson " + saved.lesson() + ", not " + lesson.id();
        }
        com.fasterxml.jackson.databind.JsonNode begun = io.toTree(record);
        com.fasterxml.jackson.databind.JsonNode scripted = io.toTree(script);
        if (record.seats().size() != script.seats().size()
                || !java.util.Objects.equals(begun.get("seed"), scripted.get("seed"))
                || !java.util.Objects.equals(begun.get("startPosition"), scripted.get("startPosition"))) {
            return "its game does not begin as the lesson's";
        }
        for (int seat = 0; seat < record.seats().size(); seat++) {
            if (record.seats().get(seat).human() != script.seats().get(seat).human()) {
                return "its seats are not the lesson's";
            }
        }
        int n = record.decisions().size();
        for (int i = 0; i < Math.min(n, lesson.end()); i++) {
            if (!Lessons.same(io, record.decisions().get(i), lesson.decision(i))) {
                return "its decision " + i + " is not the lesson's";
            }
        }
        int step = saved.step();
        if (step > lesson.size() || step < lesson.size() && n > lesson.step(step).at()
                || step == lesson.size() && n < lesson.end()) {
            return "its step " + step + " does not fit its " + n + " decisions";
        }
        return null;
    }

    /** The lesson's seats named as a first start names them: the player by their name, the computers by theirs. */
    private static <S, D> GameRecord<S, D> named(GameRecord<S, D> record, Texts texts) {
        List<Seat> seats = new ArrayList<>();
        for (Seat seat : record.seats()) {
            if (seat.human()) {
                seats.add(Seat.human(System.getProperty("user.name", texts.format("newgame.defaultName", 1)),
                        seat.colour()));
            } else {
                String id;
                try {
                    id = PlayerSpec.parse(seat.profile()).name();
                } catch (RuntimeException e) {
                    id = seat.profile();
                }
                seats.add(Seat.computer(texts.personality(id), seat.colour(), seat.profile()));
            }
        }
        return new GameRecord<>(record.formatVersion(), record.game(), seats, record.seed(), record.start(),
                record.practice(), record.decisions());
    }

    private static void error(ShellWindow window, Texts texts, String message) {
        JOptionPane pane = new JOptionPane(message, JOptionPane.ERROR_MESSAGE);
        pane.putClientProperty("html.disable", Boolean.TRUE);
        javax.swing.JDialog dialog = pane.createDialog(window, texts.get("error.title"));
        dialog.setName("tutorialError");
        dialog.setVisible(true);
        dialog.dispose();
    }
}
