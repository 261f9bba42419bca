package org.ichto.soup.board;

import java.util.List;
import java.util.Map;

/**
 * One gene of the genome table. An advanced gene costs its price plus giving up one of the genes in
 * {@code givesUpOneOf} (empty for a basic gene). {@code cards} gives the number of cards with 3 and
 * with 4 players; {@code advance} how many gene cards it counts as on the advance table; {@code
 * defectPayment} what it pays when given up for a gene defect.
 */
public record Gene(int index, String name, String alias, int price, int mp, List<String> givesUpOneOf,
                   Map<Integer, Integer> cards, int advance, int defectPayment) {

    public Gene {
        givesUpOneOf = List.copyOf(givesUpOneOf);
        cards = Map.copyOf(cards);
    }

    public boolean advanced() {
        return !givesUpOneOf.isEmpty();
    }

    /** The number of cards of this gene in the game with that many players (0 for an unknown number). */
    public int cards(int players) {
        return cards.getOrDefault(players, 0);
    }

    /** True when the text is this gene's name or its other name. */
    public boolean isCalled(String text) {
        return name.equals(text) || (alias != null && alias.equals(text));
    }
}
