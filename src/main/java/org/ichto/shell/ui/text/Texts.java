package org.ichto.shell.ui.text;

import org.ichto.shell.game.Seat;

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

/**
 * Every text the player sees, in one language: the shell's own ({@value #SHELL_BUNDLE}, menus,
 * dialogs, the log, replays, errors) and those of the game being played (its own bundle of the words
 * of its game). English is the base file, Dutch the {@code _nl} twin; each value is a
 * {@link MessageFormat} pattern, run through MessageFormat by {@link #get} and {@link #format} alike.
 * A missing key throws {@link MissingResourceException}: there is no quiet fallback from Dutch to
 * English (tests keep both files' keys identical). Immutable and safe to share between threads.
 */
public class Texts {
    /** The languages the program speaks. */
    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale DUTCH = Locale.forLanguageTag("nl");
    /** The shell's bundle, as a class path resource without its ending. */
    public static final String SHELL_BUNDLE = "/org/ichto/shell/ui/text/shell";

    private static final List<Locale> SUPPORTED = List.of(ENGLISH, DUTCH);

    private final Locale locale;
    private final Map<String, String> values;
    /**
     * Each text's pattern made into a MessageFormat once, at its first use: made anew for every text shown, the parsing
     * took a good part of a side panel's update.
     */
    private final Map<String, MessageFormat> formats = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The texts of these bundles (class path resources without ".properties") in the language a locale
     * maps to; no key may be in two of them.
     */
    protected Texts(Locale locale, List<String> bundles) {
        this.locale = resolve(locale);
        Map<String, String> all = new TreeMap<>();
        for (String bundle : bundles) {
            for (Map.Entry<String, String> e : readBundle(bundle + suffix(this.locale) + ".properties").entrySet()) {
                if (all.put(e.getKey(), e.getValue()) != null) {
                    throw new IllegalStateException("the text key " + e.getKey() + " is in two bundles");
                }
            }
        }
        this.values = Collections.unmodifiableMap(all);
    }

    /** The shell's texts alone (for windows that show no game). */
    public static Texts shell(Locale locale) {
        return new Texts(locale, List.of(SHELL_BUNDLE));
    }

    /** English and Dutch, in this order. */
    public static List<Locale> supported() {
        return SUPPORTED;
    }

    /** The supported locale a locale maps to: Dutch for any Dutch locale (nl, nl-BE, ...), else English. */
    public static Locale resolve(Locale locale) {
        return locale != null && DUTCH.getLanguage().equals(locale.getLanguage()) ? DUTCH : ENGLISH;
    }

    /** The ending of a bundle file in a language: "" for English, "_nl" for Dutch. */
    public static String suffix(Locale locale) {
        return resolve(locale).equals(ENGLISH) ? "" : "_" + resolve(locale).getLanguage();
    }

    /** The raw key/value pairs of one bundle file on the class path (for tests and tools). */
    public static Map<String, String> readBundle(String file) {
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
        MessageFormat f = formats.computeIfAbsent(key, k -> new MessageFormat(pattern(k), locale));
        // One MessageFormat formats for one thread at a time.
        synchronized (f) {
            return f.format(args == null ? new Object[0] : args);
        }
    }

    /** A colour id of the game's seats in words: "red", "rood". */
    public String colour(String colour) {
        return get("colour." + Objects.requireNonNull(colour, "colour"));
    }

    /** A personality's name by profile id ("balanced", "random", "expert", ...); the id itself if unknown. */
    public String personality(String profileId) {
        String key = "personality." + profileId + ".name";
        return has(key) ? get(key) : profileId;
    }

    /** The name at a seat, or "#N" when the seat list does not reach it. */
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
