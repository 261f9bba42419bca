package org.ichto.urland.rules;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.area;

/** Each decision reads as one short line, with places named as on the board (areas 1..12, oceans O1..O5). */
class DecisionTextTest {

    static Stream<Arguments> decisions() {
        return Stream.of(
                Arguments.of(new Decision.ChooseChip(7), "choose chip 7"),
                Arguments.of(new Decision.Land(O1, area(5)), "land O1->5"),
                Arguments.of(new Decision.Breed(O2), "breed O2"),
                Arguments.of(new Decision.Swim(O1, O2, 3), "swim 3 O1->O2"),
                Arguments.of(new Decision.Retreat(PlaceCounts.of(Map.of("5", 2))), "retreat {5=2}"),
                Arguments.of(new Decision.PlayExtraTurn(), "play extra turn"),
                Arguments.of(new Decision.EndActions(), "end actions"),
                Arguments.of(new Decision.Assimilate(area(5), 3, 1), "assimilate seats 1+3 in 5"),
                Arguments.of(new Decision.LandTwo(O1, area(1)), "land two O1->1"),
                Arguments.of(new Decision.Walk(area(1), area(2)), "walk 1->2"),
                Arguments.of(new Decision.Egg(area(12)), "egg in 12"),
                Arguments.of(new Decision.Fly(area(1), O2, 2), "fly 2 1->O2"),
                Arguments.of(new Decision.Stink(area(5), 2, O1), "stink seat 2 5->O1"),
                Arguments.of(new Decision.Bite(O1, 0), "bite seat 0 in O1"),
                Arguments.of(new Decision.Bid(4), "bid 4"),
                Arguments.of(new Decision.BuyGene(Gene.WARM_BLOOD), "buy WARM_BLOOD"),
                Arguments.of(new Decision.PassPurchase(), "pass"),
                Arguments.of(new Decision.PayPrice(PlaceCounts.of(Map.of("O1", 2, "3", 1))), "pay {3=1, O1=2}"),
                Arguments.of(new Decision.PanicRegion(area(3)), "panic strikes 3"),
                Arguments.of(new Decision.PanicOcean(O2), "panic flees to O2"),
                Arguments.of(new Decision.EarsStay(2), "ears: 2 stay"),
                Arguments.of(new Decision.EarsFlight(PlaceCounts.of(Map.of("O4", 1))), "ears flight {O4=1}"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("decisions")
    void readsAs(Decision d, String text) {
        assertThat(d).hasToString(text);
    }
}
