package org.ichto.shell.game;

/**
 * A game's computer opponents: the settings its personality files hold, the heuristic player a
 * profile makes, what the Expert's search needs, and a decision that needs no thought.
 *
 * @param <S> the full state
 * @param <V> a seat's view
 * @param <D> a decision
 */
public interface AiKit<S, V, D> {
    ProfileSchema schema();

    /** The personality's heuristic player; all its randomness drawn from the seed. */
    Player<V, D> heuristic(Profile profile, long seed);

    /** How the Expert searches this game, judging positions with this profile. */
    SearchPolicy<S, D> searchPolicy(Profile profile);

    /** The personality the Expert judges positions with. */
    default String expertProfile() {
        return "balanced";
    }

    /**
     * The most harmless legal decision for the seat of this view, which must be to decide: played in
     * place of a player that failed. Never fails.
     */
    D safeDecision(V view);
}
