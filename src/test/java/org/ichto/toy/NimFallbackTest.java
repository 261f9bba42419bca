package org.ichto.toy;

import org.ichto.shell.ai.RandomPlayer;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.shell.match.MatchRunner;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Broken players never stop a game of Hidden Nim: the safe decision stands in, and the reason is kept. */
class NimFallbackTest {
    private static final NimGame GAME = NimGame.INSTANCE;

    private static Player<NimView, NimDecision> throwing() {
        return (view, budget) -> {
            throw new IllegalStateException("boom");
        };
    }

    private static Player<NimView, NimDecision> illegal() {
        return (view, budget) -> new NimDecision.Take(7);
    }

    @Test
    void fallbacksNameTheSeatAndTheReasonAndTheGameEnds() {
        List<Player<NimView, NimDecision>> players = List.of(throwing(), illegal(), new RandomPlayer<>(GAME.views(), 1));
        // With a deadline the players are asked on the runner's worker thread, as in the lab.
        for (long deadline : new long[] {0, 5_000}) {
            MatchRunner.Result<NimState, NimDecision> result;
            try (MatchRunner<NimState, NimView, NimDecision> runner = new MatchRunner<>(GAME, players, Budget.NONE, deadline)) {
                result = runner.play(GAME.rules().newGame(3, 6), null);
            }
            assertThat(GAME.rules().isOver(result.finalState())).isTrue();
            assertThat(result.fallbacks()).isNotEmpty().allSatisfy(f -> {
                assertThat(f.seat()).isIn(0, 1);
                assertThat(result.decisions().get(f.index())).isEqualTo(new NimDecision.Take(1));
                if (f.seat() == 0) {
                    assertThat(f.reason()).isEqualTo("failed: java.lang.IllegalStateException: boom");
                } else {
                    assertThat(f.reason()).isEqualTo("illegal: a turn takes 1 to 3 counters, not 7");
                }
            });
            assertThat(result.fallbacks()).anyMatch(f -> f.seat() == 0).anyMatch(f -> f.seat() == 1);
            long seat2 = result.fallbacks().stream().filter(f -> f.seat() == 2).count();
            assertThat(seat2).isZero();
        }
    }
}
