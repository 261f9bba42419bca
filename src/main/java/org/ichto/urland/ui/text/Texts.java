package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Phase;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every text the player sees, in one language: English ({@code messages.properties}) or Dutch
 * ({@code messages_nl.properties}) in this package. Each value is a {@link MessageFormat} pattern;
 * {@link #get} and {@link #format} both run it through MessageFormat, so a value reads the same
 * whichever is used. A key that is missing throws {@link MissingResourceException}: there is no
 * quiet fallback from Dutch to English (a test keeps both files' keys identical). Immutable and
 * safe to share between threads.
 */
public final class Texts {
    /** The languages the game speaks. */
    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale DUTCH = Locale.forLanguageTag("nl");

    private static final List<Locale> SUPPORTED = List.of(ENGLISH, DUTCH);
    private static final String BASE = "messages";
    private static final Map<Locale, Texts> CACHE = new ConcurrentHashMap<>();

    private final Locale locale;
    private final Map<String, String> values;

    private Texts(Locale locale, Map<String, String> values) {
        this.locale = locale;
        this.values = values;
    }

    /** English and Dutch, in this order. */
    public static List<Locale> supported() {
        return SUPPORTED;
    }

    /** The texts for a locale: Dutch for any Dutch locale (nl, nl-BE, ...), English for everything else. */
    public static Texts of(Locale locale) {
        Locale chosen = resolve(locale);
        return CACHE.computeIfAbsent(chosen, Texts::load);
    }

    /** The supported locale a locale maps to. */
    public static Locale resolve(Locale locale) {
        return locale != null && DUTCH.getLanguage().equals(locale.getLanguage()) ? DUTCH : ENGLISH;
    }

    private static Texts load(Locale locale) {
        String file = BASE + (locale.equals(ENGLISH) ? "" : "_" + locale.getLanguage()) + ".properties";
        return new Texts(locale, Collections.unmodifiableMap(readBundle(file)));
    }

    /** The raw key/value pairs of one bundle file in this package (for tests and tools). */
    static Map<String, String> readBundle(String file) {
        Properties p = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new MissingResourceException("text bundle " + file + " is missing", Texts.class.getName(),
                        file);
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read text bundle " + file, e);
        }
        Map<String, String> m = new TreeMap<>();
        for (String k : p.stringPropertyNames()) {
            m.put(k, p.getProperty(k));
        }
        return m;
    }

    public Locale locale() {
        return locale;
    }

    /** All keys of this language, sorted. */
    public Set<String> keys() {
        return values.keySet();
    }

    public boolean has(String key) {
        return values.containsKey(key);
    }

    /** The pattern itself, unformatted (for tests and tools). */
    public String pattern(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new MissingResourceException("no text for key \"" + key + "\" in " + locale.getDisplayLanguage(
                    Locale.ENGLISH), Texts.class.getName(), key);
        }
        return v;
    }

    /** The text of a key without arguments. */
    public String get(String key) {
        return format(key);
    }

    /** The text of a key with its arguments filled in ({@link MessageFormat}, in this language). */
    public String format(String key, Object... args) {
        return new MessageFormat(pattern(key), locale).format(args == null ? new Object[0] : args);
    }

    // ---- the game's vocabulary ----

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

    /** A colour id of Urland's colours in words: "red", "rood". */
    public String colour(String colour) {
        return get("colour." + Objects.requireNonNull(colour, "colour"));
    }

    /** What the game waits for, as a heading: "Mutation: bidding". */
    public String phase(Phase phase) {
        return get("phase." + phase.name());
    }

    /** A kind of scoring, in lower case for use inside a sentence: "competition", "competitie". */
    public String scoringKind(ScoringKind kind) {
        return get("scoring.kind." + kind.name());
    }

    /** A personality's name by profile id ("balanced", "random", "expert", ...); the id itself if unknown. */
    public String personality(String profileId) {
        String key = "personality." + profileId + ".name";
        return has(key) ? get(key) : profileId;
    }

    /** The name at a seat, or "seat N" style fallback text when the seat list does not reach it. */
    public static String seatName(List<Seat> seats, int seat) {
        if (seats != null && seat >= 0 && seat < seats.size() && seats.get(seat) != null) {
            return seats.get(seat).name();
        }
        return "#" + (seat + 1);
    }

    /** Items joined as in running text: "A", "A and B", "A, B and C"; the "nobody" word for none. */
    public String list(List<String> items) {
        if (items.isEmpty()) {
            return get("list.none");
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        String head = String.join(get("list.separator"), items.subList(0, items.size() - 1));
        return format("list.and", head, items.get(items.size() - 1));
    }

    /** Items joined by commas only: "Anna 3, Bert 2". */
    public String commas(List<String> items) {
        return items.isEmpty() ? get("list.none") : String.join(get("list.separator"), items);
    }

    @Override
    public String toString() {
        return "Texts[" + locale.toLanguageTag() + ", " + values.size() + " keys]";
    }
}
