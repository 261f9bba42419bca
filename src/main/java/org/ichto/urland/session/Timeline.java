package org.ichto.urland.session;

import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.record.Replay;
import org.ichto.urland.record.SeatDecision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A record played out once: every state (the start, then one after each decision) and the events of
 * each decision.
 */
record Timeline(List<GameState> states, List<List<GameEvent>> events) {

    static Timeline of(GameRecord record) throws RecordException {
        List<GameState> states = Replay.states(record);
        List<List<GameEvent>> events = new ArrayList<>(record.decisions().size());
        for (int i = 0; i < record.decisions().size(); i++) {
            SeatDecision d = record.decisions().get(i);
            List<GameEvent> list = new ArrayList<>();
            Rules.apply(states.get(i), d.decision(), list::add);
            events.add(List.copyOf(list));
        }
        return new Timeline(states, events);
    }
}
