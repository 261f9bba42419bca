package org.ichto.shell.ai;

import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.game.ProfileSchema.Setting;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a profile: lines of {@code key = value}, {@code #} starts a comment, blank lines are
 * ignored. Every key must be a setting of the game's schema and every value in its range; settings
 * left out take the schema's default (the balanced player's value). A problem is reported with its
 * file and line.
 */
public final class ProfileParser {

    private ProfileParser() {
    }

    /**
     * @param schema the settings of the game
     * @param id     the profile's id (its file name without ".profile"), used in specs like "id:hard"
     * @param file   how to name the file in messages
     */
    public static Profile parse(ProfileSchema schema, String id, String file, String text) throws ProfileException {
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
                throw new ProfileException(where + "expected 'setting = value', found '" + quoted(line) + "'");
            }
            String key = line.substring(0, eq).trim();
            String value = line.substring(eq + 1).trim();
            if (value.isEmpty()) {
                throw new ProfileException(where + "'" + quoted(key) + "' has no value");
            }
            if (key.equals("name")) {
                name = org.ichto.shell.game.PlainText.name(value);
                continue;
            }
            if (key.equals("description")) {
                description = org.ichto.shell.game.PlainText.clean(value, 200);
                continue;
            }
            Setting setting = schema.get(key);
            if (setting == null) {
                String near = key.length() > 100 ? null : nearest(schema, key);
                throw new ProfileException(where + "'" + quoted(key) + "' is not a profile setting"
                        + (near == null ? "" : " (did you mean '" + near + "'?)"));
            }
            if (values.containsKey(key)) {
                throw new ProfileException(where + "'" + key + "' is set twice");
            }
            double v;
            try {
                v = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new ProfileException(where + "'" + key + "' must be a number, not '" + quoted(value) + "'");
            }
            if (Double.isNaN(v) || v < setting.min() || v > setting.max()) {
                throw new ProfileException(where + "'" + key + "' must lie between " + format(setting.min())
                        + " and " + format(setting.max()) + ", not " + quoted(value));
            }
            if (setting.whole() && v != Math.rint(v)) {
                throw new ProfileException(where + "'" + key + "' must be a whole number, not " + quoted(value));
            }
            values.put(key, v);
        }
        if (name == null) {
            throw new ProfileException(file + ": the profile has no 'name = ...' line");
        }
        if (description == null) {
            throw new ProfileException(file + ": the profile has no 'description = ...' line");
        }
        Map<String, Double> all = schema.defaults();
        all.putAll(values);
        return new Profile(id, name, description, all, Difficulty.NORMAL);
    }

    /** Text from the file as a message may quote it: plain, and short even when the file is hostile. */
    private static String quoted(String text) {
        return org.ichto.shell.game.PlainText.clean(text, 60);
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private static String format(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** The known setting closest to a misspelt one, if it is close. */
    private static String nearest(ProfileSchema schema, String key) {
        String best = null;
        int bestDistance = 4;
        for (String known : schema.settings().keySet()) {
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
