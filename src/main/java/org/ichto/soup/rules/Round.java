package org.ichto.soup.rules;

import java.util.Arrays;

/**
 * The course of a round: where each phase begins, who acts in it and in what order, and what follows
 * when everyone is done. Each phase's own rules live in their classes; this one only passes the turn.
 */
final class Round {
    private Round() {
    }

    /** A new round begins with phase 1. */
    static void start(SoupState s) {
        s.round++;
        Arrays.fill(s.acted, 0);
        SoupState.clear(s.struggled, s::struggledW);
        SoupState.clear(s.persisted, s::persistedW);
        SoupState.clear(s.aggressed, s::aggressedW);
        s.emit(new SoupEvent.RoundStarted(s.round));
        beginPhase(s, Phase.MOVEMENT_AND_FEEDING, s.ascending());
        nextAmoeba(s);
    }

    /** Fixes the order of a phase (markers move only in phase 6, so it cannot change within one). */
    static void beginPhase(SoupState s, Phase phase, int[] order) {
        s.phase = phase;
        if (!Arrays.equals(order, s.order)) {
            System.arraycopy(order, 0, s.orderW(), 0, order.length);
        }
        s.turnIndex = 0;
        s.current = order[0];
        s.actor = s.current;
        s.amoeba = 0;
        s.await = Await.NONE;
        s.emit(new SoupEvent.PhaseStarted(s.round, phase));
    }

    // ---------------------------------------------------------------- phase 1

    /**
     * Phase 1: the next amoeba to act, in ascending order of the players and numerical order of their
     * amoebas; an amoeba carried by Holding before its turn still acts, from where it was carried.
     */
    static void nextAmoeba(SoupState s) {
        while (s.turnIndex < s.players) {
            s.current = s.order[s.turnIndex];
            int n = firstAmoeba(s, s.current);
            if (n > 0) {
                s.amoeba = n;
                s.actor = s.current;
                s.feedMode = 0;
                s.await = Await.ACTION;
                return;
            }
            s.turnIndex++;
        }
        s.amoeba = 0;
        Defects.begin(s);
    }

    /** The acting amoeba is done for the round. */
    static void amoebaDone(SoupState s) {
        s.acted[s.current] |= 1 << (s.amoeba - 1);
        s.feedMode = 0;
        nextAmoeba(s);
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

    // ---------------------------------------------------------------- phases 2-6: one turn per seat

    /** The next seat's turn in a phase of one turn per seat; false when every seat has had it. */
    static boolean nextSeat(SoupState s) {
        s.turnIndex++;
        if (s.turnIndex >= s.players) {
            return false;
        }
        s.current = s.order[s.turnIndex];
        s.actor = s.current;
        return true;
    }
}
