package org.ichto.urland.rules;

import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** Stinkglands (section 5, ruling 25): area 5 borders O1 and O2. */
class GeneStinkglandsTest {
    private static final int AREA = area(5);

    private static Fixture grey() {
        return Fixture.of(4).gene(GREY, Gene.STINKGLANDS).actions(GREY, 2)
                .put(AREA, GREY, 1).put(AREA, BLACK, 3).put(AREA, WHITE, 2).put(O1, BLACK, 1);
    }

    @Test
    void allOfOneOpponentsIchtos_intoTheBorderingOceanOfTheActorsChoice() {
        GameState after = Rules.apply(grey().build(), new Decision.Stink(AREA, BLACK, O2));

        assertThat(after.ichtos(AREA, BLACK)).isZero();
        assertThat(after.ichtos(O2, BLACK)).isEqualTo(3);
        assertThat(after.ichtos(O1, BLACK)).isEqualTo(1);
        assertThat(after.ichtos(AREA, WHITE)).as("only one opponent").isEqualTo(2);
        assertThat(after.ichtos(AREA, GREY)).isEqualTo(1);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void theOtherBorderingOcean() {
        GameState after = Rules.apply(grey().build(), new Decision.Stink(AREA, WHITE, O1));

        assertThat(after.ichtos(O1, WHITE)).isEqualTo(2);
        assertThat(after.ichtos(AREA, WHITE)).isZero();
    }

    @Test
    void anOceanNotBordering_refused() {
        Rejected.because(grey().build(), new Decision.Stink(AREA, BLACK, O3), "bordering");
    }

    @Test
    void noOwnIchtoInTheRegion_refused() {
        GameState s = grey().put(AREA, GREY, 0).put(area(6), GREY, 1).build();

        Rejected.because(s, new Decision.Stink(AREA, BLACK, O1), "your Ichtos");
    }

    @Test
    void inAnOcean_refused() {
        GameState s = grey().put(O1, GREY, 1).build();

        Rejected.because(s, new Decision.Stink(O1, BLACK, O2), "land");
    }

    @Test
    void ownIchtosOrAbsentOpponent_refused() {
        GameState s = grey().build();

        Rejected.because(s, new Decision.Stink(AREA, GREY, O1), "opponent");
        Rejected.because(s, new Decision.Stink(AREA, Fixture.STRIPED, O1), "opponent");
    }

    @Test
    void notInAThreePlayerGame() {
        for (long seed = 1; seed <= 20; seed++) {
            GameState s = UrlandGame.newGame(3, seed);
            assertThat(s.geneInGame(Gene.STINKGLANDS)).isFalse();
            assertThat(s.onDisplay(Gene.STINKGLANDS)).isFalse();
            assertThat(s.genePileTopFirst()).doesNotContain(Gene.STINKGLANDS.ordinal());
        }
    }
}
