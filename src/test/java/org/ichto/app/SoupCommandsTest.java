package org.ichto.app;

import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.soup.SoupGame;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.PositionText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line with {@code --game soup}: the same commands, exit codes and one-line errors as
 * Urland's. Commands that play whole games wait for the rules of the six phases: they are skipped
 * while the rules offer nothing after the setup, and run by themselves once the phases are built.
 */
class SoupCommandsTest extends CommandHarness {
    private static final RecordIO<SoupState, SoupDecision> IO = new RecordIO<>(SoupGame.INSTANCE);

    @TempDir
    Path dir;

    /** The record of a setup played at random (seed 9), saved as a .soup file. */
    private Path setupFile() throws Exception {
        List<SoupState> states = SoupFixtures.setup(3, 9);
        GameRecord<SoupState, SoupDecision> record = GameRecord.fromSeed(SoupGame.INSTANCE,
                List.of(Seat.computer("Random 1", "red", "random"), Seat.human("Anna", "blue"),
                        Seat.computer("Grower 3", "yellow", "grower")), 9);
        for (int i = 0; i + 1 < states.size(); i++) {
            record = record.with(states.get(i).actor(), SoupFixtures.decisionBetween(states.get(i), states.get(i + 1)));
        }
        Path file = dir.resolve("setup.soup");
        IO.write(record, file);
        return file;
    }

    @Test
    void replayReadsTheGameFromTheRecordAndPrintsWhereItEnds() throws Exception {
        Path file = setupFile();
        assertThat(run("replay", file.toString())).isZero();
        assertThat(out.toString()).startsWith("Primordial Soup record: seat 0 Random 1 (red, random), seat 1 Anna "
                + "(blue, human), seat 2 Grower 3 (yellow, grower); from seed 9; " + (SoupFixtures.setup(3, 9).size() - 1)
                + " decisions\n")
                .contains(PositionText.describe(SoupFixtures.afterSetup(3, 9)));
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void replayPrintsThePositionAsJson() throws Exception {
        Path file = setupFile();
        assertThat(run("replay", "--json", file.toString())).isZero();
        assertThat(out.toString()).startsWith("{\n  \"players\": [\n")
                .contains("\"phase\": \"MOVEMENT_AND_FEEDING\"", "\"generator\": \"");
        assertThat(IO.readPosition(out.toString())).isEqualTo(SoupFixtures.afterSetup(3, 9));
    }

    @Test
    void aBadSoupRecordGivesOneLineAndExit2() throws Exception {
        Path file = setupFile();
        String good = Files.readString(file);
        Path illegal = dir.resolve("illegal.soup");
        Files.writeString(illegal, good.replaceFirst("\"ladderSpace\": \\d", "\"ladderSpace\": 4"));
        assertThat(run("replay", illegal.toString())).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString().strip().lines()).singleElement().asString()
                .startsWith("primeval replay: ").contains(illegal.toString() + ": decision 0 (seat ")
                .endsWith("start on ladder space 4): ladder space 4 is not a start space: with 3 players the start "
                        + "spaces are 1-3");

        Path shape = dir.resolve("shape.soup");
        Files.writeString(shape, good.replaceFirst("\"type\": \"placeAmoeba\", \"number\": \\d",
                "\"type\": \"placeAmoeba\", \"number\": 9"));
        assertThat(run("replay", shape.toString())).isEqualTo(2);
        assertThat(err.toString().strip().lines().toList().get(1)).contains(
                ": \"number\": expected an amoeba number (a whole number 1 to 7), not 9");
    }

    @Test
    void selfplayAndTournamentRefuseAPlayerCountSoupDoesNotSeat() {
        assertThat(run("selfplay", "--game", "soup", "--players", "5", "--seed", "1", "--save",
                dir.resolve("x.soup").toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("primeval selfplay: --players must be 3 to 4 for Primordial Soup, not 5");
        assertThat(dir.resolve("x.soup")).doesNotExist();
        err.getBuffer().setLength(0);
        assertThat(run("tournament", "--game", "soup", "--players", "random,random", "--games", "1")).isEqualTo(2);
        assertThat(err.toString().strip())
                .isEqualTo("primeval tournament: --players needs 3 to 4 players for Primordial Soup, not 2");
        err.getBuffer().setLength(0);
        assertThat(run("tournament", "--game", "soup", "--players", "random,shark,random", "--games", "1"))
                .isEqualTo(2);
        assertThat(err.toString().strip()).startsWith("primeval tournament: unknown player \"shark\" (known players: ")
                .contains("aggressor", "balanced", "expert", "geneticist", "grower", "random")
                .doesNotContain("predator");
    }

    @Test
    void anUnknownGameIsNamedWithTheGamesThereAre() {
        assertThat(run("selfplay", "--game", "chess", "--players", "3", "--seed", "1", "--save",
                dir.resolve("x.json").toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("primeval selfplay: unknown game \"chess\" (games are urland, soup)");
    }

    @Test
    void theProbeMeasuresSoupsWindowAndRefusesAPlayerCountItDoesNotSeat() {
        assertThat(run("probe", "--game", "soup", "--players", "5")).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("primeval probe: --players must be 3 to 4 for Primordial Soup, not 5");
    }

    // ---- whole games: waiting for the rules of the six phases

    @Test
    void selfplaySavesAWholeGameThatReplaysToItsEnd() throws Exception {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(4, 1));
        for (int players = 3; players <= 4; players++) {
            Path file = dir.resolve("games/selfplay-" + players + ".soup");
            assertThat(run("selfplay", "--game", "soup", "--players", Integer.toString(players), "--seed", "7",
                    "--save", file.toString())).isZero();
            GameRecord<SoupState, SoupDecision> record = IO.read(file);
            assertThat(record.game()).isEqualTo("soup");
            assertThat(record.seats()).hasSize(players).allMatch(s -> s.profile().equals("random"));
            assertThat(Replay.finalState(SoupGame.INSTANCE, record).isOver()).isTrue();
            assertThat(out.toString()).contains("Saved", record.decisions().size() + " decisions");
            assertThat(run("replay", file.toString())).isZero();
            assertThat(out.toString()).contains("Game over, winner seat ");
        }
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void selfplayOfSoupIsDeterminedByItsSeed() throws Exception {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(4, 1));
        Path a = dir.resolve("a.soup");
        Path b = dir.resolve("b.soup");
        Path c = dir.resolve("c.soup");
        assertThat(run("selfplay", "--game", "soup", "--players", "balanced,grower,random,aggressor", "--seed", "3",
                "--save", a.toString())).isZero();
        assertThat(run("selfplay", "--game", "soup", "--players", "balanced,grower,random,aggressor", "--seed", "3",
                "--save", b.toString())).isZero();
        assertThat(run("selfplay", "--game", "soup", "--players", "balanced,grower,random,aggressor", "--seed", "4",
                "--save", c.toString())).isZero();
        assertThat(Files.readString(a)).isEqualTo(Files.readString(b)).isNotEqualTo(Files.readString(c));
    }

    @Test
    void benchPlaysWholeSoupGamesForThreeAndFourPlayers() {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(4, 1));
        assertThat(run("bench", "--game", "soup", "--games", "5", "--warmup", "0")).isZero();
        assertThat(out.toString()).startsWith("Primordial Soup random games: 5 per player count")
                .containsPattern("(?m)^\\s+3\\s+5\\s").containsPattern("(?m)^\\s+4\\s+5\\s")
                .contains("4-player mid-game states");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void aTournamentOfSoupReportsItsBehaviourColumns() {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(4, 1));
        assertThat(run("tournament", "--game", "soup", "--players", "balanced,random,random,aggressor", "--games",
                "4", "--seed", "2")).isZero();
        assertThat(out.toString()).contains("genes/game", "attacks/game", "starved/game", "amoebas",
                "Decisions (share of each kind among each entry's decisions)");
    }
}
