package org.ichto.urland.record;

import org.ichto.urland.board.Board;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays a record's decisions through the rules, on the canonical board. A decision the rules do not
 * allow, or one taken by a seat that is not to decide, stops the replay with its index (counted from
 * 0, its place in the record's list) and the reason.
 */
public final class Replay {
    private Replay() {
    }

    /** The state before the first decision: the seed's setup or the start position. */
    public static GameState start(GameRecord record) throws RecordException {
        Board board = BoardLoader.standard();
        if (record.startPosition() != null) {
            return PositionJson.toState(board, record.startPosition(), "startPosition");
        }
        return Rules.newGame(board, record.players(), record.seed());
    }

    /** The state after the last decision. */
    public static GameState finalState(GameRecord record) throws RecordException {
        GameState s = start(record);
        for (int i = 0; i < record.decisions().size(); i++) {
            s = step(s, record.decisions().get(i), i);
        }
        return s;
    }

    /** Every state of the game: the start, then the state after each decision (one more than the decisions). */
    public static List<GameState> states(GameRecord record) throws RecordException {
        List<GameState> states = new ArrayList<>(record.decisions().size() + 1);
        GameState s = start(record);
        states.add(s);
        for (int i = 0; i < record.decisions().size(); i++) {
            s = step(s, record.decisions().get(i), i);
            states.add(s);
        }
        return states;
    }

    private static GameState step(GameState s, SeatDecision sd, int index) throws RecordException {
        String why;
        if (s.isOver()) {
            why = "the game is already over";
        } else if (sd.seat() != s.actor()) {
            why = "seat " + s.actor() + " is to decide (" + s.phase() + "), not seat " + sd.seat();
        } else {
            why = Rules.whyIllegal(s, sd.decision());
        }
        if (why != null) {
            throw new RecordException("decision " + index + " (" + sd + "): " + why);
        }
        return Rules.apply(s, sd.decision());
    }
}
