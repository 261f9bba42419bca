package org.ichto.app;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.Decision;

import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.StateText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CommandsTest extends CommandHarness {
    @TempDir
    Path dir;

    @Test
    void selfplaySavesAWholeGameThatReplaysToItsEnd() throws Exception {
        Path file = dir.resolve("games/selfplay.json");
        assertThat(run("selfplay", "--players", "4", "--seed", "9", "--save", file.toString())).isZero();
        assertThat(file).exists();
        GameRecord<GameState, Decision> record = Urlands.read(file);
        assertThat(record.seed()).isEqualTo(9L);
        assertThat(record.start()).isNull();
        assertThat(record.practice()).isFalse();
        assertThat(record.seats()).containsExactly(
                Seat.computer("Random 1", "red", "random"), Seat.computer("Random 2", "blue", "random"),
                Seat.computer("Random 3", "yellow", "random"), Seat.computer("Random 4", "green", "random"));
        assertThat(Urlands.finalState(record).isOver()).isTrue();
        assertThat(out.toString()).contains("Saved", record.decisions().size() + " decisions");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void selfplayIsDeterminedByItsSeed() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Path c = dir.resolve("c.json");
        assertThat(run("selfplay", "--players", "5", "--seed", "3", "--save", a.toString())).isZero();
        assertThat(run("selfplay", "--players", "5", "--seed", "3", "--save", b.toString())).isZero();
        assertThat(run("selfplay", "--players", "5", "--seed", "4", "--save", c.toString())).isZero();
        assertThat(Files.readString(a)).isEqualTo(Files.readString(b)).isNotEqualTo(Files.readString(c));
    }

    @Test
    void selfplayRefusesAWrongNumberOfPlayers() {
        assertThat(run("selfplay", "--players", "6", "--seed", "1", "--save", dir.resolve("x.json").toString()))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--players must be 3 to 5 for Urland, not 6");
        assertThat(dir.resolve("x.json")).doesNotExist();
    }

    @Test
    void replayPrintsTheFinalPosition() throws Exception {
        Path file = dir.resolve("game.json");
        Urlands.write(SelfplayCommand.play(Urlands.GAME, 3, 12), file);
        GameState end = Urlands.finalState(Urlands.read(file));
        assertThat(run("replay", file.toString())).isZero();
        assertThat(out.toString()).contains("Random 1 (red, random)").contains(StateText.describe(end))
                .contains("Game over");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void replayPrintsThePositionAsJson() throws Exception {
        Path file = dir.resolve("game.json");
        Urlands.write(SelfplayCommand.play(Urlands.GAME, 5, 2), file);
        assertThat(run("replay", "--json", file.toString())).isZero();
        assertThat(out.toString()).startsWith("{").contains("\"phase\": \"GAME_OVER\"").contains("\"generator\"");
    }

    @Test
    void replayOfABadFileSaysWhyOnOneLineAndExits2() throws Exception {
        Path file = dir.resolve("bad.json");
        String good = Urlands.write(SelfplayCommand.play(Urlands.GAME, 3, 5));
        Files.writeString(file, good.substring(0, good.length() / 3));
        assertThat(run("replay", file.toString())).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).endsWith("\n").contains("bad.json").contains("unexpected end of the text");
        assertThat(err.toString().strip().lines()).hasSize(1);
    }

    @Test
    void replayOfAMissingFileExits2() {
        assertThat(run("replay", dir.resolve("none.json").toString())).isEqualTo(2);
        assertThat(err.toString().strip().lines()).singleElement().asString().contains("no such file");
    }

    @Test
    void replayOfAnIllegalGameNamesTheDecision() throws Exception {
        Path file = dir.resolve("illegal.json");
        String good = Urlands.write(SelfplayCommand.play(Urlands.GAME, 4, 8));
        Files.writeString(file, good.replaceFirst("\"type\": \"chooseChip\", \"chip\": \\d+",
                "\"type\": \"chooseChip\", \"chip\": 13"));
        assertThat(run("replay", file.toString())).isEqualTo(2);
        assertThat(err.toString().strip().lines()).singleElement().asString()
                .contains("decision 0 (seat").contains("chip 13 is not in the environment player's hand");
    }
}
