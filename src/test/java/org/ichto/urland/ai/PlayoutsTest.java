package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.PublicFixture;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.PublicFixture.O1;
import static org.ichto.urland.rules.PublicFixture.O2;
import static org.ichto.urland.rules.PublicFixture.O3;
import static org.ichto.urland.rules.PublicFixture.area;

/** What the Expert's search tries at a position, which of it stays legal, and its cheap playouts. */
class PlayoutsTest {
    private static final int WIDTH = 8;
    private static final Personality BALANCED = Personalities.shipped("balanced");

    /** Four players, seat 2 to act with 2 actions: many lands, swims of every size, breeding, an extra-turn chip. */
    private static GameState manyOptions() {
        return PublicFixture.of(4).put(O2, 2, 6).put(O1, 2, 3).put(area(6), 1, 1).put(area(5), 3, 2)
                .put(area(1), 0, 1).build();
    }

    private static void assertAllLegal(GameState s, List<Decision> ds) {
        for (Decision d : ds) {
            assertThat(Rules.whyIllegal(s, d)).as("%s at %s", d, s.phase()).isNull();
        }
        assertThat(new HashSet<>(ds)).as("no decision twice").hasSize(ds.size());
    }

    private static boolean sizeKept(GameState s, Decision d) {
        if (!(d instanceof Decision.Swim w)) {
            return true;
        }
        int all = s.ichtos(w.from(), s.actor());
        return w.count() == 1 || w.count() == all || w.count() == (all + 1) / 2;
    }

    @Test
    void anIchtoPlayersCandidates_areTheWidthsBest_plusTheProposalAndEndingTheTurn_allLegal() {
        GameState s = manyOptions();
        Decision proposal = new Decision.Retreat(PlaceCounts.single(O1, 1)); // an open choice, never listed
        assertThat(Rules.legal(s).listed()).hasSizeGreaterThan(3 * WIDTH);

        List<Decision> c = Playouts.candidates(s, proposal, new SeededRandom(1), BALANCED);

        assertThat(c).hasSize(WIDTH).contains(new Decision.EndActions(), proposal);
        assertAllLegal(s, c);
        // The rest are the best of the listed actions (swims cut to 1, half, all) by the actor's judgement,
        // with the chip odds of its view.
        GameState view = SeatView.of(s, 2).state();
        Evaluator judge = new Evaluator(BALANCED, 2, ChipOdds.of(view, 2), new SeededRandom(1));
        double worstKept = Double.POSITIVE_INFINITY;
        double bestDropped = Double.NEGATIVE_INFINITY;
        double worstDropped = Double.POSITIVE_INFINITY;
        for (Decision d : Rules.legal(s).listed()) {
            if (d instanceof Decision.EndActions || !sizeKept(s, d)) {
                continue;
            }
            double v = judge.evaluate(Rules.plan(s, d));
            if (c.contains(d)) {
                worstKept = Math.min(worstKept, v);
            } else {
                bestDropped = Math.max(bestDropped, v);
                worstDropped = Math.min(worstDropped, v);
            }
        }
        assertThat(worstKept).isGreaterThanOrEqualTo(bestDropped);
        assertThat(worstDropped).as("some were dropped for being worse").isLessThan(worstKept);
    }

    @Test
    void theRankingIsTheActorsJudgementFromItsView_theSameInWorldsThatDifferOnlyInHiddenChips() {
        // The ranking is made once per node, in the first world drawn, and reused in every other:
        // seat 2 cannot see the chosen chip, so which one it is in that world must not matter.
        GameState chose12 = manyOptions();
        GameState chose6 = PublicFixture.of(4).chosen(6).deck(12, 1, 2, 3, 4, 5, 7, 8, 9).put(O2, 2, 6).put(O1, 2, 3)
                .put(area(6), 1, 1).put(area(5), 3, 2).put(area(1), 0, 1).build();
        assertThat(SeatView.of(chose6, 2)).isEqualTo(SeatView.of(chose12, 2));

        List<Decision> a = Playouts.candidates(chose12, null, new SeededRandom(1), BALANCED);
        List<Decision> b = Playouts.candidates(chose6, null, new SeededRandom(1), BALANCED);

        assertThat(b).containsExactlyElementsOf(a);
    }

    @Test
    void aListedProposalThatRanksLow_staysOnce() {
        GameState s = manyOptions();
        Decision poor = new Decision.Swim(O2, O3, 1); // breaks the family of 6 for nothing

        List<Decision> c = Playouts.candidates(s, poor, new SeededRandom(1), BALANCED);

        assertThat(c).hasSize(WIDTH).contains(new Decision.EndActions());
        assertThat(c.stream().filter(poor::equals)).hasSize(1);
        assertAllLegal(s, c);
    }

    @Test
    void withFewOptions_everyListedActionIsACandidate() {
        GameState s = PublicFixture.of(4).put(O3, 2, 1).build();
        List<Decision> listed = Rules.legal(s).listed();
        assertThat(listed).hasSizeLessThanOrEqualTo(WIDTH);

        assertThat(Playouts.candidates(s, null, new SeededRandom(1), BALANCED)).containsExactlyElementsOf(listed);
    }

    @Test
    void waterMovementsAreCutToOneHalfAndAll_andNothingElseIsDropped() {
        GameState s = manyOptions();

        List<Decision> c = Playouts.candidates(s, null, new SeededRandom(1));

        List<Decision> expected = new ArrayList<>();
        for (Decision d : Rules.legal(s).listed()) {
            if (sizeKept(s, d)) {
                expected.add(d);
            }
        }
        assertThat(c).containsExactlyElementsOf(expected)
                .contains(new Decision.Swim(O2, O1, 1), new Decision.Swim(O2, O1, 3), new Decision.Swim(O2, O1, 6),
                        new Decision.Swim(O1, O2, 2), new Decision.Swim(O1, O2, 3))
                .doesNotContain(new Decision.Swim(O2, O1, 2), new Decision.Swim(O2, O1, 5));
    }

    @Test
    void outsideTheActions_everyListedDecisionIsSearched_withoutTheWidth() {
        GameState s = PublicFixture.of(4).bidding(1).build();
        assertThat(s.phase()).isEqualTo(Phase.BID);
        List<Decision> listed = Rules.legal(s).listed();
        assertThat(listed).hasSizeGreaterThan(WIDTH);

        assertThat(Playouts.candidates(s, null, new SeededRandom(1), BALANCED)).containsExactlyElementsOf(listed);
    }

    // ---------------------------------------------------------------- stillLegal

    @Test
    void stillLegal_dropsExactlyTheIllegal_inTheirOrder() {
        GameState s = PublicFixture.of(4).put(O1, 2, 3).build();
        List<Decision> ranked = List.of(
                new Decision.Land(O2, area(6)), // no Ichto in O2
                new Decision.EndActions(),
                new Decision.Swim(O1, O2, 4), // only 3 there
                new Decision.Land(O1, area(1)),
                new Decision.Bid(2), // not the auction
                new Decision.Breed(O1),
                new Decision.Land(O1, area(6)), // area 6 does not touch O1
                new Decision.Swim(O1, O2, 3));

        List<Decision> kept = Playouts.stillLegal(s, ranked, new SeededRandom(1));

        assertThat(kept).containsExactly(new Decision.EndActions(), new Decision.Land(O1, area(1)),
                new Decision.Breed(O1), new Decision.Swim(O1, O2, 3));
    }

    @Test
    void stillLegal_withNothingLegalLeft_fallsBackToThisWorldsCandidates() {
        GameState s = PublicFixture.of(4).put(O1, 2, 3).build();
        List<Decision> ranked = List.of(new Decision.Land(O2, area(6)), new Decision.Bid(1));

        List<Decision> kept = Playouts.stillLegal(s, ranked, new SeededRandom(1));

        assertThat(kept).isNotEmpty().containsExactlyElementsOf(Playouts.candidates(s, null, new SeededRandom(1)));
        assertAllLegal(s, kept);
    }

    // ---------------------------------------------------------------- rollout

    @Test
    void aRollout_rewardsEverySeatWithinZeroAndOne_andLeavesTheGivenStateAlone() {
        List<GameState> worlds = List.of(manyOptions(), UrlandGame.newGame(3, 4), UrlandGame.newGame(5, 8),
                PublicFixture.of(4).bidding(1).gene(0, Gene.TEETH).put(O2, 1, 4).build());
        for (GameState world : worlds) {
            for (long seed = 1; seed <= 10; seed++) {
                GameState before = world.copy();

                double[] reward = Playouts.rollout(world, BALANCED, new SeededRandom(seed));

                assertThat(world).isEqualTo(before);
                assertThat(reward).hasSize(world.players());
                for (double r : reward) {
                    assertThat(r).isBetween(0.0, 1.0);
                }
            }
        }
    }

    @Test
    void aRollout_rewardsTheSeatFarAheadMost() {
        // Black leads the track by 12; 8 cheap decisions cannot make that up.
        GameState world = PublicFixture.of(4).track(22, 2, 6, 10).build();
        for (long seed = 1; seed <= 10; seed++) {
            double[] reward = Playouts.rollout(world, BALANCED, new SeededRandom(seed));

            assertThat(reward[0]).isGreaterThan(0.9);
            for (int seat = 1; seat < 4; seat++) {
                assertThat(reward[seat]).isLessThan(0.1);
            }
        }
    }

    @Test
    void aRolloutOfAFinishedGame_givesTheWinnerOneAndTheOthersNothing() {
        GameState s = UrlandGame.newGame(4, 12);
        SeededRandom rng = new SeededRandom(12);
        while (!s.isOver()) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        double[] expected = new double[4];
        expected[s.leader()] = 1.0;

        assertThat(Playouts.rollout(s, BALANCED, new SeededRandom(1))).containsExactly(expected);
    }

    @Test
    void throughAWholeGame_everyCandidateAndEveryCheapDecisionIsLegal() {
        GameState s = UrlandGame.newGame(4, 21);
        SeededRandom rng = new SeededRandom(21);
        int actionStates = 0;
        while (!s.isOver()) {
            List<Decision> all = Playouts.candidates(s, null, rng);
            assertThat(all).isNotEmpty();
            assertAllLegal(s, all);
            if (s.phase() == Phase.ACTIONS) {
                List<Decision> ranked = Playouts.candidates(s, null, rng, BALANCED);
                assertThat(ranked).hasSizeLessThanOrEqualTo(WIDTH).contains(new Decision.EndActions());
                assertAllLegal(s, ranked);
                actionStates++;
            }
            SeededRandom sameRng = new SeededRandom(rng.state());
            Decision cheap = Playouts.cheapDecision(s, rng);
            assertThat(cheap).as("as drawn from the built list").isEqualTo(cheapFromList(s, sameRng));
            assertThat(rng.state()).isEqualTo(sameRng.state());
            assertThat(Rules.whyIllegal(s, cheap)).as("%s at %s", cheap, s.phase()).isNull();
            s = Rules.apply(s, rng.nextInt(2) == 0 ? cheap : Rules.randomDecision(s, rng));
        }
        assertThat(actionStates).isGreaterThan(20);
    }

    @Test
    void theQuickDecisionIsTheOneTheBuiltListGives_inManyGames() {
        int compared = 0;
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 15; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom rng = new SeededRandom(seed);
                while (!s.isOver()) {
                    SeededRandom sameRng = new SeededRandom(rng.state());
                    Decision cheap = Playouts.cheapDecision(s, rng);
                    assertThat(cheap).as("seed %d at %s", seed, s.phase()).isEqualTo(cheapFromList(s, sameRng));
                    assertThat(rng.state()).isEqualTo(sameRng.state());
                    compared++;
                    s = Rules.apply(s, cheap);
                }
            }
        }
        assertThat(compared).isGreaterThan(3_000);
    }

    /** The rollout's quick decision as it was drawn from the built list of legal decisions. */
    private static Decision cheapFromList(GameState world, SeededRandom rng) {
        LegalDecisions legal = Rules.legal(world);
        List<Decision> listed = legal.listed();
        if (listed.isEmpty()) {
            return legal.open().get(0).sample(rng);
        }
        switch (world.phase()) {
            case BID -> {
                return listed.get(rng.nextInt(Math.min(listed.size(), 4)));
            }
            case ACTIONS -> {
                List<Class<?>> kinds = new ArrayList<>();
                for (Decision d : listed) {
                    if (!kinds.contains(d.getClass())) {
                        kinds.add(d.getClass());
                    }
                }
                Class<?> kind = kinds.get(rng.nextInt(kinds.size()));
                List<Decision> ofKind = new ArrayList<>();
                for (Decision d : listed) {
                    if (d.getClass() == kind) {
                        ofKind.add(d);
                    }
                }
                return ofKind.get(rng.nextInt(ofKind.size()));
            }
            default -> {
                return listed.get(rng.nextInt(listed.size()));
            }
        }
    }
}
