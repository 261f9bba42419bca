package org.ichto.shell.ui;

/** What a game's table may ask of the window around it. */
public interface TableHost<D> {
    /** The viewer takes this decision (it is checked by the rules once more before it is played). */
    void play(D decision);

    /** A line in the status bar: what a click did, why it was refused. */
    void status(String text);

    void hint();

    void newGame();

    void replay();
}
