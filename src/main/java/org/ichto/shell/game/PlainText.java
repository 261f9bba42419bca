package org.ichto.shell.game;

/**
 * Text that comes from files (names of seats and personalities) made safe to show anywhere: no control
 * characters (an ANSI escape could drive a terminal), no bidirectional overrides (they reverse the
 * lines they stand in), never read as HTML by a Swing label (a leading "<html>" would be), and of a
 * sensible length.
 */
public final class PlainText {
    /** The longest name shown, in characters; longer ones end in an ellipsis. */
    public static final int MAX_NAME = 40;

    private PlainText() {
    }

    /** A name as it may be shown: cleaned, one line, at most {@value #MAX_NAME} characters. */
    public static String name(String raw) {
        return clean(raw, MAX_NAME);
    }

    /** A line of text (a description) as it may be shown, at most {@code max} characters. */
    public static String clean(String raw, int max) {
        if (raw == null) {
            return null;
        }
        StringBuilder b = new StringBuilder(Math.min(raw.length(), max + 1));
        raw.codePoints().forEach(cp -> {
            if (Character.isWhitespace(cp)) {
                b.append(' ');
            } else if (!Character.isISOControl(cp) && !isBidiControl(cp)
                    && Character.getType(cp) != Character.FORMAT) {
                b.appendCodePoint(cp);
            }
        });
        String s = b.toString().strip().replaceAll(" {2,}", " ");
        if (s.regionMatches(true, 0, "<html", 0, 5)) {
            s = "\u2039" + s.substring(1); // Swing reads a leading "<html>" as markup: show the bracket as text
        }
        if (s.codePointCount(0, s.length()) > max) {
            s = s.substring(0, s.offsetByCodePoints(0, max - 1)).strip() + "\u2026";
        }
        return s;
    }

    /** The longest word of a message, in characters: a hostile name or key quoted in it is shortened to this. */
    public static final int MAX_WORD = 60;
    /** The longest message, in characters, besides the file it names. */
    public static final int MAX_MESSAGE = 400;

    /**
     * A message about a file as it may be shown (a dialog, a notice, a terminal): cleaned as {@link #clean}, each
     * word of more than {@value #MAX_WORD} characters shortened, at most {@code max} characters in all.
     */
    public static String message(String raw, int max) {
        if (raw == null) {
            return null;
        }
        java.util.regex.Matcher word = LONG_WORD.matcher(raw);
        StringBuilder b = new StringBuilder();
        while (word.find()) {
            word.appendReplacement(b, java.util.regex.Matcher.quoteReplacement(
                    word.group().substring(0, MAX_WORD - 1) + "\u2026"));
        }
        word.appendTail(b);
        // Cut before cleaning, so that cleaning never walks through megabytes of short hostile words.
        boolean cut = b.length() > 4L * max;
        String s = clean(cut ? b.substring(0, 4 * max) : b.toString(), max);
        return cut && !s.endsWith("\u2026") ? s + "\u2026" : s;
    }

    private static final java.util.regex.Pattern LONG_WORD =
            java.util.regex.Pattern.compile("\\S{" + (MAX_WORD + 1) + ",}");

    private static boolean isBidiControl(int cp) {
        return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E)
                || (cp >= 0x2066 && cp <= 0x2069);
    }
}
