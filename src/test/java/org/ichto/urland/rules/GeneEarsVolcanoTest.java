package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.O4;
import static org.ichto.urland.rules.Fixture.O5;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Ears at an eruption (section 5 with its footnote, ruling 17): Grey owns Ears. The surplus may flee
 * only into an ocean that bordered its own area before the eruption, not into one the rest of the
 * merged region brought. The last turn of the epoch as in {@link VolcanoTest}: 6 joined 5 at setup;
 * now volcano 5 joins areas 5 and 6 to area 4 and volcano 11 joins area 11 to area 10.
 *
 * <pre>
 * area 4 borders O1 O5     areas 5+6 border O1 O2     merged region 4 borders O1 O2 O5
 * area 10 borders O3       area 11 borders O3 O4      merged region 10 borders O3 O4
 * </pre>
 */
class GeneEarsVolcanoTest {
    private static final int OCEANS_OF_4 = ocean(O1) | ocean(O5);
    private static final int OCEANS_OF_5_AND_6 = ocean(O1) | ocean(O2);

    private static Fixture lastTurnOfEpoch() {
        return Fixture.of(4).gene(GREY, Gene.EARS).erupt(6).chosen(2).dummyChips(5, 11).deck()
                .put(area(1), STRIPED, 6);
    }

    /** A flight: ocean places and counts, in pairs. */
    private static Decision flight(int... oceanAndCount) {
        int[] c = new int[Board.PLACES];
        for (int i = 0; i < oceanAndCount.length; i += 2) {
            c[oceanAndCount[i]] += oceanAndCount[i + 1];
        }
        return new Decision.EarsFlight(PlaceCounts.of(c));
    }

    private static int ocean(int place) {
        return 1 << Board.oceanOf(place);
    }

    private static int areas(int... numbers) {
        int m = 0;
        for (int n : numbers) {
            m |= 1 << area(n);
        }
        return m;
    }

    @Test
    void surplusOfArea10_fleesIntoO3_notIntoO4WhichOnlyArea11Bordered() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 3).put(area(10), WHITE, 2);
        GameState before = f.build();
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.phase()).isEqualTo(Phase.EARS_FLIGHT);
        assertThat(s.ichtos(area(10), WHITE)).as("others lose at once").isEqualTo(1);
        assertThat(Rules.legal(s).open()).containsExactly(new OpenChoice.FlightChoice(area(10),
                List.of(new FlightOrigin(areas(10), ocean(O3), 3))));
        assertThat(Rules.legal(s).open()).as("written short: one area, its oceans, the surplus")
                .containsExactly(new OpenChoice.FlightChoice(area(10), ocean(O3), 2));
        Rejected.because(s, flight(O4, 1), "O4", "area 10", "before the eruption");
        Rejected.because(s, flight(O1, 1), "O1", "area 10");
        Rejected.because(s, new Decision.EarsFlight(PlaceCounts.single(area(9), 1)), "ocean", "9");
        Rejected.because(s, flight(O3, 3), "only 2");

        p.apply(flight(O3, 2)).resolvePanic();
        s = p.state();
        assertThat(s.ichtos(area(10), GREY)).isEqualTo(1);
        assertThat(s.ichtos(O3, GREY)).isEqualTo(before.ichtos(O3, GREY) + 2);
        assertThat(s.reserve(GREY)).isEqualTo(before.reserve(GREY));
        assertThat(s.epoch()).isEqualTo(2);
    }

    @Test
    void surplusFromBothFormerRegions_eachIntoTheOceansOfItsOwn() {
        Fixture f = lastTurnOfEpoch().put(area(4), GREY, 2).put(area(5), GREY, 2);
        GameState before = f.build();
        GameState s = Play.from(f).endActions().state();

        OpenChoice.FlightChoice choice = (OpenChoice.FlightChoice) Rules.legal(s).open().get(0);
        assertThat(choice).isEqualTo(new OpenChoice.FlightChoice(area(4), List.of(
                new FlightOrigin(areas(4), OCEANS_OF_4, 2), new FlightOrigin(areas(5, 6), OCEANS_OF_5_AND_6, 2))));
        assertThat(choice.oceanMask()).as("O1, O2 and O5").isEqualTo(s.regionOceans(area(4)));
        assertThat(choice.surplus()).isEqualTo(3);
        assertThat(choice.mostInto(O5)).as("only area 4 bordered O5").isEqualTo(2);
        assertThat(choice.mostInto(O2)).as("only areas 5 and 6 bordered O2").isEqualTo(2);
        assertThat(choice.mostInto(O1)).as("both bordered O1").isEqualTo(3);

        Rejected.allowed(s, flight(O1, 3));
        Rejected.allowed(s, flight(O5, 2, O2, 1));
        Rejected.allowed(s, flight(O5, 1, O2, 1, O1, 1));
        Rejected.because(s, flight(O5, 3), "only 2 Ichtos stood in area 4", "O5", "cannot take 3");
        Rejected.because(s, flight(O2, 3), "only 2 Ichtos stood in areas 5 and 6", "O2");
        Rejected.because(s, flight(O2, 2, O5, 2), "only 3 surplus");

        GameState after = Rules.apply(s, flight(O5, 2, O2, 1));
        assertThat(after.ichtos(area(4), GREY)).isEqualTo(1);
        assertThat(after.ichtos(O5, GREY)).isEqualTo(before.ichtos(O5, GREY) + 2);
        assertThat(after.ichtos(O2, GREY)).isEqualTo(before.ichtos(O2, GREY) + 1);
        assertThat(after.reserve(GREY)).isEqualTo(before.reserve(GREY));
    }

    @Test
    void whatMayNotFleeGoesToReserve() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 3).put(area(11), GREY, 1);
        GameState before = f.build();
        Play p = Play.from(f).endActions();

        Rejected.because(p.state(), flight(O4, 2), "only 1 Ichto stood in area 11", "O4", "cannot take 2");
        p.apply(flight(O4, 1, O3, 1));

        GameState s = p.state();
        assertThat(s.ichtos(area(10), GREY)).as("one stays").isEqualTo(1);
        assertThat(s.ichtos(O4, GREY)).isEqualTo(before.ichtos(O4, GREY) + 1);
        assertThat(s.ichtos(O3, GREY)).isEqualTo(before.ichtos(O3, GREY) + 1);
        assertThat(s.reserve(GREY)).as("the one that did not flee").isEqualTo(before.reserve(GREY) + 1);
    }

    @Test
    void bothVolcanoes_eachRegionsFlightKeepsToItsOwnOrigins() {
        Fixture f = lastTurnOfEpoch().put(area(4), GREY, 2).put(area(11), GREY, 2);
        GameState before = f.build();
        Play p = Play.from(f).endActions();

        GameState s = p.state();
        assertThat(s.flightRegions()).isEqualTo(areas(4, 10));
        assertThat(Rules.legal(s).open()).as("region 4 first").containsExactly(new OpenChoice.FlightChoice(area(4),
                List.of(new FlightOrigin(areas(4), OCEANS_OF_4, 2))));
        Rejected.because(s, flight(O2, 1), "O2 did not border area 4");
        Rejected.because(s, flight(O4, 1), "O4 did not border area 4");
        p.apply(flight(O5, 1));

        s = p.state();
        assertThat(Rules.legal(s).open()).containsExactly(new OpenChoice.FlightChoice(area(10),
                List.of(new FlightOrigin(areas(11), ocean(O3) | ocean(O4), 2))));
        Rejected.because(s, flight(O5, 1), "O5 did not border area 11");
        p.apply(flight(O4, 1));

        s = p.state();
        assertThat(s.phase()).isNotEqualTo(Phase.EARS_FLIGHT);
        assertThat(s.flightOrigins(area(4))).isEmpty();
        assertThat(s.flightOrigins(area(10))).isEmpty();
        assertThat(PositionCheck.problems(s)).isEmpty();
        assertThat(s.ichtos(O5, GREY)).isEqualTo(before.ichtos(O5, GREY) + 1);
        assertThat(s.ichtos(O4, GREY)).isEqualTo(before.ichtos(O4, GREY) + 1);
        assertThat(s.reserve(GREY)).isEqualTo(before.reserve(GREY));
    }

    /** Volcanoes 10 and 11 join areas 9, 10 and 11: each Ichto keeps to the oceans of its area before both. */
    @Test
    void twoEruptionsIntoOneRegion_theAreasBeforeBothCount() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EARS).erupt(6).chosen(2).dummyChips(10, 11).deck()
                .put(area(1), STRIPED, 6).put(area(9), GREY, 1).put(area(10), GREY, 2).put(area(11), GREY, 1);
        GameState s = Play.from(f).endActions().state();

        assertThat(s.regionAreas(area(9))).isEqualTo(areas(9, 10, 11));
        assertThat(Rules.legal(s).open()).containsExactly(new OpenChoice.FlightChoice(area(9), List.of(
                new FlightOrigin(areas(9), ocean(O2) | ocean(O3), 1), new FlightOrigin(areas(10), ocean(O3), 2),
                new FlightOrigin(areas(11), ocean(O3) | ocean(O4), 1))));
        Rejected.because(s, flight(O4, 2), "only 1 Ichto stood in area 11", "O4");
        Rejected.because(s, flight(O2, 1, O4, 1, O1, 1), "O1 did not border area 9, area 10 or area 11");
        Rejected.because(s, flight(O2, 2, O4, 1), "only 1 Ichto stood in area 9", "O2");
        Rejected.because(s, flight(O2, 1, O4, 1, O5, 1), "O5");
        Rejected.allowed(s, flight(O2, 1, O3, 1, O4, 1));
        Rejected.allowed(s, flight(O3, 3));
    }

    /** Volcano 9 joins area 9 (O2, O3) to area 8 (O5): O2 and O3 bordered only area 9, where 1 Ichto stood. */
    @Test
    void theReasonNamesTheOceansThatOnlyOneAreaBordered() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EARS).erupt(6).chosen(2).dummyChips(9, 11).deck()
                .put(area(1), STRIPED, 6).put(area(8), GREY, 3).put(area(9), GREY, 1);
        GameState s = Play.from(f).endActions().state();

        assertThat(Rules.whyIllegal(s, flight(O2, 2))).isEqualTo("only 1 Ichto stood in area 9 before the"
                + " eruption, and O2 bordered no other area where they stood; it cannot take 2");
        assertThat(Rules.whyIllegal(s, flight(O2, 1, O3, 1))).isEqualTo("only 1 Ichto stood in area 9 before the"
                + " eruption, and O2 and O3 bordered no other area where they stood; they cannot take 2");
        Rejected.allowed(s, flight(O5, 3));
        Rejected.allowed(s, flight(O5, 2, O3, 1));
    }

    @Test
    void aRandomFlightKeepsToTheOrigins_andReachesEveryOpenOcean() {
        Fixture f = lastTurnOfEpoch().put(area(4), GREY, 1).put(area(5), GREY, 3);
        GameState s = Play.from(f).endActions().state();
        OpenChoice.FlightChoice choice = (OpenChoice.FlightChoice) Rules.legal(s).open().get(0);
        SeededRandom rng = new SeededRandom(5);
        Set<Integer> reached = new HashSet<>();

        for (int i = 0; i < 300; i++) {
            Decision.EarsFlight d = (Decision.EarsFlight) choice.sample(rng);
            assertThat(Rules.whyIllegal(s, d)).as("%s", d).isNull();
            assertThat(choice.allows(d.oceans())).isTrue();
            for (int p = Board.AREAS; p < Board.PLACES; p++) {
                if (d.oceans().get(p) > 0) {
                    reached.add(p);
                }
            }
        }
        assertThat(reached).containsExactlyInAnyOrder(O1, O2, O5);
    }

    @Test
    void theEarsOwnerWithoutSurplus_isNotAsked_andNoOriginIsKept() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 1).put(area(5), GREY, 1);
        GameState s = Play.from(f).endActions().state();

        assertThat(s.phase()).isNotEqualTo(Phase.EARS_FLIGHT);
        assertThat(s.flightOrigins(area(10))).isEmpty();
        assertThat(s.flightOrigins(area(4))).isEmpty();
    }

    @Test
    void fleeingNone_allSurplusToReserve() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 3);
        GameState before = f.build();
        Play p = Play.from(f).endActions();

        p.apply(flight());

        assertThat(p.state().ichtos(area(10), GREY)).isEqualTo(1);
        assertThat(p.state().reserve(GREY)).isEqualTo(before.reserve(GREY) + 2);
    }

    @Test
    void whatTheEarsOwnerLosesIsTold() {
        Fixture f = lastTurnOfEpoch().put(area(10), GREY, 4);
        Play p = Play.from(f).endActions();
        p.clearEvents();
        p.apply(flight(O3, 1));

        assertThat(p.events(GameEvent.VolcanoLosses.class)).first()
                .satisfies(e -> assertThat(e.region()).isEqualTo(area(10)))
                .satisfies(e -> assertThat(e.lost()).containsExactly(0, 0, 2, 0));
    }
}
