package org.ichto.urland.session;

import org.ichto.shell.session.Fixtures;

import org.ichto.shell.session.ReplayModel;

import org.ichto.shell.session.GameSession;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.shell.game.Budget;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Replay;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TrackHistoryTest {

    @Test
    void oneValuePerSeatAtTheStartAndAfterEachDecisionOrTurn() throws Exception {
        GameRecord<GameState, Decision> game = Fixtures.finishedRecord(Fixtures.randomSeats(5), 44);
        List<GameState> states = Urlands.states(game);
        TrackHistory history = TrackHistory.of(game);
        assertThat(history.players()).isEqualTo(5);

        List<int[]> byDecision = history.byDecision();
        assertThat(byDecision).hasSize(5);
        long turns = states.stream().mapToInt(GameState::turn).distinct().count();
        assertThat(history.turns()).hasSize((int) turns);
        assertThat(history.turns()[0]).isEqualTo(1);
        List<int[]> byTurn = history.byTurn();
        assertThat(byTurn).hasSize(5);
        GameState end = states.get(states.size() - 1);
        for (int seat = 0; seat < 5; seat++) {
            int[] d = byDecision.get(seat);
            assertThat(d).hasSize(game.decisions().size() + 1);
            assertThat(d[0]).isEqualTo(states.get(0).track(seat));
            assertThat(d[d.length - 1]).isEqualTo(end.track(seat));
            for (int i = 0; i < d.length; i++) {
                assertThat(d[i]).isEqualTo(states.get(i).track(seat));
            }
            int[] t = byTurn.get(seat);
            assertThat(t).hasSize((int) turns + 1);
            assertThat(t[0]).isEqualTo(d[0]);
            assertThat(t[t.length - 1]).isEqualTo(end.track(seat));
        }
        // The value at the end of a turn is the last state of that turn.
        int[] seat0 = byTurn.get(0);
        for (int k = 0; k < history.turns().length; k++) {
            int turn = history.turns()[k];
            GameState last = null;
            for (GameState s : states) {
                if (s.turn() == turn) {
                    last = s;
                }
            }
            assertThat(seat0[k + 1]).isEqualTo(last.track(0));
        }
        // Copies: changing them changes nothing.
        byDecision.get(0)[0] = 99;
        assertThat(history.byDecision().get(0)[0]).isEqualTo(states.get(0).track(0));
    }

    @Test
    void aSessionAndAReplayGiveTheSameHistoryAsTheirRecord() throws Exception {
        GameSession<GameState, SeatView, Decision, GameEvent> session = GameSession.newGame(Urlands.GAME, Fixtures.seats(3, -1), 6, Fixtures.FACTORY);
        for (int i = 0; i < 50; i++) {
            session.apply(session.computerDecision(Budget.NONE));
        }
        TrackHistory fromSession = TrackHistory.of(session);
        TrackHistory fromRecord = TrackHistory.of(session.toRecord());
        TrackHistory fromReplay = TrackHistory.of(new ReplayModel<>(Urlands.GAME, session.toRecord()));
        assertThat(fromSession.byDecision()).hasSize(3).allSatisfy(a -> assertThat(a).hasSize(51));
        for (TrackHistory other : List.of(fromRecord, fromReplay)) {
            for (int seat = 0; seat < 3; seat++) {
                assertThat(other.byDecision().get(seat)).isEqualTo(fromSession.byDecision().get(seat));
                assertThat(other.byTurn().get(seat)).isEqualTo(fromSession.byTurn().get(seat));
            }
            assertThat(other.turns()).isEqualTo(fromSession.turns());
        }
        GameSession<GameState, SeatView, Decision, GameEvent> fresh = GameSession.newGame(Urlands.GAME, Fixtures.seats(3, -1), 6, Fixtures.FACTORY);
        TrackHistory start = TrackHistory.of(fresh);
        for (int seat = 0; seat < 3; seat++) {
            int first = fresh.state().track(seat);
            assertThat(start.byDecision().get(seat)).containsExactly(first);
            assertThat(start.byTurn().get(seat)).containsExactly(first, first);
        }
        assertThat(start.turns()).containsExactly(1);
    }
}
