package org.ichto.urland.session;

import org.ichto.app.DataDirectory;
import org.ichto.core.Budget;
import org.ichto.core.Player;
import org.ichto.core.Seat;
import org.ichto.core.SeededRandom;
import org.ichto.urland.Urland;
import org.ichto.urland.ai.PlayerFactory;
import org.ichto.urland.ai.PlayerSpec;
import org.ichto.urland.ai.ProfileLibrary;
import org.ichto.urland.play.UrlandGame;
import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.IllegalDecisionException;
import org.ichto.urland.rules.Position;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
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
 * One game at the desktop table: the seats, the current state, every decision so far with the events
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
public final class GameSession {
    private static final Logger LOG = LoggerFactory.getLogger(GameSession.class);

    /** One decision as it happened: who took it, what it caused and the state it led to. */
    private record Step(SeatDecision decision, List<GameEvent> events, GameState after) {
    }

    private final List<Seat> seats;
    private final Long seed;
    private final Position startPosition;
    /** Per seat: its computer player, or null for a human. */
    private final List<Player<SeatView, Decision>> players;

    private final Object lock = new Object();
    /** The start, then the state after each decision: one more than the decisions. */
    private final List<GameState> states = new ArrayList<>();
    private final List<SeatDecision> decisions = new ArrayList<>();
    private final List<List<GameEvent>> events = new ArrayList<>();
    /** What each undo took back, the latest on top. */
    private final Deque<List<Step>> redo = new ArrayDeque<>();
    private boolean practice;
    private long revision;

    private final List<SessionListener> listeners = new CopyOnWriteArrayList<>();

    private GameSession(GameRecord record, List<GameState> states, List<List<GameEvent>> events,
                        PlayerFactory factory, boolean strict) {
        this.seats = record.seats();
        this.seed = record.seed();
        this.startPosition = record.startPosition();
        this.practice = record.practice();
        this.states.addAll(states);
        this.decisions.addAll(record.decisions());
        this.events.addAll(events);
        long base = seed != null ? seed : states.get(0).generatorState();
        List<Player<SeatView, Decision>> list = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat seat = seats.get(i);
            list.add(seat.human() ? null : createPlayer(factory, seat, playerSeed(base, i), strict));
        }
        this.players = Collections.unmodifiableList(list);
    }

    // ---------------------------------------------------------------- creating

    /**
     * A new game from the setup of a seed, with the computer players of the user's personalities.
     *
     * @throws IllegalArgumentException if the seats are not 3 to 5 with different colours, or a
     *                                  computer seat names a player that does not exist
     */
    public static GameSession newGame(List<Seat> seats, long seed) {
        return newGame(seats, seed, defaultFactory());
    }

    /** As {@link #newGame(List, long)}, with the computer players of this factory. */
    public static GameSession newGame(List<Seat> seats, long seed, PlayerFactory factory) {
        GameRecord record = GameRecord.fromSeed(seats, seed);
        GameState start = Urland.newGame(record.players(), seed);
        return new GameSession(record, List.of(start), List.of(), factory, true);
    }

    /**
     * A new game from a position.
     *
     * @throws RecordException          if the position is not a valid one
     * @throws IllegalArgumentException as for {@link #newGame(List, long)}, or if the position has
     *                                  another number of players than there are seats
     */
    public static GameSession fromPosition(List<Seat> seats, Position start) throws RecordException {
        return fromPosition(seats, start, defaultFactory());
    }

    /** As {@link #fromPosition(List, Position)}, with the computer players of this factory. */
    public static GameSession fromPosition(List<Seat> seats, Position start, PlayerFactory factory)
            throws RecordException {
        GameRecord record = GameRecord.fromPosition(seats, start);
        Timeline t = Timeline.of(record);
        return new GameSession(record, t.states(), t.events(), factory, true);
    }

    /**
     * A game loaded from a record: its decisions replayed, so they can be taken back; the practice
     * flag carried over. A computer seat whose player no longer exists (a personality file since
     * removed) plays as the balanced personality at the same difficulty, with a warning in the log.
     *
     * @throws RecordException if a decision of the record is not legal where it stands
     */
    public static GameSession fromRecord(GameRecord record) throws RecordException {
        return fromRecord(record, defaultFactory());
    }

    /** As {@link #fromRecord(GameRecord)}, with the computer players of this factory. */
    public static GameSession fromRecord(GameRecord record, PlayerFactory factory) throws RecordException {
        Timeline t = Timeline.of(record);
        return new GameSession(record, t.states(), t.events(), factory, false);
    }

    /** A session from a record already played out (states and events match its decisions). */
    static GameSession fromTimeline(GameRecord record, List<GameState> states, List<List<GameEvent>> events,
                                    PlayerFactory factory) {
        return new GameSession(record, states, events, factory, false);
    }

    /** The program's computer players: the shipped personalities and the user's own. */
    public static PlayerFactory defaultFactory() {
        return PlayerFactory.standard(ProfileLibrary.load(DataDirectory.profiles()));
    }

    /** The seed of the computer player at a seat: SplitMix64 of the session's seed and the seat. */
    static long playerSeed(long base, int seat) {
        long h = new SeededRandom(base ^ 0x6A09E667F3BCC909L).nextLong();
        return new SeededRandom(h + seat).nextLong();
    }

    private static Player<SeatView, Decision> createPlayer(PlayerFactory factory, Seat seat, long seed,
                                                          boolean strict) {
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(seat.profile());
            return factory.create(spec, seed);
        } catch (RuntimeException e) {
            if (strict) {
                throw new IllegalArgumentException(seat.name() + ": " + e.getMessage(), e);
            }
            LOG.warn("{} plays as the balanced personality: {}", seat.name(), e.getMessage());
            PlayerSpec balanced;
            try {
                balanced = new PlayerSpec("balanced", PlayerSpec.parse(seat.profile()).difficulty());
            } catch (RuntimeException bad) {
                balanced = PlayerSpec.of("balanced");
            }
            return factory.create(balanced, seed);
        }
    }

    // ---------------------------------------------------------------- reading

    public List<Seat> seats() {
        return seats;
    }

    public int players() {
        return seats.size();
    }

    /** The current state of the game (hidden parts included: show a seat only its {@link SeatView}). */
    public GameState state() {
        synchronized (lock) {
            return states.get(states.size() - 1);
        }
    }

    /** The state at a position 0..{@link #size()}: the start, then the state after each decision. */
    public GameState stateAt(int position) {
        synchronized (lock) {
            return states.get(position);
        }
    }

    /** The seat's view of the current state. */
    public SeatView view(int seat) {
        return SeatView.of(state(), seat);
    }

    public boolean isOver() {
        return state().isOver();
    }

    /** The seat to decide now, or -1 once the game is over. */
    public int seatToAct() {
        GameState s = state();
        return s.isOver() ? -1 : s.actor();
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
    public List<SeatDecision> decisions() {
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
    public List<GameState> history() {
        synchronized (lock) {
            return List.copyOf(states);
        }
    }

    /** Every event so far, each tagged with its decision's index, in order (a copy). */
    public List<LoggedEvent> events() {
        synchronized (lock) {
            List<LoggedEvent> all = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                for (GameEvent e : events.get(i)) {
                    all.add(new LoggedEvent(i, e));
                }
            }
            return all;
        }
    }

    /** The events of one decision. */
    public List<GameEvent> eventsOf(int decision) {
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

    /** Goes up with every change (apply, undo, redo): an answer asked at another revision is stale. */
    public long revision() {
        synchronized (lock) {
            return revision;
        }
    }

    /** The game so far as a record: seats, seed or start position, practice flag, decisions. */
    public GameRecord toRecord() {
        synchronized (lock) {
            return new GameRecord(GameRecord.FORMAT_VERSION, Urland.GAME_ID, seats, seed, startPosition, practice,
                    decisions);
        }
    }

    // ---------------------------------------------------------------- playing

    /**
     * The seat to act takes this decision (a human's, or a computer's from {@link #computerDecision}).
     * Clears what could be redone.
     *
     * @throws IllegalDecisionException with the rules' reason if the decision is not legal now; the
     *                                  session is then unchanged
     */
    public void apply(Decision decision) {
        List<LoggedEvent> added = new ArrayList<>();
        synchronized (lock) {
            GameState s = states.get(states.size() - 1);
            List<GameEvent> list = new ArrayList<>();
            GameState next = Rules.apply(s, decision, list::add);
            push(new Step(new SeatDecision(s.actor(), decision), List.copyOf(list), next), added);
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
            List<Step> block = new ArrayList<>();
            for (int i = from; i < decisions.size(); i++) {
                block.add(new Step(decisions.get(i), events.get(i), states.get(i + 1)));
            }
            decisions.subList(from, decisions.size()).clear();
            events.subList(from, events.size()).clear();
            states.subList(from + 1, states.size()).clear();
            redo.push(block);
            practice = true;
            revision++;
        }
        for (SessionListener l : listeners) {
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
        List<LoggedEvent> added = new ArrayList<>();
        synchronized (lock) {
            if (redo.isEmpty()) {
                throw new IllegalStateException("there is nothing to redo");
            }
            for (Step step : redo.pop()) {
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
    public Decision computerDecision(Budget budget) {
        GameState s;
        Player<SeatView, Decision> player;
        synchronized (lock) {
            s = states.get(states.size() - 1);
            if (s.isOver()) {
                throw new IllegalStateException("the game is over");
            }
            player = players.get(s.actor());
            if (player == null) {
                throw new IllegalStateException("seat " + s.actor() + " (" + seats.get(s.actor()).name()
                        + ") is a human");
            }
        }
        int seat = s.actor();
        SeatView view = SeatView.of(s, seat);
        Decision d;
        try {
            synchronized (player) {
                d = player.decide(view, budget);
            }
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warn("seat {} ({}) failed to decide; playing a safe decision instead", seat, player.label(), e);
            return UrlandGame.INSTANCE.safeDecision(view);
        }
        String why = d == null ? "no decision" : Rules.whyIllegal(s, d);
        if (why != null) {
            LOG.warn("seat {} ({}) offered an illegal decision {}: {}; playing a safe decision instead",
                    seat, player.label(), d, why);
            return UrlandGame.INSTANCE.safeDecision(view);
        }
        return d;
    }

    // ---------------------------------------------------------------- listeners

    public void addListener(SessionListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(SessionListener listener) {
        listeners.remove(listener);
    }

    // ---------------------------------------------------------------- inside

    private void push(Step step, List<LoggedEvent> added) {
        int index = decisions.size();
        decisions.add(step.decision());
        events.add(step.events());
        states.add(step.after());
        for (GameEvent e : step.events()) {
            added.add(new LoggedEvent(index, e));
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

    private void fireAppended(List<LoggedEvent> added) {
        List<LoggedEvent> view = Collections.unmodifiableList(added);
        for (SessionListener l : listeners) {
            l.eventsAppended(this, view);
        }
        fireChanged();
    }

    private void fireChanged() {
        for (SessionListener l : listeners) {
            l.changed(this);
        }
    }
}
