package org.ichto.shell.game;

/**
 * What each seat may know. Players (the screen and every computer) are given views, never states: two
 * states that differ only in what a seat cannot see give equal views.
 *
 * @param <S> the full state
 * @param <V> a seat's view
 * @param <D> a decision
 */
public interface GameViews<S, V, D> {
    V view(S state, int seat);

    /** The seat whose view this is. */
    int seat(V view);

    /** The seat's legal decisions when it is to decide (the rules need nothing hidden for that). */
    Legal<D> legal(V view);

    /**
     * A complete state consistent with the view, its hidden parts (and future draws) drawn at random: a
     * new one at every call, the caller's own.
     */
    S determinize(V view, SeededRandom rng);
}
