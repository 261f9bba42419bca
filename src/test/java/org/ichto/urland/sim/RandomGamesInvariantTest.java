package org.ichto.urland.sim;

import org.ichto.shell.match.RandomGames;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Seat;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.shell.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Invariants that hold after every decision of 2,100 random games (700 each for 3, 4 and 5
 * players): every colour's 28 Ichtos are all accounted for, nothing is negative, the track holds
 * one marker per space, someone is always to act until the game is over, and every game ends.
 * Each game is then saved as a record, read back and replayed: it must end in the same position.
 */
class RandomGamesInvariantTest {
    private static final int GAMES_PER_COUNT = 700;
    private static final long FIRST_SEED = 20_011_000L;

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5})
    void invariantsHoldAfterEveryDecisionAndEveryGameEnds(int players) {
        List<String> failures = new ArrayList<>();
        long decisions = 0;
        for (int i = 0; i < GAMES_PER_COUNT && failures.size() < 10; i++) {
            long seed = FIRST_SEED + 1000L * players + i;
            String start = violation(UrlandGame.newGame(players, seed));
            if (start != null) {
                failures.add("seed " + seed + ", at the start: " + start);
                continue;
            }
            int[] step = {0};
            List<SeatDecision<Decision>> played = new ArrayList<>();
            GameState[] last = {null};
            RandomGames.GameStats game;
            try {
                game = new RandomGames<>(Urlands.GAME).play(players, seed, (before, decision, after) -> {
                    step[0]++;
                    played.add(new SeatDecision<>(before.actor(), decision));
                    last[0] = after;
                    String v = violation(after);
                    if (v != null) {
                        throw new InvariantBroken(v + " after decision " + step[0] + " (" + describe(before, decision)
                                + ")");
                    }
                });
            } catch (InvariantBroken e) {
                failures.add("seed " + seed + ": " + e.getMessage());
                continue;
            } catch (RuntimeException e) {
                failures.add("seed " + seed + ": " + e + " after " + step[0] + " decisions");
                continue;
            }
            if (!game.finished()) {
                failures.add("seed " + seed + ": no end within " + RandomGames.STEP_CAP + " decisions");
            }
            assertThat(game.decisions()).isEqualTo(step[0]);
            decisions += game.decisions();
            String replayed = replayProblem(players, seed, played, last[0]);
            if (replayed != null) {
                failures.add("seed " + seed + ": " + replayed);
            }
        }
        assertThat(failures).as("games breaking an invariant").isEmpty();
        assertThat(decisions).isGreaterThan(GAMES_PER_COUNT * 10L);
    }

    /** Saves the game as a record, reads it back (which replays it) and compares the final positions. */
    private static String replayProblem(int players, long seed, List<SeatDecision<Decision>> played, GameState end) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("Random " + (i + 1), Urlands.COLOURS.get(i), "random"));
        }
        try {
            GameRecord<GameState, Decision> back = Urlands.read(Urlands.write(Urlands.fromSeed(seats, seed).withDecisions(played)));
            GameState replayed = Urlands.finalState(back);
            return replayed.equals(end) ? null : "the replayed record ends in another position";
        } catch (Exception e) {
            return "its record does not read back: " + e.getMessage();
        }
    }

    /** Null if the state is sound, else what is wrong. */
    static String violation(GameState s) {
        int n = s.players();
        for (int seat = 0; seat < n; seat++) {
            for (int place = 0; place < Board.PLACES; place++) {
                if (s.ichtos(place, seat) < 0) {
                    return "seat " + seat + " has " + s.ichtos(place, seat) + " Ichtos at place " + place;
                }
            }
            if (s.reserve(seat) < 0) {
                return "seat " + seat + " has a negative reserve " + s.reserve(seat);
            }
            int total = s.onBoard(seat) + s.reserve(seat) + 1;
            if (total != GameState.ICHTOS_PER_COLOUR) {
                return "seat " + seat + ": " + s.onBoard(seat) + " on the board + " + s.reserve(seat)
                        + " in reserve + 1 marker = " + total + ", not " + GameState.ICHTOS_PER_COLOUR;
            }
            if (s.track(seat) < 1) {
                return "seat " + seat + " has its marker on track space " + s.track(seat);
            }
            for (int other = seat + 1; other < n; other++) {
                if (s.track(seat) == s.track(other)) {
                    return "seats " + seat + " and " + other + " share track space " + s.track(seat);
                }
            }
        }
        if (s.isOver()) {
            if (s.actor() != -1) {
                return "the game is over but seat " + s.actor() + " is to act";
            }
        } else {
            if (s.actor() < 0 || s.actor() >= n) {
                return "actor " + s.actor() + " is not a seat of a " + n + "-player game";
            }
            if (Rules.legal(s).isEmpty()) {
                return "seat " + s.actor() + " has no legal decision in phase " + s.phase();
            }
        }
        return null;
    }

    private static String describe(GameState before, Decision d) {
        return "seat " + before.actor() + " in " + before.phase() + ": " + d;
    }

    private static final class InvariantBroken extends RuntimeException {
        InvariantBroken(String message) {
            super(message, null, false, false);
        }
    }
}
