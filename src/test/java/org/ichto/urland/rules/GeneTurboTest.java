package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.O5;
import static org.ichto.urland.rules.Fixture.area;

/** Turbo (section 5, ruling 23): land two at once; water movement to any ocean. O5 does not touch O3. */
class GeneTurboTest {

    private static Fixture grey() {
        return Fixture.of(4).gene(GREY, Gene.TURBO).actions(GREY, 2).put(O5, GREY, 4).put(O1, GREY, 2);
    }

    @Test
    void landTwo_forOneAction() {
        GameState after = Rules.apply(grey().build(), new Decision.LandTwo(O1, area(2)));

        assertThat(after.ichtos(area(2), GREY)).isEqualTo(2);
        assertThat(after.ichtos(O1, GREY)).isZero();
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void waterMovementToANonAdjacentOcean() {
        GameState after = Rules.apply(grey().build(), new Decision.Swim(O5, O3, 3));

        assertThat(after.ichtos(O3, GREY)).isEqualTo(3);
        assertThat(after.ichtos(O5, GREY)).isEqualTo(1);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void withoutTurbo_waterMovementOnlyToANeighbouringOcean() {
        GameState s = Fixture.of(4).actions(GREY, 2).put(O5, GREY, 4).build();

        Rejected.because(s, new Decision.Swim(O5, O3, 3), "neighbouring");
        Rejected.allowed(s, new Decision.Swim(O5, O1, 3));
    }

    @Test
    void turboGivesNoWalk() {
        GameState s = grey().put(area(4), GREY, 1).build();

        Rejected.by(s, new Decision.Walk(area(4), area(5)));
    }

    @Test
    void noWaterMovementBeyondTheFifthOcean() {
        Rejected.because(grey().build(), new Decision.Swim(O5, Board.PLACES, 1), "ocean");
    }
}
