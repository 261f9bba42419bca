package org.ichto.shell.record;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.RecordException;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Plays a record's decisions through the game's rules. A decision the rules do not allow, or one
 * taken by a seat that is not to decide, stops the replay with its index (counted from 0, its place
 * in the record's list) and the reason.
 */
public final class Replay {
    private Replay() {
    }

    /** The state before the first decision: the seed's setup or the start position. */
    public static <S, D> S start(GameDefinition<S, ?, D, ?> def, GameRecord<S, D> record) {
        return record.start() != null ? record.start() : def.rules().newGame(record.players(), record.seed());
    }

    /** The state after the last decision. */
    public static <S, D> S finalState(GameDefinition<S, ?, D, ?> def, GameRecord<S, D> record)
            throws RecordException {
        S s = start(def, record);
        for (int i = 0; i < record.decisions().size(); i++) {
            s = step(def.rules(), s, record.decisions().get(i), i, null);
        }
        return s;
    }

    /** Every state of the game: the start, then the state after each decision (one more than the decisions). */
    public static <S, D> List<S> states(GameDefinition<S, ?, D, ?> def, GameRecord<S, D> record)
            throws RecordException {
        return timeline(def, record, null);
    }

    /**
     * Every state of the game, telling the events of each decision, with its index, to the sink (which
     * may be null).
     */
    public static <S, D, E> List<S> timeline(GameDefinition<S, ?, D, E> def, GameRecord<S, D> record,
                                             EventsOf<E> events) throws RecordException {
        List<S> states = new ArrayList<>(record.decisions().size() + 1);
        S s = start(def, record);
        states.add(s);
        for (int i = 0; i < record.decisions().size(); i++) {
            int index = i;
            s = step(def.rules(), s, record.decisions().get(i), i,
                    events == null ? null : e -> events.event(index, e));
            states.add(s);
        }
        return states;
    }

    /** Told each event of a replay with the index of the decision that caused it. */
    @FunctionalInterface
    public interface EventsOf<E> {
        void event(int decision, E event);
    }

    private static <S, D, E> S step(GameRules<S, D, E> rules, S s, SeatDecision<D> sd, int index,
                                    Consumer<? super E> events) throws RecordException {
        String why;
        if (rules.isOver(s)) {
            why = "the game is already over";
        } else if (sd.seat() != rules.actor(s)) {
            why = "seat " + rules.actor(s) + " is to decide, not seat " + sd.seat();
        } else {
            why = rules.whyIllegal(s, sd.decision());
        }
        if (why != null) {
            throw new RecordException("decision " + index + " (" + sd + "): " + why);
        }
        return events == null ? rules.apply(s, sd.decision()) : rules.apply(s, sd.decision(), events);
    }
}
