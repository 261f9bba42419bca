package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import javax.swing.SwingUtilities;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Work asked for several times before it runs runs once, in an event of its own after those already waiting. */
class LaterOnceTest {
    private final List<String> ran = new ArrayList<>();

    private static void onEventThread(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }

    @Test
    void askedThriceItRunsOnceAfterTheEventsAlreadyWaiting() throws Exception {
        LaterOnce later = new LaterOnce("the summaries", () -> ran.add("summaries"));
        onEventThread(() -> {
            SwingUtilities.invokeLater(() -> ran.add("waiting before"));
            later.ask();
            later.ask();
            assertThat(later.pending()).isTrue();
            later.ask();
            assertThat(ran).as("not in the event that asks").isEmpty();
        });
        onEventThread(() -> { });
        assertThat(ran).containsExactly("waiting before", "summaries");
        onEventThread(() -> assertThat(later.pending()).isFalse());
    }

    @Test
    void askedAgainOnceItRanItRunsAgain() throws Exception {
        int[] runs = {0};
        LaterOnce later = new LaterOnce("a count", () -> runs[0]++);
        onEventThread(later::ask);
        onEventThread(() -> { });
        onEventThread(later::ask);
        onEventThread(() -> { });
        assertThat(runs[0]).isEqualTo(2);
    }

    @Test
    void askedWhileItRunsItRunsOnceMore() throws Exception {
        List<Integer> runs = new ArrayList<>();
        LaterOnce[] later = new LaterOnce[1];
        later[0] = new LaterOnce("a list", () -> {
            runs.add(runs.size());
            if (runs.size() == 1) {
                later[0].ask(); // what it shows changed while it ran
            }
        });
        onEventThread(later[0]::ask);
        onEventThread(() -> { });
        onEventThread(() -> { });
        assertThat(runs).containsExactly(0, 1);
    }

    @Test
    void itsEventIsNamedForWhatItDoes() {
        // The event posted takes this name (the probe lists the slowest events by it).
        assertThat(new LaterOnce("the summaries", () -> { }))
                .hasToString("org.ichto.shell.ui.LaterOnce (the summaries)");
    }
}
