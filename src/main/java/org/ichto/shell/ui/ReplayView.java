package org.ichto.shell.ui;

import org.ichto.shell.session.ReplayModel;

import javax.swing.JComponent;

/** A game's picture of a recorded position in the replay viewer: its board and its summaries. */
public interface ReplayView<S, V, D, E> {
    JComponent board();

    /** The summaries of what happened up to the position, or null when the game has none. */
    JComponent summaries();

    /** Shows the model's position. */
    void show(ReplayModel<S, V, D, E> model);
}
