package org.ichto.urland.ui.text;

import org.ichto.shell.ui.text.Texts;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Phase;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every text of Urland's window in one language: the shell's (menus, dialogs) and Urland's own words
 * ({@code messages.properties}, Dutch {@code messages_nl.properties} in this package), with helpers
 * for the game's vocabulary: genes, places, phases, scoring kinds.
 */
public final class UrlandTexts extends Texts {
    /** Urland's own bundle, as a class path resource without its ending. */
    public static final String BUNDLE = "/org/ichto/urland/ui/text/messages";

    private static final Map<Locale, UrlandTexts> CACHE = new ConcurrentHashMap<>();

    private UrlandTexts(Locale locale) {
        super(locale, List.of(SHELL_BUNDLE, BUNDLE));
    }

    /** The texts for a locale: Dutch for any Dutch locale (nl, nl-BE, ...), English for everything else. */
    public static UrlandTexts of(Locale locale) {
        return CACHE.computeIfAbsent(resolve(locale), UrlandTexts::new);
    }

    /** The raw key/value pairs of one of Urland's bundle files ("messages.properties"), for tests and tools. */
    static Map<String, String> urlandBundle(String file) {
        return Texts.readBundle("/org/ichto/urland/ui/text/" + file);
    }

    /** A gene's name: "Care of Young", "Jongenverzorging". */
    public String gene(Gene gene) {
        return get("gene.name." + gene.name());
    }

    /** A gene's full card text. */
    public String geneText(Gene gene) {
        return get("gene.text." + gene.name());
    }

    /** A gene in one line, for tooltips. */
    public String geneShort(Gene gene) {
        return get("gene.short." + gene.name());
    }

    /** The short name of an ocean, by ocean index 0..4: "North", "Inner Sea"; "Noord", "Binnenzee". */
    public String ocean(int oceanIndex) {
        if (oceanIndex < 0 || oceanIndex >= Board.OCEANS) {
            throw new IllegalArgumentException("no ocean " + oceanIndex);
        }
        return get("ocean." + oceanIndex);
    }

    /**
     * A place by place index, as a label: "area 7" / "gebied 7" for a land area (or the region
     * carrying its number), the ocean's short name for an ocean.
     */
    public String place(int place) {
        checkPlace(place);
        return Board.isOcean(place) ? ocean(Board.oceanOf(place)) : format("place.area", Board.placeName(place));
    }

    /**
     * A place by place index, as it stands inside a sentence: "area 7", "the North Ocean",
     * "the Inner Sea"; "gebied 7", "de Noordoceaan", "de Binnenzee".
     */
    public String placeInSentence(int place) {
        checkPlace(place);
        return Board.isOcean(place) ? get("place.ocean." + Board.oceanOf(place))
                : format("place.area", Board.placeName(place));
    }

    private static void checkPlace(int place) {
        if (place < 0 || place >= Board.PLACES) {
            throw new IllegalArgumentException("no place " + place);
        }
    }

    /** What the game waits for, as a heading: "Mutation: bidding". */
    public String phase(Phase phase) {
        return get("phase." + phase.name());
    }

    /** A kind of scoring, in lower case for use inside a sentence: "competition", "competitie". */
    public String scoringKind(ScoringKind kind) {
        return get("scoring.kind." + kind.name());
    }
}
