package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** Assimilation (section 5, ruling 22): Grey, an Ichto player, owns the gene. */
class GeneAssimilationTest {
    private static final int AREA = area(5);

    private static Fixture grey(int actions) {
        return Fixture.of(4).gene(GREY, Gene.ASSIMILATION).actions(GREY, actions);
    }

    @Test
    void twoActions_twoIchtosOfDifferentOpponentsBecomeOneOfYours_onLand() {
        GameState before = grey(2).put(AREA, GREY, 1).put(AREA, BLACK, 1).put(AREA, WHITE, 2).build();

        GameState after = Rules.apply(before, new Decision.Assimilate(AREA, BLACK, WHITE));

        assertThat(after.ichtos(AREA, GREY)).isEqualTo(2);
        assertThat(after.ichtos(AREA, BLACK)).isZero();
        assertThat(after.ichtos(AREA, WHITE)).isEqualTo(1);
        assertThat(after.reserve(GREY)).isEqualTo(before.reserve(GREY) - 1);
        assertThat(after.reserve(BLACK)).isEqualTo(before.reserve(BLACK) + 1);
        assertThat(after.reserve(WHITE)).isEqualTo(before.reserve(WHITE) + 1);
        assertThat(after.actionsLeft()).isZero();
    }

    @Test
    void twoIchtosOfTheSameOpponent() {
        GameState before = grey(2).put(AREA, GREY, 1).put(AREA, BLACK, 3).build();

        GameState after = Rules.apply(before, new Decision.Assimilate(AREA, BLACK, BLACK));

        assertThat(after.ichtos(AREA, GREY)).isEqualTo(2);
        assertThat(after.ichtos(AREA, BLACK)).isEqualTo(1);
        assertThat(after.reserve(BLACK)).isEqualTo(before.reserve(BLACK) + 2);
    }

    @Test
    void inAnOcean() {
        GameState before = grey(3).put(O1, GREY, 1).put(O1, STRIPED, 1).put(O1, WHITE, 1).build();

        GameState after = Rules.apply(before, new Decision.Assimilate(O1, STRIPED, WHITE));

        assertThat(after.ichtos(O1, GREY)).isEqualTo(2);
        assertThat(after.ichtos(O1, STRIPED) + after.ichtos(O1, WHITE)).isZero();
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void oneActionLeft_refused() {
        GameState s = grey(1).put(AREA, GREY, 1).put(AREA, BLACK, 2).build();

        Rejected.because(s, new Decision.Assimilate(AREA, BLACK, BLACK), "costs 2");
    }

    @Test
    void emptyReserve_refused() {
        GameState s = grey(2).put(AREA, GREY, 1).put(AREA, BLACK, 2).reserve(GREY, 0).park(O2).build();

        Rejected.because(s, new Decision.Assimilate(AREA, BLACK, BLACK), "reserve");
    }

    @Test
    void noOwnIchtoThere_refused() {
        GameState s = grey(2).put(area(6), GREY, 1).put(AREA, BLACK, 1).put(AREA, WHITE, 1).build();

        Rejected.because(s, new Decision.Assimilate(AREA, BLACK, WHITE), "your Ichtos");
    }

    @Test
    void ownIchtosCannotBeAssimilated() {
        GameState s = grey(2).put(AREA, GREY, 3).put(AREA, BLACK, 1).build();

        Rejected.because(s, new Decision.Assimilate(AREA, GREY, BLACK), "other colours");
    }

    @Test
    void victimsMustBeThere() {
        GameState s = grey(2).put(AREA, GREY, 1).put(AREA, BLACK, 1).build();

        Rejected.because(s, new Decision.Assimilate(AREA, BLACK, BLACK), "not in");
        Rejected.because(s, new Decision.Assimilate(AREA, BLACK, WHITE), "not in");
    }

    @Test
    void withoutTheGene_refused() {
        GameState s = Fixture.of(4).actions(GREY, 2).put(AREA, GREY, 1).put(AREA, BLACK, 2).build();

        Rejected.because(s, new Decision.Assimilate(AREA, BLACK, BLACK), "ASSIMILATION");
    }

    @Test
    void listedAmongTheLegalDecisions() {
        GameState s = grey(2).put(AREA, GREY, 1).put(AREA, BLACK, 1).put(AREA, WHITE, 1).build();

        assertThat(Rules.legal(s).listed()).contains(new Decision.Assimilate(AREA, BLACK, WHITE))
                .doesNotContain(new Decision.Assimilate(AREA, BLACK, BLACK));
    }

    @Test
    void exactlyTwoActionsLeft_andTheLastIchtoOfTheReserve_isListed() {
        GameState s = grey(2).put(AREA, GREY, 1).put(AREA, BLACK, 1).put(AREA, WHITE, 1).reserve(GREY, 1)
                .park(O2).build();

        assertThat(Rules.legal(s).listed()).contains(new Decision.Assimilate(AREA, BLACK, WHITE));
    }
}
