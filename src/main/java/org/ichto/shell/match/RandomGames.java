package org.ichto.shell.match;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.SeededRandom;

/**
 * Whole games in which every seat takes a uniformly random legal decision. Used by the benchmark
 * and by the invariant tests; the same seed always gives the same game.
 *
 * <p>The game's own generator (all chance in the rules) starts from the seed; the generator that
 * picks the random decisions starts from a value derived from it, so the two never run in step.
 */
public final class RandomGames<S, D> {
    /**
     * Decisions after which a game counts as stuck. Random games end after a few hundred
     * decisions; this is far above anything a finishing game needs.
     */
    public static final int STEP_CAP = 100_000;

    private static final long DECISION_STREAM = 0x6A09E667F3BCC909L;

    private final GameRules<S, D, ?> rules;
    private final String name;

    public RandomGames(GameDefinition<S, ?, D, ?> game) {
        this.rules = game.rules();
        this.name = game.name();
    }

    /** Told about every decision of a game, with the state it led to. */
    @FunctionalInterface
    public interface Observer<S, D> {
        void afterDecision(S before, D decision, S after);
    }

    /** One finished (or stuck) game. */
    public record GameStats(int players, long seed, int decisions, int turns, int winner, boolean finished) {
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
    public GameStats play(int players, long seed) {
        return play(players, seed, null);
    }

    /** As {@link #play(int, long)}, telling the observer about every decision. */
    public GameStats play(int players, long seed, Observer<S, D> observer) {
        S state = rules.newGame(players, seed);
        SeededRandom chooser = new SeededRandom(seed ^ DECISION_STREAM);
        int decisions = 0;
        while (!rules.isOver(state) && decisions < STEP_CAP) {
            D d = rules.randomDecision(state, chooser);
            if (d == null) {
                throw stuck(state, seed, decisions);
            }
            S next = rules.apply(state, d);
            if (observer != null) {
                observer.afterDecision(state, d, next);
            }
            state = next;
            decisions++;
        }
        boolean over = rules.isOver(state);
        return new GameStats(players, seed, decisions, rules.turn(state), over ? rules.winner(state) : -1, over);
    }

    /** A game the rules offer nothing in before its end: a fault of the rules, said in one line. */
    private IllegalStateException stuck(S state, long seed, int decisions) {
        return new IllegalStateException(name + " game of seed " + seed + " cannot go on: after " + decisions
                + " decisions the rules offer seat " + rules.actor(state)
                + " no decision, though the game is not over");
    }

    /** Plays games with seeds {@code firstSeed, firstSeed + 1, ...} and adds them up. */
    public Batch playMany(int players, int games, long firstSeed) {
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
