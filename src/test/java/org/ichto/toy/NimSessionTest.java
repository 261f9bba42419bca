package org.ichto.toy;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.AnyRecord;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Hidden Nim at the shell's table: one human, two computers, undo and redo, the autosave. */
class NimSessionTest {
    private static final NimGame GAME = NimGame.INSTANCE;
    private static final List<Seat> SEATS = List.of(Seat.human("You", "red"),
            Seat.computer("Greedy", "blue", "greedy"), Seat.computer("Expert", "yellow", "expert"));

    @TempDir
    Path dir;

    private static GameSession<NimState, NimView, NimDecision, NimEvent> newSession() {
        return GameSession.newGame(GAME, SEATS, 4, PlayerFactory.standard(GAME));
    }

    /** The computers decide until the human is to act (the Expert by count, not by clock). */
    private static void playComputers(GameSession<NimState, NimView, NimDecision, NimEvent> session) {
        while (session.computerToAct()) {
            session.apply(session.computerDecision(Budget.iterations(100)));
        }
    }

    @Test
    void undoTakesBackTheHumansDecisionAndTheComputersAfterItAndRedoRestoresThem() {
        GameSession<NimState, NimView, NimDecision, NimEvent> session = newSession();
        assertThat(session.humanToAct()).isTrue();
        session.apply(new NimDecision.Take(2));
        playComputers(session);
        int before = session.size();
        session.apply(new NimDecision.Take(1));
        playComputers(session);
        List<NimState> history = session.history();
        assertThat(session.size()).as("the computers answered").isGreaterThan(before + 1);
        assertThat(session.isPractice()).isFalse();

        session.undo();
        assertThat(session.size()).isEqualTo(before);
        assertThat(session.state()).isSameAs(history.get(before));
        assertThat(session.humanToAct()).isTrue();
        assertThat(session.isPractice()).isTrue();
        assertThat(session.toRecord().practice()).isTrue();

        session.redo();
        List<NimState> redone = session.history();
        assertThat(redone).hasSameSizeAs(history);
        for (int i = 0; i < history.size(); i++) {
            assertThat(redone.get(i)).isSameAs(history.get(i));
        }
        assertThat(session.events()).anyMatch(e -> e.event() instanceof NimEvent.Took);
    }

    @Test
    void theAutosaveIsWrittenAndOfferedAgain() throws Exception {
        SaveStore store = new SaveStore(dir, new GameRegistry(List.of(GAME)), Opponents.shipped());
        GameSession<NimState, NimView, NimDecision, NimEvent> session = newSession();
        store.autosaveAfterEachDecision(session);
        session.apply(new NimDecision.Take(3));
        playComputers(session);
        store.flushAutosave();

        Path autosave = dir.resolve("autosave-nim.json");
        assertThat(store.autosaveFile(GAME)).isEqualTo(autosave);
        assertThat(Files.readString(autosave)).contains("\"game\": \"nim\"");
        Optional<AnyRecord<?, ?, ?, ?>> offered = store.unfinishedAutosave(GAME);
        assertThat(offered).isPresent();
        assertThat(offered.get().record()).isEqualTo(session.toRecord());
        assertThat(store.resume(offered.get()).state()).isEqualTo(session.state());
    }
}
