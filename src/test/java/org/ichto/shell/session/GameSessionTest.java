package org.ichto.shell.session;

import org.ichto.shell.session.SessionListener;

import org.ichto.shell.session.LoggedEvent;

import org.ichto.shell.session.GameSession;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.GameEvent;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Replay;
import org.ichto.shell.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.IllegalDecisionException;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Positions;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GameSessionTest {

    /** Seat 0 human, three computer players; computers play up to the human's first decision. */
    private static GameSession<GameState, SeatView, Decision, GameEvent> humanAndThreeComputers(long seed) {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(4, 0), seed, Fixtures.FACTORY);
        Fixtures.playComputers(session);
        assertThat(session.humanToAct()).isTrue();
        return session;
    }

    @Test
    void aNewGameStartsFromTheSeedsSetup() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(4, 0), 42, Fixtures.FACTORY);
        assertThat(session.state()).isEqualTo(UrlandGame.newGame(4, 42));
        assertThat(session.decisions()).isEmpty();
        assertThat(session.events()).isEmpty();
        assertThat(session.history()).hasSize(1);
        assertThat(session.isPractice()).isFalse();
        assertThat(session.canUndo()).isFalse();
        assertThat(session.canRedo()).isFalse();
        assertThat(session.isHuman(0)).isTrue();
        assertThat(session.isHuman(1)).isFalse();
        assertThat(session.toRecord()).isEqualTo(Urlands.fromSeed(Fixtures.seats(4, 0), 42));
    }

    @Test
    void stateAtGivesTheStatesOfTheHistoryWithoutCopyingIt() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = humanAndThreeComputers(5);
        List<GameState> history = session.history();
        for (int i = 0; i < history.size(); i++) {
            assertThat(session.stateAt(i)).isSameAs(history.get(i));
        }
        assertThat(session.stateAt(session.size())).isSameAs(session.state());
    }

    @Test
    void undoTakesBackTheHumanDecisionAndTheComputersRepliesAndRedoRestoresTheSameStates() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = humanAndThreeComputers(7);
        SeededRandom rng = new SeededRandom(1);
        List<List<GameState>> before = new ArrayList<>();
        List<List<SeatDecision<Decision>>> decisionsBefore = new ArrayList<>();
        List<Integer> humanAt = new ArrayList<>();
        for (int round = 0; round < 6 && session.humanToAct(); round++) {
            before.add(session.history());
            decisionsBefore.add(session.decisions());
            humanAt.add(session.size());
            session.apply(Fixtures.humanDecision(session, rng));
            int replies = Fixtures.playComputers(session);
            assertThat(replies + 1).isPositive();
        }
        assertThat(humanAt).hasSizeGreaterThanOrEqualTo(3);
        List<GameState> end = session.history();
        List<SeatDecision<Decision>> endDecisions = session.decisions();

        // Undo, one human decision at a time, back to the state before each of them.
        for (int k = humanAt.size() - 1; k >= 0; k--) {
            assertThat(session.canUndo()).isTrue();
            session.undo();
            assertThat(session.size()).isEqualTo(humanAt.get(k));
            assertThat(session.history()).containsExactlyElementsOf(before.get(k));
            assertThat(session.decisions()).isEqualTo(decisionsBefore.get(k));
            assertThat(session.humanToAct()).isTrue();
            assertThat(session.canRedo()).isTrue();
        }
        // Redo, one block at a time, to exactly the same states.
        for (int k = 1; k < humanAt.size(); k++) {
            session.redo();
            assertThat(session.history()).containsExactlyElementsOf(before.get(k));
        }
        session.redo();
        assertThat(session.canRedo()).isFalse();
        assertThat(session.history()).containsExactlyElementsOf(end);
        assertThat(session.decisions()).isEqualTo(endDecisions);
        for (int i = 0; i < end.size(); i++) {
            assertThat(session.history().get(i)).isSameAs(end.get(i));
        }
    }

    @Test
    void undoOfTheVeryFirstDecisionGoesBackToTheStart() {
        long seed = 3;
        int first = UrlandGame.newGame(4, seed).actor();
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(4, first), seed, Fixtures.FACTORY);
        assertThat(session.humanToAct()).isTrue();
        GameState start = session.state();
        session.apply(Fixtures.humanDecision(session, new SeededRandom(2)));
        Fixtures.playComputers(session);
        assertThat(session.size()).isGreaterThan(1);
        session.undo();
        assertThat(session.state()).isSameAs(start);
        assertThat(session.decisions()).isEmpty();
        assertThat(session.events()).isEmpty();
        assertThat(session.canUndo()).isFalse();
        assertThatThrownBy(session::undo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void computerDecisionsAloneCannotBeUndone() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = humanAndThreeComputers(11);
        if (session.size() > 0) {
            assertThat(session.canUndo()).isFalse();
        }
        GameSession<GameState, SeatView, Decision, GameEvent> computersOnly = GameSession.newGame(Urlands.GAME, Fixtures.seats(4, -1), 11, Fixtures.FACTORY);
        for (int i = 0; i < 20; i++) {
            computersOnly.apply(computersOnly.computerDecision(Budget.NONE));
        }
        assertThat(computersOnly.canUndo()).isFalse();
        assertThatThrownBy(computersOnly::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(computersOnly::redo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void undoMakesThePracticeFlagOfTheRecord() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = humanAndThreeComputers(5);
        session.apply(Fixtures.humanDecision(session, new SeededRandom(4)));
        Fixtures.playComputers(session);
        assertThat(session.toRecord().practice()).isFalse();
        session.undo();
        assertThat(session.isPractice()).isTrue();
        assertThat(session.toRecord().practice()).isTrue();
        session.redo();
        assertThat(session.toRecord().practice()).isTrue();
        assertThat(session.toRecord().decisions()).isEqualTo(session.decisions());
    }

    @Test
    void aNewDecisionAfterUndoClearsRedo() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = humanAndThreeComputers(8);
        SeededRandom rng = new SeededRandom(9);
        session.apply(Fixtures.humanDecision(session, rng));
        Fixtures.playComputers(session);
        session.undo();
        assertThat(session.canRedo()).isTrue();
        session.apply(UrlandGameSafe.of(session));
        assertThat(session.canRedo()).isFalse();
    }

    @Test
    void anIllegalDecisionThrowsTheRulesReasonAndChangesNothing() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = humanAndThreeComputers(13);
        session.apply(Fixtures.humanDecision(session, new SeededRandom(5)));
        Fixtures.playComputers(session);
        session.undo();
        GameState state = session.state();
        List<SeatDecision<Decision>> decisions = session.decisions();
        int events = session.events().size();
        long revision = session.revision();
        List<String> heard = new ArrayList<>();
        session.addListener(s -> heard.add("changed"));

        Decision wrong = state.phase() == Phase.BID ? new Decision.EndActions() : new Decision.Bid(0);
        String why = Rules.whyIllegal(state, wrong);
        assertThat(why).isNotNull();
        assertThatThrownBy(() -> session.apply(wrong)).isInstanceOf(IllegalDecisionException.class)
                .hasMessage(why);
        assertThatThrownBy(() -> session.apply(null)).isInstanceOf(IllegalDecisionException.class);

        assertThat(session.state()).isSameAs(state);
        assertThat(session.decisions()).isEqualTo(decisions);
        assertThat(session.events()).hasSize(events);
        assertThat(session.revision()).isEqualTo(revision);
        assertThat(session.canRedo()).isTrue();
        assertThat(heard).isEmpty();
    }

    @Test
    void eventsAreTaggedWithTheirDecisionAndListenersHearEveryChange() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(3, 0), 21, Fixtures.FACTORY);
        List<String> heard = new ArrayList<>();
        List<LoggedEvent<GameEvent>> appended = new ArrayList<>();
        session.addListener(new SessionListener<>() {
            @Override
            public void changed(GameSession<?, ?, ?, GameEvent> s) {
                heard.add("changed " + s.size());
            }

            @Override
            public void eventsAppended(GameSession<?, ?, ?, GameEvent> s, List<LoggedEvent<GameEvent>> events) {
                heard.add("appended " + events.size());
                appended.addAll(events);
            }

            @Override
            public void eventsTakenBack(GameSession<?, ?, ?, GameEvent> s, int firstDecision) {
                heard.add("takenBack " + firstDecision);
                appended.removeIf(e -> e.decision() >= firstDecision);
            }
        });
        SeededRandom rng = new SeededRandom(3);
        for (int i = 0; i < 40 && !session.isOver(); i++) {
            session.apply(session.humanToAct() ? Fixtures.humanDecision(session, rng)
                    : session.computerDecision(Budget.NONE));
        }
        assertThat(heard).hasSize(80);
        assertThat(heard.get(1)).isEqualTo("changed 1");
        List<LoggedEvent<GameEvent>> all = session.events();
        assertThat(all).isNotEmpty().isEqualTo(appended);
        for (int i = 0; i < session.size(); i++) {
            int index = i;
            assertThat(all.stream().filter(e -> e.decision() == index).map(LoggedEvent<GameEvent>::event).toList())
                    .isEqualTo(session.eventsOf(i));
        }
        assertThat(all).isSortedAccordingTo((a, b) -> Integer.compare(a.decision(), b.decision()));
        heard.clear();
        session.undo();
        assertThat(heard).hasSize(2);
        assertThat(heard.get(0)).startsWith("takenBack ");
        assertThat(appended).isEqualTo(session.events());
        session.redo();
        assertThat(heard.get(2)).startsWith("appended ");
        assertThat(appended).isEqualTo(session.events());
    }

    @Test
    void aSessionFromARecordReplaysItAndPlaysOn() throws Exception {
        GameRecord<GameState, Decision> record = Fixtures.randomRecord(Fixtures.seats(4, 2), 17, 60).withPractice(true);
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.fromRecord(Urlands.GAME, record, Fixtures.FACTORY);
        assertThat(session.state()).isEqualTo(Urlands.finalState(record));
        assertThat(session.history()).isEqualTo(Urlands.states(record));
        assertThat(session.toRecord()).isEqualTo(record);
        assertThat(session.isPractice()).isTrue();
        assertThat(session.canUndo()).isTrue();
        session.undo();
        int lastHuman = -1;
        for (int i = 0; i < record.decisions().size(); i++) {
            if (record.decisions().get(i).seat() == 2) {
                lastHuman = i;
            }
        }
        assertThat(session.size()).isEqualTo(lastHuman);
    }

    @Test
    void aSessionFromAPositionStartsThere() throws Exception {
        GameState mid = Urlands.finalState(Fixtures.randomRecord(Fixtures.randomSeats(3), 4, 25));
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.fromPosition(Urlands.GAME, Fixtures.seats(3, -1), mid, Fixtures.FACTORY);
        assertThat(session.state()).isEqualTo(mid);
        session.apply(session.computerDecision(Budget.NONE));
        GameRecord<GameState, Decision> record = session.toRecord();
        assertThat(record.seed()).isNull();
        assertThat(record.start()).isEqualTo(mid);
        assertThat(Urlands.finalState(record)).isEqualTo(session.state());
    }

    @Test
    void computersPlayAWholeGameToTheEnd() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(5, -1), 99, Fixtures.FACTORY);
        Fixtures.playComputers(session);
        assertThat(session.isOver()).isTrue();
        assertThat(session.seatToAct()).isEqualTo(-1);
        assertThat(session.humanToAct()).isFalse();
        assertThatThrownBy(() -> session.computerDecision(Budget.NONE)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aComputerDecisionIsNotAppliedAndAHumanHasNone() {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(4, 0), 7, Fixtures.FACTORY);
        if (session.computerToAct()) {
            long revision = session.revision();
            GameState before = session.state();
            Decision d = session.computerDecision(Budget.NONE);
            assertThat(Rules.whyIllegal(before, d)).isNull();
            assertThat(session.state()).isSameAs(before);
            assertThat(session.revision()).isEqualTo(revision);
        }
        Fixtures.playComputers(session);
        assertThatThrownBy(() -> session.computerDecision(Budget.NONE)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("human");
    }

    @Test
    void aFailingOrCheatingPlayerIsReplacedByASafeDecision() {
        PlayerFactory<SeatView, Decision> factory = new PlayerFactory<SeatView, Decision>()
                .register("broken", (spec, seed) -> (Player<SeatView, Decision>) (view, budget) -> {
                    throw new IllegalStateException("broken on purpose");
                })
                .register("cheat", (spec, seed) -> (view, budget) -> new Decision.Bid(99));
        List<Seat> seats = List.of(Seat.computer("A", "red", "broken"), Seat.computer("B", "blue", "cheat"),
                Seat.computer("C", "yellow", "broken"));
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, seats, 1, factory);
        for (int i = 0; i < 200 && !session.isOver(); i++) {
            GameState s = session.state();
            Decision d = session.computerDecision(Budget.NONE);
            assertThat(Rules.whyIllegal(s, d)).isNull();
            session.apply(d);
        }
        assertThat(session.size()).isPositive();
    }

    @Test
    void unknownComputerPlayersAreRefusedForANewGameAndReplacedInALoadedOne() throws Exception {
        List<Seat> seats = List.of(Seat.human("You", "red"), Seat.computer("X", "blue", "nobody:hard"),
                Seat.computer("Y", "yellow", "random"));
        assertThatThrownBy(() -> GameSession.newGame(Urlands.GAME, seats, 1, Fixtures.FACTORY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nobody");
        GameSession<GameState, SeatView, Decision, GameEvent> loaded = GameSession.fromRecord(Urlands.GAME, Urlands.fromSeed(seats, 1), Fixtures.FACTORY);
        Fixtures.playComputers(loaded);
        assertThat(loaded.humanToAct() || loaded.isOver()).isTrue();
    }

    @Test
    void playerSeedsDifferBySeat() {
        assertThat(GameSession.playerSeed(5, 0)).isNotEqualTo(GameSession.playerSeed(5, 1));
        assertThat(GameSession.playerSeed(5, 0)).isNotEqualTo(GameSession.playerSeed(6, 0));
    }

    @Test
    void aComputerDecisionAskedOffTheCallingThreadIsStaleOnceTheSessionChanged() throws Exception {
        java.util.concurrent.CountDownLatch thinking = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch answer = new java.util.concurrent.CountDownLatch(1);
        PlayerFactory<SeatView, Decision> factory = new PlayerFactory<SeatView, Decision>().register("slow", (spec, seed) -> (view, budget) -> {
            thinking.countDown();
            try {
                answer.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return org.ichto.urland.UrlandGame.INSTANCE.ai().safeDecision(view);
        });
        long seed = 3;
        int first = UrlandGame.newGame(3, seed).actor();
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            seats.add(i == first ? Seat.human("You", Urlands.COLOURS.get(i))
                    : Seat.computer("Slow " + i, Urlands.COLOURS.get(i), "slow"));
        }
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, seats, seed, factory);
        SeededRandom rng = new SeededRandom(6);
        while (session.humanToAct()) {
            session.apply(Fixtures.humanDecision(session, rng));
        }
        assertThat(session.computerToAct()).isTrue();
        GameState asked = session.state();
        long revision = session.revision();
        var worker = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            var future = worker.submit(() -> session.computerDecision(Budget.NONE));
            thinking.await();
            session.undo();
            answer.countDown();
            Decision d = future.get();
            assertThat(Rules.whyIllegal(asked, d)).isNull();
            assertThat(session.revision()).isNotEqualTo(revision);
            assertThat(session.humanToAct()).isTrue();
        } finally {
            worker.shutdownNow();
        }
    }

    @Test
    void theSessionPackageHasNoWindowCode() throws Exception {
        java.nio.file.Path dir = java.nio.file.Path.of("src/main/java/org/ichto/urland/session");
        try (var files = java.nio.file.Files.list(dir)) {
            for (java.nio.file.Path f : files.toList()) {
                assertThat(java.nio.file.Files.readString(f)).as(f.toString())
                        .doesNotContain("javax.swing").doesNotContain("java.awt");
            }
        }
    }

    /** The most harmless legal decision for the human to act. */
    private static final class UrlandGameSafe {
        static Decision of(GameSession<GameState, SeatView, Decision, GameEvent> session) {
            return org.ichto.urland.UrlandGame.INSTANCE.ai().safeDecision(session.view(session.seatToAct()));
        }
    }
}
