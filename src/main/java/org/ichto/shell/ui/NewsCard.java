package org.ichto.shell.ui;

import java.util.List;

/**
 * One summary of "What happened", in words: a title, sentences, a small table (a row per seat it is
 * about) and closing sentences. A game turns its events into cards; the shell's {@link NewsPanel}
 * shows them.
 *
 * @param title  one line, e.g. "Area 5 scores"
 * @param lines  sentences above the table
 * @param header the table's column names (empty: no table)
 * @param rows   the table's rows
 * @param footer sentences below the table
 */
public record NewsCard(String title, List<String> lines, List<String> header, List<Row> rows, List<String> footer) {

    /** One row of a card's table: the seat it is about (for its colour and shape, -1 for none) and its cells. */
    public record Row(int seat, List<String> cells) {
    }

    /**
     * A card in the panel: the decision that began what it tells, a kind (the same kind and decision is
     * the same summary, perhaps further along) and the card.
     */
    public record Entry(int decision, String kind, NewsCard card) {
    }
}
