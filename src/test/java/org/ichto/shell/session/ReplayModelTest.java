package org.ichto.shell.session;

import org.ichto.shell.session.LoggedEvent;

import org.ichto.shell.session.ReplayModel;

import org.ichto.shell.session.GameSession;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.view.SeatView;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Replay;
import org.ichto.shell.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReplayModelTest {
    /** A whole game with a human at seat 0. */
    private static final GameRecord<GameState, Decision> GAME = Fixtures.finishedRecord(Fixtures.seats(4, 0), 31);

    @Test
    void stepsForwardAndBackThroughEveryState() throws Exception {
        ReplayModel<GameState, SeatView, Decision, GameEvent> replay = new ReplayModel<>(Urlands.GAME, GAME);
        List<GameState> states = Urlands.states(GAME);
        assertThat(replay.size()).isEqualTo(GAME.decisions().size());
        assertThat(replay.position()).isZero();
        assertThat(replay.atStart()).isTrue();
        assertThat(replay.state()).isEqualTo(states.get(0));
        assertThat(replay.events()).isEmpty();
        assertThat(replay.lastDecision()).isNull();
        assertThat(replay.stepBack()).isFalse();

        GameSession<GameState, SeatView, Decision, GameEvent> live = GameSession.fromRecord(Urlands.GAME, GAME, Fixtures.FACTORY);
        List<LoggedEvent<GameEvent>> allEvents = live.events();
        for (int i = 1; i <= replay.size(); i++) {
            assertThat(replay.nextDecision()).isEqualTo(GAME.decisions().get(i - 1));
            assertThat(replay.stepForward()).isTrue();
            assertThat(replay.position()).isEqualTo(i);
            assertThat(replay.state()).isEqualTo(states.get(i));
            assertThat(replay.lastDecision()).isEqualTo(GAME.decisions().get(i - 1));
            int upTo = i;
            assertThat(replay.events()).usingRecursiveFieldByFieldElementComparator()
                    .isEqualTo(allEvents.stream().filter(e -> e.decision() < upTo).toList());
        }
        assertThat(replay.atEnd()).isTrue();
        assertThat(replay.state().isOver()).isTrue();
        assertThat(replay.nextDecision()).isNull();
        assertThat(replay.stepForward()).isFalse();
        assertThat(replay.position()).isEqualTo(replay.size());
        assertThat(replay.stepBack()).isTrue();
        assertThat(replay.state()).isEqualTo(states.get(replay.size() - 1));
    }

    @Test
    void jumpsToPositionsAndTurns() throws Exception {
        ReplayModel<GameState, SeatView, Decision, GameEvent> replay = new ReplayModel<>(Urlands.GAME, GAME);
        replay.jumpTo(replay.size());
        assertThat(replay.atEnd()).isTrue();
        replay.jumpTo(17);
        assertThat(replay.state()).isEqualTo(replay.stateAt(17));
        assertThatThrownBy(() -> replay.jumpTo(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> replay.jumpTo(replay.size() + 1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(replay.position()).isEqualTo(17);

        List<ReplayModel.TurnStart> turns = replay.turns();
        int lastTurn = replay.stateAt(replay.size()).turn();
        assertThat(turns).extracting(ReplayModel.TurnStart::turn).isSorted().doesNotHaveDuplicates()
                .contains(1, lastTurn);
        assertThat(turns.get(0)).isEqualTo(new ReplayModel.TurnStart(1, 0));
        for (ReplayModel.TurnStart t : turns) {
            assertThat(replay.jumpToTurn(t.turn())).isTrue();
            assertThat(replay.position()).isEqualTo(t.position());
            assertThat(replay.state().turn()).isEqualTo(t.turn());
            if (t.position() > 0) {
                assertThat(replay.stateAt(t.position() - 1).turn()).isNotEqualTo(t.turn());
            }
            for (int p = 0; p < t.position(); p++) {
                assertThat(replay.stateAt(p).turn()).isNotEqualTo(t.turn());
            }
        }
        int at = replay.position();
        assertThat(replay.jumpToTurn(lastTurn + 1)).isFalse();
        assertThat(replay.position()).isEqualTo(at);
    }

    @Test
    void continuingFromAPositionPlaysOnFromTheSameStateAndUndoGoesBackIntoTheRecord() throws Exception {
        ReplayModel<GameState, SeatView, Decision, GameEvent> replay = new ReplayModel<>(Urlands.GAME, GAME);
        replay.jumpTo(60);
        GameSession<GameState, SeatView, Decision, GameEvent> session = replay.continueFromHere(Fixtures.FACTORY);
        assertThat(session.state()).isEqualTo(replay.state());
        assertThat(session.seats()).isEqualTo(GAME.seats());
        assertThat(session.decisions()).isEqualTo(GAME.decisions().subList(0, 60));
        assertThat(session.history()).isEqualTo(replay.states().subList(0, 61));
        assertThat(session.events()).isEqualTo(replay.events());
        assertThat(session.toRecord().decisions()).hasSize(60);
        assertThat(session.isPractice()).isTrue();

        // It goes on to the end, with the human deciding at random.
        SeededRandom rng = new SeededRandom(2);
        while (!session.isOver()) {
            session.apply(session.humanToAct() ? Fixtures.humanDecision(session, rng)
                    : session.computerDecision(Budget.NONE));
        }
        assertThat(Urlands.finalState(session.toRecord())).isEqualTo(session.state());

        // A new session from the start position: undo reaches back into the record's decisions.
        replay.jumpTo(60);
        GameSession<GameState, SeatView, Decision, GameEvent> again = replay.continueFromHere(Fixtures.FACTORY);
        int lastHuman = -1;
        for (int i = 0; i < 60; i++) {
            if (GAME.decisions().get(i).seat() == 0) {
                lastHuman = i;
            }
        }
        assertThat(lastHuman).isPositive();
        again.undo();
        assertThat(again.size()).isEqualTo(lastHuman);
        assertThat(again.state()).isEqualTo(replay.stateAt(lastHuman));
        again.redo();
        assertThat(again.state()).isEqualTo(replay.stateAt(60));
        // The replay itself is unchanged.
        assertThat(replay.position()).isEqualTo(60);
        assertThat(replay.size()).isEqualTo(GAME.decisions().size());
    }

    @Test
    void continuingFromTheStartOrTheEnd() throws Exception {
        ReplayModel<GameState, SeatView, Decision, GameEvent> replay = new ReplayModel<>(Urlands.GAME, GAME);
        GameSession<GameState, SeatView, Decision, GameEvent> fromStart = replay.continueFromHere(Fixtures.FACTORY);
        assertThat(fromStart.decisions()).isEmpty();
        assertThat(fromStart.state()).isEqualTo(replay.stateAt(0));
        replay.jumpTo(replay.size());
        GameSession<GameState, SeatView, Decision, GameEvent> atEnd = replay.continueFromHere(Fixtures.FACTORY);
        assertThat(atEnd.isOver()).isTrue();
        assertThat(atEnd.toRecord()).isEqualTo(GAME);
        assertThat(atEnd.isPractice()).isFalse();
    }

    @Test
    void aRecordWithAnIllegalDecisionIsRefused() {
        List<SeatDecision<Decision>> decisions = new ArrayList<>(GAME.decisions().subList(0, 5));
        decisions.add(new SeatDecision<>(0, new Decision.Bid(40)));
        GameRecord<GameState, Decision> bad = GAME.withDecisions(decisions);
        assertThatThrownBy(() -> new ReplayModel<>(Urlands.GAME, bad)).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("decision 5 ");
    }
}
