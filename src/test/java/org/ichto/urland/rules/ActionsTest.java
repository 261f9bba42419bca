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
import static org.ichto.urland.rules.Fixture.O5;
import static org.ichto.urland.rules.Fixture.area;

/** Landing, water movement and retreat (rule 2.2, ruling 7). Breeding has its own test. */
class ActionsTest {

    private static Fixture grey() {
        return Fixture.of(4).actions(GREY, 2).put(O1, GREY, 4).put(O5, GREY, 2).put(area(5), GREY, 2);
    }

    @Test
    void landing_oneIchtoFromAnOceanIntoABorderingArea() {
        GameState after = Rules.apply(grey().build(), new Decision.Land(O1, area(5)));

        assertThat(after.ichtos(O1, GREY)).isEqualTo(3);
        assertThat(after.ichtos(area(5), GREY)).isEqualTo(3);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void landing_notIntoAnAreaTheOceanDoesNotBorder() {
        Rejected.because(grey().build(), new Decision.Land(O1, area(10)), "border");
        Rejected.because(grey().build(), new Decision.Land(O1, O2), "border");
    }

    @Test
    void landing_needsAnIchtoInThatOcean() {
        Rejected.because(grey().build(), new Decision.Land(O2, area(5)), "no Ichto");
    }

    @Test
    void landing_intoAMergedRegionFromAnyOfItsOceans() {
        GameState s = grey().erupt(11).put(O4, GREY, 1).build();

        GameState after = Rules.apply(s, new Decision.Land(O4, area(10)));

        assertThat(after.ichtos(area(10), GREY)).isEqualTo(1);
        Rejected.by(s, new Decision.Land(O4, area(11)));
    }

    @Test
    void waterMovement_asManyAsYouWish_toANeighbouringOcean() {
        GameState after = Rules.apply(grey().build(), new Decision.Swim(O1, O2, 4));

        assertThat(after.ichtos(O1, GREY)).isZero();
        assertThat(after.ichtos(O2, GREY)).isEqualTo(4);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void waterMovement_notToAnOceanThatDoesNotTouch() {
        Rejected.because(grey().build(), new Decision.Swim(O5, O3, 1), "neighbouring");
    }

    @Test
    void waterMovement_atLeastOne_atMostWhatIsThere() {
        Rejected.because(grey().build(), new Decision.Swim(O1, O2, 0), "1 to 4");
        Rejected.because(grey().build(), new Decision.Swim(O1, O2, 5), "1 to 4");
    }

    @Test
    void waterMovementThenLanding() {
        Play p = Play.from(grey()).apply(new Decision.Swim(O1, O4, 2), new Decision.Land(O4, area(12)));

        assertThat(p.state().ichtos(area(12), GREY)).isEqualTo(1);
        assertThat(p.state().ichtos(O4, GREY)).isEqualTo(1);
    }

    @Test
    void retreat_fromSeveralPlacesAtOnce_forOneAction() {
        GameState before = grey().build();

        GameState after = Rules.apply(before,
                new Decision.Retreat(PlaceCounts.of(Map.of("O1", 3, "5", 2, "O5", 1))));

        assertThat(after.ichtos(O1, GREY)).isEqualTo(1);
        assertThat(after.ichtos(area(5), GREY)).isZero();
        assertThat(after.ichtos(O5, GREY)).isEqualTo(1);
        assertThat(after.reserve(GREY)).isEqualTo(before.reserve(GREY) + 6);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void retreat_atLeastOneIchto() {
        Rejected.because(grey().build(), new Decision.Retreat(PlaceCounts.of(Map.of())), "at least 1");
    }

    @Test
    void retreat_onlyYourOwnIchtos() {
        GameState s = grey().put(area(6), BLACK, 3).build();

        Rejected.because(s, new Decision.Retreat(PlaceCounts.single(area(6), 1)), "only 0");
        Rejected.because(s, new Decision.Retreat(PlaceCounts.single(O1, 5)), "only 4");
    }
}
