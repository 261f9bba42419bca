package org.ichto.core;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
 * a deadline; a player that throws, overruns its deadline or returns an illegal decision is logged
 * and a safe legal decision is played in its place, so one broken opponent never stops a game.
 */
public final class MatchRunner<S, V, D> implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MatchRunner.class);

    /** Told of every decision, with the time it took and whether a fallback replaced it. */
    public interface Listener<S, D> {
        void decided(S before, int seat, D decision, long nanos, boolean fallback, S after);
    }

    /** The end of a match: the final state and the decisions in order. */
    public record Result<S, D>(S finalState, List<D> decisions, int fallbacks) {
    }

    private final Game<S, V, D> game;
    private final List<? extends Player<V, D>> players;
    private final Budget budget;
    private final long deadlineMillis;
    private final ExecutorService worker;

    /**
     * @param deadlineMillis the longest a player may take for one decision before a fallback is
     *                       played (0: no deadline, decisions are asked on the calling thread)
     */
    public MatchRunner(Game<S, V, D> game, List<? extends Player<V, D>> players, Budget budget,
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
        int fallbacks = 0;
        while (!game.isOver(state)) {
            int seat = game.actor(state);
            V view = game.view(state, seat);
            long t0 = System.nanoTime();
            D decision = ask(players.get(seat), view, seat);
            long nanos = System.nanoTime() - t0;
            boolean fallback = false;
            String why = decision == null ? "no decision" : game.whyIllegal(state, decision);
            if (why != null) {
                LOG.warn("seat {} ({}) offered an illegal decision {}: {}; playing a safe one instead",
                        seat, players.get(seat).label(), decision, why);
                decision = game.safeDecision(view);
                fallback = true;
                fallbacks++;
            }
            S next = game.apply(state, decision);
            decisions.add(decision);
            if (listener != null) {
                listener.decided(state, seat, decision, nanos, fallback, next);
            }
            state = next;
        }
        return new Result<>(state, decisions, fallbacks);
    }

    private D ask(Player<V, D> player, V view, int seat) {
        if (worker == null) {
            try {
                return player.decide(view, budget);
            } catch (RuntimeException | StackOverflowError e) {
                LOG.warn("seat {} ({}) failed to decide", seat, player.label(), e);
                return null;
            }
        }
        Future<D> future = worker.submit(() -> player.decide(view, budget));
        try {
            return future.get(deadlineMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            LOG.warn("seat {} ({}) took longer than {} ms", seat, player.label(), deadlineMillis);
        } catch (ExecutionException e) {
            LOG.warn("seat {} ({}) failed to decide", seat, player.label(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
        }
        return null;
    }

    @Override
    public void close() {
        if (worker != null) {
            worker.shutdownNow();
        }
    }
}
