package org.ichto.urland.ai;

import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.PublicFixture;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.ichto.urland.rules.PublicFixture.area;

/**
 * The chip odds from a seat's view, against weights worked out by hand from what that seat knows:
 * the chosen chip it saw scores for sure (1), a chip it holds or remembers 0.45, a chip scored this
 * epoch 0.1, a chip it cannot see 0.25 plus, while the Ichto players act, an equal share
 * 1 / (chips it cannot see and does not remember) of being the hidden chosen one; a region whose
 * chips have all left the game 0, and a place that is no region 0.
 */
class ChipOddsTest {
    private static final double EPS = 1e-12;

    /** Four players: seat 0 environment player, seat 1 the dummy, seat 2 acting, seat 3 the last environment player. */
    private static PublicFixture fourPlayers() {
        // Area 2 erupted into area 1 (chip 2 gone), chips 3 and 4 scored this epoch, chip 12 chosen,
        // 10 and 11 with the dummy, the deck 1, 5, 6, 7, 8, 9. Seat 3 passed 10 and 12 to seat 0 last turn.
        return PublicFixture.of(4).erupt(2).scored(3, 4)
                .remembers(0, 10, 11, 12).remembers(1, 10, 11).remembers(3, 10, 12);
    }

    private static double[] odds(GameState s, int seat) {
        return ChipOdds.of(SeatView.of(s, seat).state(), seat);
    }

    @Test
    void aSeatThatRemembersTwoChips_sharesTheChosenChanceAmongTheSevenItNeverSaw() {
        GameState s = fourPlayers().build();
        assertThat(s.phase()).isEqualTo(Phase.ACTIONS);
        double unknown = 0.25 + 1.0 / 7; // the deck 1, 5, 6, 7, 8, 9 and the dummy's 11

        double[] w = odds(s, 3);

        double[] expected = new double[12];
        expected[area(1)] = unknown; // region 1+2: chip 1 unseen, chip 2 out of the game
        expected[area(2)] = 0; // no longer a region
        expected[area(3)] = 0.1;
        expected[area(4)] = 0.1;
        for (int a = 5; a <= 9; a++) {
            expected[area(a)] = unknown;
        }
        expected[area(10)] = 0.45; // remembered, now with the dummy
        expected[area(11)] = unknown;
        expected[area(12)] = 0.45; // remembered, in fact the chosen one
        assertThat(w).containsExactly(expected, within(EPS));
    }

    @Test
    void theDummySeesItsTwoChips_andSharesTheChosenChanceAmongTheSixDeckChipsAndTheChosenOne() {
        double[] w = odds(fourPlayers().build(), 1);

        double unknown = 0.25 + 1.0 / 7;
        assertThat(w[area(10)]).isCloseTo(0.45, within(EPS));
        assertThat(w[area(11)]).isCloseTo(0.45, within(EPS));
        assertThat(w[area(12)]).as("the chosen chip, which the dummy cannot see").isCloseTo(unknown, within(EPS));
        assertThat(w[area(5)]).isCloseTo(unknown, within(EPS));
        assertThat(w[area(1)]).isCloseTo(unknown, within(EPS));
        assertThat(w[area(2)]).isZero();
        assertThat(w[area(3)]).isCloseTo(0.1, within(EPS));
    }

    @Test
    void aSeatThatSawNothing_sharesTheChosenChanceAmongAllNineChipsItCannotSee() {
        double[] w = odds(fourPlayers().build(), 2);

        double unknown = 0.25 + 1.0 / 9; // the deck's 6, the chosen one, the dummy's 2
        for (int a : new int[] {1, 5, 6, 7, 8, 9, 10, 11, 12}) {
            assertThat(w[area(a)]).as("area %d", a).isCloseTo(unknown, within(EPS));
        }
        assertThat(w[area(3)]).isCloseTo(0.1, within(EPS));
    }

    @Test
    void theEnvironmentPlayerChoosingChips_holdsThreeAt045_andTheUnseenGetNoShareOfAChoiceNotYetMade() {
        GameState s = PublicFixture.of(4).choosing(3, 7, 9).deck(1, 2, 4).remembers(0, 3, 7, 9).build();
        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);

        double[] w = ChipOdds.of(SeatView.of(s, 0).state(), 0);

        for (int a : new int[] {3, 7, 9}) {
            assertThat(w[area(a)]).as("area %d, in hand", a).isCloseTo(0.45, within(EPS));
        }
        for (int a : new int[] {1, 2, 4}) {
            assertThat(w[area(a)]).as("area %d, in the deck", a).isCloseTo(0.25, within(EPS));
        }
        for (int a : new int[] {5, 6, 8, 10, 11, 12}) {
            assertThat(w[area(a)]).as("area %d, scored", a).isCloseTo(0.1, within(EPS));
        }
    }

    @Test
    void duringTheAuction_chipsTheSeatCannotSeeGetTheBaseWeightOnly() {
        GameState s = fourPlayers().bidding(1).build();
        assertThat(s.phase()).isEqualTo(Phase.BID);

        double[] w = odds(s, 2);

        assertThat(w[area(12)]).as("scored this turn").isCloseTo(0.1, within(EPS));
        assertThat(w[area(10)]).as("with the dummy, unseen").isCloseTo(0.25, within(EPS));
        assertThat(w[area(6)]).as("in the deck").isCloseTo(0.25, within(EPS));
        assertThat(odds(s, 1)[area(10)]).as("the dummy's own chip").isCloseTo(0.45, within(EPS));
    }

    @Test
    void twoGamesThatDifferOnlyInChipsASeatCannotSee_giveThatSeatTheSameOdds() {
        // Seat 2 sees neither the chosen chip, nor the dummy's, nor the deck: swap which chips lie where.
        GameState a = PublicFixture.of(4).chosen(12).dummyChips(10, 11).deck(1, 2, 3, 4, 5, 6, 7, 8, 9)
                .remembers(0, 10, 11, 12).remembers(1, 10, 11).build();
        GameState b = PublicFixture.of(4).chosen(5).dummyChips(3, 9).deck(12, 11, 10, 8, 7, 6, 4, 2, 1)
                .remembers(0, 3, 5, 9).remembers(1, 3, 9).build();
        assertThat(SeatView.of(b, 2)).isEqualTo(SeatView.of(a, 2));
        assertThat(ChipOdds.of(a, 2)).as("the hidden chips would change the odds if they were read")
                .isNotEqualTo(ChipOdds.of(b, 2));

        assertThat(odds(b, 2)).containsExactly(odds(a, 2), within(0.0));
        assertThat(odds(a, 2)[area(12)]).as("the real chosen chip is not singled out")
                .isEqualTo(odds(a, 2)[area(5)]);
    }

    @Test
    void theDummySeesItsOwnChipsOnly_soWhichOfTheOthersIsChosenDoesNotMatter() {
        GameState a = PublicFixture.of(4).chosen(12).dummyChips(10, 11).deck(1, 2, 3, 4, 5, 6, 7, 8, 9)
                .remembers(0, 10, 11, 12).remembers(1, 10, 11).build();
        GameState b = PublicFixture.of(4).chosen(4).dummyChips(10, 11).deck(9, 8, 7, 6, 5, 12, 3, 2, 1)
                .remembers(0, 4, 10, 11).remembers(1, 10, 11).build();

        assertThat(odds(b, 1)).containsExactly(odds(a, 1), within(0.0));
        assertThat(odds(a, 1)[area(12)]).isEqualTo(odds(a, 1)[area(4)]);
    }
}
