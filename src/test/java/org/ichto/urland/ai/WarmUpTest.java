package org.ichto.urland.ai;

import org.ichto.shell.ai.ExpertPlayer;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.Urlands;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The warm-up before a game's first search changes no decision: an Expert that warms up decides exactly as
 * one of the same seed that does not (the game was warmed up already), and counts the same iterations.
 */
class WarmUpTest {

    @Test
    void anExpertThatWarmsUp_decidesAsOneThatDoesNot() {
        List<SeatView> views = new ArrayList<>();
        GameState s = UrlandGame.newGame(4, 12);
        SeededRandom play = new SeededRandom(4);
        for (int step = 0; !s.isOver() && views.size() < 12; step++) {
            if (step % 9 == 0 && Rules.legal(s).listed().size() > 1) {
                views.add(SeatView.of(s, s.actor()));
            }
            s = Rules.apply(s, Rules.randomDecision(s, play));
        }
        Profile balanced = Urlands.profiles().find("balanced").orElseThrow();

        ExpertPlayer.forgetWarmUps();
        ExpertPlayer<GameState, SeatView, Decision> warming = new ExpertPlayer<>(Urlands.GAME, balanced, 77);
        List<Decision> warmed = decisions(warming, views);
        ExpertPlayer<GameState, SeatView, Decision> cold = new ExpertPlayer<>(Urlands.GAME, balanced, 77);
        List<Decision> unwarmed = decisions(cold, views);

        assertThat(warmed).containsExactlyElementsOf(unwarmed);
        assertThat(warming.searchIterations()).isEqualTo(cold.searchIterations()).isPositive();
    }

    private static List<Decision> decisions(ExpertPlayer<GameState, SeatView, Decision> expert, List<SeatView> views) {
        List<Decision> out = new ArrayList<>();
        for (SeatView v : views) {
            out.add(expert.decide(v, Budget.iterations(300)));
        }
        return out;
    }
}
