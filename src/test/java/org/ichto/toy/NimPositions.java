package org.ichto.toy;

import org.ichto.shell.game.SeededRandom;

import java.util.ArrayList;
import java.util.List;

/** Positions for the tests: reached by random legal decisions, so they are real positions of real games. */
final class NimPositions {
    static final NimRules RULES = (NimRules) NimGame.INSTANCE.rules();

    private NimPositions() {
    }

    /** Every state of a random game: the start, then one after each decision. */
    static List<NimState> randomGame(int players, long seed) {
        List<NimState> states = new ArrayList<>();
        NimState s = RULES.newGame(players, seed);
        SeededRandom chooser = new SeededRandom(~seed);
        states.add(s);
        while (!s.isOver()) {
            s = RULES.apply(s, RULES.legal(s).sample(chooser));
            states.add(s);
        }
        return states;
    }

    /** Positions of random games where the actor has a choice and another seat still hides its joker. */
    static List<NimState> withHiddenJokers(int games) {
        List<NimState> found = new ArrayList<>();
        for (long seed = 1; seed <= games; seed++) {
            List<NimState> states = randomGame(3, seed);
            for (int i = 0; i < states.size(); i += 7) {
                NimState s = states.get(i);
                if (!s.isOver() && hiddenOther(s) >= 0 && RULES.legal(s).listed().size() > 1) {
                    found.add(s);
                }
            }
        }
        return found;
    }

    /** A seat other than the actor whose joker is still hidden, or -1. */
    static int hiddenOther(NimState s) {
        for (int seat = 0; seat < s.players(); seat++) {
            if (seat != s.actor() && !s.jokerPlayed().get(seat)) {
                return seat;
            }
        }
        return -1;
    }

    /** Another value for a joker, 1 to 3. */
    static int otherJoker(int value) {
        return value % 3 + 1;
    }
}
