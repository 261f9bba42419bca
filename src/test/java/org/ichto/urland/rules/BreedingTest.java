package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;

/** Rule 2.2.2, Breeding, and ruling 7. Striped is the environment player, so Black is the dummy. */
class BreedingTest {

    /** 6 Black, 3 White, 2 Grey in an ocean, 3 or more breed as the base for each example. */
    private static Fixture sixThreeTwo() {
        return Fixture.of(4).env(STRIPED)
                .put(O1, BLACK, 6).put(O1, WHITE, 3).put(O1, GREY, 2);
    }

    @Test
    void sixBlackThreeWhiteTwoGrey_blackGetsTwo_whiteOne_greyNothing() {
        Play p = Play.from(sixThreeTwo().actions(WHITE, 2));
        GameState before = p.state();

        p.apply(new Decision.Breed(O1));
        GameState after = p.state();

        assertThat(after.ichtos(O1, BLACK)).isEqualTo(8);
        assertThat(after.ichtos(O1, WHITE)).isEqualTo(4);
        assertThat(after.ichtos(O1, GREY)).isEqualTo(2);
        assertThat(after.reserve(BLACK)).isEqualTo(before.reserve(BLACK) - 2);
        assertThat(after.reserve(WHITE)).isEqualTo(before.reserve(WHITE) - 1);
        assertThat(after.reserve(GREY)).isEqualTo(before.reserve(GREY));
        assertThat(after.actionsLeft()).isEqualTo(1);
        assertThat(p.only(GameEvent.BredIchtos.class).born()).containsExactly(2, 1, 0, 0);
    }

    @Test
    void sixBlackThreeWhiteTwoGrey_greyMayNotOrderBreedingThere() {
        GameState s = sixThreeTwo().actions(GREY, 2).build();

        Rejected.because(s, new Decision.Breed(O1), "breed");
    }

    @Test
    void breedingLimitedByReserve_eachPlacesAsManyAsTheyCan() {
        GameState s = sixThreeTwo().reserve(BLACK, 1).park(O2).actions(WHITE, 2).build();

        GameState after = Rules.apply(s, new Decision.Breed(O1));

        assertThat(after.ichtos(O1, BLACK)).as("Black would get 2 but has only 1 in reserve").isEqualTo(7);
        assertThat(after.reserve(BLACK)).isZero();
        assertThat(after.ichtos(O1, WHITE)).isEqualTo(4);
    }

    @Test
    void breedingOrderedByPlayerWithSmallReserve_stillBreedsForThemAsFarAsReserveGoes() {
        GameState s = sixThreeTwo().reserve(BLACK, 1).park(O2).env(GREY).actions(BLACK, 2).build();

        GameState after = Rules.apply(s, new Decision.Breed(O1));

        assertThat(after.ichtos(O1, BLACK)).isEqualTo(7);
        assertThat(after.ichtos(O1, WHITE)).isEqualTo(4);
    }

    @Test
    void emptyReserve_mayNotOrderBreeding() {
        GameState s = sixThreeTwo().reserve(WHITE, 0).park(O2).actions(WHITE, 2).build();

        Rejected.because(s, new Decision.Breed(O1), "reserve");
    }

    @Test
    void emptyReserve_othersStillBreedWhenSomeoneElseOrders() {
        GameState s = sixThreeTwo().reserve(WHITE, 0).park(O2).env(GREY).actions(BLACK, 2).build();

        GameState after = Rules.apply(s, new Decision.Breed(O1));

        assertThat(after.ichtos(O1, BLACK)).isEqualTo(8);
        assertThat(after.ichtos(O1, WHITE)).as("nothing left in White's reserve").isEqualTo(3);
    }

    @Test
    void threeToFiveBreedOne_sixOrMoreBreedTwo() {
        Fixture f = Fixture.of(4).env(STRIPED).actions(WHITE, 2)
                .put(O1, BLACK, 5).put(O1, WHITE, 3).put(O1, GREY, 7);
        GameState after = Rules.apply(f.build(), new Decision.Breed(O1));

        assertThat(after.ichtos(O1, BLACK)).isEqualTo(6);
        assertThat(after.ichtos(O1, WHITE)).isEqualTo(4);
        assertThat(after.ichtos(O1, GREY)).isEqualTo(9);
    }

    @Test
    void breedingOnLand_isRefused() {
        GameState s = Fixture.of(4).env(STRIPED).actions(WHITE, 2).put(Fixture.area(5), WHITE, 6).build();

        Rejected.because(s, new Decision.Breed(Fixture.area(5)), "ocean");
    }

    @Test
    void twoRoundsOfBreedingInOneTurn() {
        Play p = Play.from(sixThreeTwo().actions(WHITE, 2));

        p.apply(new Decision.Breed(O1), new Decision.Breed(O1));

        assertThat(p.state().ichtos(O1, BLACK)).isEqualTo(10);
        assertThat(p.state().ichtos(O1, WHITE)).isEqualTo(5);
        assertThat(p.state().ichtos(O1, GREY)).isEqualTo(2);
    }
}
