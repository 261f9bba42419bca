package org.ichto.urland.sim;

import org.ichto.core.SeededRandom;
import org.ichto.urland.Urland;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;

/**
 * Whole games in which every seat takes a uniformly random legal decision. Used by the benchmark
 * and by the invariant tests; the same seed always gives the same game.
 *
 * <p>The game's own generator (all chance in the rules) starts from the seed; the generator that
 * picks the random decisions starts from a value derived from it, so the two never run in step.
 */
public final class RandomGames {
    /**
     * Decisions after which a game counts as stuck. Random games end after a few hundred
     * decisions; this is far above anything a finishing game needs.
     */
    public static final int STEP_CAP = 100_000;

    private static final long DECISION_STREAM = 0x6A09E667F3BCC909L;

    private RandomGames() {
    }

    /** Told about every decision of a game, with the state it led to. */
    @FunctionalInterface
    public interface Observer {
        Observer NONE = (before, decision, after) -> {
        };

        void afterDecision(GameState before, Decision decision, GameState after);
    }

    /** One finished (or stuck) game. */
    public record GameStats(int players, long seed, int decisions, int turns, int epochs, int winner,
                            boolean finished) {
    }

    /** The totals over many games with one player count. */
    public record Batch(int players, int games, long decisions, long turns, int unfinished) {
        public double decisionsPerGame() {
            return games == 0 ? 0 : (double) decisions / games;
        }

        public double turnsPerGame() {
            return games == 0 ? 0 : (double) turns / games;
        }
    }

    /** Plays one random game to its end (or to {@link #STEP_CAP} decisions). */
    public static GameStats play(int players, long seed) {
        return play(players, seed, Observer.NONE);
    }

    /** As {@link #play(int, long)}, telling the observer about every decision. */
    public static GameStats play(int players, long seed, Observer observer) {
        GameState state = Urland.newGame(players, seed);
        SeededRandom chooser = new SeededRandom(seed ^ DECISION_STREAM);
        int decisions = 0;
        while (!state.isOver() && decisions < STEP_CAP) {
            Decision d = Rules.randomDecision(state, chooser);
            GameState next = Rules.apply(state, d);
            observer.afterDecision(state, d, next);
            state = next;
            decisions++;
        }
        return new GameStats(players, seed, decisions, state.turn(), state.epoch(),
                state.isOver() ? state.leader() : -1, state.isOver());
    }

    /** Plays games with seeds {@code firstSeed, firstSeed + 1, ...} and adds them up. */
    public static Batch playMany(int players, int games, long firstSeed) {
        long decisions = 0;
        long turns = 0;
        int unfinished = 0;
        for (int i = 0; i < games; i++) {
            GameStats g = play(players, firstSeed + i);
            decisions += g.decisions();
            turns += g.turns();
            if (!g.finished()) {
                unfinished++;
            }
        }
        return new Batch(players, games, decisions, turns, unfinished);
    }
}
