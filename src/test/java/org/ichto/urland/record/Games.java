package org.ichto.urland.record;

import org.ichto.shell.record.SeatDecision;

import org.ichto.shell.record.GameRecord;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Positions;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.List;

/** Records of random games for the tests. */
final class Games {
    private Games() {
    }

    static List<Seat> seats(int players) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("Random " + (i + 1), Urlands.COLOURS.get(i), "random"));
        }
        return seats;
    }

    /** Random decisions from a state: at most max of them, fewer if the game ends. */
    static List<SeatDecision<Decision>> randomDecisions(GameState s, long seed, int max) {
        SeededRandom rng = new SeededRandom(seed);
        List<SeatDecision<Decision>> list = new ArrayList<>();
        while (!s.isOver() && list.size() < max) {
            Decision d = Rules.randomDecision(s, rng);
            list.add(new SeatDecision<>(s.actor(), d));
            s = Rules.apply(s, d);
        }
        return list;
    }

    /** A whole random game from a seed's setup. */
    static GameRecord<GameState, Decision> finished(int players, long seed) {
        return Urlands.fromSeed(seats(players), seed)
                .withDecisions(randomDecisions(UrlandGame.newGame(players, seed), seed, Integer.MAX_VALUE));
    }

    /** A game that starts from a position in the middle of a game, waiting for an Ichto player's actions. */
    static GameRecord<GameState, Decision> fromMidGame(int players, long seed, int after, int decisions) {
        GameState s = UrlandGame.newGame(players, seed);
        SeededRandom rng = new SeededRandom(seed + 1);
        int step = 0;
        while (step < after || s.phase() != Phase.ACTIONS) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
            step++;
            if (s.isOver()) {
                throw new IllegalStateException("game over too early; choose another seed");
            }
        }
        return Urlands.fromPosition(seats(players), (s))
                .withDecisions(randomDecisions(s, seed + 2, decisions));
    }
}
