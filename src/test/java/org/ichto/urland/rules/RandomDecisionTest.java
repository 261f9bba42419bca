package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The random decision drawn without a list is the very one the listed legal decisions give: the same
 * decision, the generator left in the same state, in every phase of many games (so a seed still
 * plays the same game as before).
 */
class RandomDecisionTest {

    @Test
    void drawsWhatTheListedDecisionsDrawInEveryPhase() {
        Set<Phase> seen = EnumSet.noneOf(Phase.class);
        int compared = 0;
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 40; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom chooser = new SeededRandom(seed * 31 + players);
                while (!s.isOver()) {
                    SeededRandom viaList = new SeededRandom(chooser.state());
                    Decision expected = Rules.legal(s).sample(viaList);
                    Decision drawn = Rules.randomDecision(s, chooser);
                    assertThat(drawn).as("seed %d, %s", seed, s.phase()).isEqualTo(expected);
                    assertThat(chooser.state()).isEqualTo(viaList.state());
                    seen.add(s.phase());
                    compared++;
                    s = Rules.apply(s, drawn);
                }
            }
        }
        assertThat(seen).containsAll(EnumSet.complementOf(EnumSet.of(Phase.GAME_OVER)));
        assertThat(compared).isGreaterThan(10_000);
    }

    @Test
    void nothingToDrawOnceTheGameIsOver() {
        GameState s = UrlandGame.newGame(4, 3);
        SeededRandom rng = new SeededRandom(3);
        while (!s.isOver()) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        long before = rng.state();
        assertThat(Rules.randomDecision(s, rng)).isNull();
        assertThat(rng.state()).isEqualTo(before);
    }
}
