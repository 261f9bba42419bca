package org.ichto.shell.ai;

import org.ichto.shell.game.Difficulty;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.urland.UrlandGame;
import org.ichto.shell.ai.RandomPlayer;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlayerFactoryTest {

    @Test
    void theStandardFactoryMakesRandomPlayersFromTheirSeed() {
        PlayerFactory<SeatView, Decision> factory = Urlands.factory();
        assertThat(factory.names()).contains("random");
        Player<SeatView, Decision> a = factory.create(PlayerSpec.parse("random"), 5);
        Player<SeatView, Decision> b = factory.create(PlayerSpec.parse("random:hard"), 5);
        assertThat(a).isInstanceOf(RandomPlayer.class);
        GameState s = UrlandGame.newGame(4, 3);
        SeatView view = SeatView.of(s, s.actor());
        assertThat(a.decide(view, Budget.NONE)).isEqualTo(b.decide(view, Budget.NONE));
    }

    @Test
    void anUnknownNameListsTheKnownOnes() {
        PlayerFactory<SeatView, Decision> factory = Urlands.factory().register("zander", (spec, seed) -> Urlands.random(seed));
        assertThatThrownBy(() -> factory.create(PlayerSpec.parse("shark"), 1))
                .isInstanceOf(UnknownPlayerException.class)
                .hasMessage("unknown player \"shark\" (known players: balanced, cautious-breeder, expert, gene-gambler,"
                        + " land-grabber, predator, random, zander)");
    }

    @Test
    void sourcesMakePlayersForAllTheirNames() {
        List<PlayerSpec> asked = new ArrayList<>();
        PlayerFactory<SeatView, Decision> factory = Urlands.factory().add(new PlayerFactory.Source() {
            @Override
            public Set<String> names() {
                return Set.of("pike", "turtle");
            }

            @Override
            public Player<SeatView, Decision> create(PlayerSpec spec, long seed) {
                asked.add(spec);
                return Urlands.random(seed);
            }
        });
        assertThat(factory.names()).containsExactly("balanced", "cautious-breeder", "expert", "gene-gambler", "land-grabber",
                "pike", "predator", "random", "turtle");
        factory.create(PlayerSpec.parse("turtle:easy"), 1);
        assertThat(asked).containsExactly(new PlayerSpec("turtle", Difficulty.EASY));
    }

    @Test
    void aNameIsRegisteredOnlyOnce() {
        assertThatThrownBy(() -> Urlands.factory().register("random", (spec, seed) -> Urlands.random(seed)))
                .hasMessageContaining("already registered");
        assertThatThrownBy(() -> Urlands.factory().register("Big Fish", (spec, seed) -> Urlands.random(seed)))
                .hasMessageContaining("bad player name");
    }
}
