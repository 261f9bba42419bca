package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An Ichto player's ranking depends on the position as that player sees it alone, so the remembered ranking of
 * a position seen before is the very ranking made anew: in every world of that view, for every personality.
 */
class RankingsTest {
    private static final List<Personality> JUDGES = List.of(Personalities.shipped("balanced"),
            Personalities.shipped("predator"), Personalities.shipped("cautious-breeder"));

    @Test
    void theRememberedRanking_isTheRankingMadeAnew_inEveryWorldOfTheView() {
        int ranked = 0;
        int handedOutAgain = 0;
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 4; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom play = new SeededRandom(seed * 13);
                List<Rankings> memories = JUDGES.stream().map(p -> new Rankings(p, Evaluator.worths(p))).toList();
                while (!s.isOver()) {
                    if (s.phase() == Phase.ACTIONS) {
                        SeatView view = SeatView.of(s, s.actor());
                        for (int k = 0; k < 3; k++) {
                            GameState world = k == 0 ? s : view.determinize(new SeededRandom(seed * 50 + k));
                            for (int j = 0; j < JUDGES.size(); j++) {
                                List<Decision> anew = Playouts.candidates(world, null, new SeededRandom(k), JUDGES.get(j));
                                List<Decision> remembered = memories.get(j).of(world, new SeededRandom(k));
                                assertThat(remembered).containsExactlyElementsOf(anew);
                                if (k > 0) {
                                    assertThat(memories.get(j).of(world, new SeededRandom(k))).isSameAs(remembered);
                                    handedOutAgain++;
                                }
                                ranked++;
                            }
                        }
                    }
                    s = Rules.apply(s, Rules.randomDecision(s, play));
                }
            }
        }
        assertThat(ranked).isGreaterThan(1_000);
        assertThat(handedOutAgain).isGreaterThan(500);
    }

    @Test
    void aNoisyJudgement_isMadeAnewEveryTime_drawingAsTheRankingWould() {
        Personality noisy = Personalities.with("balanced", "noise", 0.6);
        Rankings memory = new Rankings(noisy, Evaluator.worths(noisy));
        GameState s = UrlandGame.newGame(4, 8);
        SeededRandom play = new SeededRandom(3);
        int compared = 0;
        while (!s.isOver() && compared < 200) {
            if (s.phase() == Phase.ACTIONS) {
                SeededRandom a = new SeededRandom(compared);
                SeededRandom b = new SeededRandom(compared);
                assertThat(memory.of(s, a)).containsExactlyElementsOf(Playouts.candidates(s, null, b, noisy));
                assertThat(a.nextLong()).isEqualTo(b.nextLong());
                compared++;
            }
            s = Rules.apply(s, Rules.randomDecision(s, play));
        }
        assertThat(compared).isGreaterThan(20);
    }
}
