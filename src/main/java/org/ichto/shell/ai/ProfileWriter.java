package org.ichto.shell.ai;

import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.game.ProfileSchema.Setting;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes a personality's settings back into the text of its file, so that the file stays the player's: every
 * comment (whole lines and those at the end of a line), blank line and the order of the settings are kept, a
 * value that did not change keeps its spelling, and only the lines whose value changed are rewritten. Settings
 * the file leaves out are appended at its end only when their value is no longer the default the file implies.
 */
public final class ProfileWriter {

    private ProfileWriter() {
    }

    /**
     * The file's text with these values.
     *
     * @param original    the file as read (it parsed); empty for a new file
     * @param name        the personality's shown name
     * @param description its line on how it plays
     * @param values      the settings of the schema by key; a key missing here keeps what the file says
     */
    public static String write(String original, ProfileSchema schema, String name, String description,
                               Map<String, Double> values) {
        String newline = original.contains("\r\n") ? "\r\n" : "\n";
        String[] lines = original.split("\r?\n", -1);
        Set<String> seen = new LinkedHashSet<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String key = keyOf(line);
            if (key != null) {
                seen.add(key);
                String wanted;
                if (key.equals("name") || key.equals("description")) {
                    String text = key.equals("name") ? name : description;
                    wanted = text.equals(valueOf(line)) ? null : text;
                } else {
                    wanted = values.containsKey(key) && schema.get(key) != null
                            ? changed(line, schema.get(key), values.get(key)) : null;
                }
                if (wanted != null) {
                    line = replaceValue(line, wanted);
                }
            }
            out.append(line);
            if (i < lines.length - 1) {
                out.append(newline);
            }
        }
        Map<String, String> added = new LinkedHashMap<>();
        if (!seen.contains("name")) {
            added.put("name", name);
        }
        if (!seen.contains("description")) {
            added.put("description", description);
        }
        for (Setting s : schema.settings().values()) {
            Double v = values.get(s.key());
            if (!seen.contains(s.key()) && v != null && v != s.fallback()) {
                added.put(s.key(), format(v, s));
            }
        }
        if (!added.isEmpty()) {
            if (out.length() > 0 && !endsWithNewline(out)) {
                out.append(newline);
            }
            added.forEach((k, v) -> out.append(k).append(" = ").append(v).append(newline));
        }
        return out.toString();
    }

    /** The new spelling of a setting's value, or null when the line already says that value. */
    private static String changed(String line, Setting setting, double value) {
        String old = valueOf(line);
        try {
            if (old != null && Double.parseDouble(old) == value) {
                return null;
            }
        } catch (NumberFormatException e) {
            // An unreadable value is replaced.
        }
        return format(value, setting);
    }

    /** A value as a file writes it: a whole number without decimals, else the shortest decimal. */
    public static String format(double value, Setting setting) {
        if (setting.whole() || value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString(Math.round(value));
        }
        String text = java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
        return text.toLowerCase(Locale.ROOT);
    }

    /** The key of a {@code key = value} line, or null for a comment, a blank line or anything else. */
    static String keyOf(String line) {
        String content = stripComment(line);
        int eq = content.indexOf('=');
        if (eq < 0) {
            return null;
        }
        String key = content.substring(0, eq).trim();
        return key.isEmpty() ? null : key;
    }

    private static String valueOf(String line) {
        String content = stripComment(line);
        return content.substring(content.indexOf('=') + 1).trim();
    }

    /**
     * The line with its value replaced; what stands before the value and the comment after it stay, the comment
     * at its column where the new value leaves room.
     */
    private static String replaceValue(String line, String value) {
        int hash = line.indexOf('#');
        String content = hash < 0 ? line : line.substring(0, hash);
        String comment = hash < 0 ? "" : line.substring(hash);
        int eq = content.indexOf('=');
        int start = eq + 1;
        while (start < content.length() && (content.charAt(start) == ' ' || content.charAt(start) == '\t')) {
            start++;
        }
        String head = content.substring(0, start);
        if (comment.isEmpty()) {
            return head + value;
        }
        int gap = Math.max(1, content.length() - head.length() - value.length());
        return head + value + " ".repeat(gap) + comment;
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private static boolean endsWithNewline(StringBuilder b) {
        return b.charAt(b.length() - 1) == '\n';
    }
}
