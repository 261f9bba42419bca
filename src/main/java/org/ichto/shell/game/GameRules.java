package org.ichto.shell.game;

import java.util.function.Consumer;

/**
 * A game's forward model: pure functions over immutable states. Every random draw comes from a
 * seeded generator inside the state, so a seed and the decisions replay a game exactly.
 *
 * @param <S> the full state, hidden parts included
 * @param <D> a decision
 * @param <E> an event (what an apply made happen, for logs and summaries)
 */
public interface GameRules<S, D, E> {

    /** The setup of a new game for this many players, every random draw from the seed. */
    S newGame(int players, long seed);

    int players(S state);

    /**
     * A copy that shares nothing mutable with the state (states are immutable, so only the benchmark of
     * what a search leans on asks for one).
     */
    S copy(S state);

    boolean isOver(S state);

    /** The seat to decide now (the game may ask a seat that is not on turn, e.g. for an answer). */
    int actor(S state);

    /** What the actor may decide now. */
    Legal<D> legal(S state);

    /**
     * A uniformly random legal decision, exactly as {@code legal(state).sample(rng)} draws it (a game
     * may draw it faster, but must take the same numbers from the generator and pick the same
     * decision); null when the actor has none.
     */
    default D randomDecision(S state, SeededRandom rng) {
        Legal<D> legal = legal(state);
        return legal.isEmpty() ? null : legal.sample(rng);
    }

    /** Null if the decision is legal now, else a sentence saying why not. */
    String whyIllegal(S state, D decision);

    /**
     * The state after the actor takes the decision, telling each event to the sink; the given state
     * is never changed.
     *
     * @throws IllegalArgumentException (or a subclass) with the reason if the decision is illegal
     */
    S apply(S state, D decision, Consumer<? super E> events);

    /** As {@link #apply(Object, Object, Consumer)} without events: the fast path for search and simulation. */
    S apply(S state, D decision);

    /**
     * As {@link #apply(Object, Object)}, for a search playing on a state of its own (a world it drew and
     * nobody else holds) a decision its own listing made legal: a game may change the state itself and
     * return it, sparing a copy and a check at every step. By default, an apply.
     */
    default S playOn(S state, D decision) {
        return apply(state, decision);
    }

    /** Each seat's score now (final scores once the game is over). */
    int[] scores(S state);

    /** The winning seat once the game is over (the game's own tie-break decides). */
    int winner(S state);

    /** The state of the state's random generator (it seeds the computer players of a game begun from a position). */
    long generatorState(S state);

    /** The number of the turn (round) the state is in, from 1: replays step by it, charts count it. */
    int turn(S state);

    /** The state in plain text for the command line: where every piece stands, the scores, whose turn. */
    String describe(S state);

    /** How far the game has come, 0 at the start to 1 at the end: the x axis of charts. */
    double progress(S state);
}
