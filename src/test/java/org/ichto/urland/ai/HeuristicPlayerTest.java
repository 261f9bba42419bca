package org.ichto.urland.ai;

import org.ichto.shell.game.Difficulty;

import org.ichto.shell.ai.ProfileLibrary;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Budget;
import org.ichto.shell.match.MatchRunner;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.shell.ai.RandomPlayer;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HeuristicPlayerTest {
    private static final ProfileLibrary LIBRARY = Urlands.profiles();

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyPersonalityPlaysWholeGamesWithOnlyLegalDecisions(Difficulty difficulty) {
        int game = 0;
        for (org.ichto.shell.game.Profile base : LIBRARY.all()) {
            Personality p = Personality.of(base.at(difficulty));
            for (int players = 3; players <= 5; players++) {
                List<Player<SeatView, Decision>> seats = new ArrayList<>();
                for (int s = 0; s < players; s++) {
                    seats.add(s % 2 == 0 ? new HeuristicPlayer(p, game * 7L + s) : Urlands.random(game * 7L + s));
                }
                try (MatchRunner<GameState, SeatView, Decision> runner =
                             new MatchRunner<>(UrlandGame.INSTANCE, seats, Budget.NONE, 0)) {
                    var result = runner.play(UrlandGame.newGame(players, 500 + game), null);
                    assertThat(result.finalState().isOver()).isTrue();
                    assertThat(result.fallbacks()).as("%s, %d players", p.spec(), players).isEmpty();
                }
                game++;
            }
        }
    }
}
