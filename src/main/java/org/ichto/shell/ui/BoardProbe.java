package org.ichto.shell.ui;

import org.ichto.shell.game.SeededRandom;

import javax.swing.JComponent;

/**
 * What the window probe needs of a game's board to time its repaints: a hook after each paint, and
 * positions to show as after a move. Only the probe calls it, on the event thread.
 */
public interface BoardProbe {
    JComponent board();

    /** Called after every paint of the board; null for none. */
    void setAfterPaint(Runnable afterPaint);

    /** Whether the board shows a game yet (not only its empty ground). */
    boolean showsGame();

    /**
     * Prepares positions to show: the public picture of a game of this many players played at random
     * from the seed. Returns how many there are.
     */
    int prepare(int players, long seed);

    /**
     * Shows prepared position {@code i} with made-up highlights drawn from {@code rng}, as after a move;
     * with {@code newGround} the board's ground picture is drawn anew too.
     */
    void show(int i, SeededRandom rng, boolean newGround);

    /** Shows the game in play again. */
    void restore();
}
