package org.ichto.shell.session;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.SeatDecision;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Watching a recorded game: a position between 0 (the start) and {@link #size()} (after the last
 * decision), moved step by step or by jumps. The record is played out once, when the model is made;
 * moving only picks a kept state. Not thread-safe: use it from one thread (the event thread).
 */
public final class ReplayModel<S, V, D, E> {

    /**
     * Where a turn begins.
     *
     * @param turn     the turn's number (from 1; a new epoch counts as a new turn)
     * @param position the first position whose state is in that turn
     */
    public record TurnStart(int turn, int position) {
    }

    private final GameDefinition<S, V, D, E> game;
    private final GameRecord<S, D> record;
    private final List<S> states;
    private final List<List<E>> events;
    private final List<TurnStart> turns;
    private int position;

    /**
     * Plays the record out; the position is the start.
     *
     * @throws RecordException if a decision of the record is not legal where it stands
     */
    public ReplayModel(GameDefinition<S, V, D, E> game, GameRecord<S, D> record) throws RecordException {
        this.game = game;
        this.record = record;
        Timeline<S, E> t = Timeline.of(game, record);
        this.states = Collections.unmodifiableList(t.states());
        this.events = Collections.unmodifiableList(t.events());
        List<TurnStart> list = new ArrayList<>();
        int last = Integer.MIN_VALUE;
        for (int i = 0; i < states.size(); i++) {
            int turn = game.rules().turn(states.get(i));
            if (turn != last) {
                list.add(new TurnStart(turn, i));
                last = turn;
            }
        }
        this.turns = List.copyOf(list);
    }

    public GameDefinition<S, V, D, E> game() {
        return game;
    }

    public GameRecord<S, D> record() {
        return record;
    }

    public List<Seat> seats() {
        return record.seats();
    }

    /** The number of decisions. */
    public int size() {
        return record.decisions().size();
    }

    /** 0 (the start) .. {@link #size()} (after the last decision). */
    public int position() {
        return position;
    }

    /** The state at the position. */
    public S state() {
        return states.get(position);
    }

    /** The state at any position 0..size. */
    public S stateAt(int position) {
        return states.get(position);
    }

    /** Every state: the start, then the state after each decision. */
    public List<S> states() {
        return states;
    }

    /** The decision that led to the position, or null at the start. */
    public SeatDecision<D> lastDecision() {
        return position == 0 ? null : record.decisions().get(position - 1);
    }

    /** The decision taken at the position (leading to the next one), or null at the end. */
    public SeatDecision<D> nextDecision() {
        return position == size() ? null : record.decisions().get(position);
    }

    /** The events of every decision before the position, in order. */
    public List<LoggedEvent<E>> events() {
        List<LoggedEvent<E>> all = new ArrayList<>();
        for (int i = 0; i < position; i++) {
            for (E e : events.get(i)) {
                all.add(new LoggedEvent<>(i, e));
            }
        }
        return all;
    }

    /** The events of one decision (0..size-1). */
    public List<E> eventsOf(int decision) {
        return events.get(decision);
    }

    public boolean atStart() {
        return position == 0;
    }

    public boolean atEnd() {
        return position == size();
    }

    /** One decision on; false (and no move) at the end. */
    public boolean stepForward() {
        if (atEnd()) {
            return false;
        }
        position++;
        return true;
    }

    /** One decision back; false (and no move) at the start. */
    public boolean stepBack() {
        if (atStart()) {
            return false;
        }
        position--;
        return true;
    }

    /**
     * To a position.
     *
     * @throws IllegalArgumentException if it is not within 0..size
     */
    public void jumpTo(int position) {
        if (position < 0 || position > size()) {
            throw new IllegalArgumentException("no position " + position + " (0 to " + size() + ")");
        }
        this.position = position;
    }

    /** To the first position of a turn; false (and no move) if the game has no such turn. */
    public boolean jumpToTurn(int turn) {
        for (TurnStart t : turns) {
            if (t.turn() == turn) {
                position = t.position();
                return true;
            }
        }
        return false;
    }

    /** Every turn of the game with its first position, in order. */
    public List<TurnStart> turns() {
        return turns;
    }

    /**
     * A new game session that plays on from the position: the record's seats, its start, and its
     * decisions up to the position as history (so undo can go back into them), computer players from
     * this factory. Playing on before the end takes back the record's later decisions, so that session
     * is practice; from the end it keeps the record's practice flag.
     */
    public GameSession<S, V, D, E> continueFromHere(PlayerFactory<V, D> factory) {
        GameRecord<S, D> cut = record.withDecisions(record.decisions().subList(0, position))
                .withPractice(record.practice() || position < size());
        return GameSession.fromTimeline(game, cut, states.subList(0, position + 1), events.subList(0, position),
                factory);
    }
}
