package org.ichto.shell.ui;

import javax.swing.Timer;

/**
 * The clock of a move under way on a board: about 60 frames a second on the event thread for the move's
 * time, each frame told how far the move has come (0 to 1) since the last one. The board keeps what moves
 * ({@code T}, its pieces' paths) here while it is on its way.
 */
public final class MoveClock<T> {
    /** A frame of a move: how far it had come at the last frame and how far now. */
    public interface Frame<T> {
        void frame(T moving, double was, double now);
    }

    private final Timer timer = new Timer(16, e -> tick());
    private final Frame<T> frame;
    private final Runnable ended;
    private T moving;
    private double progress;
    private long start;
    private int millis;

    /**
     * @param frame told of every frame but the last
     * @param ended told when a move has arrived or was stopped
     */
    public MoveClock(Frame<T> frame, Runnable ended) {
        this.frame = frame;
        this.ended = ended;
    }

    /** Sets a move on its way for this long (stopping one still under way). */
    public void start(T move, int forMillis) {
        stop();
        moving = move;
        progress = 0;
        millis = Math.max(1, forMillis);
        start = System.nanoTime();
        timer.start();
    }

    /** Puts a move under way where it goes at once; nothing happens when none is. */
    public void stop() {
        if (moving != null) {
            timer.stop();
            moving = null;
            ended.run();
        }
    }

    /** What is on its way, or null. */
    public T moving() {
        return moving;
    }

    /** How far the move has come, 0 to 1. */
    public double progress() {
        return progress;
    }

    private void tick() {
        T m = moving;
        if (m == null) {
            timer.stop();
            return;
        }
        double was = progress;
        progress = Math.min(1, (System.nanoTime() - start) / 1e6 / millis);
        if (progress >= 1) {
            stop();
            return;
        }
        frame.frame(m, was, progress);
    }
}
