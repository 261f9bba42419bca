package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PublicFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.ichto.urland.rules.PublicFixture.O1;
import static org.ichto.urland.rules.PublicFixture.O3;
import static org.ichto.urland.rules.PublicFixture.O5;
import static org.ichto.urland.rules.PublicFixture.area;

/**
 * The evaluation's sign and order on pairs of positions that differ in one respect only (the same
 * Ichtos of each colour on the board, unless the respect is the reserve): the better one evaluates
 * higher for a personality that values that respect, by exactly the weight times the difference, and
 * with that weight at 0 the difference is gone. Four players; ME is seat 2.
 */
class EvaluatorTest {
    private static final int ME = 2;
    private static final double EPS = 1e-9;
    private static final double[] NO_ODDS = new double[Board.AREAS];

    static List<String> shipped() {
        return Personalities.SHIPPED;
    }

    private static double eval(Personality p, int seat, GameState s, double[] odds) {
        return new Evaluator(p, seat, odds, new SeededRandom(1)).evaluate(s);
    }

    private static double gain(Personality p, int seat, GameState worse, GameState better, double[] odds) {
        return eval(p, seat, better, odds) - eval(p, seat, worse, odds);
    }

    /** These odds for one region, 0 for every other. */
    private static double[] certain(int region, double weight) {
        double[] w = new double[Board.AREAS];
        w[region] = weight;
        return w;
    }

    // ---------------------------------------------------------------- track

    @ParameterizedTest
    @MethodSource("shipped")
    void twoMoreSpacesOnTheTrack_isWorthTwiceTheTrackWeight_andNothingAtWeightZero(String id) {
        GameState behind = PublicFixture.of(4).track(22, 2, 6, 10).build();
        GameState ahead = PublicFixture.of(4).track(22, 2, 8, 10).build();
        Personality p = Personalities.shipped(id);
        Personality blind = Personalities.with(id, "weight.track", 0);

        assertThat(p.trackWeight()).isPositive();
        assertThat(gain(p, ME, behind, ahead, NO_ODDS)).isCloseTo(2 * p.trackWeight(), within(EPS));
        assertThat(gain(blind, ME, behind, ahead, NO_ODDS)).isCloseTo(0, within(EPS));
    }

    @Test
    void theLeadIsCountedAgainstTheBestOpponent_soTheRunnerUpGainingIsTheLeadersLoss() {
        GameState before = PublicFixture.of(4).track(22, 2, 6, 10).build();
        GameState after = PublicFixture.of(4).track(22, 2, 6, 13).build();
        Personality p = Personalities.shipped("balanced");

        assertThat(gain(p, 3, before, after, NO_ODDS)).as("the runner-up").isCloseTo(3, within(EPS));
        assertThat(gain(p, 0, before, after, NO_ODDS)).as("the leader: its lead shrinks").isCloseTo(-3, within(EPS));
        assertThat(gain(p, 1, before, after, NO_ODDS)).as("the last: its best opponent is still at 22")
                .isCloseTo(0, within(EPS));
    }

    // ---------------------------------------------------------------- land

    /**
     * Area 12 is scored for sure. ME has 3 Ichtos, seat 0 has 2: 3 points for ME and seat 0 goes home;
     * or ME has only 2 there (and 1 on area 1, whose chips have all left the game): 2 points each.
     */
    private static GameState landPosition(boolean majority) {
        PublicFixture f = PublicFixture.of(4).erupt(2).removed(1).put(area(12), 0, 2);
        return (majority ? f.put(area(12), ME, 3) : f.put(area(12), ME, 2).put(area(1), ME, 1)).build();
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void winningTheMajorityInARegionAboutToBeScored_evaluatesHigher_andNotAtLandWeightZero(String id) {
        GameState tie = landPosition(false);
        GameState majority = landPosition(true);
        assertThat(majority.onLand(ME)).isEqualTo(tie.onLand(ME));
        assertThat(majority.reserve(ME)).isEqualTo(tie.reserve(ME));
        Personality p = Personalities.shipped(id);
        double[] odds = certain(area(12), 1.0);

        // Majority: 3 points, the other sent home. Tie: 2 each, less the others' average 2/3,
        // discounted (fewer than 3 points) by 0.6 + 0.4 * risk.
        double expected = 3 - (2 - 2.0 / 3) * (0.6 + 0.4 * p.risk());
        assertThat(gain(p, ME, tie, majority, odds)).isCloseTo(p.landWeight() * expected, within(EPS)).isPositive();
        assertThat(gain(Personalities.with(id, "weight.land", 0), ME, tie, majority, odds)).isCloseTo(0, within(EPS));
    }

    @Test
    void aRegionsWorthGrowsWithTheOddsOfItsScoring() {
        GameState tie = landPosition(false);
        GameState majority = landPosition(true);
        Personality p = Personalities.shipped("balanced");

        double sure = gain(p, ME, tie, majority, certain(area(12), 1.0));
        double quarter = gain(p, ME, tie, majority, certain(area(12), 0.25));
        double never = gain(p, ME, tie, majority, certain(area(12), 0));

        assertThat(quarter).isCloseTo(sure / 4, within(EPS));
        assertThat(never).isCloseTo(0, within(EPS));
    }

    @Test
    void theOpponentSentHomeByMyMajority_judgesThatPositionWorse() {
        GameState tie = landPosition(false);
        GameState majority = landPosition(true);
        double[] odds = certain(area(12), 1.0);
        Personality p = Personalities.shipped("balanced");

        // Seat 0: from 2 points (less the others' 2/3, discounted by 0.8) to none, 2 Ichtos home.
        double expected = (0 - 3.0 / 3 - 0.4 * 2) * 0.8 - (2 - 2.0 / 3) * 0.8;
        assertThat(gain(p, 0, tie, majority, odds)).isCloseTo(expected, within(EPS)).isNegative();
        assertThat(gain(Personalities.with("balanced", "weight.land", 0), 0, tie, majority, odds))
                .isCloseTo(0, within(EPS));
        // Seat 1, absent: the others score 3 in all instead of 2 + 2.
        assertThat(gain(p, 1, tie, majority, odds)).isCloseTo((-3.0 / 3 + 4.0 / 3) * 0.8, within(EPS));
    }

    // ---------------------------------------------------------------- breeding

    @ParameterizedTest
    @MethodSource("shipped")
    void aBreedingFamilyInsteadOfStragglers_isWorthTheBreedingWeightPerYoung(String id) {
        GameState stragglers = PublicFixture.of(4).put(O1, ME, 2).put(O3, ME, 1).build();
        GameState family = PublicFixture.of(4).put(O1, ME, 3).build();
        GameState five = PublicFixture.of(4).put(O1, ME, 5).put(O3, ME, 1).build();
        GameState six = PublicFixture.of(4).put(O1, ME, 6).build();
        Personality p = Personalities.shipped(id);
        Personality indifferent = Personalities.with(id, "weight.breeding", 0);

        assertThat(p.breedingWeight()).isPositive();
        assertThat(gain(p, ME, stragglers, family, NO_ODDS)).as("3 breed 1").isCloseTo(p.breedingWeight(), within(EPS));
        assertThat(gain(p, ME, five, six, NO_ODDS)).as("6 breed 2, 5 only 1").isCloseTo(p.breedingWeight(), within(EPS));
        assertThat(gain(indifferent, ME, stragglers, family, NO_ODDS)).isCloseTo(0, within(EPS));
        assertThat(gain(indifferent, ME, five, six, NO_ODDS)).isCloseTo(0, within(EPS));
    }

    @Test
    void theCautiousBreederValuesAFamilyMoreThanTheLandGrabber() {
        GameState stragglers = PublicFixture.of(4).put(O1, ME, 2).put(O3, ME, 1).build();
        GameState family = PublicFixture.of(4).put(O1, ME, 3).build();

        assertThat(gain(Personalities.shipped("cautious-breeder"), ME, stragglers, family, NO_ODDS))
                .isGreaterThan(gain(Personalities.shipped("land-grabber"), ME, stragglers, family, NO_ODDS));
    }

    // ---------------------------------------------------------------- reserve

    /** ME keeps this many in reserve; the rest of its 27 swim in the Inner Sea (a family of 6 or more either way). */
    private static GameState reserve(int count) {
        return PublicFixture.of(4).reserve(ME, count).park(O5).build();
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void twoMoreInReserve_addTwiceTheReserveWeight_upToEight(String id) {
        Personality p = Personalities.shipped(id);
        Personality indifferent = Personalities.with(id, "weight.reserve", 0);

        // Ichtos in reserve are not on the board: what the weight adds is measured against weight 0.
        double withWeight = gain(p, ME, reserve(4), reserve(6), NO_ODDS);
        double without = gain(indifferent, ME, reserve(4), reserve(6), NO_ODDS);
        assertThat(withWeight - without).isCloseTo(2 * p.reserveWeight(), within(EPS));
        assertThat(without).as("two fewer on the board").isNegative();

        double beyond = gain(p, ME, reserve(9), reserve(11), NO_ODDS);
        assertThat(beyond).as("a reserve beyond 8 buys nothing more")
                .isCloseTo(gain(indifferent, ME, reserve(9), reserve(11), NO_ODDS), within(EPS));
    }

    @Test
    void forTheGeneGambler_theBalancedAndTheCautiousBreeder_moreReserveIsBetter() {
        for (String id : List.of("balanced", "cautious-breeder", "gene-gambler")) {
            assertThat(gain(Personalities.shipped(id), ME, reserve(4), reserve(6), NO_ODDS)).as(id).isPositive();
        }
    }

    // ---------------------------------------------------------------- threats and genes

    @Test
    void anOpponentWithTeethBesideMyIchtos_costsTheThreatWeight_unlessIHaveEars() {
        GameState safe = PublicFixture.of(4).put(area(5), ME, 2).put(area(5), 0, 1).build();
        GameState bitten = PublicFixture.of(4).put(area(5), ME, 2).put(area(5), 0, 1).gene(0, Gene.TEETH).build();
        GameState earsSafe = PublicFixture.of(4).put(area(5), ME, 2).put(area(5), 0, 1).gene(ME, Gene.EARS).build();
        GameState earsTeeth = PublicFixture.of(4).put(area(5), ME, 2).put(area(5), 0, 1).gene(ME, Gene.EARS)
                .gene(0, Gene.TEETH).build();
        Personality p = Personalities.shipped("cautious-breeder");
        double[] odds = certain(area(5), 0.5);

        assertThat(gain(p, ME, bitten, safe, odds)).isCloseTo(p.threatWeight(), within(EPS));
        assertThat(gain(Personalities.with("cautious-breeder", "weight.threat", 0), ME, bitten, safe, odds))
                .isCloseTo(0, within(EPS));
        assertThat(gain(p, ME, earsTeeth, earsSafe, odds)).as("Ears flee Teeth").isCloseTo(0, within(EPS));
    }

    @Test
    void owningAGene_addsItsWorthTimesTheGenesWeight() {
        GameState without = PublicFixture.of(4).build();
        GameState with = PublicFixture.of(4).gene(ME, Gene.LEGS).build();
        Personality gambler = Personalities.shipped("gene-gambler");

        assertThat(gain(gambler, ME, without, with, NO_ODDS)).isCloseTo(gambler.worth(Gene.LEGS), within(EPS))
                .isCloseTo(gambler.geneWorth().get(Gene.LEGS) * gambler.genesWeight(), within(EPS)).isPositive();
        assertThat(gain(Personalities.with("gene-gambler", "weight.genes", 0), ME, without, with, NO_ODDS))
                .isCloseTo(0, within(EPS));
    }
}
