package org.ichto.shell.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;

import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import java.util.function.BooleanSupplier;

/** What the window tests of every game do alike: press a button, let the event thread catch up, wait. */
public final class WindowTests {
    private WindowTests() {
    }

    /** Presses a button or menu item on the event thread (robot clicks can miss under a bare X server). */
    public static void press(AbstractButton b) {
        SwingUtilities.invokeLater(b::doClick);
        settle();
    }

    /** Lets the event thread finish what is queued (a round trip through it, twice). */
    public static void settle() {
        GuiActionRunner.execute(() -> null);
        GuiActionRunner.execute(() -> null);
    }

    /** Waits until the test holds, asking it from the test's thread, at most that many seconds. */
    public static void waitFor(String what, BooleanSupplier test, long seconds) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return test.getAsBoolean();
            }
        }, Timeout.timeout(seconds * 1000));
    }
}
