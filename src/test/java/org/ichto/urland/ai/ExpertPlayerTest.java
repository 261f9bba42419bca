package org.ichto.urland.ai;

import org.ichto.shell.ai.ExpertPlayer;

import org.ichto.shell.ai.ProfileLibrary;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Budget;
import org.ichto.shell.match.MatchRunner;
import org.ichto.shell.game.Player;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ExpertPlayerTest {

    @Test
    void theExpertPlaysAWholeGameWithOnlyLegalDecisions() {
        ProfileLibrary lib = Urlands.profiles();
        List<Player<SeatView, Decision>> seats = new ArrayList<>();
        seats.add(new ExpertPlayer<>(Urlands.GAME, lib.find("balanced").orElseThrow(), 1));
        for (String id : List.of("predator", "land-grabber")) {
            seats.add(new HeuristicPlayer(Personality.of(lib.find(id).orElseThrow()), seats.size()));
        }
        try (MatchRunner<GameState, SeatView, Decision> runner =
                     new MatchRunner<>(UrlandGame.INSTANCE, seats, Budget.iterations(150), 0)) {
            var result = runner.play(UrlandGame.newGame(3, 31), null);
            assertThat(result.finalState().isOver()).isTrue();
            assertThat(result.fallbacks()).isEmpty();
        }
    }
}
