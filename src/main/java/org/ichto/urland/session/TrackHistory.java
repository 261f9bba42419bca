package org.ichto.urland.session;

import org.ichto.shell.record.GameRecord;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.ReplayModel;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Replay;
import org.ichto.urland.rules.GameState;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The scoring markers' course through a game, for the end-of-game chart. Each series is one seat's
 * track space over time: one int[] per seat, in seat order.
 */
public final class TrackHistory {
    private final int players;
    private final List<int[]> byDecision;
    private final List<int[]> byTurn;
    private final int[] turns;

    private TrackHistory(List<GameState> states) {
        if (states.isEmpty()) {
            throw new IllegalArgumentException("a game has at least its start");
        }
        players = states.get(0).players();
        List<Integer> ends = new ArrayList<>();
        List<Integer> turnNumbers = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            if (i == states.size() - 1 || states.get(i + 1).turn() != states.get(i).turn()) {
                ends.add(i);
                turnNumbers.add(states.get(i).turn());
            }
        }
        List<int[]> perDecision = new ArrayList<>();
        List<int[]> perTurn = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            int[] d = new int[states.size()];
            for (int i = 0; i < states.size(); i++) {
                d[i] = states.get(i).track(seat);
            }
            perDecision.add(d);
            int[] t = new int[ends.size() + 1];
            t[0] = d[0];
            for (int k = 0; k < ends.size(); k++) {
                t[k + 1] = d[ends.get(k)];
            }
            perTurn.add(t);
        }
        byDecision = Collections.unmodifiableList(perDecision);
        byTurn = Collections.unmodifiableList(perTurn);
        turns = turnNumbers.stream().mapToInt(Integer::intValue).toArray();
    }

    /** From the states of a game: the start, then the state after each decision. */
    public static TrackHistory of(List<GameState> states) {
        return new TrackHistory(states);
    }

    public static TrackHistory of(GameSession<GameState, ?, ?, ?> session) {
        return new TrackHistory(session.history());
    }

    public static TrackHistory of(ReplayModel<GameState, ?, ?, ?> replay) {
        return new TrackHistory(replay.states());
    }

    /** Plays the record out to read its states. */
    public static TrackHistory of(GameRecord<GameState, Decision> record) throws RecordException {
        return new TrackHistory(Replay.states(UrlandGame.INSTANCE, record));
    }

    public int players() {
        return players;
    }

    /**
     * Per seat, its track space at the start ([0]) and after each decision ([i] after decision i-1):
     * decisions + 1 values. The arrays are copies.
     */
    public List<int[]> byDecision() {
        return copy(byDecision);
    }

    /**
     * Per seat, its track space at the start ([0]) and at the end of each turn ([k] at the end of the
     * k-th turn, whose number is {@code turns()[k-1]}; the last one is the latest state): turns + 1
     * values. The arrays are copies.
     */
    public List<int[]> byTurn() {
        return copy(byTurn);
    }

    /** The numbers of the turns the game has gone through, in order (a copy). */
    public int[] turns() {
        return turns.clone();
    }

    private static List<int[]> copy(List<int[]> series) {
        List<int[]> out = new ArrayList<>(series.size());
        series.forEach(a -> out.add(a.clone()));
        return out;
    }
}
