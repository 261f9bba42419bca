package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.STRIPED;

/** Care of Young (section 5): 2-3 breed 1, 4-5 breed 2, 6 or more breed 3; it works automatically. */
class GeneCareOfYoungTest {

    private static int bornTo(int seat, int count, int orderedBy) {
        Fixture f = Fixture.of(4).gene(GREY, Gene.CARE_OF_YOUNG).actions(orderedBy, 2)
                .put(O1, seat, count).put(O1, orderedBy, 3);
        if (seat == orderedBy) {
            f.put(O1, seat, count);
        }
        GameState after = Rules.apply(f.build(), new Decision.Breed(O1));
        return after.ichtos(O1, seat) - count;
    }

    @Test
    void twoOrThreeBreedOne_fourOrFiveTwo_sixOrMoreThree() {
        int[] expected = {0, 0, 1, 1, 2, 2, 3, 3, 3};
        for (int count = 2; count <= 8; count++) {
            assertThat(bornTo(GREY, count, GREY)).as("%d Grey Ichtos", count).isEqualTo(expected[count]);
        }
    }

    @Test
    void alsoWhenAnOpponentOrdersTheBreeding() {
        assertThat(bornTo(GREY, 2, STRIPED)).isEqualTo(1);
        assertThat(bornTo(GREY, 4, STRIPED)).isEqualTo(2);
        assertThat(bornTo(GREY, 6, STRIPED)).isEqualTo(3);
    }

    @Test
    void othersBreedNormally() {
        GameState s = Fixture.of(4).gene(GREY, Gene.CARE_OF_YOUNG).actions(GREY, 2)
                .put(O1, GREY, 2).put(O1, BLACK, 2).put(O1, STRIPED, 6).build();

        GameState after = Rules.apply(s, new Decision.Breed(O1));

        assertThat(after.ichtos(O1, GREY)).isEqualTo(3);
        assertThat(after.ichtos(O1, BLACK)).isEqualTo(2);
        assertThat(after.ichtos(O1, STRIPED)).isEqualTo(8);
    }

    @Test
    void withOnlyTwoOwnIchtos_mayOrderBreeding() {
        GameState s = Fixture.of(4).gene(GREY, Gene.CARE_OF_YOUNG).actions(GREY, 2).put(O1, GREY, 2).build();

        Rejected.allowed(s, new Decision.Breed(O1));
        assertThat(Rules.legal(s).listed()).contains(new Decision.Breed(O1));
    }

    @Test
    void withoutTheGene_twoDoNotBreed() {
        GameState s = Fixture.of(4).actions(GREY, 2).put(O1, GREY, 2).build();

        Rejected.because(s, new Decision.Breed(O1), "breed");
    }

    @Test
    void limitedByTheReserve() {
        GameState s = Fixture.of(4).gene(GREY, Gene.CARE_OF_YOUNG).actions(GREY, 2).put(O1, GREY, 6)
                .reserve(GREY, 2).park(Fixture.O5).build();

        GameState after = Rules.apply(s, new Decision.Breed(O1));

        assertThat(after.ichtos(O1, GREY)).isEqualTo(8);
        assertThat(after.reserve(GREY)).isZero();
    }
}
