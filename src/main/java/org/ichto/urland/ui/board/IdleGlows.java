package org.ichto.urland.ui.board;

import org.ichto.urland.rules.GameState;

import javax.swing.Timer;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.geom.AffineTransform;
import java.awt.image.VolatileImage;
import java.util.List;

/**
 * Makes the pictures of the glows the board may show next while the event thread has nothing else to do, a few
 * milliseconds at a time: a place's first highlight (under the mouse, as a target, after a move) is then copied like
 * every later one instead of being drawn while the player waits. Begins once a paint of the board on a screen has
 * shown the same regions for {@value #REST_MILLIS} ms, for what that paint showed; one step at a time, a moment after
 * the last, waiting for the outlines and bands that are made beside the event thread (a glow whose band is not ready is
 * made at a later step).
 */
final class IdleGlows {
    /** The longest one step keeps the event thread: well under a frame. */
    private static final long STEP_NANOS = 4_000_000;
    /** The pause between steps, for the events waiting and for the bands being made beside. */
    private static final int STEP_PAUSE_MILLIS = 10;
    /**
     * The most steps for one position (half a minute and more): should a band never come (its making failed beside),
     * the steps end, and the glow is made when it is first shown, as without them.
     */
    private static final int MOST_STEPS = 3000;
    /**
     * How long the regions shown must stay before the glows are made for them. While computers rush at the instant
     * speed the board shows a new position every twentieth of a second, and the regions change with many of them: the
     * glows made for each (and the bands made beside for them) were thrown away, and took the event thread's time and
     * the second processor from the positions being shown (docs/benchmarks.md).
     */
    static final int REST_MILLIS = 300;

    private final BoardPanel board;
    /** What the glows are being made for (painter, regions, size, transform), and whether that is done. */
    private Object target;
    private boolean done;
    private boolean posted;
    private int stepsTaken;
    private AffineTransform transform;
    private GraphicsConfiguration screen;
    /** A picture of the screen's kind, for a graphics that gives the screen and the transform (nothing is drawn). */
    private VolatileImage scratch;

    private final Timer steps = new Timer(STEP_PAUSE_MILLIS, e -> step());
    private final Timer rest = new Timer(REST_MILLIS, e -> begin());

    IdleGlows(BoardPanel board) {
        this.board = board;
        steps.setRepeats(false);
        rest.setRepeats(false);
    }

    /** After a paint of this state with this painter on {@code g}: begins making what it may show next, if not done. */
    void painted(Graphics2D g, BoardPainter painter, GameState s) {
        GraphicsConfiguration gc = g.getDeviceConfiguration();
        if (gc == null || gc.getDevice().getType() != GraphicsDevice.TYPE_RASTER_SCREEN) {
            return;
        }
        java.awt.Rectangle clip = g.getClipBounds();
        if (clip != null && !clip.contains(0, 0, board.getWidth(), board.getHeight())) {
            // A part repainted (a frame of a move, the mouse's place) may stand at another fraction of a pixel on a
            // scaled screen than the whole board: only a whole paint says where the glows will be copied to.
            return;
        }
        List<Object> now = List.of(painter, java.util.Arrays.stream(BoardPainter.regionMasks(s)).boxed().toList(), board.getWidth(), board.getHeight(), g.getTransform());
        if (!now.equals(target)) {
            target = now;
            done = false;
            stepsTaken = 0;
            transform = g.getTransform();
            if (screen != gc) {
                screen = gc;
                scratch = null;
            }
            steps.stop();
            posted = false;
            rest.restart(); // begins once these regions have stayed a moment
            return;
        }
        if (!done && !posted && !rest.isRunning()) {
            begin();
        }
    }

    private void begin() {
        GameState s = board.getState();
        if (done || s == null) {
            return;
        }
        // The outlines and bands of the regions are made beside the event thread, begun only now: before the first
        // paint they would take a processor from the start.
        BoardPainter.prepareGlows(s);
        post();
    }

    private void post() {
        posted = true;
        steps.restart();
    }

    /** Whether the glows wait for the regions last painted to stay (for tests). */
    boolean resting() {
        return rest.isRunning() && !posted;
    }

    /** Whether the glows of the last paint's position are all made (for tests). */
    boolean done() {
        return done && !posted;
    }

    private void step() {
        posted = false;
        GameState s = board.getState();
        BoardPainter painter = board.painter();
        if (done || s == null || screen == null || target == null || ((List<?>) target).get(0) != painter) {
            return;
        }
        if (scratch == null || scratch.validate(screen) == VolatileImage.IMAGE_INCOMPATIBLE) {
            scratch = screen.createCompatibleVolatileImage(1, 1);
        }
        Graphics2D g = scratch.createGraphics();
        try {
            g.setTransform(transform);
            done = !painter.prepareGlowPictures(g, s, board.getWidth(), board.getHeight(),
                    System.nanoTime() + STEP_NANOS) || ++stepsTaken >= MOST_STEPS;
        } finally {
            g.dispose();
        }
        if (!done) {
            post();
        }
    }
}
