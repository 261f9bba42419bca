package org.ichto.shell.ui;

import org.ichto.shell.ui.text.Texts;

import javax.swing.JComponent;

/**
 * What guides a game in the window (the tutorial's lesson): its bar above the game, the decisions it asks for
 * (another is refused with words), the places it marks on the board, and the computers it plays from its script
 * until it lets the window's computers play. Called on the event thread only.
 */
interface Guide<S, V, D, E> {
    /** Null when the viewer's decision may be played; else what to say instead (it is not played). */
    String refusal(D decision);

    /** The table has shown the session anew: the guide marks what it asks for and goes on where it should. */
    void shown(Table<S, V, D, E> table);

    /** The player asked for a hint: true when the guide answered it (by marking what it asks for). */
    boolean hint();

    /** Whether the window's computers play the computer seats (false while the guide plays them). */
    boolean computersPlay();

    /** The guide's bar above the game, in these texts' language (built anew whenever the window is). */
    JComponent bar(Texts texts);

    /** The window plays another game now: the guide stops for good. */
    void stop();
}
