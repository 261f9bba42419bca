package org.ichto.soup.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every text of Primordial Soup's window in one language: the shell's (menus, dialogs) and the game's own
 * words ({@code messages.properties}, Dutch {@code messages_nl.properties} in this package), with helpers
 * for its vocabulary: genes, spaces, directions, phases, food.
 */
public final class SoupTexts extends Texts {
    /** The game's own bundle, as a class path resource without its ending. */
    public static final String BUNDLE = "/org/ichto/soup/ui/text/messages";

    private static final Map<Locale, SoupTexts> CACHE = new ConcurrentHashMap<>();

    private SoupTexts(Locale locale) {
        super(locale, List.of(SHELL_BUNDLE, BUNDLE));
    }

    /** The texts for a locale: Dutch for any Dutch locale, English for everything else. */
    public static SoupTexts of(Locale locale) {
        return CACHE.computeIfAbsent(resolve(locale), SoupTexts::new);
    }

    /** The window's texts as Primordial Soup's, whatever texts were handed over. */
    public static SoupTexts of(Texts texts) {
        return texts instanceof SoupTexts s ? s : of(texts.locale());
    }

    /** A gene's key in the bundles: its name in capitals, words joined by '_' ("MOVEMENT_I"). */
    public static String geneKey(Gene gene) {
        return gene.name().toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", "_");
    }

    /** A gene's name: "Struggle for Survival", "Strijd om het bestaan". */
    public String gene(Gene gene) {
        return get("gene.name." + geneKey(gene));
    }

    /** What a gene does, as on its card. */
    public String geneText(Gene gene) {
        return get("gene.text." + geneKey(gene));
    }

    /** A space of the soup by index, as a label: "space 04", "veld 04". */
    public String space(int space) {
        return format("place.space", SoupBoard.label(space));
    }

    /** A direction in lower case, for inside a sentence: "north", "noord". */
    public String direction(Direction d) {
        return get("direction." + d.name());
    }

    /** A phase of the game as a heading: "Phase 1: movement and feeding". */
    public String phase(Phase phase) {
        return get("phase." + phase.name());
    }

    /** The name of a seat's player. */
    public static String seatName(List<Seat> seats, int seat) {
        return Texts.seatName(seats, seat);
    }

    /** A seat's colour in words ("blue"), by the seat's own colour. */
    public String colourOf(List<Seat> seats, int seat) {
        if (seats == null || seat < 0 || seat >= seats.size()) {
            return "#" + (seat + 1);
        }
        return colour(seats.get(seat).colour());
    }

    /**
     * Cubes per colour in play (one count per seat) in words: "1 blue and 2 yellow"; the "none" word
     * when all are 0.
     */
    public String cubes(List<Integer> perColour, List<Seat> seats) {
        List<String> parts = new ArrayList<>();
        for (int c = 0; c < perColour.size(); c++) {
            if (perColour.get(c) > 0) {
                parts.add(format("food.count", perColour.get(c), colourOf(seats, c)));
            }
        }
        return parts.isEmpty() ? get("food.none") : list(parts);
    }
}
