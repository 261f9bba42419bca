package org.ichto.soup.rules;

import org.ichto.soup.board.SoupBoard;

import java.util.List;

/**
 * Phase 4 (rules "Cell Division", the genes Division Rate and Spores, ruling 20): in descending order
 * each player receives 10 BP and places new amoebas next to its own for 6 BP each (4 with Division
 * Rate); a player with one amoeba places the second anywhere, one with none first places one free.
 */
final class Division {
    /** BP each player receives at the start of its division. */
    static final int INCOME = 10;

    private Division() {
    }

    static void begin(SoupState s) {
        Round.beginPhase(s, Phase.CELL_DIVISION, s.descending());
        startTurn(s);
    }

    private static void startTurn(SoupState s) {
        int seat = s.current;
        s.bp[seat] += INCOME;
        s.emit(new SoupEvent.BpReceived(seat, INCOME));
        s.await = s.amoebasOnBoard(seat) == 0 ? Await.FREE_AMOEBA : Await.DIVISION;
    }

    static int cost(SoupState s, int seat) {
        return s.owns(seat, s.g.divisionRate()) ? 4 : 6;
    }

    // ---- the free amoeba of a player with none on the board

    static String whyNotPlaceFree(SoupState s, SoupDecision.PlaceAmoeba d) {
        return Setup.whyNotFree(s, s.actor, d.number(), d.space());
    }

    static void placeFree(SoupState s, SoupDecision.PlaceAmoeba d) {
        place(s, s.actor, d.number(), d.space(), 0);
        s.await = Await.DIVISION;
    }

    static void listFree(SoupState s, List<SoupDecision> out) {
        for (int n = 1; n <= s.amoebas; n++) {
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                out.add(new SoupDecision.PlaceAmoeba(n, space));
            }
        }
    }

    // ---- division

    static String whyNotDivide(SoupState s, SoupDecision.Divide d) {
        int seat = s.actor;
        String why = Setup.whyNotFree(s, seat, d.number(), d.space());
        if (why != null) {
            return why;
        }
        int cost = cost(s, seat);
        if (s.bp[seat] < cost) {
            return "a division costs " + cost + " BP and seat " + seat + " has " + s.bp[seat];
        }
        if (s.amoebasAt(d.space(), seat) > 0) {
            return "space " + SoupBoard.label(d.space()) + " already holds an amoeba of seat " + seat;
        }
        if (s.owns(seat, s.g.spores()) || s.amoebasOnBoard(seat) == 1) {
            return null;
        }
        return besideOwn(s, seat, d.space()) ? null
                : "a new amoeba goes next to one of its colour (north, south, east or west), and space "
                + SoupBoard.label(d.space()) + " is not";
    }

    /** The same test as {@link #whyNotDivide} for a free number and enough BP, without building reasons: listing is hot. */
    private static boolean mayDivideOn(SoupState s, int seat, int space, boolean anywhere) {
        return s.amoebasAt(space, seat) == 0 && (anywhere || besideOwn(s, seat, space));
    }

    private static boolean besideOwn(SoupState s, int seat, int space) {
        int mask = s.board.neighbours(space);
        for (int n = 1; n <= s.amoebas; n++) {
            int at = s.amoebaSpace(seat, n);
            if (at >= 0 && (mask & (1 << at)) != 0) {
                return true;
            }
        }
        return false;
    }

    static void list(SoupState s, List<SoupDecision> out) {
        int seat = s.actor;
        if (s.bp[seat] >= cost(s, seat)) {
            boolean anywhere = s.owns(seat, s.g.spores()) || s.amoebasOnBoard(seat) == 1;
            boolean[] may = new boolean[SoupBoard.SPACES];
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                may[space] = mayDivideOn(s, seat, space, anywhere);
            }
            for (int n = 1; n <= s.amoebas; n++) {
                for (int space = 0; !s.onBoard(seat, n) && space < SoupBoard.SPACES; space++) {
                    if (may[space]) {
                        out.add(new SoupDecision.Divide(n, space));
                    }
                }
            }
        }
        out.add(new SoupDecision.EndDivision());
    }

    static void divide(SoupState s, SoupDecision.Divide d) {
        int cost = cost(s, s.actor);
        s.bp[s.actor] -= cost;
        place(s, s.actor, d.number(), d.space(), cost);
    }

    private static void place(SoupState s, int seat, int number, int space, int paid) {
        s.amoebaSpace[s.index(seat, number)] = space;
        s.damage[s.index(seat, number)] = 0;
        s.emit(new SoupEvent.AmoebaPlaced(seat, number, space, 0, paid));
    }

    static void endDivision(SoupState s) {
        if (Round.nextSeat(s)) {
            startTurn(s);
        } else {
            Deaths.begin(s);
        }
    }
}
