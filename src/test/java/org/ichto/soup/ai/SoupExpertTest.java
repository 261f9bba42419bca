package org.ichto.soup.ai;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.soup.SoupGame;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The shell's players for Primordial Soup: random, each personality, and the Expert's search through Soup's policy. */
class SoupExpertTest {
    private static final PlayerFactory<SoupView, SoupDecision> FACTORY = PlayerFactory.standard(SoupGame.INSTANCE);

    @Test
    void theFactoryKnowsRandomTheExpertAndEveryPersonality() {
        assertThat(FACTORY.names()).contains("random", "expert", "balanced", "grower", "geneticist", "aggressor");
        assertThat(FACTORY.create(PlayerSpec.parse("aggressor:hard"), 1).label()).isEqualTo("aggressor:hard");
        assertThat(FACTORY.create(PlayerSpec.parse("expert"), 1).label()).isEqualTo("expert");
    }

    @Test
    void theExpertSearchesTheSetupAndDecidesLegally() {
        for (SoupState s : SoupFixtures.setup(4, 19)) {
            if (!s.phase().isSetup()) {
                continue;
            }
            Player<SoupView, SoupDecision> expert = FACTORY.create(PlayerSpec.parse("expert"), 3);
            SoupDecision d = expert.decide(SoupView.of(s, s.actor()), Budget.iterations(60));
            assertThat(SoupRules.whyIllegal(s, d)).as(d.toString()).isNull();
        }
    }

    /**
     * Mid-game, where the hidden parts decide what happens next: a move's die comes from the generator
     * and the next card's ozone from the deck. The two worlds really differ there (the next roll of the
     * one is not the next roll of the other in some of the positions, the deck order differs in every
     * one), and every computer still decides the same in both.
     */
    @Test
    void everyComputerDecidesTheSameMidGameWhereTheHiddenPartsReallyDiffer() throws Exception {
        List<String> specs = List.of("balanced", "grower:easy", "geneticist:hard", "aggressor", "grazer", "expert");
        int compared = 0;
        int rollsDiffer = 0;
        SoupFixtures.Played game = SoupFixtures.randomGame(4, 31);
        for (SoupState s : game.states()) {
            if (s.isOver() || s.round() < 2 || s.round() > 4 || SoupRules.legal(s).size() < 2
                    || s.deckSize() < 2 || compared >= specs.size() * 12) {
                continue;
            }
            SoupState other = SoupHeuristicPlayerTest.otherWorld(s);
            assertThat(other.deckTopFirst()).isNotEqualTo(s.deckTopFirst());
            assertThat(other.generatorState()).isNotEqualTo(s.generatorState());
            if (new org.ichto.shell.game.SeededRandom(s.generatorState()).nextInt(6)
                    != new org.ichto.shell.game.SeededRandom(other.generatorState()).nextInt(6)) {
                rollsDiffer++;
            }
            for (String spec : specs) {
                SoupDecision a = FACTORY.create(PlayerSpec.parse(spec), 11).decide(SoupView.of(s, s.actor()),
                        Budget.iterations(60));
                SoupDecision b = FACTORY.create(PlayerSpec.parse(spec), 11).decide(
                        SoupView.of(other, other.actor()), Budget.iterations(60));
                assertThat(b).as("%s at %s", spec, s).isEqualTo(a);
                compared++;
            }
        }
        assertThat(compared).isEqualTo(specs.size() * 12);
        assertThat(rollsDiffer).isPositive();
    }

    @Test
    void everyComputerDecidesTheSameInWorldsItCannotTellApart() throws Exception {
        List<String> specs = List.of("random", "balanced", "grower:easy", "geneticist", "aggressor", "expert");
        int compared = 0;
        int decided = 0;
        for (SoupState s : SoupFixtures.setup(3, 23)) {
            if (!s.phase().isSetup()) {
                continue;
            }
            SoupState other = SoupHeuristicPlayerTest.otherWorld(s);
            decided++;
            for (String spec : specs) {
                SoupDecision a = FACTORY.create(PlayerSpec.parse(spec), 7).decide(SoupView.of(s, s.actor()),
                        Budget.iterations(40));
                SoupDecision b = FACTORY.create(PlayerSpec.parse(spec), 7).decide(SoupView.of(other, other.actor()),
                        Budget.iterations(40));
                assertThat(b).as(spec).isEqualTo(a);
                compared++;
            }
        }
        assertThat(decided).isGreaterThan(5);
        assertThat(compared).isEqualTo(specs.size() * decided);
    }
}
