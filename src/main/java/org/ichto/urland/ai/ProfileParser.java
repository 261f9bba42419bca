package org.ichto.urland.ai;

import org.ichto.urland.rules.Gene;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a profile: lines of {@code key = value}, {@code #} starts a comment, blank lines are
 * ignored. Every key must be a known setting and every value in its range; settings left out take
 * the default (the balanced player's value). A problem is reported with its file and line.
 */
public final class ProfileParser {

    /** A numeric setting: its range and default. */
    private record Setting(double min, double max, double fallback, boolean whole) {
    }

    private static final Map<String, Setting> SETTINGS = new LinkedHashMap<>();

    static {
        SETTINGS.put("weight.track", new Setting(0, 10, 1.0, false));
        SETTINGS.put("weight.land", new Setting(0, 10, 1.0, false));
        SETTINGS.put("weight.breeding", new Setting(0, 10, 0.5, false));
        SETTINGS.put("weight.reserve", new Setting(0, 10, 0.15, false));
        SETTINGS.put("weight.genes", new Setting(0, 10, 1.0, false));
        SETTINGS.put("weight.threat", new Setting(0, 10, 0.3, false));
        for (Gene g : Gene.values()) {
            SETTINGS.put(geneKey(g), new Setting(0, 20, defaultWorth(g), false));
        }
        SETTINGS.put("bid.aggressiveness", new Setting(0, 1, 0.5, false));
        SETTINGS.put("risk", new Setting(0, 1, 0.5, false));
        SETTINGS.put("aggression", new Setting(0, 1, 0.5, false));
        SETTINGS.put("extraTurn.thrift", new Setting(0, 1, 0.5, false));
        SETTINGS.put("noise", new Setting(0, 1, 0.0, false));
        SETTINGS.put("lookahead.beam", new Setting(1, 64, 6, true));
        SETTINGS.put("expert.millis", new Setting(50, 60_000, 1000, true));
    }

    private ProfileParser() {
    }

    static String geneKey(Gene g) {
        return "gene." + g.name();
    }

    /** What a gene is worth to a balanced player, in points of final score. */
    static double defaultWorth(Gene g) {
        return switch (g) {
            case WARM_BLOOD, LEGS, TURBO -> 4.0;
            case CARE_OF_YOUNG, MUSCLES, EGG -> 3.5;
            case WINGS, TEETH, ASSIMILATION -> 3.0;
            case EARS, STINKGLANDS -> 2.5;
        };
    }

    /** Every setting a profile may name, for documentation and suggestions. */
    public static Iterable<String> settings() {
        return SETTINGS.keySet();
    }

    /**
     * @param id   the profile's id (its file name without ".profile"), used in specs like "id:hard"
     * @param file how to name the file in messages
     */
    public static Profile parse(String id, String file, String text) throws ProfileException {
        Map<String, Double> values = new LinkedHashMap<>();
        String name = null;
        String description = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String where = file + ":" + (i + 1) + ": ";
            String line = stripComment(lines[i]).trim();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new ProfileException(where + "expected 'setting = value', found '" + line + "'");
            }
            String key = line.substring(0, eq).trim();
            String value = line.substring(eq + 1).trim();
            if (value.isEmpty()) {
                throw new ProfileException(where + "'" + key + "' has no value");
            }
            if (key.equals("name")) {
                name = value;
                continue;
            }
            if (key.equals("description")) {
                description = value;
                continue;
            }
            Setting setting = SETTINGS.get(key);
            if (setting == null) {
                String near = nearest(key);
                throw new ProfileException(where + "'" + key + "' is not a profile setting"
                        + (near == null ? "" : " (did you mean '" + near + "'?)"));
            }
            if (values.containsKey(key)) {
                throw new ProfileException(where + "'" + key + "' is set twice");
            }
            double v;
            try {
                v = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new ProfileException(where + "'" + key + "' must be a number, not '" + value + "'");
            }
            if (Double.isNaN(v) || v < setting.min() || v > setting.max()) {
                throw new ProfileException(where + "'" + key + "' must lie between " + format(setting.min())
                        + " and " + format(setting.max()) + ", not " + value);
            }
            if (setting.whole() && v != Math.rint(v)) {
                throw new ProfileException(where + "'" + key + "' must be a whole number, not " + value);
            }
            values.put(key, v);
        }
        if (name == null) {
            throw new ProfileException(file + ": the profile has no 'name = ...' line");
        }
        if (description == null) {
            throw new ProfileException(file + ": the profile has no 'description = ...' line");
        }
        Map<Gene, Double> worth = new EnumMap<>(Gene.class);
        for (Gene g : Gene.values()) {
            worth.put(g, get(values, geneKey(g)));
        }
        return new Profile(id, name, description, get(values, "weight.track"), get(values, "weight.land"),
                get(values, "weight.breeding"), get(values, "weight.reserve"), get(values, "weight.genes"),
                get(values, "weight.threat"), worth, get(values, "bid.aggressiveness"), get(values, "risk"),
                get(values, "aggression"), get(values, "extraTurn.thrift"), get(values, "noise"),
                (int) get(values, "lookahead.beam"), (long) get(values, "expert.millis"), Difficulty.NORMAL);
    }

    private static double get(Map<String, Double> values, String key) {
        Double v = values.get(key);
        return v != null ? v : SETTINGS.get(key).fallback();
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private static String format(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** The known setting closest to a misspelt one, if it is close. */
    private static String nearest(String key) {
        String best = null;
        int bestDistance = 4;
        for (String known : SETTINGS.keySet()) {
            int d = distance(key.toLowerCase(Locale.ROOT), known.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = known;
            }
        }
        return best;
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
