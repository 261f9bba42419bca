/**
 * The game at the desktop table, without any window code: the window renders these models and turns
 * clicks into decisions.
 *
 * <ul>
 *   <li>{@link org.ichto.urland.session.GameSession}: the game in play, its decisions, events and
 *       states, undo and redo, and the computer players' decisions.</li>
 *   <li>{@link org.ichto.urland.session.SaveStore}: saving and opening games, and the autosave.</li>
 *   <li>{@link org.ichto.urland.session.ReplayModel}: stepping through a recorded game, and playing on
 *       from any of its positions.</li>
 *   <li>{@link org.ichto.urland.session.Hint}: a suggested decision with a translatable reason.</li>
 *   <li>{@link org.ichto.urland.session.TrackHistory}: the scoring markers' course for the
 *       end-of-game chart.</li>
 * </ul>
 *
 * <p>Threading: change a session (apply, undo, redo) on the event thread; ask
 * {@link org.ichto.urland.session.GameSession#computerDecision} and
 * {@link org.ichto.urland.session.Hint#suggestExpert} off it, then apply the answer on the event
 * thread only if {@link org.ichto.urland.session.GameSession#revision()} has not changed meanwhile.
 * Listeners run on the thread that made the change.
 */
package org.ichto.urland.session;
