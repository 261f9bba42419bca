package org.ichto.shell.ui;

import org.ichto.shell.game.Budget;
import org.ichto.shell.session.GameSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.SwingUtilities;
import javax.swing.Timer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntSupplier;

/**
 * Plays the computer seats of a session: each decision is thought out on a worker thread, then
 * played on the event thread after a pause the player can follow, and only if the game has not
 * changed meanwhile (an undo, a new game). The event thread never waits for a computer.
 */
public final class ComputerTurns implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerTurns.class);

    /** Told when a computer starts and stops thinking (on the event thread). */
    public interface Thinking {
        void thinking(int seat, boolean busy);
    }

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "computer-player");
        t.setDaemon(true);
        return t;
    });
    private final IntSupplier pauseMillis;
    private final Thinking thinking;
    private GameSession<?, ?, ?, ?> session;
    private boolean paused;
    private boolean closed;
    private long asked = -1;

    public ComputerTurns(IntSupplier pauseMillis, Thinking thinking) {
        this.pauseMillis = pauseMillis;
        this.thinking = thinking;
    }

    /** Follows a new session (on the event thread). */
    public void follow(GameSession<?, ?, ?, ?> s) {
        session = s;
        asked = -1;
        poke();
    }

    /** Stops or resumes computer play (for the replay viewer, dialogs). */
    public void setPaused(boolean paused) {
        this.paused = paused;
        if (!paused) {
            poke();
        }
    }

    /** Call whenever the session changed (on the event thread): asks the next computer if one is to act. */
    public void poke() {
        GameSession<?, ?, ?, ?> s = session;
        if (s == null || paused || closed || !s.computerToAct() || asked == s.revision()) {
            return;
        }
        ask(s);
    }

    private <S, V, D, E> void ask(GameSession<S, V, D, E> s) {
        long revision = s.revision();
        asked = revision;
        int seat = s.seatToAct();
        thinking.thinking(seat, true);
        worker.submit(() -> {
            D d;
            try {
                d = s.computerDecision(Budget.NONE);
            } catch (RuntimeException e) {
                LOG.warn("computer seat {} could not decide", seat, e);
                d = null;
            }
            D decision = d;
            SwingUtilities.invokeLater(() -> later(s, revision, seat, decision));
        });
    }

    private <S, V, D, E> void later(GameSession<S, V, D, E> s, long revision, int seat, D decision) {
        if (closed) {
            return; // the window closed while the computer thought: nothing more is shown or played
        }
        thinking.thinking(seat, false);
        int pause = pauseMillis.getAsInt();
        Runnable play = () -> {
            if (closed) {
                return; // the window closed while the computer thought: nothing more is played
            }
            if (s != session || s.revision() != revision || decision == null || paused) {
                asked = -1;
                poke();
                return;
            }
            s.apply(decision);
        };
        if (pause <= 0) {
            play.run();
        } else {
            Timer t = new Timer(pause, e -> play.run());
            t.setRepeats(false);
            t.start();
        }
    }

    @Override
    public void close() {
        closed = true;
        worker.shutdownNow();
    }
}
