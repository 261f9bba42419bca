package org.ichto.soup;

import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Primordial Soup as the shell sees it: its name, seats and the rules, views and parts it lends the shell. */
class SoupGameTest {
    private static final SoupGame GAME = SoupGame.INSTANCE;
    private static final GameRules<SoupState, SoupDecision, SoupEvent> RULES = GAME.rules();

    @Test
    void itIsCalledSoupAndSeatsThreeOrFour() {
        assertThat(GAME.id()).isEqualTo("soup");
        assertThat(GAME.name()).isEqualTo("Primordial Soup");
        assertThat(GAME.saveExtension()).isEqualTo("soup");
        assertThat(GAME.seats().min()).isEqualTo(3);
        assertThat(GAME.seats().max()).isEqualTo(4);
        assertThat(GAME.seats().colours()).containsExactly("red", "blue", "yellow", "green");
        assertThat(GAME.seats().allows(5)).isFalse();
        assertThat(GAME.ai().expertProfile()).isEqualTo("economist");
    }

    @Test
    void aNewGameIsTheRulesSetupOnTheBoardFile() {
        assertThat(RULES.newGame(4, 11)).isEqualTo(SoupRules.newGame(SoupFixtures.BOARD, 4, 11));
        assertThat(RULES.newGame(3, 11).board()).isSameAs(SoupFixtures.BOARD);
        assertThat(RULES.players(RULES.newGame(3, 1))).isEqualTo(3);
        assertThatThrownBy(() -> RULES.newGame(5, 1)).hasMessageContaining("not 5");
    }

    @Test
    void theRulesAreSoupRulesThroughTheShellsTypes() {
        SoupState s = RULES.newGame(4, 8);
        assertThat(RULES.legal(s).listed()).isEqualTo(SoupRules.legal(s));
        assertThat(RULES.legal(s).open()).isEmpty();
        assertThat(RULES.actor(s)).isEqualTo(s.actor());
        SoupDecision d = RULES.legal(s).listed().get(1);
        List<SoupEvent> events = new ArrayList<>();
        SoupState next = RULES.apply(s, d, events::add);
        assertThat(next).isEqualTo(RULES.apply(s, d)).isEqualTo(SoupRules.apply(s, d));
        assertThat(events.get(0)).isEqualTo(new SoupEvent.DecisionMade(s.actor(), d));
        assertThat(RULES.whyIllegal(s, new SoupDecision.ChooseStartSpace(9))).contains("is not a start space");
        assertThat(RULES.copy(next)).isEqualTo(next).isNotSameAs(next);
        assertThat(RULES.generatorState(next)).isEqualTo(next.generatorState());
        assertThat(RULES.isOver(next)).isFalse();
    }

    @Test
    void scoresAreTheMarkersAndTheFurthestWins() {
        SoupState s = SoupFixtures.afterSetup(4, 6);
        int[] scores = RULES.scores(s);
        int best = 0;
        for (int seat = 0; seat < 4; seat++) {
            assertThat(scores[seat]).isEqualTo(s.score(seat));
            if (scores[seat] > scores[best]) {
                best = seat;
            }
        }
        assertThat(RULES.winner(s)).isEqualTo(best);
        assertThat(scores[best]).isEqualTo(4);
    }

    @Test
    void turnsAreRoundsAndProgressGrowsFromTheSetup() {
        List<SoupState> setup = SoupFixtures.setup(3, 4);
        for (SoupState s : setup) {
            assertThat(RULES.turn(s)).isEqualTo(1);
            if (s.phase().isSetup()) {
                assertThat(RULES.progress(s)).isEqualTo(0.0);
            }
        }
        // Round 1 has begun: the furthest marker (start space 3 of 3 players) counts from the finish zone's 42.
        SoupState first = setup.get(setup.size() - 1);
        assertThat(first.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
        assertThat(RULES.progress(first)).isEqualTo(3 / 42.0);
    }

    @Test
    void theDescriptionIsPlainTextOfEveryPublicFact() {
        SoupState s = SoupFixtures.afterSetup(4, 6);
        String text = RULES.describe(s);
        assertThat(text).startsWith("Round 1, phase 1 (movement and feeding)\n")
                .contains("Environment card: ozone ", "; 10 cards face down", "Waiting for phase 1",
                        "Seat  ladder   BP  amoebas  damage  genes", "Soup (cubes per colour", "Supply: 17 17 17 17",
                        "Genes in the pool: Intelligence x2, Movement I x2, Spores,")
                .doesNotContain("  \n");
        assertThat(RULES.describe(SoupFixtures.setup(3, 1).get(0))).startsWith("Setup: start space\n");
        // One line a space: its number, its cubes, its amoebas.
        assertThat(text.lines().filter(l -> l.matches("  \\d\\d .*"))).hasSize(19);
    }

    @Test
    void theViewsAreSoupViews() {
        SoupState s = SoupFixtures.afterSetup(3, 2);
        SoupView view = GAME.views().view(s, 1);
        assertThat(view).isEqualTo(SoupView.of(s, 1));
        assertThat(GAME.views().seat(view)).isEqualTo(1);
        assertThat(GAME.views().determinize(view, new SeededRandom(3)))
                .isEqualTo(view.determinize(new SeededRandom(3)));
        SoupState setup = SoupFixtures.setup(3, 2).get(1);
        assertThat(GAME.views().legal(SoupView.of(setup, setup.actor())).listed()).isEqualTo(SoupRules.legal(setup));
    }
}
