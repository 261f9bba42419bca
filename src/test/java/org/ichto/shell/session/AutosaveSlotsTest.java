package org.ichto.shell.session;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.record.GameRecord;
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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Two windows on one data folder (two stores, as two running programs would hold them): each game has an
 * autosave of its own, and an unfinished game is never written over by another.
 */
class AutosaveSlotsTest {
    @TempDir
    Path dir;

    private SaveStore store() {
        return new SaveStore(dir.resolve("data"), new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped());
    }

    private static GameSession<GameState, SeatView, Decision, GameEvent> computers(long seed) {
        return GameSession.newGame(Urlands.GAME, Fixtures.seats(3, -1), seed, Fixtures.FACTORY);
    }

    private static void play(GameSession<GameState, SeatView, Decision, GameEvent> session, int decisions) {
        for (int i = 0; i < decisions && !session.isOver(); i++) {
            session.apply(session.computerDecision(Budget.NONE));
        }
    }

    private static GameRecord<GameState, Decision> recordIn(Path file) throws Exception {
        return Urlands.read(file);
    }

    @Test
    void twoWindowsPlayingAtOnceEachKeepTheirOwnAutosave() throws Exception {
        SaveStore one = store();
        SaveStore two = store();
        GameSession<GameState, SeatView, Decision, GameEvent> first = computers(1);
        GameSession<GameState, SeatView, Decision, GameEvent> second = computers(2);
        one.autosaveAfterEachDecision(first);
        two.autosaveAfterEachDecision(second);
        for (int round = 0; round < 10; round++) { // turn and turn about, as two windows play
            play(first, 1);
            play(second, 1);
        }
        one.flushAutosave();
        two.flushAutosave();
        assertThat(one.autosaveFile(Urlands.GAME)).isEqualTo(one.directory().resolve("autosave-urland.json"));
        assertThat(two.autosaveFile(Urlands.GAME)).isEqualTo(two.directory().resolve("autosave-urland-2.json"));
        assertThat(recordIn(one.autosaveFile(Urlands.GAME))).isEqualTo(first.toRecord());
        assertThat(recordIn(two.autosaveFile(Urlands.GAME))).isEqualTo(second.toRecord());

        // Neither window offers the other's game: it is being played. Each is told it is there.
        assertThat(two.unfinishedAutosaves(Urlands.GAME)).extracting(SaveStore.Unfinished::file)
                .containsExactly(two.autosaveFile(Urlands.GAME));
        assertThat(two.takeNotices()).singleElement().extracting(SaveNotice::type)
                .isEqualTo(SaveNotice.Type.HELD_ELSEWHERE);
        SaveStore third = store();
        assertThat(third.unfinishedAutosaves(Urlands.GAME)).isEmpty();
        assertThat(third.autosaveFile(Urlands.GAME)).isEqualTo(third.directory().resolve("autosave-urland-3.json"));

        // A window that ends a game and starts anew keeps to its own autosave.
        one.clearAutosave(Urlands.GAME);
        assertThat(two.autosaveFile(Urlands.GAME)).exists();
        assertThat(one.autosaveFile(Urlands.GAME)).doesNotExist();
    }

    @Test
    void afterBothWindowsClosedBothGamesAreOfferedNewestFirstAndEachResumesInItsOwnAutosave() throws Exception {
        SaveStore one = store();
        SaveStore two = store();
        GameSession<GameState, SeatView, Decision, GameEvent> first = computers(1);
        GameSession<GameState, SeatView, Decision, GameEvent> second = computers(2);
        one.autosaveAfterEachDecision(first);
        play(first, 5);
        one.flushAutosave();
        two.autosaveAfterEachDecision(second);
        play(second, 5);
        two.flushAutosave();
        Files.setLastModifiedTime(one.autosaveFile(Urlands.GAME), java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        one.releaseSlots();
        two.releaseSlots();
        one.flushAutosave();
        two.flushAutosave();

        SaveStore next = store();
        List<SaveStore.Unfinished> offered = next.unfinishedAutosaves(Urlands.GAME);
        assertThat(offered).extracting(u -> (Object) u.record().record())
                .containsExactly(second.toRecord(), first.toRecord());
        GameSession<?, ?, ?, ?> resumed = next.resume(offered.get(1));
        assertThat(resumed.toRecord()).isEqualTo(first.toRecord());
        assertThat(next.autosaveFile(Urlands.GAME)).isEqualTo(offered.get(1).file());

        // The other stays for another window or the next start; one resumed elsewhere cannot be taken twice.
        SaveStore other = store();
        assertThat(other.unfinishedAutosaves(Urlands.GAME)).extracting(SaveStore.Unfinished::file)
                .containsExactly(offered.get(0).file());
        assertThatThrownBy(() -> other.resume(offered.get(1))).hasMessageContaining("another window");
    }

    @Test
    void aNewGameNeverTakesTheAutosaveOfAnUnfinishedOneAndAGivenUpOneIsRemoved() throws Exception {
        SaveStore earlier = store();
        GameSession<GameState, SeatView, Decision, GameEvent> unfinished = computers(3);
        earlier.autosaveAfterEachDecision(unfinished);
        play(unfinished, 8);
        earlier.releaseSlots();
        earlier.flushAutosave();
        Path kept = earlier.directory().resolve("autosave-urland.json");
        String text = Files.readString(kept);

        // A file opened at the start plays beside the unfinished game, which is kept as it was.
        SaveStore now = store();
        GameSession<GameState, SeatView, Decision, GameEvent> opened = computers(4);
        now.autosaveAfterEachDecision(opened);
        play(opened, 8);
        now.flushAutosave();
        assertThat(now.autosaveFile(Urlands.GAME)).isNotEqualTo(kept);
        assertThat(kept).hasContent(text);
        assertThat(now.heldAutosave(Urlands.GAME)).contains(now.autosaveFile(Urlands.GAME));
        List<SaveStore.Unfinished> found = now.unfinishedAutosaves(Urlands.GAME);
        assertThat(found).extracting(SaveStore.Unfinished::file).contains(kept);

        // Given up when offered, it is removed.
        now.discard(found.stream().filter(u -> u.file().equals(kept)).findFirst().orElseThrow());
        assertThat(kept).doesNotExist();
    }

    @Test
    void aFinishedOrDamagedAutosaveLeavesItsSlotFree() throws Exception {
        Files.createDirectories(dir.resolve("data"));
        Urlands.write(Fixtures.finishedRecord(Fixtures.seats(3, 0), 8), dir.resolve("data/autosave-urland.json"));
        Files.writeString(dir.resolve("data/autosave-urland-2.json"), "{\"formatVersion\": 1");
        SaveStore store = store();
        assertThat(store.autosaveFile(Urlands.GAME)).isEqualTo(store.directory().resolve("autosave-urland.json"));
        SaveStore other = store();
        assertThat(other.autosaveFile(Urlands.GAME)).isEqualTo(store.directory().resolve("autosave-urland-2.json"));
        assertThat(other.takeNotices()).singleElement().satisfies(n -> {
            assertThat(n.type()).isEqualTo(SaveNotice.Type.DAMAGED_SET_ASIDE);
            assertThat(n.file()).exists().hasContent("{\"formatVersion\": 1");
            assertThat(n.detail()).startsWith("line 1, column ").endsWith("unexpected end of the text (it is cut short)");
        });
    }
}
