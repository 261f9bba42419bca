/**
 * A game at the desktop table, whichever game it is, without any window code: the window renders these models and turns
 * clicks into decisions.
 *
 * <ul>
 *   <li>{@link org.ichto.shell.session.GameSession}: the game in play, its decisions, events and
 *       states, undo and redo, and the computer players' decisions.</li>
 *   <li>{@link org.ichto.shell.session.SaveStore}: saving and opening games, and the autosave.</li>
 *   <li>{@link org.ichto.shell.session.ReplayModel}: stepping through a recorded game, and playing on
 *       from any of its positions.</li>
 * </ul>
 *
 * <p>Threading: change a session (apply, undo, redo) on the event thread; ask
 * {@link org.ichto.shell.session.GameSession#computerDecision} (and hints) off it, then apply the answer on the event
 * thread only if {@link org.ichto.shell.session.GameSession#revision()} has not changed meanwhile.
 * Listeners run on the thread that made the change.
 */
package org.ichto.shell.session;
