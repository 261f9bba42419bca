package org.ichto.app;

import org.ichto.shell.lab.Tournament;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.urland.rules.GameState;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.ichto.shell.game.Seat;
import org.ichto.urland.lab.ActionKind;
import org.ichto.shell.lab.TournamentReport;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class TournamentCommandTest extends CommandHarness {
    private static final java.util.List<String> URLAND_COLUMNS = java.util.List.of("entry", "games", "wins", "win%",
            "95%-interval", "score", "p50-ms", "p95-ms", "bid", "genes/game", "on-land", "fallbacks");

    @TempDir
    Path dir;

    @Test
    void printsOneRowPerEntryTheActionSharesAndASummary() {
        assertThat(run("tournament", "--players", "random,random:hard,random", "--games", "6", "--seed", "2"))
                .isZero();
        assertThat(err.toString()).isEmpty();
        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).isEqualTo("Tournament: 6 games of 3 players (random, random:hard, random), seed 2");
        assertThat(lines.get(1)).isEmpty();
        assertThat(lines.get(2).trim().split("\\s+")).containsExactlyElementsOf(URLAND_COLUMNS);
        List<String> names = List.of("random#1", "random:hard", "random#2");
        for (int i = 0; i < 3; i++) {
            String[] cells = lines.get(3 + i).trim().split("\\s+");
            assertThat(cells).hasSize(URLAND_COLUMNS.size());
            assertThat(cells[0]).isEqualTo(names.get(i));
            assertThat(cells[1]).isEqualTo("6");
            assertThat(cells[3]).matches("\\d+\\.\\d%");
            assertThat(cells[4]).matches("\\d+\\.\\d-\\d+\\.\\d");
            assertThat(Double.parseDouble(cells[6])).isLessThanOrEqualTo(Double.parseDouble(cells[7]));
            assertThat(cells[11]).isEqualTo("0");
        }
        int wins = 0;
        for (int i = 0; i < 3; i++) {
            wins += Integer.parseInt(lines.get(3 + i).trim().split("\\s+")[2]);
        }
        assertThat(wins).isEqualTo(6);
        assertThat(lines.get(6)).isEmpty();
        assertThat(lines.get(7)).startsWith("Actions");
        assertThat(lines.get(8).trim().split("\\s+")).containsExactly("action", "random#1", "random:hard", "random#2");
        List<String> kinds = new ArrayList<>();
        for (int k = 0; k < ActionKind.values().length; k++) {
            String[] cells = lines.get(9 + k).trim().split("\\s+");
            assertThat(cells).hasSize(4);
            kinds.add(cells[0]);
        }
        assertThat(kinds).containsExactly("land", "landTwo", "breed", "swim", "retreat", "playExtraTurn",
                "endActions", "assimilate", "walk", "egg", "fly", "stink", "bite");
        assertThat(lines.get(lines.size() - 1)).matches("6 games in \\d+\\.\\d s, \\d+ decisions");
        assertThat(lines).hasSize(9 + 13 + 2);
    }

    @Test
    void jsonFileParsesBackWithTheSameFigures() throws Exception {
        Path file = dir.resolve("out/t.json");
        assertThat(run("tournament", "--players", "random,random,random,random", "--games", "4", "--seed", "9",
                "--json", file.toString())).isZero();
        JsonNode root = new ObjectMapper().readTree(Files.readString(file));
        assertThat(root.get("formatVersion").asInt()).isEqualTo(1);
        assertThat(root.get("games").asInt()).isEqualTo(4);
        assertThat(root.get("seed").asLong()).isEqualTo(9);
        assertThat(root.get("players")).hasSize(4);
        assertThat(root.get("decisions").asLong()).isPositive();
        JsonNode entries = root.get("entries");
        assertThat(entries).hasSize(4);
        int wins = 0;
        for (JsonNode e : entries) {
            assertThat(e.get("spec").asText()).isEqualTo("random");
            assertThat(e.get("entry").asText()).startsWith("random#");
            assertThat(e.get("games").asInt()).isEqualTo(4);
            assertThat(e.get("gamesBySeat")).hasSize(4);
            wins += e.get("wins").asInt();
            assertThat(e.get("winRateLow").asDouble()).isLessThanOrEqualTo(e.get("winRate").asDouble());
            assertThat(e.get("winRateHigh").asDouble()).isGreaterThanOrEqualTo(e.get("winRate").asDouble());
            double shares = 0;
            for (ActionKind k : ActionKind.values()) {
                shares += e.get("actionShares").get(k.id()).asDouble();
            }
            assertThat(shares).isCloseTo(1.0, within(1e-4));
            assertThat(e.get("decisionMillisP50").asDouble()).isLessThanOrEqualTo(e.get("decisionMillisP95").asDouble());
            for (String field : List.of("meanScore", "decisions", "fallbacks", "actions", "bids", "meanBid",
                    "genesBought", "genesBoughtPerGame", "meanIchtosOnLand", "winsBySeat")) {
                assertThat(e.has(field)).as(field).isTrue();
            }
            // The table shows the same wins.
            assertThat(out.toString()).containsPattern("(?m)^" + e.get("entry").asText() + "\\s+4\\s+"
                    + e.get("wins").asInt() + "\\s");
        }
        assertThat(wins).isEqualTo(4);
    }

    @Test
    void anUnknownPlayerGivesOneLineAndExit2() {
        assertThat(run("tournament", "--players", "random,shark,random", "--games", "2")).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString().strip().lines()).singleElement().asString()
                .isEqualTo("primeval tournament: unknown player \"shark\" (known players: balanced, cautious-breeder, expert, gene-gambler, land-grabber, predator, random)");
    }

    @Test
    void badPlayerListsAndGameCountsGiveOneLineAndExit2() {
        for (String[] args : List.of(
                new String[]{"--players", "random,random"},
                new String[]{"--players", "random,random,random,random,random,random"},
                new String[]{"--players", "random,,random"},
                new String[]{"--players", "random,random:crazy,random"},
                new String[]{"--players", "random,random,random", "--games", "0"},
                new String[]{"--players", "random,random,random", "--think", "-5"})) {
            StringWriter e = new StringWriter();
            CommandLine cl = new CommandLine(new Main());
            cl.setOut(new PrintWriter(new StringWriter()));
            cl.setErr(new PrintWriter(e));
            String[] full = new String[args.length + 1];
            full[0] = "tournament";
            System.arraycopy(args, 0, full, 1, args.length);
            assertThat(cl.execute(full)).as(String.join(" ", args)).isEqualTo(2);
            assertThat(e.toString().strip().lines()).as(String.join(" ", args)).singleElement().asString()
                    .startsWith("primeval tournament: ");
        }
    }

    @Test
    void selfplayTakesAListOfPlayers() throws Exception {
        Path file = dir.resolve("sp.json");
        assertThat(run("selfplay", "--players", "random,random:easy,random", "--seed", "4", "--save",
                file.toString())).isZero();
        GameRecord<GameState, Decision> record = Urlands.read(file);
        assertThat(record.seats()).containsExactly(Seat.computer("Random 1", "red", "random"),
                Seat.computer("Random 2", "blue", "random:easy"), Seat.computer("Random 3", "yellow", "random"));
        assertThat(Urlands.finalState(record).isOver()).isTrue();

        // The same players as a number give the same game.
        Path numbered = dir.resolve("n.json");
        assertThat(run("selfplay", "--players", "3", "--seed", "4", "--save", numbered.toString())).isZero();
        assertThat(Urlands.read(numbered).decisions()).isEqualTo(record.decisions());
    }

    @Test
    void selfplayRefusesAnUnknownPlayer() {
        Path file = dir.resolve("x.json");
        assertThat(run("selfplay", "--players", "random,random,shark", "--seed", "4", "--save", file.toString()))
                .isEqualTo(2);
        assertThat(err.toString().strip().lines()).singleElement().asString()
                .isEqualTo("primeval selfplay: unknown player \"shark\" (known players: balanced, cautious-breeder, expert, gene-gambler, land-grabber, predator, random)");
        assertThat(file).doesNotExist();
    }
}
