package org.ichto.shell.ui.probe;

import org.junit.jupiter.api.Test;

import java.awt.Dimension;
import java.awt.Frame;

import static org.assertj.core.api.Assertions.assertThat;

/** The probe in a real (virtual) display, briefly: it measures, closes its window and leaves nothing running. */
@org.junit.jupiter.api.Timeout(value = 60, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class WindowProbeGuiTest {
    @org.junit.jupiter.api.BeforeAll
    static void needsADisplay() {
        org.ichto.shell.ui.Display.assumeOne();
    }


    @Test
    void measuresTheWindowAndClosesIt() throws Exception {
        WindowProbe.Result r = WindowProbe.run(org.ichto.urland.ui.UrlandUi.INSTANCE,
                new WindowProbe.Options(3, 5, 1, 0, 5, new Dimension(640, 400)),
                System.nanoTime());
        assertThat(r.startup().gamePaint()).isGreaterThan(r.startup().visible()).isGreaterThan(0);
        assertThat(r.startup().firstPaint()).isLessThanOrEqualTo(r.startup().gamePaint());
        assertThat(r.repaint().width()).isEqualTo(640);
        assertThat(r.repaint().height()).isEqualTo(400);
        assertThat(r.repaint().move().count()).isEqualTo(5);
        assertThat(r.repaint().move().median()).isPositive();
        assertThat(r.play()).extracting(p -> p.events().name()).containsExactly("normal speed", "instant speed");
        assertThat(r.play().get(0).events().waits().count()).isPositive();
        // The event thread's work in the game's events: some, and no more than the stretch lasted (and an event
        // begun just before it).
        EventThreadMonitor.Figures normal = r.play().get(0).events();
        assertThat(normal.busyMillis()).isPositive().isLessThan(normal.seconds() * 1000 + 500);
        for (Frame f : Frame.getFrames()) {
            assertThat(f.isDisplayable()).as(f.getName()).isFalse();
        }
    }

    @Test
    void measuresAStartAsAPlayerMakesItAndClosesTheWindow() throws Exception {
        WindowProbe.beginEarly();
        WindowProbe.Startup s = WindowProbe.launchAsPlayer(org.ichto.urland.ui.UrlandUi.INSTANCE, System.nanoTime());
        assertThat(s.gamePaint()).isGreaterThanOrEqualTo(s.firstPaint()).isGreaterThan(s.visible());
        assertThat(s.visible()).isGreaterThan(s.command());
        for (Frame f : Frame.getFrames()) {
            assertThat(f.isDisplayable()).as(f.getName()).isFalse();
        }
    }

    @Test
    void measuresPrimordialSoupsWindowToo() throws Exception {
        WindowProbe.Result r = WindowProbe.run(org.ichto.soup.ui.SoupUi.INSTANCE,
                new WindowProbe.Options(4, 5, 1, 0, 5, new Dimension(640, 400)),
                System.nanoTime());
        assertThat(r.startup().gamePaint()).isGreaterThan(0);
        assertThat(r.repaint().move().count()).isEqualTo(5);
        assertThat(r.repaint().move().median()).isPositive();
        assertThat(r.play().get(0).events().waits().count()).isPositive();
        for (Frame f : Frame.getFrames()) {
            assertThat(f.isDisplayable()).as(f.getName()).isFalse();
        }
    }
}
