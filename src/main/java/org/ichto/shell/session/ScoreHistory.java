package org.ichto.shell.session;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The scores' course through a game, for the end-of-game chart: each series is one seat's score
 * (the game's own, e.g. its scoring marker's space) over time, one int[] per seat, in seat order.
 */
public final class ScoreHistory {
    private final int players;
    private final List<int[]> byDecision;
    private final List<int[]> byTurn;
    private final int[] turns;

    private <S> ScoreHistory(GameRules<S, ?, ?> rules, List<S> states) {
        if (states.isEmpty()) {
            throw new IllegalArgumentException("a game has at least its start");
        }
        players = rules.players(states.get(0));
        List<Integer> ends = new ArrayList<>();
        List<Integer> turnNumbers = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            if (i == states.size() - 1 || rules.turn(states.get(i + 1)) != rules.turn(states.get(i))) {
                ends.add(i);
                turnNumbers.add(rules.turn(states.get(i)));
            }
        }
        List<int[]> perDecision = new ArrayList<>();
        List<int[]> perTurn = new ArrayList<>();
        List<int[]> scores = new ArrayList<>(states.size());
        for (S state : states) {
            scores.add(rules.scores(state));
        }
        for (int seat = 0; seat < players; seat++) {
            int[] d = new int[states.size()];
            for (int i = 0; i < states.size(); i++) {
                d[i] = scores.get(i)[seat];
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

    /** From the states of a game of this game: the start, then the state after each decision. */
    public static <S> ScoreHistory of(GameDefinition<S, ?, ?, ?> game, List<S> states) {
        return new ScoreHistory(game.rules(), states);
    }

    public static <S> ScoreHistory of(GameSession<S, ?, ?, ?> session) {
        return of(session.game(), session.history());
    }

    public static <S> ScoreHistory of(ReplayModel<S, ?, ?, ?> replay) {
        return of(replay.game(), replay.states());
    }

    /** Plays the record out to read its states. */
    public static <S, D> ScoreHistory of(GameDefinition<S, ?, D, ?> game, GameRecord<S, D> record)
            throws RecordException {
        return of(game, Replay.states(game, record));
    }

    public int players() {
        return players;
    }

    /**
     * Per seat, its score at the start ([0]) and after each decision ([i] after decision i-1):
     * decisions + 1 values. The arrays are copies.
     */
    public List<int[]> byDecision() {
        return copy(byDecision);
    }

    /**
     * Per seat, its score at the start ([0]) and at the end of each turn ([k] at the end of the
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
