package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.board.BoardLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O4;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.area;

/**
 * A position waiting for an Ears flight says where the owner's surplus stood before the eruption
 * ({@code earsFlightFrom}); it reads back to the same state, and a position that does not say (as 0.1.0
 * wrote them) counts each flight region as one origin. Volcanoes 10 and 11 have just joined areas 9, 10
 * and 11, where Grey, owning Ears, had 1, 2 and 1 Ichtos.
 */
class EarsFlightPositionTest {
    private static final Board BOARD = BoardLoader.standard();

    private static GameState waitingForTheFlight() {
        return waitingForTheFlightOf(GREY);
    }

    private static GameState waitingForTheFlightOf(int owner) {
        Fixture f = Fixture.of(4).gene(owner, Gene.EARS).erupt(6).chosen(2).dummyChips(10, 11).deck()
                .put(area(1), STRIPED, 6).put(area(9), owner, 1).put(area(10), owner, 2).put(area(11), owner, 1);
        return Play.from(f).endActions().state();
    }

    private static Position withFlightFrom(Position p, List<Position.FlightFrom> from) {
        return new Position(p.players(), p.regions(), p.oceans(), p.chips(), p.genes(), p.epoch(), p.turn(),
                p.environmentPlayer(), p.phase(), p.actor(), p.actionsLeft(), p.extraTurnUsed(), p.mutation(),
                p.panic(), p.earsFlight(), from, p.generator());
    }

    private static Position.FlightFrom from(int ichtos, String... areas) {
        return new Position.FlightFrom(List.of(areas), ichtos);
    }

    private static List<String> problems(Position p) {
        InvalidPositionException e = catchThrowableOfType(InvalidPositionException.class,
                () -> Positions.toState(BOARD, p));
        assertThat(e).as("the position should be refused").isNotNull();
        return e.problems();
    }

    @Test
    void theOriginsAreWrittenAndReadBack() {
        GameState s = waitingForTheFlight();
        Position p = Positions.of(s);

        assertThat(PositionCheck.problems(s)).isEmpty();
        assertThat(p.earsFlight()).containsExactly("9");
        assertThat(p.earsFlightFrom()).containsExactly(from(1, "9"), from(2, "10"), from(1, "11"));
        assertThat(Positions.toState(BOARD, p)).isEqualTo(s);
    }

    @Test
    void aPositionThatDoesNotSay_countsTheRegionAsOneOrigin() {
        GameState s = waitingForTheFlight();
        Position p = Positions.of(s);

        for (List<Position.FlightFrom> none : java.util.Arrays.asList(List.<Position.FlightFrom>of(), null)) {
            GameState old = Positions.toState(BOARD, withFlightFrom(p, none));
            assertThat(old.flightOrigins(area(9))).containsExactly(
                    new FlightOrigin(s.regionAreas(area(9)), s.regionOceans(area(9)), 4));
            assertThat(Rules.whyIllegal(old, new Decision.EarsFlight(PlaceCounts.single(O4, 3))))
                    .as("every ocean of the region is open, as in 0.1.0").isNull();
        }
    }

    @Test
    void originsThatDoNotFit_areNamed() {
        Position p = Positions.of(waitingForTheFlight());

        assertThat(problems(withFlightFrom(p, List.of(from(1, "9"), from(3, "10"), from(1, "11")))))
                .anySatisfy(x -> assertThat(x).contains("5 Ichtos stood in the origins of region 9",
                        "the Ears owner has 4 there"));
        assertThat(problems(withFlightFrom(p, List.of(from(2, "9", "11"), from(2, "10")))))
                .anySatisfy(x -> assertThat(x).contains("areas 9 and 11 were never one region"));
        assertThat(problems(withFlightFrom(p, List.of(from(2, "1"), from(4, "9", "10", "11")))))
                .anySatisfy(x -> assertThat(x).contains("area 1 must lie within one region waiting for the flight"));
        assertThat(problems(withFlightFrom(p, List.of(from(2, "9", "10"), from(2, "10", "11")))))
                .anySatisfy(x -> assertThat(x).contains("earsFlightFrom: area 10 in two origins"));
        assertThat(problems(withFlightFrom(p, List.of(from(0, "9"), from(4, "10", "11")))))
                .anySatisfy(x -> assertThat(x).contains("an origin holds at least 1"));
        assertThat(problems(withFlightFrom(p, List.of(from(4, "9", "10", "13")))))
                .anySatisfy(x -> assertThat(x).contains("earsFlightFrom: no land area"));
        assertThat(problems(withFlightFrom(p, java.util.Arrays.asList(from(4, "9", "10", "11"), null))))
                .anySatisfy(x -> assertThat(x).contains("an origin in earsFlightFrom is missing"));
    }

    @Test
    void theOriginsOfTheFirstSeat_areCheckedToo() {
        Position p = Positions.of(waitingForTheFlightOf(BLACK));

        assertThat(problems(withFlightFrom(p, List.of(from(1, "9"), from(1, "10"), from(1, "11")))))
                .containsExactly("earsFlightFrom: 3 Ichtos stood in the origins of region 9, but the Ears owner has 4"
                        + " there");
    }

    @Test
    void originsOutsideTheFlight_areNamed() {
        GameState s = waitingForTheFlight();
        GameState after = Rules.apply(s, new Decision.EarsFlight(PlaceCounts.of(new int[Board.PLACES])));
        Position p = Positions.of(after);

        assertThat(p.earsFlightFrom()).isEmpty();
        assertThat(problems(withFlightFrom(p, List.of(from(1, "9")))))
                .anySatisfy(x -> assertThat(x).contains("origins belong to phase EARS_FLIGHT"));
    }

    @Test
    void moreJoinsThanTwoEruptionsMake_areNamed() {
        GameState s = waitingForTheFlight();
        s.reserve[GREY] -= 2;
        s.ichtos[area(5) * GameState.MAX_SEATS + GREY] = 2;
        s.flightRegions |= 1 << area(5);
        s.flightOriginAreasW()[area(5)] = 1 << area(5);
        s.flightOriginIchtosW()[area(5)] = 1;
        s.flightOriginAreasW()[area(6)] = 1 << area(6);
        s.flightOriginIchtosW()[area(6)] = 1;

        assertThat(PositionCheck.problems(s)).containsExactly(
                "earsFlightFrom: the origins make 3 joins of regions, but two eruptions make at most 2");
    }
}
