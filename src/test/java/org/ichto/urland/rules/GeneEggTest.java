package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.O5;
import static org.ichto.urland.rules.Fixture.area;

/** Egg (section 5, ruling 25): a new Ichto on land; 2 actions beside one Ichto, 1 beside two or more. */
class GeneEggTest {
    private static final int AREA = area(5);

    private static Fixture grey(int actions) {
        return Fixture.of(4).gene(GREY, Gene.EGG).actions(GREY, actions);
    }

    @Test
    void oneIchtoThere_twoActions() {
        GameState before = grey(2).put(AREA, GREY, 1).build();

        GameState after = Rules.apply(before, new Decision.Egg(AREA));

        assertThat(after.ichtos(AREA, GREY)).isEqualTo(2);
        assertThat(after.reserve(GREY)).isEqualTo(before.reserve(GREY) - 1);
        assertThat(after.actionsLeft()).isZero();
    }

    @Test
    void twoOrMoreThere_oneAction() {
        GameState before = grey(2).put(AREA, GREY, 2).build();

        GameState after = Rules.apply(Rules.apply(before, new Decision.Egg(AREA)), new Decision.Egg(AREA));

        assertThat(after.ichtos(AREA, GREY)).isEqualTo(4);
        assertThat(after.actionsLeft()).isZero();
    }

    @Test
    void oneIchtoThere_oneActionLeft_refused() {
        GameState s = grey(1).put(AREA, GREY, 1).build();

        Rejected.because(s, new Decision.Egg(AREA), "costs 2");
    }

    @Test
    void inAnOcean_refused() {
        GameState s = grey(2).put(O1, GREY, 4).build();

        Rejected.because(s, new Decision.Egg(O1), "land");
    }

    @Test
    void needsAnIchtoInReserve() {
        GameState s = grey(2).put(AREA, GREY, 2).reserve(GREY, 0).park(O2).build();

        Rejected.because(s, new Decision.Egg(AREA), "reserve");
    }

    @Test
    void needsOneOfYourIchtosThere() {
        GameState s = grey(2).put(AREA, Fixture.BLACK, 2).build();

        Rejected.because(s, new Decision.Egg(AREA), "your Ichtos");
    }

    @Test
    void theLastIchtoOfTheReserve_isListedAndHatches() {
        GameState s = grey(2).put(AREA, GREY, 2).reserve(GREY, 1).park(O5).build();

        assertThat(Rules.legal(s).listed()).contains(new Decision.Egg(AREA));
        GameState after = Rules.apply(s, new Decision.Egg(AREA));
        assertThat(after.reserve(GREY)).isZero();
        assertThat(after.ichtos(AREA, GREY)).isEqualTo(3);
    }
}
