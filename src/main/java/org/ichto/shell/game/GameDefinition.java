package org.ichto.shell.game;

/**
 * Everything the shell needs to know of one game; each game implements this once and is listed in
 * the {@link GameRegistry}. The shell (records, sessions, the match runner, the computer opponents'
 * framework, the lab, the window) works through it and names no game.
 *
 * @param <S> the full state, hidden parts included
 * @param <V> a seat's view
 * @param <D> a decision
 * @param <E> an event
 */
public interface GameDefinition<S, V, D, E> {
    /** As written in records ("game") and folder names: lower case, e.g. {@code urland}. */
    String id();

    /** The game's name as shown, e.g. "Urland". */
    String name();

    Seats seats();

    GameRules<S, D, E> rules();

    GameViews<S, V, D> views();

    RecordCodec<S, D> codec();

    AiKit<S, V, D> ai();

    LabStats<S, D> stats();

    /** The file extension of a game saved from the window, without the dot. */
    default String saveExtension() {
        return id();
    }
}
