package org.ichto.app;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Replay;
import org.ichto.shell.record.SeatDecision;
import org.ichto.shell.tutorial.Lesson;
import org.ichto.shell.tutorial.LessonStep;
import org.ichto.shell.tutorial.Lessons;
import org.ichto.shell.ui.GameUi;
import org.ichto.shell.ui.text.Texts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every game's tutorial, replayed from its start through today's rules: each decision a step asks for is legal
 * where it stands and the human's, every computer decision of the lesson is legal too, and every step's words
 * are in both languages. A change of the rules that breaks a lesson fails here, not in front of a new player.
 */
class TutorialScriptsTest {

    @Test
    void everyGameHasATutorial() {
        for (GameUi<?, ?, ?, ?> ui : Catalogue.WINDOWS) {
            assertThat(ui.tutorial()).as(ui.game().id()).isNotNull();
        }
    }

    @Test
    void everyLessonReplaysLegallyStepByStep() throws RecordException {
        for (GameUi<?, ?, ?, ?> ui : Catalogue.WINDOWS) {
            if (ui.tutorial() != null) {
                replays(ui);
            }
        }
    }

    private static <S, V, D, E> void replays(GameUi<S, V, D, E> ui) throws RecordException {
        GameDefinition<S, V, D, E> game = ui.game();
        Lesson<S, D> lesson = Lessons.read(game, ui.tutorial());
        assertThat(lesson.size()).as(game.id() + ": a first lesson of 8 to 15 steps").isBetween(8, 15);
        assertThat(lesson.steps()).as(game.id() + ": asks for decisions").anyMatch(LessonStep::plays);
        S state = Replay.start(game, lesson.record());
        int human = lesson.human();
        int next = 0;
        for (int d = 0; d < lesson.end(); d++) {
            SeatDecision<D> sd = lesson.decision(d);
            assertThat(game.rules().isOver(state)).isFalse();
            assertThat(game.rules().actor(state)).as(game.id() + " decision " + d + " by its seat")
                    .isEqualTo(sd.seat());
            assertThat(game.rules().whyIllegal(state, sd.decision())).as(game.id() + " decision " + d + ": " + sd)
                    .isNull();
            while (next < lesson.size() && lesson.step(next).at() <= d) {
                LessonStep step = lesson.step(next);
                if (step.plays()) {
                    assertThat(step.at()).isEqualTo(d);
                    assertThat(sd.seat()).as(game.id() + " step " + (next + 1) + " asks the player").isEqualTo(human);
                }
                next++;
            }
            state = game.rules().apply(state, sd.decision());
        }
        for (Texts texts : List.of(ui.texts(Texts.ENGLISH), ui.texts(Texts.DUTCH))) {
            for (LessonStep step : lesson.steps()) {
                assertThat(texts.has(step.text())).as(game.id() + " " + texts.locale() + ": " + step.text()).isTrue();
                assertThat(texts.get(step.text())).isNotBlank();
            }
        }
    }
}
