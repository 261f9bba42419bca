package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.area;

/** Legs (section 5, ruling 23). */
class GeneLegsTest {

    private static Fixture grey() {
        return Fixture.of(4).gene(GREY, Gene.LEGS).actions(GREY, 2);
    }

    @Test
    void landTwoFromOneOcean_forOneAction() {
        GameState after = Rules.apply(grey().put(O1, GREY, 3).build(), new Decision.LandTwo(O1, area(5)));

        assertThat(after.ichtos(area(5), GREY)).isEqualTo(2);
        assertThat(after.ichtos(O1, GREY)).isEqualTo(1);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void landTwo_needsTwoInTheOcean_andABorderingRegion() {
        GameState s = grey().put(O1, GREY, 1).put(O3, GREY, 4).build();

        Rejected.because(s, new Decision.LandTwo(O1, area(5)), "2");
        Rejected.because(s, new Decision.LandTwo(O3, area(5)), "border");
    }

    @Test
    void landTwo_withoutLegsOrTurbo_refused() {
        GameState s = Fixture.of(4).actions(GREY, 2).put(O1, GREY, 3).build();

        Rejected.because(s, new Decision.LandTwo(O1, area(5)), "Legs");
    }

    @Test
    void walkAcrossAShallowWaterGap_forOneAction() {
        GameState after = Rules.apply(grey().put(area(4), GREY, 2).build(), new Decision.Walk(area(4), area(5)));

        assertThat(after.ichtos(area(4), GREY)).isEqualTo(1);
        assertThat(after.ichtos(area(5), GREY)).isEqualTo(1);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void walkIntoAnotherContinent_refused() {
        GameState s = grey().put(area(3), GREY, 1).put(area(7), GREY, 1).build();

        Rejected.because(s, new Decision.Walk(area(3), area(4)), "shallow");
        Rejected.because(s, new Decision.Walk(area(7), area(8)), "shallow");
    }

    @Test
    void walkToANonNeighbour_refused() {
        GameState s = grey().put(area(4), GREY, 1).build();

        Rejected.because(s, new Decision.Walk(area(4), area(6)), "shallow");
    }

    @Test
    void walkIntoAnOcean_refused() {
        GameState s = grey().put(area(5), GREY, 1).build();

        Rejected.because(s, new Decision.Walk(area(5), O1), "land");
    }

    @Test
    void walkFromAMergedRegion_acrossItsOuterGap() {
        GameState s = grey().erupt(11).put(area(10), GREY, 1).build();

        GameState after = Rules.apply(s, new Decision.Walk(area(10), area(12)));

        assertThat(after.ichtos(area(12), GREY)).isEqualTo(1);
        Rejected.because(s, new Decision.Walk(area(10), area(11)), "shallow");
    }

    @Test
    void walkNeedsOneOfYourIchtos() {
        GameState s = grey().put(area(4), Fixture.BLACK, 1).build();

        Rejected.because(s, new Decision.Walk(area(4), area(5)), "no Ichto");
    }

    @Test
    void walkWithoutLegs_refused() {
        GameState s = Fixture.of(4).gene(GREY, Gene.TURBO).actions(GREY, 2).put(area(4), GREY, 1).build();

        Rejected.because(s, new Decision.Walk(area(4), area(5)), "LEGS");
    }
}
