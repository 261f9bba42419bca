package org.ichto.soup;

import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.AnyRecord;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Saves of Primordial Soup in the shell's record envelope: written, read back and replayed; bad ones refused. */
class SoupRecordsTest {
    private static final SoupGame GAME = SoupGame.INSTANCE;
    private static final RecordIO<SoupState, SoupDecision> IO = new RecordIO<>(GAME);
    private static final List<Seat> SEATS = List.of(Seat.computer("Random 1", "red", "random"),
            Seat.human("Anna", "blue"), Seat.computer("Random 3", "yellow", "random"),
            Seat.computer("Random 4", "green", "balanced"));

    /** A record of a whole setup played at random from seed 9. */
    static GameRecord<SoupState, SoupDecision> setupRecord() {
        List<SoupState> states = SoupFixtures.setup(4, 9);
        GameRecord<SoupState, SoupDecision> record = GameRecord.fromSeed(GAME, SEATS, 9);
        for (int i = 0; i + 1 < states.size(); i++) {
            record = record.with(states.get(i).actor(), SoupFixtures.decisionBetween(states.get(i), states.get(i + 1)));
        }
        return record;
    }

    @Test
    void aSeedsRecordIsWrittenReadAndReplayedToTheSameState() throws Exception {
        GameRecord<SoupState, SoupDecision> record = setupRecord();
        String text = IO.write(record);
        assertThat(text).contains("\"game\": \"soup\"", "\"seed\": 9", "\"type\": \"chooseStartSpace\", \"ladderSpace\"",
                "\"type\": \"placeAmoeba\", \"number\"");
        GameRecord<SoupState, SoupDecision> back = IO.read(text);
        assertThat(back).isEqualTo(record);
        assertThat(Replay.finalState(GAME, back)).isEqualTo(SoupFixtures.afterSetup(4, 9));
        assertThat(IO.write(back)).isEqualTo(text);
    }

    @Test
    void aRecordOfAnyGameReadsAsSoupByItsGameField() throws Exception {
        String text = IO.write(setupRecord());
        AnyRecord<?, ?, ?, ?> any = AnyRecord.read(new GameRegistry(List.of(GAME)), text);
        assertThat(any.game()).isSameAs(GAME);
        assertThat(any.finalState()).isEqualTo(SoupFixtures.afterSetup(4, 9));
    }

    @Test
    void aRecordMayStartFromAPositionAndPlayOn() throws Exception {
        List<SoupState> setup = SoupFixtures.setup(4, 9);
        SoupState start = setup.get(3);
        GameRecord<SoupState, SoupDecision> record = GameRecord.fromPosition(GAME, SEATS, start);
        SoupState s = start;
        for (int k = 0; k < 3; k++) {
            SoupDecision d = SoupRules.legal(s).get(k);
            record = record.with(s.actor(), d);
            s = SoupRules.apply(s, d);
        }
        String text = IO.write(record);
        assertThat(text).contains("\"startPosition\": {", "\"game\": \"soup\"");
        GameRecord<SoupState, SoupDecision> back = IO.read(text);
        assertThat(back.start()).isEqualTo(start);
        assertThat(Replay.finalState(GAME, back)).isEqualTo(s);
        assertThat(IO.readPosition(IO.writePosition(s))).isEqualTo(s);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an illegal start space   | "ladderSpace": \\d  | "ladderSpace": 7  | decision 0 (seat
            a decision out of range  | "ladderSpace": \\d  | "ladderSpace": -7 | decision 0: "ladderSpace": expected a ladder space (a whole number 1 to 51), not -7
            an unknown type          | "chooseStartSpace" | "chooseStart"     | decision 0: unknown decision type "chooseStart"
            an Urland colour         | "green"            | "purple"          | seats[3]: unknown colour "purple" for Random 4 (colours are red, blue, yellow, green)
            a record of another game | "game": "soup"     | "game": "urland"  | not a record of soup
            """)
    void aBadRecordIsRefusedWithOneLine(String what, String find, String replace, String message) {
        String text = IO.write(setupRecord());
        String bad = text.replaceFirst(find, replace);
        assertThat(bad).isNotEqualTo(text);
        assertThatThrownBy(() -> IO.read(bad)).isInstanceOf(RecordException.class).hasMessageStartingWith(message);
    }

    @Test
    void anIllegalDecisionIsNamedWithItsIndexSeatAndTheRulesReason() {
        String text = IO.write(setupRecord()).replaceFirst("\"ladderSpace\": \\d", "\"ladderSpace\": 7");
        assertThatThrownBy(() -> IO.read(text)).hasMessageMatching(
                "decision 0 \\(seat \\d, start on ladder space 7\\): ladder space 7 is not a start space: with 4 "
                        + "players the start spaces are 1-4");
    }

    @Test
    void fiveSeatsAreRefused() {
        List<Seat> five = List.of(Seat.human("A", "red"), Seat.human("B", "blue"), Seat.human("C", "yellow"),
                Seat.human("D", "green"), Seat.human("E", "red"));
        assertThatThrownBy(() -> GameRecord.fromSeed(GAME, five, 1))
                .hasMessage("a game of Primordial Soup has 3 to 4 seats, not 5");
    }
}
