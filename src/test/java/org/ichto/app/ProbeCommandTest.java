package org.ichto.app;

import org.ichto.shell.ui.probe.WindowProbe;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

class ProbeCommandTest extends CommandHarness {
    private BooleanSupplier headlessBefore;

    @BeforeEach
    void noDisplay() {
        headlessBefore = Main.headless;
        Main.headless = () -> true;
    }

    @AfterEach
    void restore() {
        Main.headless = headlessBefore;
    }

    @Test
    void withoutADisplayItSaysSoInOneLineAndExitsTwo() {
        assertThat(run("probe")).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString().lines().toList()).containsExactly(ProbeCommand.NO_DISPLAY);
    }

    @Test
    void badOptionsAreRefusedBeforeAnyWindow() {
        assertThat(run("probe", "--players", "6")).isEqualTo(2);
        assertThat(err.toString()).contains("--players must be 3 to 5 for Urland, not 6");
        assertThat(run("probe", "--launches", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--launches must be at least 1");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void theProbeIsListedAmongTheCommands() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString()).containsPattern("(?m)^\\s+probe\\s");
    }

    @Test
    void theLoadAverageIsTheFirstFigureOfProcLoadavg() {
        assertThat(ProbeCommand.loadAverage("0.52 0.58 0.59 1/467 12345\n")).isEqualTo(0.52);
        assertThat(ProbeCommand.loadAverage("12.00 9.10 4.00 3/900 1")).isEqualTo(12.0);
        assertThat(ProbeCommand.loadAverage()).as("this machine's, from /proc or the management bean")
                .isGreaterThanOrEqualTo(-1.0);
    }

    @Test
    void anInstalledLaunchersLaunchesAreToldFromJavas() {
        assertThat(ProbeCommand.isJava("/usr/lib/jvm/java-17/bin/java")).isTrue();
        assertThat(ProbeCommand.isJava("C:\\Program Files\\Java\\bin\\java.exe")).isTrue();
        assertThat(ProbeCommand.isJava("javaw.exe")).isTrue();
        assertThat(ProbeCommand.isJava("/opt/primeval/bin/Primeval")).isFalse();
        assertThat(ProbeCommand.isJava("/usr/bin/javap")).isFalse();
    }

    @Test
    void anInstalledGameIsStartedAsItsMenuEntryStartsIt() {
        Path menu = Path.of("/opt/primeval/bin/primeval-start");
        assertThat(ProbeCommand.playersStart("/opt/primeval/bin/Primeval", "/opt/primeval/bin/Primeval",
                menu::equals)).isEqualTo(menu.toString());
        // Run by the menu's command itself, this process is java; the launches still go through that command.
        assertThat(ProbeCommand.playersStart("/opt/primeval/bin/Primeval", "/opt/primeval/lib/runtime/bin/java",
                menu::equals)).isEqualTo(menu.toString());
        // An installation without it (an .rpm, another system): its launcher.
        assertThat(ProbeCommand.playersStart("/opt/primeval/bin/Primeval", "/opt/primeval/bin/Primeval",
                p -> false)).isEqualTo("/opt/primeval/bin/Primeval");
        // Not installed: the java it was started with.
        assertThat(ProbeCommand.playersStart(null, "/usr/bin/java", p -> true)).isEqualTo("/usr/bin/java");
    }

    @Test
    void aLaunchReportsItsStartupInOneLineItsParentReads() {
        WindowProbe.Startup s = new WindowProbe.Startup(41.5, 480.25, 1150, 1310.4, 1320);
        String line = ProbeCommand.startupLine(s);
        assertThat(line).isEqualTo("primeval-probe-startup jvm=41.5 command=480.3 visible=1150.0 paint=1310.4 "
                + "game=1320.0");
        WindowProbe.Startup back = ProbeCommand.parseStartupLine(line);
        assertThat(back.gamePaint()).isEqualTo(1320.0);
        assertThat(back.command()).isEqualTo(480.3);
        assertThat(ProbeCommand.parseStartupLine("something else")).isNull();
        assertThat(ProbeCommand.parseStartupLine("primeval-probe-startup game=NaN").gamePaint()).isNaN();
        assertThat(ProbeCommand.parseStartupLine("primeval-probe-startup game=900").visible()).isNaN();
    }
}
