package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.area;

/** Wings (section 5, ruling 24): 1 or 2 Ichtos from one land region to any one region or ocean. */
class GeneWingsTest {

    private static Fixture grey() {
        return Fixture.of(4).gene(GREY, Gene.WINGS).actions(GREY, 2).put(area(1), GREY, 3).put(O1, GREY, 3);
    }

    @Test
    void oneIchto_toAFarLandRegion_forOneAction() {
        GameState after = Rules.apply(grey().build(), new Decision.Fly(area(1), area(10), 1));

        assertThat(after.ichtos(area(1), GREY)).isEqualTo(2);
        assertThat(after.ichtos(area(10), GREY)).isEqualTo(1);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void twoIchtos_toAnOcean() {
        GameState after = Rules.apply(grey().build(), new Decision.Fly(area(1), O3, 2));

        assertThat(after.ichtos(area(1), GREY)).isEqualTo(1);
        assertThat(after.ichtos(O3, GREY)).isEqualTo(2);
    }

    @Test
    void threeIchtos_refused() {
        Rejected.because(grey().build(), new Decision.Fly(area(1), area(10), 3), "1 or 2");
    }

    @Test
    void fromAnOcean_refused() {
        Rejected.because(grey().build(), new Decision.Fly(O1, area(5), 1), "land");
    }

    @Test
    void toTheSameRegion_refused() {
        Rejected.because(grey().build(), new Decision.Fly(area(1), area(1), 1), "another");
    }

    @Test
    void toAnAreaMergedIntoAnother_refused_itsRegionIsTheTarget() {
        GameState s = grey().erupt(11).build();

        Rejected.by(s, new Decision.Fly(area(1), area(11), 1));
        assertThat(Rules.apply(s, new Decision.Fly(area(1), area(10), 1)).ichtos(area(10), GREY)).isEqualTo(1);
    }

    @Test
    void twoWithOnlyOneThere_refused() {
        GameState s = grey().put(area(1), GREY, 1).build();

        Rejected.because(s, new Decision.Fly(area(1), area(10), 2), "only 1");
    }

    @Test
    void toAPlaceBeyondTheFifthOcean_refused() {
        Rejected.because(grey().build(), new Decision.Fly(area(1), Board.PLACES, 1), "another region or ocean");
    }

    @Test
    void toArea1_theFirstPlace() {
        GameState after = Rules.apply(grey().put(area(2), GREY, 1).build(), new Decision.Fly(area(2), area(1), 1));

        assertThat(after.ichtos(area(1), GREY)).isEqualTo(4);
        assertThat(after.ichtos(area(2), GREY)).isZero();
    }
}
