package org.ichto.app;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MainTest {
    /** What the tests replace (no display, no window), put back after each. */
    private final java.util.function.BooleanSupplier headless = Main.headless;
    private final java.util.function.Consumer<java.nio.file.Path> windowLauncher = Main.windowLauncher;

    @org.junit.jupiter.api.AfterEach
    void putBack() {
        Main.headless = headless;
        Main.windowLauncher = windowLauncher;
    }

    /** Exit code, standard output and standard error of one run of the urland command. */
    private record Run(int exitCode, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new Main());
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int code = cmd.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void versionPrintsTheProjectVersionAndExitsZero() {
        Run r = run("--version");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().strip()).matches("Primeval \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
        assertThat(r.err()).isEmpty();
        assertThat(run("-V").out()).isEqualTo(r.out());
    }

    @Test
    void versionComesFromTheBuild() {
        assertThat(VersionProvider.version()).isNotEqualTo("unknown").doesNotContain("${");
    }

    @Test
    void withoutADisplayItSaysSoAndListsTheCommands() {
        Main.headless = () -> true;
        Run r = run();
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith(Main.NO_DISPLAY)
                .contains("Usage: primeval")
                .contains("Commands:")
                .containsPattern("(?m)^\\s+bench\\s");
    }

    @Test
    void openingAFileWithoutADisplayFails(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path saved = java.nio.file.Files.writeString(dir.resolve("saved.urland"), "{}");
        Main.headless = () -> true;
        Run r = run(saved.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith(Main.NO_DISPLAY);
    }

    @Test
    void theLookIsBegunEarlyOnlyForALaunchThatOpensTheWindow(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path saved = java.nio.file.Files.writeString(dir.resolve("saved.urland"), "{}");
        Main.headless = () -> false;
        assertThat(Main.opensWindow(new String[0])).isTrue();
        assertThat(Main.opensWindow(new String[] {saved.toString()})).isTrue();
        assertThat(Main.opensWindow(new String[] {"bench"})).as("a command").isFalse();
        assertThat(Main.opensWindow(new String[] {"--version"})).isFalse();
        assertThat(Main.opensWindow(new String[] {dir.resolve("missing.urland").toString()})).isFalse();
        assertThat(Main.opensWindow(new String[] {saved.toString(), "more"})).isFalse();
        assertThat(Main.opensWindow(new String[] {"\u0000"})).as("no path at all").isFalse();
        Main.headless = () -> true;
        assertThat(Main.opensWindow(new String[0])).as("without a display").isFalse();
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"replay", "selfplay", "bench", "tournament", "rate",
            "probe"})
    void aCommandStaysACommandThoughAFileOfItsNameLiesInTheFolder(String command) {
        assertThat(Main.isCommand(command)).isTrue();
    }

    @Test
    void aSavedGameIsNoCommand() {
        assertThat(Main.isCommand("saved.urland")).isFalse();
        assertThat(Main.isCommand("")).isFalse();
        assertThat(Main.isCommand("Bench")).as("names are as written").isFalse();
    }

    @Test
    void aLaunchThatOpensTheWindowHandsTheFileToTheWindow(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        java.util.List<java.nio.file.Path> opened = new java.util.ArrayList<>();
        Main.windowLauncher = opened::add;
        Main.openWindow(null);
        Main.openWindow(dir.resolve("saved.urland"));
        assertThat(opened).containsExactly(null, dir.resolve("saved.urland"));
    }

    @Test
    void onlyALaunchWithoutArgumentsAndTheProbesPropertyIsMeasured() {
        String before = System.getProperty(ProbeCommand.LAUNCH_PROPERTY);
        try {
            System.clearProperty(ProbeCommand.LAUNCH_PROPERTY);
            assertThat(Main.measuredGame(new String[0])).as("a player's launch").isNull();
            System.setProperty(ProbeCommand.LAUNCH_PROPERTY, "soup");
            assertThat(Main.measuredGame(new String[0])).isEqualTo("soup");
            assertThat(Main.measuredGame(new String[] {"saved.urland"})).as("a saved game opened").isNull();
            System.setProperty(ProbeCommand.LAUNCH_PROPERTY, " ");
            assertThat(Main.measuredGame(new String[0])).isNull();
        } finally {
            if (before == null) {
                System.clearProperty(ProbeCommand.LAUNCH_PROPERTY);
            } else {
                System.setProperty(ProbeCommand.LAUNCH_PROPERTY, before);
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"replay", "selfplay", "tournament", "bench", "probe"})
    void everyCommandPrintsTheVersion(String command) {
        Run r = run(command, "-V");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().strip()).matches("Primeval \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
    }

    @Test
    void withADisplayItOpensTheWindowWithTheFileGiven(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path saved = java.nio.file.Files.writeString(dir.resolve("saved.json"), "{}");
        java.util.List<java.nio.file.Path> opened = new java.util.ArrayList<>();
        Main.headless = () -> false;
        Main.windowLauncher = opened::add;
        assertThat(run().exitCode()).isZero();
        assertThat(run(saved.toString()).exitCode()).isZero();
        assertThat(opened).containsExactly(null, saved);
    }

    @Test
    void benchPrintsOneRowPerPlayerCount() {
        Run r = run("bench", "--games", "20", "--warmup", "0");
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.outLines();
        assertThat(lines).hasSize(6);
        assertThat(lines.get(0)).startsWith("Urland random games: 20 per player count, seed 1, one thread");
        assertThat(lines.get(1).trim().split("\\s+"))
                .containsExactly("players", "games", "games/s", "games/cpu-s", "decisions/s", "decisions/game",
                        "turns/game");
        for (int i = 0; i < 3; i++) {
            String[] cells = lines.get(2 + i).trim().split("\\s+");
            assertThat(cells).hasSize(7);
            assertThat(cells[0]).isEqualTo(String.valueOf(3 + i));
            assertThat(cells[1]).isEqualTo("20");
            for (int c = 2; c < 7; c++) {
                assertThat(Double.parseDouble(cells[c])).as(lines.get(2 + i)).isPositive();
            }
        }
        assertThat(lines.get(5)).matches("4-player mid-game states \\(\\d+\\): [0-9.]+ million copies/s, "
                + "[0-9.]+ million random legal decisions/s");
    }

    @Test
    void benchGamesFollowTheSeed() {
        Run a = run("bench", "--games", "5", "--warmup", "0", "--seed", "7");
        Run b = run("bench", "--games", "5", "--warmup", "0", "--seed", "7");
        assertThat(a.exitCode()).isZero();
        assertThat(a.outLines().get(0)).contains("seed 7");
        // Speeds vary; the mean decisions and turns per game (the last two columns) do not.
        for (int i = 2; i < 5; i++) {
            assertThat(lastTwoCells(a.outLines().get(i))).isEqualTo(lastTwoCells(b.outLines().get(i)));
        }
    }

    private static List<String> lastTwoCells(String line) {
        List<String> cells = List.of(line.trim().split("\\s+"));
        return cells.subList(cells.size() - 2, cells.size());
    }

    @Test
    void benchRejectsAnEmptyRun() {
        Run r = run("bench", "--games", "0");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--games must be at least 1");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void anUnknownCommandIsAUsageError() {
        Run r = run("no-such-command");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("no-such-command");
    }
}
