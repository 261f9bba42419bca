package org.ichto.soup.rules;

import org.ichto.soup.board.Direction;

/**
 * Positions for the window tests (which live outside the rules' package), built with {@link Soups}: seat 0's
 * amoeba 1 about to act, or to answer an attack, with the genes and the dice a test needs. The other seats have
 * no amoeba on the board unless a test needs one, so that no computer rolls a die before the test has looked at
 * the dice its decision rolled (they each place a free amoeba in phase 4).
 * Spaces are given by their printed labels 1-19.
 */
public final class WindowPositions {
    /** Where seat 0's amoeba 1 stands: label 12, on the row below the island, with a neighbour on every side. */
    public static final int HOME = 12;

    private WindowPositions() {
    }

    /** Round 2, phase 1: seat 0's amoeba 1 on {@link #HOME} acts, owning these genes; the next dice show these faces. */
    public static SoupState toMove(String[] genes, int... faces) {
        SoupState s = base();
        Soups.genes(s, 0, genes);
        Soups.rolls(s, faces);
        return Soups.turn(s, 0, 1);
    }

    /**
     * Seat 0's amoeba 1 acts on {@link #HOME}, where seat 1's amoeba 1 (with Holding) stands too; the current
     * drifts west.
     */
    public static SoupState besideAHolder() {
        SoupState s = base();
        Soups.put(s, 1, 1, HOME);
        Soups.genes(s, 1, "Holding");
        Soups.drift(s, Direction.WEST);
        return Soups.turn(s, 0, 1);
    }

    /**
     * Seat 1's amoeba 1 (Struggle for Survival, Holding) stayed put on {@link #HOME}, which holds no food, and
     * attacked seat 0's amoeba 1 there; seat 0 (owning these genes) answers. The next dice show these faces.
     */
    public static SoupState attacked(String[] genes, int... faces) {
        SoupState t = Soups.play(hungryAttacker(genes), new SoupDecision.Attack(0, 1));
        Soups.rolls(t, faces);
        return t;
    }

    /**
     * Seat 1's amoeba 1 (Struggle for Survival, Holding) stayed put on {@link #HOME}, which holds no food, beside
     * seat 0's amoeba 1 (owning these genes): it starves or attacks.
     */
    public static SoupState hungryAttacker(String... victimGenes) {
        SoupState s = base();
        Soups.put(s, 1, 1, HOME);
        Soups.genes(s, 1, "Struggle for Survival", "Holding");
        Soups.genes(s, 0, victimGenes);
        Soups.food(s, HOME, 0, 0, 0, 0);
        return Soups.play(Soups.turn(s, 1, 1), new SoupDecision.StayPut());
    }

    /** The index of a space by its printed label. */
    public static int space(int label) {
        return Soups.sp(label);
    }

    /** Round 2 before phase 1: seat 0's amoeba 1 on {@link #HOME}, the only amoeba on the board. */
    private static SoupState base() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, HOME);
        return s;
    }
}
