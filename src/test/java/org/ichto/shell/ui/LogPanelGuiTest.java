package org.ichto.shell.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.text.Texts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.swing.JFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The game log keeps its newest line in view when it gets shorter, as when the window is fitted to a screen. */
class LogPanelGuiTest {

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @Test
    void theNewestLineStaysInViewWhenTheLogShrinks() throws Exception {
        List<LoggedEvent<String>> events = new ArrayList<>();
        IntStream.range(0, 60).forEach(i -> events.add(new LoggedEvent<>(i, "line " + i)));
        JFrame frame = GuiActionRunner.execute(() -> {
            JFrame f = new JFrame();
            LogPanel log = new LogPanel(Texts.shell(Texts.ENGLISH));
            log.setName("the log");
            f.add(log);
            f.setSize(500, 600);
            f.setVisible(true);
            log.append(events, List.<Seat>of(), (batch, seats) -> batch);
            return f;
        });
        try {
            LogPanel log = (LogPanel) GuiActionRunner.execute(() -> frame.getContentPane().getComponent(0));
            waitUntil(() -> GuiActionRunner.execute(log::endShown));
            GuiActionRunner.execute(() -> frame.setSize(500, 200));
            waitUntil(() -> GuiActionRunner.execute(() -> log.getHeight() < 250));
            waitUntil(() -> GuiActionRunner.execute(log::endShown));
            assertThat(GuiActionRunner.execute(log::endShown)).isTrue();
            assertThat(GuiActionRunner.execute(log::content)).endsWith("line 59\n");
        } finally {
            GuiActionRunner.execute(frame::dispose);
        }
    }

    private static void waitUntil(java.util.function.BooleanSupplier test) throws InterruptedException {
        for (int i = 0; i < 100 && !test.getAsBoolean(); i++) {
            Thread.sleep(50);
        }
    }
}
