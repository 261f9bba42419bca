package org.ichto.shell.match;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Player;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Plays a game to its end with one player per seat. Each decision is asked on a worker thread with
 * a deadline; a player that throws, overruns its deadline or returns an illegal decision is replaced
 * by the game's safe decision ({@link Fallback}), so one broken opponent never stops a game.
 */
public final class MatchRunner<S, V, D> implements AutoCloseable {

    /** Told of every decision, with the time it took and, when a fallback replaced it, why. */
    public interface Listener<S, D> {
        void decided(S before, int seat, D decision, long nanos, String fallbackReason, S after);
    }

    /** One decision that fell back: its index in the game, the seat and why. */
    public record FallbackAt(int index, int seat, String reason) {
    }

    /** The end of a match: the final state, the decisions in order and those that fell back. */
    public record Result<S, D>(S finalState, List<D> decisions, List<FallbackAt> fallbacks) {
    }

    private final GameDefinition<S, V, D, ?> game;
    private final List<? extends Player<V, D>> players;
    private final Budget budget;
    private final long deadlineMillis;
    private final ExecutorService worker;

    /**
     * @param deadlineMillis the longest a player may take for one decision before a fallback is
     *                       played (0: no deadline, decisions are asked on the calling thread)
     */
    public MatchRunner(GameDefinition<S, V, D, ?> game, List<? extends Player<V, D>> players, Budget budget,
                       long deadlineMillis) {
        this.game = game;
        this.players = List.copyOf(players);
        this.budget = budget;
        this.deadlineMillis = deadlineMillis;
        this.worker = deadlineMillis > 0 ? Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "player-worker");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    public Result<S, D> play(S start, Listener<S, D> listener) {
        S state = start;
        List<D> decisions = new ArrayList<>();
        List<FallbackAt> fallbacks = new ArrayList<>();
        while (!game.rules().isOver(state)) {
            int seat = game.rules().actor(state);
            V view = game.views().view(state, seat);
            Player<V, D> player = players.get(seat);
            long t0 = System.nanoTime();
            Answer<D> answer = ask(player, view);
            long nanos = System.nanoTime() - t0;
            Fallback.Outcome<D> outcome = Fallback.check(game, state, view, player.label(), answer.decision,
                    answer.failure);
            if (outcome.fellBack()) {
                fallbacks.add(new FallbackAt(decisions.size(), seat, outcome.reason()));
            }
            S next = game.rules().apply(state, outcome.decision());
            decisions.add(outcome.decision());
            if (listener != null) {
                listener.decided(state, seat, outcome.decision(), nanos, outcome.reason(), next);
            }
            state = next;
        }
        return new Result<>(state, decisions, fallbacks);
    }

    private record Answer<D>(D decision, String failure) {
    }

    private Answer<D> ask(Player<V, D> player, V view) {
        if (worker == null) {
            try {
                return new Answer<>(player.decide(view, budget), null);
            } catch (RuntimeException | StackOverflowError e) {
                return new Answer<>(null, "failed: " + e);
            }
        }
        Future<D> future = worker.submit(() -> player.decide(view, budget));
        try {
            return new Answer<>(future.get(deadlineMillis, TimeUnit.MILLISECONDS), null);
        } catch (TimeoutException e) {
            future.cancel(true);
            return new Answer<>(null, "took longer than " + deadlineMillis + " ms");
        } catch (ExecutionException e) {
            return new Answer<>(null, "failed: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            return new Answer<>(null, "interrupted");
        }
    }

    @Override
    public void close() {
        if (worker != null) {
            worker.shutdownNow();
        }
    }
}
