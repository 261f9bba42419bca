package org.ichto.shell.ui;

import org.ichto.shell.session.GameSession;

import javax.swing.JComponent;

/**
 * A game's play area in the window: its board and side panels. It shows a session through the eyes of
 * one seat, turns that seat's clicks into decisions the rules allow (handed to the {@link TableHost}),
 * and decides no rule itself. Called on the event thread only.
 */
public interface Table<S, V, D, E> {
    JComponent component();

    /**
     * Shows the session as {@code viewer} sees it (-1: no human at the table, a public view).
     *
     * @param viewerToAct the viewer decides now: offer the choices
     * @param thinking    a computer is thinking about its decision
     */
    void show(GameSession<S, V, D, E> session, int viewer, boolean viewerToAct, boolean thinking);

    /** The screen is covered for a change of player at the table: show only what everyone may see. */
    void cover(GameSession<S, V, D, E> session, int viewer);

    /**
     * Marks a suggested decision on the board and keeps its reason in view until the next decision.
     *
     * @param text the decision and its reason, in words
     */
    default void showHint(D decision, String text) {
    }

    /**
     * Puts decisions taken since the viewer's last one on the board (arrows from where to where, numbered in
     * order, each in its mover's colour), or gives the normal board back when the list is empty.
     *
     * @param decisions indices of the session's decisions, in order
     * @param step      the one to mark alone (an index into {@code decisions}), or -1 for all of them
     */
    default void showRecap(java.util.List<Integer> decisions, int step) {
    }

    void setDark(boolean dark);

    /**
     * Readies the table for the window's next game of the same game, in the same words: whatever it shows of the
     * game before goes (a hint, a half-made choice, the recap's arrows, pieces on their way, the summaries), and what
     * took long to make stays (the panels, the board and its pictures). The next call shows the new session. Building
     * a new table at every new game kept the event thread for a tenth of a second or more, the board waiting for its
     * ground to be drawn.
     *
     * @return false when the table cannot, and the window builds a new one
     */
    default boolean startAgain() {
        return false;
    }

    /** The board alone. */
    JComponent board();

    /** What the window probe needs to time the board's repaints, or null when the game offers none. */
    default BoardProbe probe() {
        return null;
    }

    /** What the table shows as summaries (tests read it). */
    default java.util.List<String> summaryTitles() {
        return java.util.List.of();
    }

    /** Whether the summaries are in front (tests read it). */
    default boolean summariesShown() {
        return false;
    }
}
