package org.ichto.urland.ui;

import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Replay;
import org.ichto.shell.tutorial.Lesson;
import org.ichto.shell.tutorial.LessonStep;
import org.ichto.shell.tutorial.Lessons;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Urland's first lesson says what happens in its game: each explaining step comes right after the event it
 * explains, with the numbers its words give (the lesson's game is always the same, so its words may name them).
 */
class UrlandLessonTest {
    private static Lesson<GameState, Decision> lesson;
    /** The events of each decision of the lesson. */
    private static final List<List<GameEvent>> EVENTS = new ArrayList<>();
    private static List<GameState> states;

    @BeforeAll
    static void replay() throws RecordException {
        lesson = Lessons.read(UrlandGame.INSTANCE, UrlandUi.INSTANCE.tutorial());
        for (int i = 0; i < lesson.end(); i++) {
            EVENTS.add(new ArrayList<>());
        }
        states = Replay.timeline(UrlandGame.INSTANCE, lesson.record(), (d, e) -> EVENTS.get(d).add(e));
    }

    private static int at(String key) {
        return lesson.steps().stream().filter(s -> s.text().equals(key)).mapToInt(LessonStep::at).findFirst()
                .orElseThrow();
    }

    /** The events of the decision just before a step. */
    private static List<GameEvent> before(String key) {
        return EVENTS.get(at(key) - 1);
    }

    private static GameEvent.RegionScored scoring(String key) {
        return before(key).stream().filter(e -> e instanceof GameEvent.RegionScored)
                .map(e -> (GameEvent.RegionScored) e).findFirst().orElseThrow();
    }

    @Test
    void thePlayerIsRedAgainstThreeComputersAndActsFirstAsAnIchtoPlayer() {
        assertThat(lesson.human()).isZero();
        assertThat(lesson.record().seats().get(0).colour()).isEqualTo("red");
        GameState first = states.get(at("lesson.breed"));
        assertThat(first.phase()).isEqualTo(Phase.ACTIONS);
        assertThat(first.actor()).isZero();
        assertThat(lesson.decision(at("lesson.breed")).decision()).isEqualTo(new Decision.Breed(13));
        assertThat(lesson.decision(at("lesson.land")).decision()).isEqualTo(new Decision.Land(13, 6));
        assertThat(lesson.decision(at("lesson.end")).decision()).isEqualTo(new Decision.EndActions());
    }

    @Test
    void theFirstScoringIsACoexistenceOfBlueAndYellowInArea6() {
        GameEvent.RegionScored s = scoring("lesson.scoring");
        assertThat(s.chip()).isEqualTo(6);
        assertThat(s.kind()).isEqualTo(GameEvent.ScoringKind.COEXISTENCE);
        assertThat(s.points()).containsExactly(0, 2, 2, 0);
        // Then green is the environment player, the player the dummy.
        GameState next = states.get(at("lesson.scoring"));
        assertThat(next.dummy()).isZero();
    }

    @Test
    void theSecondScoringGivesThePlayerTwoPointsThenThePanicChipIsDrawn() {
        GameEvent.RegionScored s = scoring("lesson.panicDrawn");
        assertThat(s.chip()).isEqualTo(7);
        assertThat(s.kind()).isEqualTo(GameEvent.ScoringKind.COEXISTENCE);
        assertThat(s.points()[0]).isEqualTo(2);
        assertThat(before("lesson.panicDrawn")).anyMatch(e -> e instanceof GameEvent.MarkerMoved m
                && m.seat() == 0 && m.from() == 3 && m.to() == 6);
        assertThat(before("lesson.panicDrawn")).anyMatch(e -> e instanceof GameEvent.PanicDrawn);
        GameState panic = states.get(at("lesson.panicDrawn"));
        assertThat(panic.phase()).isEqualTo(Phase.PANIC_REGION);
        assertThat(panic.actor()).isEqualTo(3); // green, last on the track
    }

    @Test
    void thePanicDrivesArea3IntoTheWestOcean() {
        assertThat(before("lesson.panic")).anyMatch(e -> e instanceof GameEvent.PanicStruck p
                && p.region() == 2 && p.ocean() == 15);
    }

    @Test
    void thePlayerChoosesArea1OutOfTheChipsOf1And3And4() {
        GameState choosing = states.get(at("lesson.chip"));
        assertThat(choosing.phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(UrlandGame.INSTANCE.rules().legal(choosing).listed())
                .containsExactlyInAnyOrder(new Decision.ChooseChip(1), new Decision.ChooseChip(3),
                        new Decision.ChooseChip(4));
        assertThat(lesson.decision(at("lesson.chip")).decision()).isEqualTo(new Decision.ChooseChip(1));
    }

    @Test
    void theThirdScoringIsACompetitionYellowWins() {
        GameEvent.RegionScored s = scoring("lesson.competition");
        assertThat(s.chip()).isEqualTo(1);
        assertThat(s.kind()).isEqualTo(GameEvent.ScoringKind.COMPETITION);
        assertThat(s.points()).containsExactly(0, 0, 3, 0);
        assertThat(s.returned()).containsExactly(1, 1, 0, 0);
        assertThat(at("lesson.over")).isEqualTo(lesson.end());
    }
}
