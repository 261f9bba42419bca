package org.ichto.shell.ui.probe;

import org.ichto.shell.session.SaveStore;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.awt.AWTEvent;
import java.awt.event.ActionEvent;
import java.awt.event.InvocationEvent;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ProbeReportTest {
    private static final ProbeReport.Setup SETUP = new ProbeReport.Setup("Urland", 4, 7, "17.0.15", 2, "1920x1200", 0.5);

    @Test
    void summaryTakesNearestRankPercentilesInMilliseconds() {
        long[] nanos = new long[100];
        for (int i = 0; i < nanos.length; i++) {
            nanos[i] = (100 - i) * 1_000_000L; // 1..100 ms, in no order
        }
        Summary s = Summary.ofNanos(nanos);
        assertThat(s.count()).isEqualTo(100);
        assertThat(s.median()).isEqualTo(50.0);
        assertThat(s.p95()).isEqualTo(95.0);
        assertThat(s.p99()).isEqualTo(99.0);
        assertThat(s.max()).isEqualTo(100.0);
        assertThat(Summary.ofNanos(List.of(2_500_000L)).p95()).isEqualTo(2.5);
        assertThat(Summary.ofNanos()).isEqualTo(Summary.EMPTY);
    }

    @Test
    void aFigureWithinItsTargetIsOkAndOneAboveIsOver() {
        assertThat(ProbeReport.verdict(16, 15.9)).isEqualTo("16 ok");
        assertThat(ProbeReport.verdict(16, 16)).isEqualTo("16 ok");
        assertThat(ProbeReport.verdict(100, 100.1)).isEqualTo("100 OVER");
        assertThat(ProbeReport.verdict(1500, Double.NaN)).isEmpty();
    }

    @Test
    void theStartupSpreadIsTakenOverTheLaunchesThatMeasuredIt() {
        List<WindowProbe.Startup> launches = List.of(startup(1300), startup(1100), startup(Double.NaN), startup(1200));
        ProbeReport.Spread s = ProbeReport.Spread.of(launches, WindowProbe.Startup::gamePaint);
        assertThat(s.median()).isEqualTo(1200);
        assertThat(s.p95()).isEqualTo(1300);
        assertThat(s.min()).isEqualTo(1100);
        assertThat(s.max()).isEqualTo(1300);
    }

    @Test
    void launchesAloneAreShownWithoutTheEventThreadsTable() {
        String text = ProbeReport.text(SETUP, List.of(startup(1400), startup(1200)), List.of(700.0, 800.0),
                new WindowProbe.Result(null, null, null, List.of()));
        assertThat(text).contains("main method running").contains("game to bare frame (medians)")
                .doesNotContain("Event thread").doesNotContain("Board repaint");
    }

    @Test
    void theTableShowsEveryFigureWithItsTarget() {
        String text = ProbeReport.text(SETUP, List.of(startup(1400), startup(1600), startup(1450)), result());
        assertThat(text).startsWith("Urland window probe: 4 computer seats, seed 7, Java 17.0.15, 2 cores, "
                + "screen 1920x1200, load average 0.50");
        assertThat(text).contains("(3 launches of the window as a player starts it")
                .containsPattern("first paint showing the game +1450 +1600 +1400 +1600 +1500 ok")
                .contains("each launch, first paint showing the game: 1400, 1600, 1450")
                .contains("Board repaint in the window at 1920x1080")
                .containsPattern("after a move \\(ground kept\\) +200 +8\\.00 +12\\.00 +20\\.00 +16 ok")
                .containsPattern("normal speed +10\\.0 +18 +0 +250 +5% +.* 100 ok")
                .containsPattern("instant speed +8\\.0 +240 +2 +1800 +25% +.* 4/30 +12\\.5 +100 OVER")
                .contains("Slowest events, instant speed")
                .containsPattern("120\\.0 +3 +200  GameWindow refresh  @ PlayersPanel.show:40")
                .contains("longest wait 130.0 ms: 2 events 120.0 ms: 100.0 ms GameWindow refresh, 20.0 ms PaintEvent "
                        + "PAINT; no event 10.0 ms");
    }

    @Test
    void theRatioToTheBareFrameIsOfTheMediansOverTheLaunchesThatMeasured() {
        List<WindowProbe.Startup> game = List.of(startup(1500), startup(Double.NaN), startup(1200), startup(1300));
        assertThat(ProbeReport.ratio(game, List.of(800.0, 600.0, Double.NaN, 500.0))).isCloseTo(1300 / 600.0,
                within(1e-9));
        assertThat(ProbeReport.ratio(game, List.of())).isNaN();
        assertThat(ProbeReport.ratio(List.of(startup(Double.NaN)), List.of(600.0))).isNaN();
    }

    @Test
    void theTableShowsTheBareFrameAndTheRatioWithItsTarget() {
        String text = ProbeReport.text(SETUP, List.of(startup(1400), startup(1600), startup(1450)),
                List.of(700.0, 1100.0, 900.0), result());
        assertThat(text).containsPattern("ellipses\\), first paint +900 +1100 +700 +1100")
                .containsPattern("game to bare frame \\(medians\\) +1\\.61x +1\\.5 OVER")
                .contains("each launch, bare frame's first paint: 700, 1100, 900");
        assertThat(ProbeReport.text(SETUP, List.of(startup(1400)), List.of(1000.0), result()))
                .containsPattern("game to bare frame \\(medians\\) +1\\.40x +1\\.5 ok");
        assertThat(ProbeReport.text(SETUP, List.of(startup(1400)), result())).doesNotContain("bare frame");
    }

    @Test
    void theJsonHoldsTheBareFrameAndTheRatio() throws Exception {
        JsonNode root = new ObjectMapper().readTree(ProbeReport.json(SETUP, List.of(startup(1400)),
                List.of(700.0), result()));
        assertThat(root.at("/startup/bareFramePaintMedian").asDouble()).isEqualTo(700.0);
        assertThat(root.at("/startup/ratioToBareFrame").asDouble()).isEqualTo(2.0);
        assertThat(root.at("/startup/ratioTarget").asDouble()).isEqualTo(1.5);
    }

    @Test
    void theBareFramesLineIsReadBack() {
        assertThat(BareFrame.parseLine(BareFrame.line(612.5))).isEqualTo(612.5);
        assertThat(BareFrame.parseLine("primeval-probe-bare paint=abc")).isNaN();
        assertThat(BareFrame.parseLine("something else")).isNaN();
    }

    @Test
    void theJsonHoldsTheSameFigures() throws Exception {
        JsonNode root = new ObjectMapper().readTree(ProbeReport.json(SETUP, List.of(startup(1400)), result()));
        assertThat(root.at("/setup/players").asInt()).isEqualTo(4);
        assertThat(root.at("/startup/gamePaintMedian").asDouble()).isEqualTo(1400.0);
        assertThat(root.at("/startup/launches/0/jvm").asDouble()).isEqualTo(40.0);
        assertThat(root.at("/repaint/move/p95").asDouble()).isEqualTo(12.0);
        assertThat(root.at("/eventThread/2/longestBlock").asDouble()).isEqualTo(130.0);
        assertThat(root.at("/eventThread/2/events/slowest/0/where").asText()).isEqualTo("PlayersPanel.show:40");
        assertThat(root.at("/eventThread/2/events/busyMillis").asDouble()).isEqualTo(2000.0);
        assertThat(root.at("/startup/launches/0/visible").isNull()).isFalse();
        JsonNode unknown = new ObjectMapper().readTree(ProbeReport.json(SETUP, List.of(startup(Double.NaN)),
                result()));
        assertThat(unknown.at("/startup/launches/0/gamePaint").isNull()).isTrue();
    }

    @Test
    void anInvocationIsNamedByItsRunnableWithoutAddresses() {
        assertThat(EventThreadMonitor.runnable("INVOCATION_DEFAULT,runnable=org.ichto.urland.ui.ComputerTurns"
                + "$$Lambda$366/0x00007f2c1c2e3a08@5bbf32c,notifier=null,catchExceptions=false,when=1"))
                .isEqualTo("org.ichto.urland.ui.ComputerTurns$$Lambda$366");
        assertThat(EventThreadMonitor.runnable("INVOCATION_DEFAULT,runnable=javax.swing.Timer$DoPostEvent@1a2b3c,"
                + "notifier=null")).isEqualTo("javax.swing.Timer$DoPostEvent");
        AWTEvent e = new InvocationEvent(this, () -> { });
        assertThat(EventThreadMonitor.describe(e)).contains("ProbeReportTest$$Lambda").doesNotContain("@");
        assertThat(EventThreadMonitor.describe(new ActionEvent("source", ActionEvent.ACTION_PERFORMED, "go")))
                .isEqualTo("ActionEvent ACTION_PERFORMED on String");
    }

    @Test
    void whereNamesTheGamesOwnCodeAndTheInnermostFrame() {
        StackTraceElement[] stack = {
                new StackTraceElement("sun.nio.fs.UnixNativeDispatcher", "rename0", null, -2),
                new StackTraceElement("org.ichto.shell.session.SaveStore", "write", "SaveStore.java", 180),
                new StackTraceElement("org.ichto.urland.ui.GameWindow", "refresh", "GameWindow.java", 190),
        };
        assertThat(EventThreadMonitor.where(stack)).isEqualTo("SaveStore.write:180 (in UnixNativeDispatcher.rename0)");
        StackTraceElement[] probeOnly = {
                new StackTraceElement("org.ichto.shell.ui.probe.WindowProbe", "timedPaint", "WindowProbe.java", 9),
                new StackTraceElement("java.awt.EventQueue", "dispatchEvent", "EventQueue.java", 742),
        };
        assertThat(EventThreadMonitor.where(probeOnly)).isEqualTo("in WindowProbe.timedPaint:9");
        assertThat(EventThreadMonitor.where(new StackTraceElement[0])).isEmpty();
        assertThat(EventThreadMonitor.ownPart("SaveStore.write:180 (in UnixNativeDispatcher.rename0)"))
                .isEqualTo("SaveStore.write:180");
        assertThat(EventThreadMonitor.ownPart("in Unsafe.park")).isEqualTo("in Unsafe.park");
    }

    @Test
    void theProcessStartIsReadFromProcStatAndUptime() {
        String stat = "4242 (java (main)) S 1 2 3 0 -1 4194304 10 0 0 0 5 1 0 0 20 0 30 0 123456 3133440 360 0";
        assertThat(WindowProbe.sinceStartSeconds(stat, "1244.56 2000.00\n", 100)).isCloseTo(10.0, within(1e-9));
    }

    private static WindowProbe.Startup startup(double game) {
        return new WindowProbe.Startup(40, 500, 900, game, game);
    }

    private static WindowProbe.Result result() {
        Summary eight = new Summary(200, 8, 12, 15, 20);
        WindowProbe.Repaint repaint = new WindowProbe.Repaint(1920, 1080, eight, eight,
                new Summary(30, 20, 30, 30, 35));
        EventThreadMonitor.Figures startup = new EventThreadMonitor.Figures("startup", 2, 40,
                new Summary(40, 1, 500, 900, 900), new Summary(100, 1, 700, 900, 900), List.of(), 1, 10, 2, "", 1500);
        EventThreadMonitor.Figures normal = new EventThreadMonitor.Figures("normal speed", 10, 250,
                new Summary(250, 1, 20, 40, 60), new Summary(900, 1, 15, 30, 70), List.of(), 3, 25, 2, "", 500);
        EventThreadMonitor.Figures instant = new EventThreadMonitor.Figures("instant speed", 8, 1800,
                new Summary(1800, 1, 20, 40, 120), new Summary(700, 1, 15, 30, 130),
                List.of(new EventThreadMonitor.SlowEvent("GameWindow refresh", "PlayersPanel.show:40", 3, 120, 200)),
                4, 30, 12.5,
                "2 events 120.0 ms: 100.0 ms GameWindow refresh, 20.0 ms PaintEvent PAINT; no event 10.0 ms", 2000);
        return new WindowProbe.Result(new WindowProbe.Startup(40, 500, 900, 1400, 1400), startup, repaint,
                List.of(new WindowProbe.Play(normal, 18, 0, 0), new WindowProbe.Play(instant, 240, 2, 2)));
    }
}
