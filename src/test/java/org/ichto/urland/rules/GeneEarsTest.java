package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.O4;
import static org.ichto.urland.rules.Fixture.PANIC;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Ears (section 5, rulings 15, 17, 25): Grey owns Ears. Panic as in {@link PanicTest}, volcanoes as in
 * {@link VolcanoTest}; Teeth against Ears is in {@link GeneTeethTest}.
 */
class GeneEarsTest {

    private static Fixture panicInArea5() {
        return Fixture.of(4).gene(GREY, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(5), GREY, 3).put(area(5), BLACK, 2);
    }

    private static Fixture lastTurnOfEpoch() {
        return Fixture.of(4).gene(GREY, Gene.EARS).erupt(6).chosen(2).dummyChips(5, 11).deck()
                .put(area(1), STRIPED, 6);
    }

    private static Decision flight(String ocean, int count) {
        return new Decision.EarsFlight(PlaceCounts.of(Map.of(ocean, count)));
    }

    @Test
    void panic_earsOwnerChoosesHowManyStay() {
        Play p = Play.from(panicInArea5()).endActions().apply(new Decision.PanicOcean(O1));

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_EARS);
        assertThat(p.state().actor()).isEqualTo(GREY);
        assertThat(p.state().ichtos(O1, BLACK)).as("the others have fled").isEqualTo(2);
        assertThat(Rules.legal(p.state()).listed()).containsExactly(new Decision.EarsStay(0),
                new Decision.EarsStay(1), new Decision.EarsStay(2), new Decision.EarsStay(3));
        Rejected.by(p.state(), new Decision.EarsStay(4));

        p.apply(new Decision.EarsStay(2));
        GameState s = p.state();
        assertThat(s.ichtos(area(5), GREY)).isEqualTo(2);
        assertThat(s.ichtos(O1, GREY)).isEqualTo(1);
        assertThat(s.ichtos(area(5), BLACK)).isZero();
        assertThat(s.phase()).as("the environment player draws again").isEqualTo(Phase.CHOOSE_CHIP);
    }

    @Test
    void panic_earsOwnerMayStayWithAll() {
        Play p = Play.from(panicInArea5()).endActions().apply(new Decision.PanicOcean(O2), new Decision.EarsStay(3));

        assertThat(p.state().ichtos(area(5), GREY)).isEqualTo(3);
        assertThat(p.state().ichtos(O2, BLACK)).isEqualTo(2);
    }

    @Test
    void volcano_surplusFleesIntoAnOceanOfTheMergedRegion_restToReserve() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 2).put(area(11), GREY, 1).put(area(10), WHITE, 2);
        GameState before = f.build();
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.phase()).isEqualTo(Phase.EARS_FLIGHT);
        assertThat(s.actor()).isEqualTo(GREY);
        assertThat(s.ichtos(area(10), WHITE)).as("others lose at once").isEqualTo(1);
        assertThat(Rules.legal(s).open()).containsExactly(new OpenChoice.FlightChoice(area(10), 0b01100, 2));
        Rejected.because(s, flight("O1", 1), "bordering");
        Rejected.because(s, flight("9", 1), "ocean");
        Rejected.because(s, flight("O3", 3), "only 2");

        p.apply(flight("O4", 1)).resolvePanic();
        s = p.state();
        assertThat(s.ichtos(area(10), GREY)).isEqualTo(1);
        assertThat(s.ichtos(O4, GREY)).isEqualTo(before.ichtos(O4, GREY) + 1);
        assertThat(s.reserve(GREY)).isEqualTo(before.reserve(GREY) + 1);
        assertThat(s.epoch()).isEqualTo(2);
    }

    @Test
    void volcano_surplusInBothEruptedRegions_fleesFromEach() {
        Fixture f = lastTurnOfEpoch().put(area(11), GREY, 2).put(area(5), GREY, 2);
        GameState before = f.build();
        Play p = Play.from(f).endActions();

        assertThat(p.state().phase()).isEqualTo(Phase.EARS_FLIGHT);
        p.apply(flight(firstOcean(p.state()), 1));
        assertThat(p.state().phase()).isEqualTo(Phase.EARS_FLIGHT);
        p.apply(flight(firstOcean(p.state()), 1)).resolvePanic();

        GameState s = p.state();
        assertThat(s.ichtos(area(10), GREY)).isEqualTo(1);
        assertThat(s.ichtos(area(4), GREY)).isEqualTo(1);
        assertThat(s.reserve(GREY)).as("both surplus Ichtos fled, none lost").isEqualTo(before.reserve(GREY));
    }

    /** An ocean that bordered the part where the surplus stood: O2 for area 5, O3 for area 11. */
    private static String firstOcean(GameState s) {
        int region = Integer.numberOfTrailingZeros(s.flightRegions());
        return region == area(4) ? "O2" : "O3";
    }

    @Test
    void volcano_fleeingNone_allSurplusToReserve() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 3);
        GameState before = f.build();
        Play p = Play.from(f).endActions();

        p.apply(new Decision.EarsFlight(PlaceCounts.of(Map.of())));

        assertThat(p.state().ichtos(area(10), GREY)).isEqualTo(1);
        assertThat(p.state().reserve(GREY)).isEqualTo(before.reserve(GREY) + 2);
    }

    @Test
    void volcano_noSurplus_noQuestion() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 1);
        Play p = Play.from(f).endActions();

        assertThat(p.state().phase()).isNotEqualTo(Phase.EARS_FLIGHT);
        assertThat(p.state().ichtos(area(10), GREY)).isEqualTo(1);
    }

    @Test
    void panic_earsOfTheFirstSeatWorkToo() {
        Fixture f = Fixture.of(4).gene(BLACK, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(5), BLACK, 3).put(area(5), GREY, 2);
        Play p = Play.from(f).endActions().apply(new Decision.PanicOcean(O1));

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_EARS);
        assertThat(p.state().actor()).isEqualTo(BLACK);
        assertThat(p.state().ichtos(O1, GREY)).isEqualTo(2);
    }

    @Test
    void panic_earsOwnerWithNoIchtoInTheStruckRegion_isNotAsked() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(5), BLACK, 3);
        Play p = Play.from(f).endActions().apply(new Decision.PanicOcean(O1));

        assertThat(p.state().phase()).as("the environment player draws again").isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().ichtos(O1, BLACK)).isEqualTo(3);
    }

    @Test
    void volcano_whatTheEarsOwnerLosesIsTold() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 4);
        Play p = Play.from(f).endActions();
        p.clearEvents();
        p.apply(flight("O4", 1));

        assertThat(p.events(GameEvent.VolcanoLosses.class)).first()
                .satisfies(e -> assertThat(e.region()).isEqualTo(area(10)))
                .satisfies(e -> assertThat(e.lost()).containsExactly(0, 0, 2, 0));
    }
}
