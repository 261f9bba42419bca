package org.ichto.soup.rules;

import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;

/**
 * The index of every gene whose rule the engine knows, looked up by name once per game, so the rules
 * never depend on the order of the board file.
 */
record GeneIds(int intelligence, int movement1, int spores, int speed, int defense, int escape, int substitution,
               int rayProtection, int streamlining, int tentacle, int holding, int lifeExpectancy, int frugality,
               int struggle, int parasitism, int divisionRate, int persistence, int movement2, int aggression,
               int armor) {

    /** The last board's ids: a game is set up thousands of times a second in simulations, always on the same board. */
    private static volatile Cached last;

    private record Cached(SoupBoard board, GeneIds ids) {
    }

    static GeneIds of(SoupBoard board) {
        Cached c = last;
        if (c == null || c.board() != board) {
            c = new Cached(board, lookUp(board));
            last = c;
        }
        return c.ids();
    }

    private static GeneIds lookUp(SoupBoard board) {
        return new GeneIds(id(board, "Intelligence"), id(board, "Movement I"), id(board, "Spores"),
                id(board, "Speed"), id(board, "Defense"), id(board, "Escape"), id(board, "Substitution"),
                id(board, "Ray Protection"), id(board, "Streamlining"), id(board, "Tentacle"), id(board, "Holding"),
                id(board, "Life Expectancy"), id(board, "Frugality"), id(board, "Struggle for Survival"),
                id(board, "Parasitism"), id(board, "Division Rate"), id(board, "Persistence"),
                id(board, "Movement II"), id(board, "Aggression"), id(board, "Armor"));
    }

    private static int id(SoupBoard board, String name) {
        Gene g = board.gene(name);
        if (g == null) {
            throw new IllegalArgumentException("the board file lacks the gene " + name);
        }
        return g.index();
    }
}
