package org.ichto.shell.session;

import org.ichto.shell.session.GameSession;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.view.SeatView;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.List;

/** Seats, sessions and records for the session tests. */
public final class Fixtures {
    /** The shipped personalities only: tests never read the user's data directory. */
    public static final PlayerFactory<SeatView, Decision> FACTORY = Urlands.factory();

    private static final List<String> COMPUTERS = List.of("balanced", "predator:hard", "random", "land-grabber");

    private Fixtures() {
    }

    /** A human at {@code human} (or nobody when -1), computer players at the other seats. */
    public static List<Seat> seats(int players, int human) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(i == human ? Seat.human("You", Urlands.COLOURS.get(i))
                    : Seat.computer("Computer " + (i + 1), Urlands.COLOURS.get(i), COMPUTERS.get(i % COMPUTERS.size())));
        }
        return seats;
    }

    /** Random players at every seat. */
    public static List<Seat> randomSeats(int players) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("Random " + (i + 1), Urlands.COLOURS.get(i), "random"));
        }
        return seats;
    }

    /** Lets the computer players decide until a human is to act or the game is over; returns how many decided. */
    public static int playComputers(GameSession<GameState, SeatView, Decision, GameEvent> session) {
        int n = 0;
        while (session.computerToAct()) {
            session.apply(session.computerDecision(Budget.NONE));
            n++;
        }
        return n;
    }

    /** A legal decision for the human to act, at random. */
    public static Decision humanDecision(GameSession<GameState, SeatView, Decision, GameEvent> session, SeededRandom rng) {
        return Rules.randomDecision(session.state(), rng);
    }

    /** A record of random decisions from a seed's setup: at most max of them. */
    public static GameRecord<GameState, Decision> randomRecord(List<Seat> seats, long seed, int max) {
        GameState s = UrlandGame.newGame(seats.size(), seed);
        SeededRandom rng = new SeededRandom(seed * 31 + 7);
        List<SeatDecision<Decision>> list = new ArrayList<>();
        while (!s.isOver() && list.size() < max) {
            Decision d = Rules.randomDecision(s, rng);
            list.add(new SeatDecision<>(s.actor(), d));
            s = Rules.apply(s, d);
        }
        return Urlands.fromSeed(seats, seed).withDecisions(list);
    }

    /** A whole random game. */
    public static GameRecord<GameState, Decision> finishedRecord(List<Seat> seats, long seed) {
        return randomRecord(seats, seed, Integer.MAX_VALUE);
    }
}
