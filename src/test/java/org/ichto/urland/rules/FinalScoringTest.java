package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.O4;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Final scoring (rule 4, ruling 21). Black (27) ends the game by scoring a monopoly of one Ichto in
 * area 1 and lands on 30; then Total (3 points) and Land (2 points) are scored.
 */
class FinalScoringTest {

    private static Fixture blackEndsTheGame() {
        return Fixture.of(4).track(27, 2, 6, 10).chosen(1).put(area(1), BLACK, 1);
    }

    @Test
    void totalSharedRoundedDown_thenLandShared() {
        Fixture f = blackEndsTheGame().put(O1, BLACK, 4)
                .put(area(5), WHITE, 2).put(O2, WHITE, 8)
                .put(area(6), GREY, 3).put(O3, GREY, 7)
                .put(area(7), STRIPED, 3);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        GameEvent.FinalScoring e = p.only(GameEvent.FinalScoring.class);
        assertThat(e.total()).containsExactly(5, 10, 10, 3);
        assertThat(e.land()).containsExactly(1, 2, 3, 3);
        assertThat(e.points()).as("Total 3/2 = 1 to White and Grey; Land 2/2 = 1 to Grey and Striped")
                .containsExactly(0, 1, 2, 1);
        assertThat(s.track(BLACK)).isEqualTo(30);
        assertThat(s.track(WHITE)).isEqualTo(3);
        assertThat(s.track(GREY)).isEqualTo(8);
        assertThat(s.track(STRIPED)).isEqualTo(11);
    }

    @Test
    void landTiedByThree_twoPointsRoundDownToNothing() {
        Fixture f = blackEndsTheGame().put(area(2), BLACK, 1).put(O1, BLACK, 8)
                .put(area(5), WHITE, 2).put(area(6), GREY, 2).put(area(7), STRIPED, 2);
        Play p = Play.from(f).endActions();

        GameEvent.FinalScoring e = p.only(GameEvent.FinalScoring.class);
        assertThat(e.total()).containsExactly(10, 2, 2, 2);
        assertThat(e.points()).as("Black alone has most in all (3); land 2, 2, 2 among the others: 2/3 = 0")
                .containsExactly(3, 0, 0, 0);
    }

    @Test
    void nobodyElseOnLand_noLandPointsForHavingNothing() {
        // Black wins Total alone and is left out of Land; the others have no Ichto on land at all.
        Fixture f = blackEndsTheGame().put(area(2), BLACK, 3).put(O1, BLACK, 8)
                .put(O2, WHITE, 2).put(O3, GREY, 1).put(O4, STRIPED, 1);
        Play p = Play.from(f).endActions();

        GameEvent.FinalScoring e = p.only(GameEvent.FinalScoring.class);
        assertThat(e.land()).as("Black's 3 in area 2 and the 1 in area 1").containsExactly(4, 0, 0, 0);
        assertThat(e.points()).containsExactly(3, 0, 0, 0);
    }

    @Test
    void soleTotalWinner_takesNoPartInLand() {
        Fixture f = blackEndsTheGame().put(O1, BLACK, 2)
                .put(area(5), WHITE, 5).put(O2, WHITE, 7)
                .put(area(6), GREY, 3).put(O3, GREY, 5)
                .put(area(7), STRIPED, 2);
        Play p = Play.from(f).endActions();

        GameEvent.FinalScoring e = p.only(GameEvent.FinalScoring.class);
        assertThat(e.total()).containsExactly(3, 12, 8, 2);
        assertThat(e.land()).containsExactly(1, 5, 3, 2);
        assertThat(e.points()).as("White 3 for Total only; Grey has the most land among the rest")
                .containsExactly(0, 3, 2, 0);
    }

    @Test
    void totalTied_bothTakePartInLand() {
        Fixture f = blackEndsTheGame()
                .put(area(5), WHITE, 5).put(O2, WHITE, 5)
                .put(area(6), GREY, 3).put(O3, GREY, 7);
        Play p = Play.from(f).endActions();

        assertThat(p.only(GameEvent.FinalScoring.class).points()).containsExactly(0, 1 + 2, 1, 0);
    }

    @Test
    void finalScoringMarkersLeapfrog() {
        // White (5) takes Total's 3 and jumps Grey (6); then Grey takes Land's 2.
        Fixture f = blackEndsTheGame().track(27, 5, 6, 10)
                .put(O2, WHITE, 9).put(area(6), GREY, 3).put(O4, GREY, 1);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(p.only(GameEvent.FinalScoring.class).points()).containsExactly(0, 3, 2, 0);
        assertThat(s.track(WHITE)).as("7, 8, 9: space 6 is Grey's").isEqualTo(9);
        assertThat(s.track(GREY)).isEqualTo(8);
    }

    @Test
    void furthestMarkerWins_notTheOneWhoReached30() {
        Fixture f = blackEndsTheGame().track(27, 28, 6, 10)
                .put(O2, WHITE, 10).put(area(6), GREY, 2).put(O3, STRIPED, 1);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.track(BLACK)).as("28 is White's: 29, 30, 31").isEqualTo(31);
        assertThat(s.track(WHITE)).as("29, 30, then 31 is Black's: 32").isEqualTo(32);
        assertThat(p.only(GameEvent.GameOver.class).winner()).isEqualTo(WHITE);
        assertThat(s.leader()).isEqualTo(WHITE);
    }

    @Test
    void regionWithNoChipLeft_itsIchtosStillCountAsLandIchtos() {
        // Continent A fused and all its chips gone; Black's only land Ichto stands there.
        Fixture f = Fixture.of(4).erupt(1).erupt(2).erupt(3).track(2, 27, 6, 10).chosen(5)
                .put(area(3), BLACK, 1).put(O1, BLACK, 2)
                .put(area(5), WHITE, 1).put(O2, WHITE, 10)
                .put(O3, GREY, 2).put(O4, STRIPED, 1);
        GameState start = f.build();
        assertThat(start.liveChipOf(area(3))).isZero();
        Play p = Play.from(f).endActions();

        GameEvent.FinalScoring e = p.only(GameEvent.FinalScoring.class);
        assertThat(e.land()).containsExactly(1, 1, 0, 0);
        assertThat(e.points()).containsExactly(2, 3, 0, 0);
    }

    @Test
    void threePlayers_nobodyButTheTotalWinnerOnLand_theTwoOthersShareNothing() {
        // With two seats left for Land, "sharing" 2 points among nobody-has-anything would give each 1.
        Fixture f = Fixture.of(3).track(27, 2, 6).chosen(1).put(area(1), BLACK, 1).put(O1, BLACK, 8)
                .put(O2, WHITE, 2).put(O3, GREY, 1);
        Play p = Play.from(f).endActions();

        GameEvent.FinalScoring e = p.only(GameEvent.FinalScoring.class);
        assertThat(e.land()).containsExactly(1, 0, 0);
        assertThat(e.landPoints()).containsExactly(0, 0, 0);
        assertThat(e.points()).containsExactly(3, 0, 0);
    }
}
