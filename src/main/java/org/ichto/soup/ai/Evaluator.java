package org.ichto.soup.ai;

import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;

/**
 * How good a position is for a seat, in rough ladder spaces, by a personality's weights: its marker
 * and the advance the next scoring would give it, its amoebas on the board and their damage, its genes
 * as the advance table counts them and as it likes them, its BP, and the food its amoebas could eat
 * where they stand. Only public facts are used, so a view's state is judged as well as a whole one.
 */
final class Evaluator {
    /** BP beyond this are worth nothing more: a player never needs more for one round's buying and dividing. */
    static final int BP_CAP = 20;
    /** Cubes of one colour beyond this on a space add nothing: an amoeba eats at most 2 of a colour (3 players). */
    private static final int FOOD_CAP = 2;

    private final SoupPersonality p;

    Evaluator(SoupPersonality p) {
        this.p = p;
    }

    /** The seat's worth less {@code rivals} times the best opponent's: what a decision tries to raise. */
    double evaluate(SoupState s, int seat) {
        double best = Double.NEGATIVE_INFINITY;
        for (int other = 0; other < s.players(); other++) {
            if (other != seat) {
                best = Math.max(best, worth(s, other));
            }
        }
        return worth(s, seat) - p.rivals() * best;
    }

    /**
     * One seat's worth by this personality's weights. An amoeba whose damage already reaches its limit
     * dies in phase 5, so it counts as gone; one a point from its limit dies of its next starvation.
     */
    double worth(SoupState s, int seat) {
        SoupBoard board = s.board();
        int deadly = s.deadlyDamage(seat);
        int amoebas = 0;
        for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
            if (s.onBoard(seat, n) && s.damage(seat, n) < deadly) {
                amoebas++;
            }
        }
        int cards = geneCards(s, seat);
        double value = p.ladder() * (s.score(seat) + board.amoebaAdvance(amoebas) + board.geneAdvance(cards))
                + p.amoebas() * amoebas + p.genes() * cards + p.bp() * Math.min(s.bp(seat), BP_CAP)
                - p.defects() * expectedDefect(s, seat);
        for (int g : s.genesOf(seat)) {
            value += p.taste(g);
        }
        for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
            int space = s.amoebaSpace(seat, n);
            if (space < 0 || s.damage(seat, n) >= deadly) {
                continue;
            }
            value -= p.damage() * s.damage(seat, n);
            // The food there is shared with every amoeba on the space.
            int edible = 0;
            for (int c = 0; c < s.players(); c++) {
                if (c != seat) {
                    edible += Math.min(s.food(space, c), FOOD_CAP);
                }
            }
            value += p.food() * edible / s.amoebasAt(space);
        }
        return value;
    }

    /**
     * The mutation points above the ozone of the next card, on average over the cards still face down
     * (which cards remain is public; their order is not).
     */
    static double expectedDefect(SoupState s, int seat) {
        int mp = s.mutationPoints(seat);
        java.util.List<Integer> left = s.deckTopFirst();
        if (left.isEmpty() || mp <= 6) {
            return 0;
        }
        double sum = 0;
        for (int card : left) {
            sum += Math.max(0, mp - s.board().environmentCards().get(card).ozone());
        }
        return sum / left.size();
    }

    /** Gene cards as the advance table counts them: an advanced gene 2, Ray Protection 0 (ruling 23). */
    static int geneCards(SoupState s, int seat) {
        int cards = 0;
        for (int g : s.genesOf(seat)) {
            cards += s.board().gene(g).advance();
        }
        return cards;
    }
}
