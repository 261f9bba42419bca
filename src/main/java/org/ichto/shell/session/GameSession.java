package org.ichto.shell.session;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.match.Fallback;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.SeatDecision;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One game at the desktop table, of any game: the seats, the current state, every decision so far with the events
 * it caused, the states before them (states are immutable, so that list is the undo history), what
 * an undo took back (for redo), and whether the game became practice.
 *
 * <p>Threading: every method may be called from any thread; the session guards itself. The desktop
 * game changes it ({@link #apply}, {@link #undo}, {@link #redo}) on the event thread only, and asks
 * {@link #computerDecision} off it: that method reads the state at its start and never changes the
 * session. Because the session may change while a computer thinks, take {@link #revision()} before
 * asking and apply the answer only if the revision is still the same.
 *
 * <p>Listeners are called on the thread that made the change, after it is complete.
 */
public final class GameSession<S, V, D, E> {
    private static final Logger LOG = LoggerFactory.getLogger(GameSession.class);

    /** One decision as it happened: who took it, what it caused and the state it led to. */
    private record Step<S, D, E>(SeatDecision<D> decision, List<E> events, S after) {
    }

    private final GameDefinition<S, V, D, E> game;
    private final List<Seat> seats;
    private final Long seed;
    private final S start;
    /** Per seat: its computer player, or null for a human. */
    private final List<Player<V, D>> players;

    private final Object lock = new Object();
    /** The start, then the state after each decision: one more than the decisions. */
    private final List<S> states = new ArrayList<>();
    private final List<SeatDecision<D>> decisions = new ArrayList<>();
    private final List<List<E>> events = new ArrayList<>();
    /** What each undo took back, the latest on top. */
    private final Deque<List<Step<S, D, E>>> redo = new ArrayDeque<>();
    private boolean practice;
    private long revision;

    private final List<SessionListener<E>> listeners = new CopyOnWriteArrayList<>();

    private GameSession(GameDefinition<S, V, D, E> game, GameRecord<S, D> record, List<S> states,
                        List<List<E>> events, PlayerFactory<V, D> factory, boolean strict) {
        this.game = game;
        this.seats = record.seats();
        this.seed = record.seed();
        this.start = record.start();
        this.practice = record.practice();
        this.states.addAll(states);
        this.decisions.addAll(record.decisions());
        this.events.addAll(events);
        long base = seed != null ? seed : startSeed(game, states.get(0));
        List<Player<V, D>> list = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat seat = seats.get(i);
            list.add(seat.human() ? null
                    : createPlayer(factory, game.ai().expertProfile(), seat, playerSeed(base, i), strict));
        }
        this.players = Collections.unmodifiableList(list);
    }

    // ---------------------------------------------------------------- creating

    /**
     * A new game from the setup of a seed, with the computer players of this factory.
     *
     * @throws IllegalArgumentException if the seats do not suit the game (count, colours), or a
     *                                  computer seat names a player that does not exist
     */
    public static <S, V, D, E> GameSession<S, V, D, E> newGame(GameDefinition<S, V, D, E> game, List<Seat> seats,
                                                              long seed, PlayerFactory<V, D> factory) {
        GameRecord<S, D> record = GameRecord.fromSeed(game, seats, seed);
        S start = game.rules().newGame(record.players(), seed);
        return new GameSession<>(game, record, List.of(start), List.of(), factory, true);
    }

    /**
     * A new game from a position.
     *
     * @throws IllegalArgumentException as for {@link #newGame}, or if the position has another number of
     *                                  players than there are seats
     */
    public static <S, V, D, E> GameSession<S, V, D, E> fromPosition(GameDefinition<S, V, D, E> game,
                                                                   List<Seat> seats, S start,
                                                                   PlayerFactory<V, D> factory) {
        GameRecord<S, D> record = GameRecord.fromPosition(game, seats, start);
        return new GameSession<>(game, record, List.of(start), List.of(), factory, true);
    }

    /**
     * A game loaded from a record: its decisions replayed, so they can be taken back; the practice
     * flag carried over. A computer seat whose player no longer exists (a personality file since
     * removed) plays as the game's Expert judge personality at the same difficulty, with a warning in
     * the log.
     *
     * @throws RecordException if a decision of the record is not legal where it stands
     */
    public static <S, V, D, E> GameSession<S, V, D, E> fromRecord(GameDefinition<S, V, D, E> game,
                                                                 GameRecord<S, D> record,
                                                                 PlayerFactory<V, D> factory)
            throws RecordException {
        Timeline<S, E> t = Timeline.of(game, record);
        return new GameSession<>(game, record, t.states(), t.events(), factory, false);
    }

    /** A session from a record already played out (states and events match its decisions). */
    static <S, V, D, E> GameSession<S, V, D, E> fromTimeline(GameDefinition<S, V, D, E> game,
                                                            GameRecord<S, D> record, List<S> states,
                                                            List<List<E>> events, PlayerFactory<V, D> factory) {
        return new GameSession<>(game, record, states, events, factory, false);
    }

    /** The seed of the computer players of a game that began from a position: its generator's state. */
    private static <S> long startSeed(GameDefinition<S, ?, ?, ?> game, S start) {
        return game.rules().generatorState(start);
    }

    /** The seed of the computer player at a seat: SplitMix64 of the session's seed and the seat. */
    static long playerSeed(long base, int seat) {
        long h = new SeededRandom(base ^ 0x6A09E667F3BCC909L).nextLong();
        return new SeededRandom(h + seat).nextLong();
    }

    private static <V, D> Player<V, D> createPlayer(PlayerFactory<V, D> factory, String fallback, Seat seat,
                                                  long seed, boolean strict) {
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(seat.profile());
            return factory.create(spec, seed);
        } catch (RuntimeException e) {
            if (strict) {
                throw new IllegalArgumentException(seat.name() + ": " + e.getMessage(), e);
            }
            LOG.warn("{} plays as the {} personality: {}", seat.name(), fallback, e.getMessage());
            PlayerSpec stand;
            try {
                stand = new PlayerSpec(fallback, PlayerSpec.parse(seat.profile()).difficulty());
            } catch (RuntimeException bad) {
                stand = PlayerSpec.of(fallback);
            }
            return factory.create(stand, seed);
        }
    }

    // ---------------------------------------------------------------- reading

    /** The game played. */
    public GameDefinition<S, V, D, E> game() {
        return game;
    }

    public List<Seat> seats() {
        return seats;
    }

    public int players() {
        return seats.size();
    }

    /** The current state of the game (hidden parts included: show a seat only its view). */
    public S state() {
        synchronized (lock) {
            return states.get(states.size() - 1);
        }
    }

    /** The state at a position 0..{@link #size()}: the start, then the state after each decision. */
    public S stateAt(int position) {
        synchronized (lock) {
            return states.get(position);
        }
    }

    /** The seat's view of the current state. */
    public V view(int seat) {
        return game.views().view(state(), seat);
    }

    public boolean isOver() {
        return game.rules().isOver(state());
    }

    /** The seat to decide now, or -1 once the game is over. */
    public int seatToAct() {
        S s = state();
        return game.rules().isOver(s) ? -1 : game.rules().actor(s);
    }

    public boolean isHuman(int seat) {
        return seats.get(seat).human();
    }

    /** True when the game waits for a human. */
    public boolean humanToAct() {
        int seat = seatToAct();
        return seat >= 0 && isHuman(seat);
    }

    /** True when the game waits for a computer player: ask {@link #computerDecision}. */
    public boolean computerToAct() {
        int seat = seatToAct();
        return seat >= 0 && !isHuman(seat);
    }

    /** Every decision so far, in order (a copy). */
    public List<SeatDecision<D>> decisions() {
        synchronized (lock) {
            return List.copyOf(decisions);
        }
    }

    /** Number of decisions so far. */
    public int size() {
        synchronized (lock) {
            return decisions.size();
        }
    }

    /** Every state so far: the start, then the state after each decision (a copy; one more than the decisions). */
    public List<S> history() {
        synchronized (lock) {
            return List.copyOf(states);
        }
    }

    /** Every event so far, each tagged with its decision's index, in order (a copy). */
    public List<LoggedEvent<E>> events() {
        synchronized (lock) {
            List<LoggedEvent<E>> all = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                for (E e : events.get(i)) {
                    all.add(new LoggedEvent<>(i, e));
                }
            }
            return all;
        }
    }

    /** The events of one decision. */
    public List<E> eventsOf(int decision) {
        synchronized (lock) {
            return events.get(decision);
        }
    }

    /** True once a decision was taken back: the game is practice and its record says so. */
    public boolean isPractice() {
        synchronized (lock) {
            return practice;
        }
    }

    /** Makes the game practice (the player was helped, e.g. by a hint); its record then says so. */
    public void markPractice() {
        synchronized (lock) {
            practice = true;
        }
    }

    /** Goes up with every change (apply, undo, redo): an answer asked at another revision is stale. */
    public long revision() {
        synchronized (lock) {
            return revision;
        }
    }

    /** The game so far as a record: seats, seed or start position, practice flag, decisions. */
    public GameRecord<S, D> toRecord() {
        synchronized (lock) {
            return new GameRecord<>(GameRecord.FORMAT_VERSION, game.id(), seats, seed, start, practice, decisions);
        }
    }

    // ---------------------------------------------------------------- playing

    /**
     * The seat to act takes this decision (a human's, or a computer's from {@link #computerDecision}).
     * Clears what could be redone.
     *
     * @throws IllegalArgumentException with the rules' reason if the decision is not legal now; the
     *                                  session is then unchanged
     */
    public void apply(D decision) {
        List<LoggedEvent<E>> added = new ArrayList<>();
        synchronized (lock) {
            S s = states.get(states.size() - 1);
            List<E> list = new ArrayList<>();
            S next = game.rules().apply(s, decision, list::add);
            push(new Step<>(new SeatDecision<>(game.rules().actor(s), decision), List.copyOf(list), next), added);
            redo.clear();
            revision++;
        }
        fireAppended(added);
    }

    /** True when there is a human decision to take back. */
    public boolean canUndo() {
        synchronized (lock) {
            return lastHumanDecision() >= 0;
        }
    }

    /**
     * Back to the state before the last human decision, taking back the computer decisions after it
     * too; the game becomes practice.
     *
     * @throws IllegalStateException if there is no human decision to take back
     */
    public void undo() {
        int from;
        synchronized (lock) {
            from = lastHumanDecision();
            if (from < 0) {
                throw new IllegalStateException("there is no decision of a human to take back");
            }
            List<Step<S, D, E>> block = new ArrayList<>();
            for (int i = from; i < decisions.size(); i++) {
                block.add(new Step<>(decisions.get(i), events.get(i), states.get(i + 1)));
            }
            decisions.subList(from, decisions.size()).clear();
            events.subList(from, events.size()).clear();
            states.subList(from + 1, states.size()).clear();
            redo.push(block);
            practice = true;
            revision++;
        }
        for (SessionListener<E> l : listeners) {
            l.eventsTakenBack(this, from);
        }
        fireChanged();
    }

    public boolean canRedo() {
        synchronized (lock) {
            return !redo.isEmpty();
        }
    }

    /**
     * Plays again what the last undo took back: the human decision and the computer decisions after
     * it, exactly as they were, leading to the very same states.
     *
     * @throws IllegalStateException if there is nothing to redo
     */
    public void redo() {
        List<LoggedEvent<E>> added = new ArrayList<>();
        synchronized (lock) {
            if (redo.isEmpty()) {
                throw new IllegalStateException("there is nothing to redo");
            }
            for (Step<S, D, E> step : redo.pop()) {
                push(step, added);
            }
            revision++;
        }
        fireAppended(added);
    }

    /**
     * A computer player's decision for the seat to act, decided from that seat's view only, NOT
     * applied. Meant to be called off the event thread; may take as long as the budget allows (the
     * Expert thinks its profile's time when the budget has no time limit). A player that fails or
     * answers with an illegal decision is logged and replaced by a safe legal decision.
     *
     * @throws IllegalStateException if the game is over or a human is to act
     */
    public D computerDecision(Budget budget) {
        S s;
        Player<V, D> player;
        synchronized (lock) {
            s = states.get(states.size() - 1);
            if (game.rules().isOver(s)) {
                throw new IllegalStateException("the game is over");
            }
            int actor = game.rules().actor(s);
            player = players.get(actor);
            if (player == null) {
                throw new IllegalStateException("seat " + actor + " (" + seats.get(actor).name() + ") is a human");
            }
        }
        V view = game.views().view(s, game.rules().actor(s));
        D d = null;
        String failure = null;
        try {
            synchronized (player) {
                d = player.decide(view, budget);
            }
        } catch (RuntimeException | StackOverflowError e) {
            failure = "failed: " + e;
        }
        return Fallback.check(game, s, view, player.label(), d, failure).decision();
    }

    // ---------------------------------------------------------------- listeners

    public void addListener(SessionListener<E> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(SessionListener<E> listener) {
        listeners.remove(listener);
    }

    // ---------------------------------------------------------------- inside

    private void push(Step<S, D, E> step, List<LoggedEvent<E>> added) {
        int index = decisions.size();
        decisions.add(step.decision());
        events.add(step.events());
        states.add(step.after());
        for (E e : step.events()) {
            added.add(new LoggedEvent<>(index, e));
        }
    }

    private int lastHumanDecision() {
        for (int i = decisions.size() - 1; i >= 0; i--) {
            if (seats.get(decisions.get(i).seat()).human()) {
                return i;
            }
        }
        return -1;
    }

    private void fireAppended(List<LoggedEvent<E>> added) {
        List<LoggedEvent<E>> view = Collections.unmodifiableList(added);
        for (SessionListener<E> l : listeners) {
            l.eventsAppended(this, view);
        }
        fireChanged();
    }

    private void fireChanged() {
        for (SessionListener<E> l : listeners) {
            l.changed(this);
        }
    }
}
