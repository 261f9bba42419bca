package org.ichto.soup.rules;

/**
 * Phase 6 and the end (rules "Scoring", "Game End", ruling 23-24): in descending order each marker
 * advances by the two tables, leapfrogging occupied spaces; the game ends when a marker reached the
 * finish zone or the last environment card was turned.
 */
final class Scoring {
    private Scoring() {
    }

    static void score(SoupState s) {
        Round.beginPhase(s, Phase.SCORING, s.descending());
        for (int seat : s.order) {
            int steps = advance(s, seat);
            int from = s.score[seat];
            s.score[seat] = leapfrog(s, seat, from, steps);
            s.emit(new SoupEvent.MarkerMoved(seat, from, s.score[seat]));
        }
        boolean finish = false;
        for (int p = 0; p < s.players; p++) {
            finish |= s.board.ladder().inFinishZone(s.score[p]);
        }
        if (finish || s.deckSize == 0) {
            s.phase = Phase.GAME_OVER;
            s.await = Await.NONE;
            s.emit(new SoupEvent.GameOver(s.winner()));
        } else {
            Round.start(s);
        }
    }

    /** Spaces the seat's marker advances: the amoeba table plus the gene table. */
    static int advance(SoupState s, int seat) {
        return s.board.amoebaAdvance(s.amoebasOnBoard(seat)) + s.board.geneAdvance(s.geneCardsCounted(seat));
    }

    /** Occupied spaces are not counted, so there is only ever one marker per space. */
    static int leapfrog(SoupState s, int seat, int from, int steps) {
        int at = from;
        for (int i = 0; i < steps; i++) {
            at++;
            while (occupied(s, seat, at)) {
                at++;
            }
        }
        return at;
    }

    private static boolean occupied(SoupState s, int seat, int space) {
        for (int p = 0; p < s.players; p++) {
            if (p != seat && s.score[p] == space) {
                return true;
            }
        }
        return false;
    }
}
