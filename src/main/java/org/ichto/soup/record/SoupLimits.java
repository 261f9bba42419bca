package org.ichto.soup.record;

import org.ichto.soup.board.SoupBoard;

/**
 * Bounds that follow from the rules, for refusing impossible numbers in records and positions. BP and
 * damage points are unlimited as components (soup-board.md), but a game can only produce so many.
 */
final class SoupLimits {
    /** BP each player receives in phase 4 of every round (rules, "Phase 4: cell division"). */
    static final int BP_PER_DIVISION = 10;
    /** The most damage points an amoeba can carry: Life Expectancy's limit (ruling 21). */
    static final int MAX_DAMAGE = 3;

    private SoupLimits() {
    }

    /** The most BP a seat can ever have: its start and 10 in each round's cell division, where alone BP come from. */
    static int maxBp(SoupBoard board) {
        return maxBp(board, board.maxRounds());
    }

    /** The most BP a seat can have had by the end of this round. */
    static int maxBp(SoupBoard board, int round) {
        return board.startingBp() + BP_PER_DIVISION * round;
    }

    /**
     * The furthest a marker can stand: the game ends when a marker reaches the finish zone, so a
     * marker passes it by at most one round's advance (the most amoebas and gene cards) and the
     * markers it leapfrogs.
     */
    static int maxLadder(SoupBoard board, int players) {
        return board.ladder().finishFirst() - 1 + board.amoebaAdvance(board.amoebasPerPlayer())
                + board.geneAdvance(Integer.MAX_VALUE) + players - 1;
    }

    /** The most a gene defect can ask: every gene's mutation points together (owed is what exceeds the ozone). */
    static int maxMutationPoints(SoupBoard board) {
        int points = 0;
        for (org.ichto.soup.board.Gene g : board.genes()) {
            points += Math.max(0, g.mp());
        }
        return points;
    }
}
