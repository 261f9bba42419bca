package org.ichto.shell.rating;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class TrueSkillTest {
    @Test
    void aNewcomerIsFifteenHundredAndOneUnitIsFortyEightPoints() {
        assertThat(Rating.NEWCOMER.points()).isEqualTo(1500);
        assertThat(new Rating(26, 1).points()).isEqualTo(1548);
        assertThat(new Rating(20, 1).points()).isEqualTo(1260);
    }

    @Test
    void twoNewcomersMoveByTheKnownAmounts() {
        // TrueSkill's published example: two newcomers, one wins (draw probability 10 %): 29.40 / 20.60, σ 7.17.
        List<Rating> after = TrueSkill.update(List.of(Rating.NEWCOMER, Rating.NEWCOMER), new int[]{1, 2});
        assertThat(after.get(0).mean()).isCloseTo(29.396, within(0.01));
        assertThat(after.get(1).mean()).isCloseTo(20.604, within(0.01));
        assertThat(after.get(0).deviation()).isCloseTo(7.171, within(0.01));
    }

    @Test
    void inAFourPlayerGameThePlacesOrderTheGains() {
        List<Rating> before = List.of(Rating.NEWCOMER, Rating.NEWCOMER, Rating.NEWCOMER, Rating.NEWCOMER);
        List<Rating> after = TrueSkill.update(before, new int[]{3, 1, 4, 2});
        assertThat(after.get(1).mean()).isGreaterThan(after.get(3).mean());
        assertThat(after.get(3).mean()).isGreaterThan(after.get(0).mean());
        assertThat(after.get(0).mean()).isGreaterThan(after.get(2).mean());
        assertThat(after.get(1).mean()).isGreaterThan(25);
        assertThat(after.get(2).mean()).isLessThan(25);
        after.forEach(r -> assertThat(r.deviation()).isLessThan(Rating.DEFAULT_DEVIATION));
    }

    @Test
    void beatingAStrongerPlayerGainsMoreThanBeatingAWeakerOne() {
        Rating me = new Rating(25, 3);
        double overStrong = TrueSkill.update(List.of(me, new Rating(30, 1)), new int[]{1, 2}).get(0).mean();
        double overWeak = TrueSkill.update(List.of(me, new Rating(20, 1)), new int[]{1, 2}).get(0).mean();
        assertThat(overStrong - 25).isGreaterThan(overWeak - 25).isPositive();
    }

    @Test
    void theWinnerIsFirstAndTheOthersGoByScoreSharingPlacesOnEqualScores() {
        assertThat(TrueSkill.places(2, new int[]{10, 7, 10, 7})).containsExactly(2, 3, 1, 3);
        // A tie-break winner on equal score stays alone in first place.
        assertThat(TrueSkill.places(1, new int[]{12, 12, 3})).containsExactly(2, 1, 3);
    }

    @Test
    void refusesAGameWithoutPlacesForEverySeat() {
        assertThatThrownBy(() -> TrueSkill.update(List.of(Rating.NEWCOMER), new int[]{1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(25, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
