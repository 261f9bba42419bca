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

    private static boolean isBidiControl(int cp) {
        return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E)
                || (cp >= 0x2066 && cp <= 0x2069);
    }
}
