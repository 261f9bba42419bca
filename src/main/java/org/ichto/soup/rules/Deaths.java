package org.ichto.soup.rules;

/**
 * Phase 5 (rules "Deaths", the genes Life Expectancy, Aggression and Armor; rulings 21-22): natural
 * deaths in descending order, then each owner of Aggression may once kill on a shared space.
 */
final class Deaths {
    private Deaths() {
    }

    static void begin(SoupState s) {
        Round.beginPhase(s, Phase.DEATHS, s.descending());
        for (int seat : s.order) {
            int limit = s.deadlyDamage(seat);
            for (int n = 1; n <= s.amoebas; n++) {
                if (s.onBoard(seat, n) && s.damage(seat, n) >= limit) {
                    die(s, seat, n);
                }
            }
        }
        s.turnIndex = -1;
        nextAggressor(s);
    }

    /** A natural death: the amoeba leaves the board and frees 2 cubes of each colour (as the supply allows). */
    static void die(SoupState s, int seat, int n) {
        int space = s.amoebaSpace(seat, n);
        s.remove(seat, n);
        int[] put = s.putFromSupply(space, 2);
        s.emit(new SoupEvent.DiedNaturally(seat, n, space, Attacks.asList(put)));
    }

    /** The next owner of Aggression in descending order who can use it; then scoring. */
    private static void nextAggressor(SoupState s) {
        s.aggressionRetry = false;
        while (Round.nextSeat(s)) {
            if (s.owns(s.current, s.g.aggression()) && s.bp[s.current] >= 1 && hasVictim(s, s.current)) {
                s.await = Await.AGGRESSION;
                return;
            }
        }
        Scoring.score(s);
    }

    private static boolean hasVictim(SoupState s, int seat) {
        for (int n = 1; n <= s.amoebas; n++) {
            int space = s.amoebaSpace(seat, n);
            if (space >= 0) {
                for (int v = 0; v < s.players; v++) {
                    if (v != seat && s.amoebasAt(space, v) > 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The seat's Aggression is over for this round (used, passed or ended). */
    static void aggressionDone(SoupState s) {
        nextAggressor(s);
    }
}
