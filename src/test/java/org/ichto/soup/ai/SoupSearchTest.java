package org.ichto.soup.ai;

import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.SearchPolicy;
import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What the Expert's search tries at a position of Primordial Soup, how it judges a play-on, and the safe decision. */
class SoupSearchTest {
    private static final SoupSearch POLICY = new SoupSearch(SoupPersonalityTest.personality("balanced",
            Difficulty.NORMAL));

    @Test
    void fewDecisionsAreAllSearchedAndManyAreCutToTheBestByOneStepAhead() {
        for (SoupState s : SoupFixtures.setup(4, 13)) {
            if (!s.phase().isSetup()) {
                continue;
            }
            List<SoupDecision> legal = SoupRules.legal(s);
            SearchPolicy.Slot<SoupDecision> slot = new SearchPolicy.Slot<>();
            List<SoupDecision> moves = POLICY.moves(s, null, new SeededRandom(1), slot);
            assertThat(legal).containsAll(moves);
            if (legal.size() <= SoupSearch.WIDTH) {
                assertThat(moves).isEqualTo(legal);
            } else {
                assertThat(moves).hasSize(SoupSearch.WIDTH).doesNotHaveDuplicates();
                assertThat(slot.ranked).isEqualTo(moves);
                // A later visit keeps the node's ranking.
                assertThat(POLICY.moves(s, null, new SeededRandom(2), slot)).isEqualTo(moves);
            }
        }
    }

    @Test
    void theHeuristicsProposalIsAlwaysAmongTheMovesAtTheRoot() {
        SoupState s = SoupFixtures.setup(4, 13).stream().filter(x -> x.phase() == Phase.SETUP_SECOND_AMOEBA)
                .findFirst().orElseThrow();
        List<SoupDecision> legal = SoupRules.legal(s);
        SoupDecision last = legal.get(legal.size() - 1);
        List<SoupDecision> moves = POLICY.moves(s, last, new SeededRandom(1), new SearchPolicy.Slot<>());
        assertThat(moves).contains(last).hasSizeLessThanOrEqualTo(SoupSearch.ROOT_WIDTH + 1);
        // A proposal that is not legal in this world is left out.
        SoupDecision illegal = new SoupDecision.ChooseStartSpace(1);
        assertThat(POLICY.moves(s, illegal, new SeededRandom(1), new SearchPolicy.Slot<>())).doesNotContain(illegal);
    }

    @Test
    void aRolloutRewardsEverySeatBetweenZeroAndOne() {
        for (SoupState s : SoupFixtures.setup(3, 2)) {
            double[] reward = POLICY.rollout(s, new SeededRandom(4));
            assertThat(reward).hasSize(3);
            for (double r : reward) {
                assertThat(r).isBetween(0.0, 1.0);
            }
        }
    }

    @Test
    void theSafeDecisionIsLegalAndAsHarmlessAsTheRulesAllow() {
        SoupAi ai = new SoupAi();
        for (SoupState s : SoupFixtures.setup(4, 31)) {
            if (s.phase().isSetup()) {
                SoupDecision d = ai.safeDecision(SoupView.of(s, s.actor()));
                assertThat(SoupRules.whyIllegal(s, d)).isNull();
                assertThat(d).isEqualTo(SoupRules.legal(s).get(0));
            }
        }
    }
}
