package org.ichto.shell.session;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameRegistry;
import org.ichto.urland.Urlands;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A data folder that cannot be written (full, or read-only): the game plays on, the player is told once that
 * it is not being saved and once when it is again, and a game that ended meanwhile is not offered at the next
 * start.
 */
class AutosaveTroubleTest {
    @TempDir
    Path dir;

    private SaveStore store(StaleAutosaves stale) {
        return new SaveStore(dir.resolve("data"), new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped(), stale);
    }

    private static GameSession<GameState, SeatView, Decision, GameEvent> computers(long seed) {
        return GameSession.newGame(Urlands.GAME, Fixtures.seats(3, -1), seed, Fixtures.FACTORY);
    }

    private static void play(GameSession<GameState, SeatView, Decision, GameEvent> session, int decisions) {
        for (int i = 0; i < decisions && !session.isOver(); i++) {
            session.apply(session.computerDecision(Budget.NONE));
        }
    }

    @Test
    void thePlayerIsToldOnceThatTheGameIsNotSavedAndOnceWhenItIsAgain() throws Exception {
        SaveStore store = store(StaleAutosaves.inMemory());
        GameSession<GameState, SeatView, Decision, GameEvent> session = computers(3);
        store.autosaveAfterEachDecision(session);
        play(session, 2);
        store.flushAutosave();
        Path autosave = store.autosaveFile(Urlands.GAME);
        assertThat(Urlands.read(autosave)).isEqualTo(session.toRecord());
        assertThat(store.takeNotices()).isEmpty();

        try (Unwritable broken = Unwritable.folder(store.directory())) {
            for (int i = 0; i < 5; i++) { // each decision is flushed: five failed writes
                play(session, 1);
                store.flushAutosave();
            }
            List<SaveNotice> told = store.takeNotices();
            assertThat(told).singleElement().satisfies(n -> {
                assertThat(n.type()).isEqualTo(SaveNotice.Type.NOT_SAVING);
                assertThat(n.game()).isEqualTo("urland");
                assertThat(n.file()).isEqualTo(autosave);
                assertThat(n.detail()).isEqualTo(broken.readOnly() ? "permission denied"
                        : "a file stands where a folder is needed");
            });
        }
        play(session, 1);
        store.flushAutosave();
        assertThat(store.takeNotices()).singleElement().extracting(SaveNotice::type)
                .isEqualTo(SaveNotice.Type.SAVING_AGAIN);
        assertThat(Urlands.read(autosave)).isEqualTo(session.toRecord());
        play(session, 3);
        store.flushAutosave();
        assertThat(store.takeNotices()).isEmpty();
    }

    @Test
    void aListenerIsToldOnTheAutosaveThreadAndGetsWhatWasQueued() throws Exception {
        SaveStore store = store(StaleAutosaves.inMemory());
        GameSession<GameState, SeatView, Decision, GameEvent> session = computers(4);
        store.autosaveAfterEachDecision(session);
        java.util.List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (Unwritable broken = Unwritable.folder(store.directory())) {
            play(session, 1);
            store.flushAutosave();
            store.onNotice(n -> threads.add(n.type() + " " + Thread.currentThread().getName()));
            assertThat(threads).containsExactly("NOT_SAVING " + Thread.currentThread().getName());
        }
        play(session, 1);
        store.flushAutosave();
        assertThat(threads).last().isEqualTo("SAVING_AGAIN autosave");
    }

    @Test
    void aGameThatEndedWhileNothingCouldBeWrittenIsNotOfferedAtTheNextStart() throws Exception {
        StaleAutosaves remembered = StaleAutosaves.inMemory(); // what the preferences keep between two runs
        SaveStore first = store(remembered);
        GameSession<GameState, SeatView, Decision, GameEvent> session = computers(5);
        first.autosaveAfterEachDecision(session);
        play(session, 20);
        first.flushAutosave();
        Path autosave = first.autosaveFile(Urlands.GAME);
        String unfinished = Files.readString(autosave);
        try (Unwritable broken = Unwritable.folder(first.directory())) {
            while (!session.isOver()) {
                play(session, 1);
            }
            first.flushAutosave();
        }
        // The file still shows the game unfinished: it could neither be written nor removed.
        assertThat(autosave).hasContent(unfinished);
        first.releaseSlots();
        first.flushAutosave();

        SaveStore next = store(remembered);
        assertThat(next.unfinishedAutosaves(Urlands.GAME)).isEmpty();
        assertThat(autosave).as("removed now that the folder can be written").doesNotExist();

        // An autosave written anew at that place counts again.
        Urlands.write(Fixtures.randomRecord(Fixtures.seats(3, 0), 8, 30), autosave);
        assertThat(store(remembered).unfinishedAutosaves(Urlands.GAME)).hasSize(1);
    }

    @Test
    void aGameGivenUpWhileNothingCouldBeWrittenIsNotOfferedEither() throws Exception {
        StaleAutosaves remembered = StaleAutosaves.inMemory();
        SaveStore first = store(remembered);
        Files.createDirectories(first.directory());
        Path autosave = first.directory().resolve("autosave-urland.json");
        Urlands.write(Fixtures.randomRecord(Fixtures.seats(3, 0), 8, 30), autosave);
        SaveStore.Unfinished offered = first.unfinishedAutosaves(Urlands.GAME).get(0);
        try (Unwritable broken = Unwritable.folder(first.directory())) {
            first.discard(offered); // "start afresh"
        }
        assertThat(autosave).exists();
        assertThat(store(remembered).unfinishedAutosaves(Urlands.GAME)).isEmpty();
    }

    @Test
    void staleMarksAreKeptInThePreferences() throws Exception {
        java.util.prefs.Preferences node = java.util.prefs.Preferences.userRoot()
                .node("org/ichto/primeval-test/" + java.util.UUID.randomUUID());
        try {
            Path file = dir.resolve("autosave-urland.json");
            StaleAutosaves.in(node).mark(file, "text");
            assertThat(StaleAutosaves.in(node).isStale(file, "text")).isTrue();
            assertThat(StaleAutosaves.in(node).isStale(file, "other text")).isFalse();
            assertThat(StaleAutosaves.in(node).isStale(dir.resolve("other.json"), "text")).isFalse();
            StaleAutosaves.in(node).forget(file);
            assertThat(StaleAutosaves.in(node).isStale(file, "text")).isFalse();
        } finally {
            node.removeNode();
        }
    }
}
