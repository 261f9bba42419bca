package org.ichto.shell.session;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Replay;

import java.util.ArrayList;
import java.util.List;

/**
 * A record played out once: every state (the start, then one after each decision) and the events of
 * each decision.
 */
record Timeline<S, E>(List<S> states, List<List<E>> events) {

    static <S, D, E> Timeline<S, E> of(GameDefinition<S, ?, D, E> game, GameRecord<S, D> record)
            throws RecordException {
        List<List<E>> events = new ArrayList<>(record.decisions().size());
        for (int i = 0; i < record.decisions().size(); i++) {
            events.add(new ArrayList<>());
        }
        List<S> states = Replay.timeline(game, record, (decision, e) -> events.get(decision).add(e));
        events.replaceAll(List::copyOf);
        return new Timeline<>(states, events);
    }
}
