package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.PANIC;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Ears in a panic (section 5, ruling 15): Grey owns Ears. Panic as in {@link PanicTest}; Ears at an
 * eruption is in {@link GeneEarsVolcanoTest}, Teeth against Ears in {@link GeneTeethTest}.
 */
class GeneEarsTest {

    private static Fixture panicInArea5() {
        return Fixture.of(4).gene(GREY, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(5), GREY, 3).put(area(5), BLACK, 2);
    }

    @Test
    void panic_earsOwnerChoosesHowManyStay() {
        Play p = Play.from(panicInArea5()).endActions().apply(new Decision.PanicOcean(O1));

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_EARS);
        assertThat(p.state().actor()).isEqualTo(GREY);
        assertThat(p.state().ichtos(O1, BLACK)).as("the others have fled").isEqualTo(2);
        assertThat(Rules.legal(p.state()).listed()).containsExactly(new Decision.EarsStay(0),
                new Decision.EarsStay(1), new Decision.EarsStay(2), new Decision.EarsStay(3));
        Rejected.by(p.state(), new Decision.EarsStay(4));

        p.apply(new Decision.EarsStay(2));
        GameState s = p.state();
        assertThat(s.ichtos(area(5), GREY)).isEqualTo(2);
        assertThat(s.ichtos(O1, GREY)).isEqualTo(1);
        assertThat(s.ichtos(area(5), BLACK)).isZero();
        assertThat(s.phase()).as("the environment player draws again").isEqualTo(Phase.CHOOSE_CHIP);
    }

    @Test
    void panic_earsOwnerMayStayWithAll() {
        Play p = Play.from(panicInArea5()).endActions().apply(new Decision.PanicOcean(O2), new Decision.EarsStay(3));

        assertThat(p.state().ichtos(area(5), GREY)).isEqualTo(3);
        assertThat(p.state().ichtos(O2, BLACK)).isEqualTo(2);
    }

    @Test
    void panic_earsOfTheFirstSeatWorkToo() {
        Fixture f = Fixture.of(4).gene(BLACK, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(5), BLACK, 3).put(area(5), GREY, 2);
        Play p = Play.from(f).endActions().apply(new Decision.PanicOcean(O1));

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_EARS);
        assertThat(p.state().actor()).isEqualTo(BLACK);
        assertThat(p.state().ichtos(O1, GREY)).isEqualTo(2);
    }

    @Test
    void panic_earsOwnerWithNoIchtoInTheStruckRegion_isNotAsked() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(5), BLACK, 3);
        Play p = Play.from(f).endActions().apply(new Decision.PanicOcean(O1));

        assertThat(p.state().phase()).as("the environment player draws again").isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().ichtos(O1, BLACK)).isEqualTo(3);
    }
}
