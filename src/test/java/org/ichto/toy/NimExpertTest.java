package org.ichto.toy;

import org.ichto.shell.ai.ExpertPlayer;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.Profile;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.lab.TournamentResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The shell's generic Expert on Hidden Nim: deterministic by count, blind to what it may not see, and strong. */
class NimExpertTest {
    private static final NimGame GAME = NimGame.INSTANCE;
    private static final Budget BUDGET = Budget.iterations(200);
    private static final ProfileLibrary PROFILES = ProfileLibrary.shipped(GAME.id(), GAME.ai().schema());

    private static Profile balanced() {
        return PROFILES.find(GAME.ai().expertProfile()).orElseThrow();
    }

    @Test
    void thePersonalityFilesAreRead() {
        assertThat(PROFILES.problems()).isEmpty();
        assertThat(PROFILES.all()).extracting(Profile::id).containsExactly("balanced", "greedy");
        assertThat(balanced().get("greed")).isEqualTo(0.5);
        assertThat(PROFILES.find("greedy").orElseThrow().name()).isEqualTo("Greedy");
        assertThat(PlayerFactory.standard(GAME).names()).containsExactly("balanced", "expert", "greedy", "random");
    }

    @Test
    void anIterationBudgetGivesTheSameDecisionForTheSameViewAndSeed() {
        List<NimState> positions = NimPositions.withHiddenJokers(10);
        for (NimState s : positions) {
            NimView view = GAME.views().view(s, s.actor());
            NimDecision first = new ExpertPlayer<>(GAME, balanced(), 42).decide(view, BUDGET);
            NimDecision second = new ExpertPlayer<>(GAME, balanced(), 42).decide(view, BUDGET);
            assertThat(second).isEqualTo(first);
            assertThat(GAME.rules().whyIllegal(s, first)).isNull();
        }
    }

    /** Every kind of computer opponent, at every difficulty, made afresh from the same seed. */
    private static List<Player<NimView, NimDecision>> everyPlayer(long seed) {
        List<Player<NimView, NimDecision>> players = new ArrayList<>();
        PlayerFactory<NimView, NimDecision> factory = PlayerFactory.standard(GAME);
        for (String name : factory.names()) {
            for (Difficulty d : Difficulty.values()) {
                players.add(factory.create(new PlayerSpec(name, d), seed));
            }
        }
        return players;
    }

    @Test
    void anotherSeatsUnplayedJokerNeverChangesADecision() {
        for (NimState s : NimPositions.withHiddenJokers(10)) {
            int other = NimPositions.hiddenOther(s);
            NimState twin = s.withJoker(other, NimPositions.otherJoker(s.jokers().get(other)));
            List<Player<NimView, NimDecision>> a = everyPlayer(s.generator());
            List<Player<NimView, NimDecision>> b = everyPlayer(s.generator());
            for (int i = 0; i < a.size(); i++) {
                NimDecision here = a.get(i).decide(GAME.views().view(s, s.actor()), BUDGET);
                NimDecision there = b.get(i).decide(GAME.views().view(twin, s.actor()), BUDGET);
                assertThat(there).as(a.get(i).label()).isEqualTo(here);
            }
        }
    }

    @Test
    void aSearchStopsOnceItsAnswerCanNoLongerChange() {
        long budget = 40_000;
        for (NimState s : NimPositions.withHiddenJokers(5)) {
            NimView view = GAME.views().view(s, s.actor());
            ExpertPlayer<NimState, NimView, NimDecision> stopping = new ExpertPlayer<>(GAME, balanced(), 7);
            NimDecision d = stopping.decide(view, Budget.iterations(budget));
            assertThat(GAME.rules().whyIllegal(s, d)).isNull();
            // Two trees share the budget; each stops once its leader cannot be caught.
            assertThat(stopping.searchIterations()).as("iterations run of " + budget).isLessThan(budget);
            assertThat(new ExpertPlayer<>(GAME, balanced(), 7).decide(view, Budget.iterations(budget))).isEqualTo(d);
        }
    }

    @Test
    void theExpertBeatsRandomPlayers() {
        TournamentResult r = new Tournament<>(GAME, PlayerFactory.standard(GAME),
                PlayerSpec.parseList("random,random,expert"), 30, 3, 0, BUDGET).run();
        assertThat(r.entries().get(2).wins()).as("the Expert's wins of 30").isGreaterThan(18);
    }
}
