package org.ichto.soup.rules;

/** The course of a round: where each round and each phase begins, and who acts first in it. */
final class Round {
    private Round() {
    }

    /** A new round begins with phase 1: the lowest marker's lowest-numbered amoeba on the board acts first. */
    static void start(SoupState s) {
        s.round++;
        for (int p = 0; p < s.players; p++) {
            s.acted[p] = 0;
        }
        s.emit(new SoupEvent.RoundStarted(s.round));
        s.phase = Phase.MOVEMENT_AND_FEEDING;
        s.emit(new SoupEvent.PhaseStarted(s.round, s.phase));
        s.turnIndex = 0;
        s.current = s.ascending()[0];
        s.actor = s.current;
        s.amoeba = firstAmoeba(s, s.current);
    }

    /** The lowest number among the seat's amoebas on the board that have not acted this round, 0 if none. */
    static int firstAmoeba(SoupState s, int seat) {
        for (int n = 1; n <= s.amoebas; n++) {
            if (s.onBoard(seat, n) && !s.hasActed(seat, n)) {
                return n;
            }
        }
        return 0;
    }
}
