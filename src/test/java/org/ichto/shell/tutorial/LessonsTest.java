package org.ichto.shell.tutorial;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Json;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.SeatDecision;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimGame;
import org.ichto.toy.NimState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A lesson's script read strictly, through the toy game (the shell knows no real one): its record replayed, its
 * steps checked against it, every problem named; and the player's progress kept and read back.
 */
class LessonsTest {
    private static final NimGame NIM = NimGame.INSTANCE;
    private static final RecordIO<NimState, NimDecision> IO = new RecordIO<>(NIM);
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "random"));

    @TempDir
    Path dir;

    /** Four decisions of a game from seed 3, each the first legal one: seats 0, 1, 0, 1 or as the rules say. */
    private static GameRecord<NimState, NimDecision> record(int decisions) {
        GameRecord<NimState, NimDecision> r = GameRecord.fromSeed(NIM, SEATS, 3);
        NimState s = NIM.rules().newGame(2, 3);
        for (int i = 0; i < decisions; i++) {
            NimDecision d = NIM.rules().legal(s).listed().get(0);
            r = r.with(NIM.rules().actor(s), d);
            s = NIM.rules().apply(s, d);
        }
        return r;
    }

    private static ObjectNode lesson(GameRecord<NimState, NimDecision> record, Object[]... steps) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("id", "nim-1");
        root.set("record", IO.toTree(record));
        ArrayNode list = root.putArray("steps");
        for (Object[] step : steps) {
            list.addObject().put("at", (Integer) step[0]).put((String) step[1], (String) step[2]);
        }
        return root;
    }

    /** The steps of a sound lesson of a record: words first, every human decision asked, words last. */
    private static Object[][] soundSteps(GameRecord<NimState, NimDecision> record) {
        List<Object[]> steps = new ArrayList<>();
        steps.add(new Object[] {0, "explain", "lesson.welcome"});
        for (int i = 0; i < record.decisions().size(); i++) {
            if (record.decisions().get(i).seat() == 0) {
                steps.add(new Object[] {i, "play", "lesson.take" + i});
            }
        }
        steps.add(new Object[] {record.decisions().size(), "explain", "lesson.over"});
        return steps.toArray(new Object[0][]);
    }

    @Test
    void aSoundLessonIsReadWithItsRecordAndSteps() throws RecordException {
        GameRecord<NimState, NimDecision> record = record(4);
        Lesson<NimState, NimDecision> lesson = Lessons.read(NIM, lesson(record, soundSteps(record)).toString());
        assertThat(lesson.id()).isEqualTo("nim-1");
        assertThat(lesson.human()).isZero();
        assertThat(lesson.end()).isEqualTo(4);
        assertThat(lesson.step(0)).isEqualTo(new LessonStep(0, LessonStep.Kind.EXPLAIN, "lesson.welcome"));
        assertThat(lesson.step(lesson.size() - 1).at()).isEqualTo(4);
        assertThat(lesson.steps().stream().filter(LessonStep::plays).map(LessonStep::at).toList())
                .allMatch(at -> record.decisions().get(at).seat() == 0);
        SeatDecision<NimDecision> first = lesson.decision(0);
        assertThat(Lessons.same(IO, first, record.decisions().get(0))).isTrue();
        assertThat(Lessons.same(IO, new SeatDecision<>(1, first.decision()), first)).isFalse();
    }

    @Test
    void everyFlawOfAScriptIsNamed() {
        GameRecord<NimState, NimDecision> record = record(4);
        int computer = record.decisions().get(0).seat() == 0 ? 1 : 0;
        assertThatThrownBy(() -> Lessons.read(NIM, "[]")).hasMessageContaining("a lesson must be a JSON object");
        ObjectNode extra = lesson(record, soundSteps(record));
        extra.put("author", "me");
        assertThatThrownBy(() -> Lessons.read(NIM, extra.toString())).hasMessageContaining("\"author\"");
        ObjectNode noId = lesson(record, soundSteps(record));
        noId.put("id", "Nim Lesson!");
        assertThatThrownBy(() -> Lessons.read(NIM, noId.toString())).hasMessageContaining("id");
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(record).toString()))
                .hasMessageContaining("steps must be a list of at least one step");
        // A decision of the record that the rules do not allow.
        ObjectNode illegal = lesson(record, soundSteps(record));
        ((ObjectNode) illegal.get("record").get("decisions").get(0)).put("count", 99);
        assertThatThrownBy(() -> Lessons.read(NIM, illegal.toString())).hasMessageStartingWith("record: decision 0");
        // A step asking for a computer's decision; a human decision no step asks for.
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(record, new Object[] {indexOf(record, computer), "play", "x"},
                new Object[] {4, "explain", "end"}).toString())).hasMessageContaining("not the player's");
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(record, new Object[] {4, "explain", "end"}).toString()))
                .hasMessageContaining("is the player's, but no step asks for it");
        // Steps out of order, a last step that asks, a step beyond the record, a step both explaining and asking.
        Object[][] sound = soundSteps(record);
        Object[][] reversed = sound.clone();
        java.util.Collections.reverse(java.util.Arrays.asList(reversed));
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(record, reversed).toString()))
                .hasMessageContaining("comes before the step above it");
        Object[][] noWords = java.util.Arrays.copyOf(sound, sound.length - 1);
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(record, noWords).toString()))
                .hasMessageContaining("the last step explains");
        Object[][] beyond = sound.clone();
        beyond[beyond.length - 1] = new Object[] {9, "explain", "lesson.over"};
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(record, beyond).toString()))
                .hasMessageContaining("after the lesson's 4 decisions");
        ObjectNode both = lesson(record, sound);
        ((ObjectNode) both.get("steps").get(0)).put("play", "lesson.x");
        assertThatThrownBy(() -> Lessons.read(NIM, both.toString())).hasMessageContaining("one of \"explain\"");
        // No human at all.
        GameRecord<NimState, NimDecision> computers = new GameRecord<>(1, "nim",
                List.of(Seat.computer("A", "red", "random"), Seat.computer("B", "blue", "random")), 3L, null, false,
                record.decisions());
        assertThatThrownBy(() -> Lessons.read(NIM, lesson(computers, new Object[] {4, "explain", "x"}).toString()))
                .hasMessageContaining("one human seat, not 0");
    }

    @Test
    void aMissingResourceIsNamedNotThrownAsSomethingElse() {
        assertThatThrownBy(() -> Lessons.read(NIM, (java.net.URL) null)).isInstanceOf(RecordException.class)
                .hasMessage("Hidden Nim has no tutorial");
    }

    @Test
    void theProgressIsKeptAndReadBackAndABrokenFileIsNamed() throws Exception {
        TutorialProgress progress = new TutorialProgress(dir);
        assertThat(progress.read(NIM)).isEmpty();
        GameRecord<NimState, NimDecision> record = record(3);
        progress.save(NIM, new TutorialProgress.Saved<>("nim-1", 2, record));
        progress.flush();
        Path file = dir.resolve("tutorial-nim.json");
        assertThat(file).exists();
        TutorialProgress.Saved<NimState, NimDecision> back = progress.read(NIM).orElseThrow();
        assertThat(back.lesson()).isEqualTo("nim-1");
        assertThat(back.step()).isEqualTo(2);
        assertThat(back.record()).isEqualTo(record);

        Files.writeString(file, "{\"lesson\": \"nim-1\", \"step\": -1, \"record\": {}}");
        assertThatThrownBy(() -> progress.read(NIM)).isInstanceOf(RecordException.class).hasMessageContaining("step");
        Files.writeString(file, "{\"lesson\": ");
        assertThatThrownBy(() -> progress.read(NIM)).isInstanceOf(RecordException.class);
        progress.clear(NIM);
        progress.flush();
        assertThat(file).doesNotExist();
    }

    private static int indexOf(GameRecord<NimState, NimDecision> record, int seat) {
        for (int i = 0; i < record.decisions().size(); i++) {
            if (record.decisions().get(i).seat() == seat) {
                return i;
            }
        }
        throw new AssertionError("seat " + seat + " takes no decision");
    }
}
