package org.ichto.soup.ui;

import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Replay;
import org.ichto.shell.tutorial.Lesson;
import org.ichto.shell.tutorial.LessonStep;
import org.ichto.shell.tutorial.Lessons;
import org.ichto.soup.SoupGame;
import org.ichto.soup.board.Direction;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Primordial Soup's first lesson says what happens in its game: it begins after the setup, each explaining step
 * comes right after what it explains, and its numbers (spaces, die, BP, ozone, ladder) are the game's.
 */
class SoupLessonTest {
    private static Lesson<SoupState, SoupDecision> lesson;
    private static final List<List<SoupEvent>> EVENTS = new ArrayList<>();
    private static List<SoupState> states;

    @BeforeAll
    static void replay() throws RecordException {
        lesson = Lessons.read(SoupGame.INSTANCE, SoupUi.INSTANCE.tutorial());
        for (int i = 0; i < lesson.end(); i++) {
            EVENTS.add(new ArrayList<>());
        }
        states = Replay.timeline(SoupGame.INSTANCE, lesson.record(), (d, e) -> EVENTS.get(d).add(e));
    }

    private static int at(String key) {
        return lesson.steps().stream().filter(s -> s.text().equals(key)).mapToInt(LessonStep::at).findFirst()
                .orElseThrow();
    }

    private static List<SoupEvent> before(String key) {
        return EVENTS.get(at(key) - 1);
    }

    @Test
    void theLessonBeginsAfterTheSetupWithTheCurrentFlowingNorth() {
        SoupState start = states.get(0);
        assertThat(lesson.record().start()).isNotNull();
        assertThat(start.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
        assertThat(lesson.human()).isZero();
        assertThat(start.amoebaSpace(0, 4)).isEqualTo(11); // space 12
        assertThat(start.amoebaSpace(0, 5)).isEqualTo(1); // space 2
        assertThat(start.environment().drift()).isEqualTo(Direction.NORTH);
        assertThat(start.actor()).isEqualTo(1); // blue, lowest on the ladder
    }

    @Test
    void amoeba4DriftsToSpace8AndFeedsOnTheOthersCubes() {
        assertThat(lesson.decision(at("lesson.drift")).decision()).isEqualTo(new SoupDecision.Drift());
        assertThat(before("lesson.feeding")).anyMatch(e -> e instanceof SoupEvent.AmoebaMoved m && m.seat() == 0
                && m.number() == 4 && m.from() == 11 && m.to() == 7);
        assertThat(before("lesson.feeding")).anyMatch(e -> e instanceof SoupEvent.Fed f && f.seat() == 0
                && f.eaten().equals(List.of(0, 1, 1, 1)) && f.excreted() == 2);
        assertThat(states.get(at("lesson.feeding")).amoebaSpace(2, 6)).isEqualTo(7); // yellow's amoeba 6 there
    }

    @Test
    void amoeba5MovesEastOnA3ForOneBp() {
        assertThat(lesson.decision(at("lesson.move")).decision()).isEqualTo(new SoupDecision.Move());
        assertThat(before("lesson.die")).anyMatch(e -> e instanceof SoupEvent.DiceRolled d && d.seat() == 0
                && d.faces().equals(List.of(3)));
        assertThat(before("lesson.die")).anyMatch(e -> e instanceof SoupEvent.AmoebaMoved m && m.number() == 5
                && m.from() == 1 && m.to() == 2);
        assertThat(states.get(at("lesson.die")).bp(0)).isEqualTo(3);
    }

    @Test
    void theNewCardHasOzone13AndAnEastCurrentAndYellowBuysSporesFirst() {
        int genes = at("lesson.genes");
        assertThat(EVENTS.get(genes - 2)).anyMatch(e -> e instanceof SoupEvent.EnvironmentTurned t && t.ozone() == 13);
        assertThat(states.get(genes).environment().drift()).isEqualTo(Direction.EAST);
        assertThat(before("lesson.genes")).anyMatch(e -> e instanceof SoupEvent.GeneBought b && b.seat() == 2
                && states.get(genes).board().gene(b.gene()).name().equals("Spores"));
        SoupState buying = states.get(at("lesson.buy"));
        assertThat(buying.await()).isEqualTo(Await.PURCHASE);
        assertThat(buying.bp(0)).isEqualTo(3);
        SoupDecision.BuyGene buy = (SoupDecision.BuyGene) lesson.decision(at("lesson.buy")).decision();
        assertThat(buying.board().gene(buy.gene()).name()).isEqualTo("Movement I");
        assertThat(buying.board().gene(buy.gene()).price()).isEqualTo(3);
    }

    @Test
    void theDivisionPutsAmoeba1OnSpace4WithTenBp() {
        SoupState dividing = states.get(at("lesson.divide"));
        assertThat(dividing.await()).isEqualTo(Await.DIVISION);
        assertThat(dividing.bp(0)).isEqualTo(10);
        assertThat(lesson.decision(at("lesson.divide")).decision()).isEqualTo(new SoupDecision.Divide(1, 3));
    }

    @Test
    void nobodyDiesAndEveryMarkerMovesOneSpaceUp() {
        List<SoupEvent> scoring = before("lesson.scoring");
        assertThat(scoring).noneMatch(e -> e instanceof SoupEvent.DiedNaturally);
        assertThat(scoring.stream().filter(e -> e instanceof SoupEvent.MarkerMoved).map(e -> (SoupEvent.MarkerMoved) e)
                .toList()).hasSize(4).allMatch(m -> m.to() == m.from() + 1)
                .anyMatch(m -> m.seat() == 0 && m.from() == 3 && m.to() == 4);
        assertThat(at("lesson.over")).isEqualTo(lesson.end());
    }
}
