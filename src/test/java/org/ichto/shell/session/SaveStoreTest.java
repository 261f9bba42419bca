package org.ichto.shell.session;

import org.ichto.shell.record.AnyRecord;

import org.ichto.shell.session.SessionListener;

import org.ichto.shell.session.SaveStore;

import org.ichto.shell.session.GameSession;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.urland.rules.GameState;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.RecordIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SaveStoreTest {
    @TempDir
    Path dir;

    private SaveStore store() {
        return new SaveStore(dir.resolve("data"), new org.ichto.shell.game.GameRegistry(java.util.List.of(Urlands.GAME)), Opponents.shipped());
    }

    /** A session with a human at seat 1, some decisions played and one taken back. */
    private static GameSession<GameState, SeatView, Decision, GameEvent> playedSession(long seed) {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(4, 1), seed, Fixtures.FACTORY);
        SeededRandom rng = new SeededRandom(seed);
        for (int round = 0; round < 4; round++) {
            Fixtures.playComputers(session);
            session.apply(Fixtures.humanDecision(session, rng));
        }
        Fixtures.playComputers(session);
        session.undo();
        return session;
    }

    /** The files of a folder, but for the autosaves' lock files. */
    private List<Path> filesIn(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> !f.getFileName().toString().endsWith(".lock")).toList();
        }
    }

    @Test
    void aSaveGetsTheGamesOwnExtensionUnlessItHasOne() {
        assertThat(SaveStore.withExtension(dir.resolve("evening"), Urlands.GAME)).isEqualTo(dir.resolve("evening.urland"));
        assertThat(SaveStore.withExtension(dir.resolve("evening.urland"), Urlands.GAME)).isEqualTo(dir.resolve("evening.urland"));
        assertThat(SaveStore.withExtension(dir.resolve("Evening.URLAND"), Urlands.GAME)).isEqualTo(dir.resolve("Evening.URLAND"));
        assertThat(SaveStore.withExtension(dir.resolve("old.json"), Urlands.GAME)).isEqualTo(dir.resolve("old.json"));
        assertThat(SaveStore.withExtension(dir.resolve("v1.2"), Urlands.GAME)).isEqualTo(dir.resolve("v1.2.urland"));
    }

    @Test
    void aGameSavedUnderTheGamesExtensionOpensAgain() throws Exception {
        GameSession<GameState, SeatView, Decision, GameEvent> session = playedSession(5);
        Path file = SaveStore.withExtension(dir.resolve("evening"), Urlands.GAME);
        store().save(session, file);
        assertThat(store().open(file).toRecord()).isEqualTo(session.toRecord());
    }

    @Test
    void aSavedGameOpensAsAnEqualSession() throws Exception {
        GameSession<GameState, SeatView, Decision, GameEvent> session = playedSession(3);
        Path file = dir.resolve("games").resolve("my game.json");
        store().save(session, file);
        GameSession<GameState, SeatView, Decision, GameEvent> opened = Urlands.session(store().open(file));
        assertThat(opened).isNotSameAs(session);
        assertThat(opened.toRecord()).isEqualTo(session.toRecord());
        assertThat(opened.toRecord().practice()).isTrue();
        assertThat(opened.state()).isEqualTo(session.state());
        assertThat(opened.history()).isEqualTo(session.history());
        assertThat(opened.seats()).isEqualTo(session.seats());
        assertThat(opened.events()).hasSameSizeAs(session.events());
        assertThat(Urlands.read(file)).isEqualTo(session.toRecord());
        assertThat(filesIn(file.getParent())).containsExactly(file);
        // The opened game plays on, and its human decisions can be taken back.
        assertThat(opened.canUndo()).isTrue();
        opened.apply(Fixtures.humanDecision(opened, new SeededRandom(1)));
        Fixtures.playComputers(opened);
    }

    @Test
    void savingAgainReplacesTheFile() throws Exception {
        GameSession<GameState, SeatView, Decision, GameEvent> session = playedSession(4);
        Path file = dir.resolve("game.json");
        store().save(session, file);
        session.redo();
        store().save(session, file);
        assertThat(Urlands.read(file)).isEqualTo(session.toRecord());
        assertThat(filesIn(dir)).containsExactly(file);
    }

    @Test
    void aCorruptFileGivesAClearMessageAndLeavesTheSessionInPlayAlone() throws Exception {
        GameSession<GameState, SeatView, Decision, GameEvent> inPlay = playedSession(5);
        GameRecord<GameState, Decision> before = inPlay.toRecord();
        long revision = inPlay.revision();

        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"formatVersion\": 1, \"game\": \"urland\", ", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> store().open(broken)).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("cannot open " + broken + ": ")
                .hasMessageContaining("line");

        Path illegal = dir.resolve("illegal.json");
        String json = Urlands.write(before).replaceFirst("\"type\": \"chooseChip\", \"chip\": \\d+",
                "\"type\": \"bid\", \"amount\": 0");
        assertThat(json).isNotEqualTo(Urlands.write(before));
        Files.writeString(illegal, json, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> store().open(illegal)).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("cannot open " + illegal + ": decision ");

        Path missing = dir.resolve("missing.json");
        assertThatThrownBy(() -> store().open(missing)).isInstanceOf(RecordException.class)
                .hasMessage("cannot open " + missing + ": there is no such file");

        assertThat(inPlay.toRecord()).isEqualTo(before);
        assertThat(inPlay.revision()).isEqualTo(revision);
    }

    @Test
    void theAutosaveIsWrittenAfterEveryDecisionAndRemovedWhenTheGameEnds() throws Exception {
        SaveStore store = store();
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(3, 0), 12, Fixtures.FACTORY);
        store.autosaveAfterEachDecision(session);
        assertThat(store.autosaveFile(Urlands.GAME)).doesNotExist();
        assertThat(store.unfinishedAutosave(Urlands.GAME)).isEmpty();
        SeededRandom rng = new SeededRandom(12);
        int decisions = 0;
        while (!session.isOver()) {
            session.apply(session.humanToAct() ? Fixtures.humanDecision(session, rng)
                    : session.computerDecision(Budget.NONE));
            decisions++;
            if (session.isOver()) {
                break;
            }
            if (decisions % 10 == 1) {
                store.flushAutosave();
                assertThat(Urlands.read(store.autosaveFile(Urlands.GAME))).isEqualTo(session.toRecord());
                assertThat(store.unfinishedAutosave(Urlands.GAME).map(r -> (Object) r.record())).contains(session.toRecord());
                assertThat(filesIn(store.directory())).containsExactly(store.autosaveFile(Urlands.GAME));
            }
            if (decisions == 30) {
                session.undo();
                store.flushAutosave();
                assertThat(store.unfinishedAutosave(Urlands.GAME).map(r -> (Object) r.record())).contains(session.toRecord());
                session.redo();
                store.flushAutosave();
                assertThat(store.unfinishedAutosave(Urlands.GAME).map(r -> (Object) r.record())).contains(session.toRecord());
            }
        }
        store.flushAutosave();
        assertThat(store.autosaveFile(Urlands.GAME)).doesNotExist();
        assertThat(store.unfinishedAutosave(Urlands.GAME)).isEmpty();
    }

    @Test
    void resumeIsOfferedOnlyForAnUnfinishedGame() throws Exception {
        SaveStore store = store();
        Files.createDirectories(store.directory());
        GameRecord<GameState, Decision> finished = Fixtures.finishedRecord(Fixtures.seats(3, 0), 8);
        Urlands.write(finished, store.autosaveFile(Urlands.GAME));
        assertThat(store.unfinishedAutosave(Urlands.GAME)).isEmpty();

        GameRecord<GameState, Decision> unfinished = Fixtures.randomRecord(Fixtures.seats(3, 0), 8, 40);
        Urlands.write(unfinished, store.autosaveFile(Urlands.GAME));
        assertThat(store.unfinishedAutosave(Urlands.GAME).map(r -> (Object) r.record())).contains(unfinished);
        GameSession<GameState, SeatView, Decision, GameEvent> resumed =
                Urlands.session(store.resume(store.unfinishedAutosave(Urlands.GAME).orElseThrow()));
        assertThat(resumed.toRecord()).isEqualTo(unfinished);

        Files.writeString(store.autosaveFile(Urlands.GAME), "not json", StandardCharsets.UTF_8);
        assertThat(store.unfinishedAutosave(Urlands.GAME)).isEmpty();
        // The damaged autosave is kept aside, not lost, and the player is told once where it went.
        assertThat(store.autosaveFile(Urlands.GAME)).doesNotExist();
        List<SaveNotice> notices = store.takeNotices();
        assertThat(notices).singleElement().satisfies(n -> {
            assertThat(n.type()).isEqualTo(SaveNotice.Type.DAMAGED_SET_ASIDE);
            assertThat(n.game()).isEqualTo("urland");
            assertThat(n.file().getFileName().toString()).startsWith("autosave-urland.damaged-");
            assertThat(n.detail()).isEqualTo("line 1, column 4: \"not\" is not a value (text must stand in double quotes)");
        });
        try (var files = Files.list(store.directory())) {
            Path aside = files.filter(f -> f.getFileName().toString().startsWith("autosave-urland.damaged-"))
                    .findFirst().orElseThrow();
            assertThat(aside).hasContent("not json");
        }
        assertThat(store.takeNotices()).isEmpty();

        store.clearAutosave(Urlands.GAME);
        assertThat(store.autosaveFile(Urlands.GAME)).doesNotExist();
        store.clearAutosave(Urlands.GAME);
    }

    @Test
    void decisionsFasterThanTheGapBetweenAutosavesAreWrittenTogetherTheLatestLast() throws Exception {
        SaveStore store = store();
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME,
                Fixtures.seats(3, -1), 5, Fixtures.FACTORY);
        store.autosaveAfterEachDecision(session);
        long start = System.nanoTime();
        for (int i = 0; i < 40; i++) {
            session.apply(session.computerDecision(Budget.NONE));
        }
        long took = java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        store.flushAutosave();
        assertThat(Urlands.read(store.autosaveFile(Urlands.GAME))).isEqualTo(session.toRecord());
        // One write at once, then at most one per gap while the decisions came, and the latest after them.
        assertThat(store.autosavesWritten()).isBetween(1, 2 + (int) (took / SaveStore.AUTOSAVE_GAP_MILLIS));
        assertThat(store.autosavesWritten()).isLessThan(40);
    }

    @Test
    void onceTheWindowClosesItsLastAutosaveIsWrittenAndNothingAfterIt() throws Exception {
        SaveStore store = store();
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME,
                Fixtures.seats(3, -1), 8, Fixtures.FACTORY);
        store.autosaveAfterEachDecision(session);
        session.apply(session.computerDecision(Budget.NONE)); // written at once
        session.apply(session.computerDecision(Budget.NONE)); // waits for the gap
        GameRecord<GameState, Decision> shown = session.toRecord();
        Path file = store.autosaveFile(Urlands.GAME);
        store.releaseSlots();
        assertThat(store.flushAutosave(SaveStore.AUTOSAVE_GAP_MILLIS * 50L)).isTrue();
        assertThat(Urlands.read(file)).isEqualTo(shown);
        // A decision that was on its way when the window closed is not what the player saw: it is not kept.
        session.apply(session.computerDecision(Budget.NONE));
        store.flushAutosave();
        assertThat(Urlands.read(file)).isEqualTo(shown);
        assertThat(filesIn(store.directory())).containsExactly(file);
    }

    @Test
    void anAutosaveCanBeStoppedAndWrittenByHand() throws Exception {
        SaveStore store = store();
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(3, -1), 2, Fixtures.FACTORY);
        SessionListener<GameEvent> listener = store.autosaveAfterEachDecision(session);
        session.apply(session.computerDecision(Budget.NONE));
        store.flushAutosave();
        assertThat(store.autosaveFile(Urlands.GAME)).exists();
        session.removeListener(listener);
        session.apply(session.computerDecision(Budget.NONE));
        store.flushAutosave();
        assertThat(Urlands.read(store.autosaveFile(Urlands.GAME)).decisions()).hasSize(1);
        store.autosave(session);
        assertThat(Urlands.read(store.autosaveFile(Urlands.GAME)).decisions()).hasSize(2);
    }

    @Test
    void theAutosaveIsWrittenOffTheDecidingThreadAndAClearDropsWhatWasNotWrittenYet() throws Exception {
        SaveStore store = store();
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(3, -1), 4, Fixtures.FACTORY);
        store.autosaveAfterEachDecision(session);
        java.util.Set<String> writers = java.util.concurrent.ConcurrentHashMap.newKeySet();
        session.addListener(s -> writers.add(Thread.currentThread().getName()));
        for (int i = 0; i < 20; i++) {
            session.apply(session.computerDecision(Budget.NONE));
        }
        store.flushAutosave();
        assertThat(Urlands.read(store.autosaveFile(Urlands.GAME))).isEqualTo(session.toRecord());
        assertThat(writers).doesNotContain("autosave");

        session.apply(session.computerDecision(Budget.NONE));
        store.clearAutosave(Urlands.GAME);
        store.flushAutosave();
        assertThat(store.autosaveFile(Urlands.GAME)).doesNotExist();
        assertThat(filesIn(store.directory())).isEmpty();
    }

    @Test
    void theStandardStoreLivesInTheDataDirectory() {
        // Only where: taking an autosave would lock a slot in the real data folder.
        assertThat(SaveStore.standard(new org.ichto.shell.game.GameRegistry(java.util.List.of(Urlands.GAME)))
                .directory()).isEqualTo(org.ichto.shell.files.DataDirectory.get());
        assertThat(store().autosaveFile(Urlands.GAME)).isEqualTo(dir.resolve("data/autosave-urland.json"));
    }
}
