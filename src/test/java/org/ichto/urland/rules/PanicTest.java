package org.ichto.urland.rules;

import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.O4;
import static org.ichto.urland.rules.Fixture.PANIC;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Panic (rule 3.2, rulings 15 and 16). The turn ends with area 12 scored empty; White (seat 1) becomes
 * the environment player and draws from a deck with the panic chip on top. White is last on the track.
 */
class PanicTest {

    private static Fixture panicNext() {
        return Fixture.of(4).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9);
    }

    @Test
    void areas1And3EachHold4_lastPlacedChoosesArea1_thenTheOcean_allIchtosMoveThere() {
        Fixture f = panicNext()
                .put(area(1), BLACK, 2).put(area(1), GREY, 2)
                .put(area(3), STRIPED, 4)
                .put(area(5), BLACK, 3).put(O1, BLACK, 1);
        Play p = Play.from(f).endActions();

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_REGION);
        assertThat(p.state().actor()).as("the player in last place, though without Ichtos there").isEqualTo(WHITE);
        assertThat(Rules.legal(p.state()).listed()).containsExactlyInAnyOrder(
                new Decision.PanicRegion(area(1)), new Decision.PanicRegion(area(3)));

        p.apply(new Decision.PanicRegion(area(1)));
        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_OCEAN);
        assertThat(p.state().actor()).isEqualTo(WHITE);
        assertThat(Rules.legal(p.state()).listed()).containsExactlyInAnyOrder(
                new Decision.PanicOcean(O4), new Decision.PanicOcean(O1));

        p.apply(new Decision.PanicOcean(O1));
        GameState s = p.state();
        assertThat(s.ichtosAt(area(1))).isZero();
        assertThat(s.ichtos(O1, BLACK)).isEqualTo(3);
        assertThat(s.ichtos(O1, GREY)).isEqualTo(2);
        assertThat(s.ichtos(area(3), STRIPED)).isEqualTo(4);
        assertThat(s.ichtos(area(5), BLACK)).isEqualTo(3);
        assertThat(p.only(GameEvent.PanicStruck.class))
                .satisfies(e -> assertThat(e.region()).isEqualTo(area(1)))
                .satisfies(e -> assertThat(e.fled()).containsExactly(2, 0, 2, 0));
    }

    @Test
    void afterThePanic_environmentPlayerDrawsAgain() {
        Fixture f = panicNext().put(area(1), BLACK, 2).put(area(3), STRIPED, 2);
        Play p = Play.from(f).endActions()
                .apply(new Decision.PanicRegion(area(3)), new Decision.PanicOcean(O4));
        GameState s = p.state();

        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(s.actor()).isEqualTo(WHITE);
        assertThat(s.chipsAt(ChipLocation.HAND)).isEqualTo((1 << 7) | (1 << 10) | (1 << 11));
        assertThat(s.chipLocation(PANIC)).isEqualTo(ChipLocation.DRAWN_PANIC);
        assertThat(s.ichtos(O4, STRIPED)).isEqualTo(2);
    }

    @Test
    void oneFullestRegionWithOneOcean_panicNeedsNoChoice() {
        Fixture f = panicNext().put(area(6), BLACK, 3).put(area(6), WHITE, 1).put(area(5), GREY, 2);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(s.ichtosAt(area(6))).isZero();
        assertThat(s.ichtos(O2, BLACK)).isEqualTo(3);
        assertThat(s.ichtos(O2, WHITE)).isEqualTo(1);
        assertThat(s.ichtos(area(5), GREY)).isEqualTo(2);
    }

    @Test
    void oneFullestRegionWithTwoOceans_onlyTheOceanIsChosen() {
        Fixture f = panicNext().put(area(9), BLACK, 3).put(area(5), GREY, 2);
        Play p = Play.from(f).endActions();

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_OCEAN);
        Rejected.because(p.state(), new Decision.PanicOcean(O4), "border");
        p.apply(new Decision.PanicOcean(O3));
        assertThat(p.state().ichtos(O3, BLACK)).isEqualTo(3);
        assertThat(p.state().ichtosAt(area(9))).isZero();
    }

    @Test
    void regionWithFewerIchtos_cannotBeStruck() {
        Fixture f = panicNext().put(area(1), BLACK, 2).put(area(3), STRIPED, 2).put(area(5), GREY, 1);
        Play p = Play.from(f).endActions();

        Rejected.because(p.state(), new Decision.PanicRegion(area(5)), "most");
    }

    @Test
    void noIchtoOnLand_noPanic_environmentPlayerDrawsAgain() {
        Fixture f = panicNext().put(O1, BLACK, 5);
        Play p = Play.from(f).endActions();

        assertThat(p.events(GameEvent.PanicDrawn.class)).hasSize(1);
        assertThat(p.events(GameEvent.PanicStruck.class)).isEmpty();
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().chipsAt(ChipLocation.HAND)).isEqualTo((1 << 7) | (1 << 10) | (1 << 11));
    }

    @Test
    void mergedRegion_countsAsOneAndFleesToAnyOfItsOceans() {
        // 11 merged into 10: 2 + 2 there beats 3 in area 5; the region borders O3 and O4.
        Fixture f = panicNext().erupt(11).dummyChips(9, 10).deck(PANIC, 7, 8)
                .put(area(10), BLACK, 2).put(area(10), WHITE, 2).put(area(5), GREY, 3);
        Play p = Play.from(f).endActions();

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_OCEAN);
        p.apply(new Decision.PanicOcean(O4));
        assertThat(p.state().ichtos(O4, BLACK)).isEqualTo(2);
        assertThat(p.state().ichtos(O4, WHITE)).isEqualTo(2);
    }

    @Test
    void panicInArea1_aPositionThatFitsTogether_regionAndOceanKept() {
        // With the first volcano erupted, as in a real epoch 1, the position passes the position check.
        Fixture f = panicNext().erupt(6)
                .put(area(1), BLACK, 2).put(area(1), GREY, 2)
                .put(area(3), STRIPED, 4);
        Play p = Play.from(f).endActions().apply(new Decision.PanicRegion(area(1)));

        assertThat(p.state().panicRegion()).isEqualTo(area(1));
        assertThat(p.state().panicOcean()).isEqualTo(-1);
        assertThat(PositionCheck.problems(p.state())).isEmpty();
    }

    @Test
    void theStruckRegionIsKept_untilItsIchtosHaveFled() {
        Fixture f = panicNext().put(area(3), STRIPED, 4).put(area(1), GREY, 4);
        Play p = Play.from(f).endActions().apply(new Decision.PanicRegion(area(3)));

        assertThat(p.state().phase()).isEqualTo(Phase.PANIC_OCEAN);
        assertThat(p.state().panicRegion()).isEqualTo(area(3));
    }
}
