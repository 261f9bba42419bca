package org.ichto.urland.play;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Budget;
import org.ichto.shell.match.MatchRunner;
import org.ichto.shell.game.Player;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class MatchRunnerTest {

    @Test
    void brokenSlowAndCheatingPlayersAreReplacedAndTheGameFinishes() {
        AtomicInteger calls = new AtomicInteger();
        Player<SeatView, Decision> random = Urlands.random(5);
        Player<SeatView, Decision> throwing = (view, budget) -> {
            if (calls.incrementAndGet() % 3 == 0) {
                throw new IllegalStateException("broken on purpose");
            }
            return random.decide(view, budget);
        };
        AtomicInteger slowCalls = new AtomicInteger();
        Player<SeatView, Decision> slow = (view, budget) -> {
            if (slowCalls.incrementAndGet() == 2) {
                try {
                    Thread.sleep(2_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return Urlands.random(slowCalls.get()).decide(view, budget);
        };
        Player<SeatView, Decision> illegal = (view, budget) -> new Decision.Bid(99);

        try (MatchRunner<GameState, SeatView, Decision> runner = new MatchRunner<>(UrlandGame.INSTANCE,
                List.of(throwing, slow, illegal, Urlands.random(9)), Budget.NONE, 200)) {
            var result = runner.play(UrlandGame.newGame(4, 42), null);
            assertThat(result.finalState().isOver()).isTrue();
            // Every third decision of seat 0 throws, seat 1's second decision overruns, seat 2 always
            // answers an illegal bid: each is replaced, with its reason, and nothing else is.
            assertThat(result.fallbacks()).isNotEmpty().allSatisfy(f -> assertThat(f.seat()).isBetween(0, 2));
            assertThat(result.fallbacks()).filteredOn(f -> f.seat() == 0).isNotEmpty()
                    .allSatisfy(f -> assertThat(f.reason()).contains("broken on purpose"));
            assertThat(result.fallbacks()).filteredOn(f -> f.seat() == 1).singleElement()
                    .satisfies(f -> assertThat(f.reason()).isEqualTo("took longer than 200 ms"));
            assertThat(result.fallbacks()).filteredOn(f -> f.seat() == 2).isNotEmpty()
                    .allSatisfy(f -> assertThat(f.reason()).startsWith("illegal: "));
            assertThat(result.fallbacks().stream().filter(f -> f.seat() == 0).count())
                    .isEqualTo(calls.get() / 3);
            for (MatchRunner.FallbackAt f : result.fallbacks()) {
                assertThat(result.decisions().get(f.index())).isNotEqualTo(new Decision.Bid(99));
            }

            // The decisions, replayed from the seed, give the same game.
            GameState s = UrlandGame.newGame(4, 42);
            for (Decision d : result.decisions()) {
                s = Rules.apply(s, d);
            }
            assertThat(s).isEqualTo(result.finalState());
        }
    }

    @Test
    void safeDecisionIsAlwaysLegal() {
        GameState s = UrlandGame.newGame(5, 7);
        Player<SeatView, Decision> random = Urlands.random(1);
        while (!s.isOver()) {
            SeatView view = SeatView.of(s, s.actor());
            assertThat(Rules.whyIllegal(s, UrlandGame.INSTANCE.ai().safeDecision(view))).isNull();
            s = Rules.apply(s, random.decide(view, Budget.NONE));
        }
    }
}
