package org.ichto.urland.rules;

import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Rule 2.3 and ruling 8: the chosen area is scored when the Ichto players are done. Markers start
 * apart (Black 22, White 2, Grey 6, Striped 10) so points can be read off as spaces moved.
 */
class ScoringTest {
    private static final int AREA = area(5);

    private static Play scoreArea5(Fixture f) {
        return Play.from(f.chosen(5)).endActions();
    }

    private static Fixture counts(int black, int white, int grey, int striped) {
        return Fixture.of(4).put(AREA, BLACK, black).put(AREA, WHITE, white).put(AREA, GREY, grey)
                .put(AREA, STRIPED, striped);
    }

    private static int[] moved(GameState before, GameState after) {
        int[] d = new int[before.players()];
        for (int seat = 0; seat < d.length; seat++) {
            d[seat] = after.track(seat) - before.track(seat);
        }
        return d;
    }

    @Test
    void fourStripedThreeBlackTwoGreyOneWhite_whiteReturned_striped3_blackAndGrey2() {
        Fixture f = counts(3, 1, 2, 4);
        GameState before = f.build();
        Play p = scoreArea5(f);
        GameState after = p.state();

        assertThat(after.ichtos(AREA, WHITE)).isZero();
        assertThat(after.reserve(WHITE)).isEqualTo(before.reserve(WHITE) + 1);
        assertThat(after.ichtos(AREA, STRIPED)).isEqualTo(4);
        assertThat(after.ichtos(AREA, BLACK)).isEqualTo(3);
        assertThat(after.ichtos(AREA, GREY)).isEqualTo(2);
        assertThat(moved(before, after)).containsExactly(2, 0, 2, 3);
        GameEvent.RegionScored e = p.only(GameEvent.RegionScored.class);
        assertThat(e.kind()).isEqualTo(ScoringKind.COMPETITION);
        assertThat(e.points()).containsExactly(2, 0, 2, 3);
        assertThat(e.returned()).containsExactly(0, 1, 0, 0);
        assertThat(e.ichtos()).as("the Ichtos before the scoring, which explain it").containsExactly(3, 1, 2, 4);
    }

    @Test
    void fourBlackFourStripedOneGreyOneWhite_greyAndWhiteReturned_blackAndStriped3Each() {
        Fixture f = counts(4, 1, 1, 4);
        GameState before = f.build();
        GameState after = scoreArea5(f).state();

        assertThat(after.ichtos(AREA, WHITE)).isZero();
        assertThat(after.ichtos(AREA, GREY)).isZero();
        assertThat(after.reserve(GREY)).isEqualTo(before.reserve(GREY) + 1);
        assertThat(after.ichtos(AREA, BLACK)).isEqualTo(4);
        assertThat(after.ichtos(AREA, STRIPED)).isEqualTo(4);
        assertThat(moved(before, after)).containsExactly(3, 0, 0, 3);
    }

    @Test
    void coexistence_allEqual_twoEach_nothingRemoved() {
        Fixture f = counts(2, 2, 2, 0);
        GameState before = f.build();
        Play p = scoreArea5(f);
        GameState after = p.state();

        assertThat(moved(before, after)).containsExactly(2, 2, 2, 0);
        assertThat(after.ichtos(AREA, BLACK)).isEqualTo(2);
        assertThat(after.ichtos(AREA, WHITE)).isEqualTo(2);
        assertThat(after.ichtos(AREA, GREY)).isEqualTo(2);
        assertThat(p.only(GameEvent.RegionScored.class).kind()).isEqualTo(ScoringKind.COEXISTENCE);
    }

    @Test
    void monopoly_threePoints() {
        Fixture f = counts(0, 0, 0, 5);
        GameState before = f.build();
        Play p = scoreArea5(f);

        assertThat(moved(before, p.state())).containsExactly(0, 0, 0, 3);
        assertThat(p.state().ichtos(AREA, STRIPED)).isEqualTo(5);
        assertThat(p.only(GameEvent.RegionScored.class).kind()).isEqualTo(ScoringKind.MONOPOLY);
    }

    @Test
    void monopolyOfASingleIchto_threePoints() {
        Fixture f = counts(0, 1, 0, 0);
        GameState before = f.build();

        assertThat(moved(before, scoreArea5(f).state())).containsExactly(0, 3, 0, 0);
    }

    @Test
    void emptyArea_noPoints() {
        Fixture f = counts(0, 0, 0, 0).put(area(6), BLACK, 3);
        GameState before = f.build();
        Play p = scoreArea5(f);

        assertThat(moved(before, p.state())).containsExactly(0, 0, 0, 0);
        assertThat(p.only(GameEvent.RegionScored.class).kind()).isEqualTo(ScoringKind.EMPTY);
        assertThat(p.events(GameEvent.MarkerMoved.class)).isEmpty();
    }

    @Test
    void competitionStaysInItsCase_remainingColoursTie_allThreePoints() {
        Fixture f = counts(3, 3, 1, 0);
        GameState before = f.build();
        Play p = scoreArea5(f);

        assertThat(p.state().ichtos(AREA, GREY)).isZero();
        assertThat(moved(before, p.state())).containsExactly(3, 3, 0, 0);
        assertThat(p.only(GameEvent.RegionScored.class).kind()).isEqualTo(ScoringKind.COMPETITION);
    }

    @Test
    void competitionOfTwoColours_weakerReturned_strongerThree() {
        Fixture f = counts(2, 5, 0, 0);
        GameState before = f.build();
        GameState after = scoreArea5(f).state();

        assertThat(after.ichtos(AREA, BLACK)).isZero();
        assertThat(after.reserve(BLACK)).isEqualTo(before.reserve(BLACK) + 2);
        assertThat(moved(before, after)).containsExactly(0, 3, 0, 0);
    }

    @Test
    void scoredChip_liesOnItsVolcanoMarker() {
        Fixture f = counts(1, 0, 0, 0);
        GameState after = scoreArea5(f).state();

        assertThat(after.chipLocation(5)).isEqualTo(ChipLocation.SCORED);
    }

    @Test
    void onlyTheChosenAreaIsScored() {
        Fixture f = counts(1, 0, 0, 0).put(area(6), WHITE, 2).put(area(7), GREY, 2).put(area(7), STRIPED, 1);
        GameState before = f.build();
        GameState after = scoreArea5(f).state();

        assertThat(moved(before, after)).containsExactly(3, 0, 0, 0);
        assertThat(after.ichtos(area(7), STRIPED)).isEqualTo(1);
    }

    @Test
    void mergedRegion_isScoredAsOne() {
        Fixture f = Fixture.of(4).erupt(11).chosen(10)
                .put(area(10), BLACK, 2).put(area(10), WHITE, 1);
        GameState before = f.build();
        GameState after = Play.from(f).endActions().state();

        assertThat(after.ichtos(area(10), WHITE)).isZero();
        assertThat(moved(before, after)).containsExactly(3, 0, 0, 0);
    }
}
