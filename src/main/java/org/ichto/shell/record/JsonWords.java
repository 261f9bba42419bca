package org.ichto.shell.record;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSON reader's complaints in plain words. Its own messages name its features, limits and token types
 * ("enable JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS", "StreamReadConstraints.getMaxNestingDepth()"), which
 * mean nothing to a player; each known message is said again here, and an unknown one is never shown as it
 * is: it becomes "this is not valid JSON".
 */
final class JsonWords {
    /** What an unknown complaint becomes. */
    static final String UNKNOWN = "this is not valid JSON";

    private record Rule(Pattern pattern, Function<Matcher, String> words) {
    }

    private static Rule rule(String regex, Function<Matcher, String> words) {
        return new Rule(Pattern.compile(regex), words);
    }

    /** A character as the reader names it: {@code ('x' (code 120))} or {@code ((CTRL-CHAR, code 1))}. */
    private static final String CHAR = "\\((?:'.*?' \\(code (\\d+)\\)|\\(CTRL-CHAR, code (\\d+)\\))\\)";

    private static final List<Rule> RULES = List.of(
            rule("^Unexpected end-of-input", m -> "unexpected end of the text (it is cut short)"),
            rule("^Trailing token|Expected space separating root-level values",
                    m -> "more text after the end of the record"),
            rule("^Non-standard token '(.*?)'", m -> quote(m.group(1)) + " is not a number JSON allows"),
            rule("does not allow numbers to have plus signs", m -> "a number may not start with a plus sign"),
            rule("Leading zeroes not allowed", m -> "a number may not start with a zero"),
            rule("Decimal point not followed by a digit", m -> "a number's decimal point must be followed by a digit"),
            rule("Exponent indicator not followed by a digit", m -> "a number's exponent must have digits"),
            rule("to follow minus sign", m -> "a minus sign must be followed by a digit"),
            rule("^Unexpected character " + CHAR + ": maybe a \\(non-standard\\) comment",
                    m -> "comments are not allowed in JSON"),
            rule("^Unexpected character " + CHAR + ": was expecting double-quote to start field name",
                    m -> "expected a field name in double quotes, found " + character(m)),
            rule("^Unexpected character " + CHAR + ": was expecting comma to separate Object entries",
                    m -> "expected a comma between two fields, found " + character(m)),
            rule("^Unexpected character " + CHAR + ": was expecting comma to separate Array entries",
                    m -> "expected a comma between two entries of a list, found " + character(m)),
            rule("^Unexpected character " + CHAR + ": was expecting a colon",
                    m -> "expected a colon after the field name, found " + character(m)),
            rule("^Unexpected character " + CHAR + ": expected a valid value",
                    m -> "expected a value, found " + character(m)),
            rule("^Unexpected character " + CHAR + ": expected a hex-digit",
                    m -> "an escape \\u must be followed by four hexadecimal digits, found " + character(m)),
            rule("^Unexpected character " + CHAR + "", m -> "unexpected " + character(m)),
            rule("^Unexpected close marker '(.)': expected '(.)'",
                    m -> "unexpected " + m.group(1) + (m.group(2).equals("}") ? " inside an object"
                            : m.group(0).contains("root") ? " outside any list or object" : " inside a list")),
            rule("^Unrecognized token '(.*?)': was expecting", m -> quote(m.group(1))
                    + " is not a value (text must stand in double quotes)"),
            rule("^Unrecognized character escape '(.*)' \\(code (\\d+)\\)",
                    m -> "\\" + m.group(1) + " is not an escape JSON knows"),
            rule("^Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\)",
                    m -> "text in quotes holds a control character (" + codePoint(m.group(1))
                            + "), which must be written as an escape"),
            rule("^Illegal character \\(\\(CTRL-CHAR, code (\\d+)\\)\\)",
                    m -> "a control character (" + codePoint(m.group(1))
                            + ") where only spaces and line breaks may stand"),
            rule("^Duplicate field '(.*)'", m -> "the field " + quote(m.group(1)) + " is given twice"),
            rule("^Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)",
                    m -> "lists and objects are nested more than " + m.group(2) + " deep"),
            rule("^Number value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)",
                    m -> "a number has more than " + m.group(2) + " digits"),
            rule("^Name length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)",
                    m -> "a field name is longer than " + m.group(2) + " characters"),
            rule("^String value length \\((\\d+)\\) exceeds the maximum (allowed|length) \\((\\d+)",
                    m -> "a text is longer than " + m.group(3) + " characters, far more than any name"),
            rule("^Numeric value \\((.*)\\) out of range",
                    m -> "the number " + shorten(m.group(1)) + " is out of range"),
            rule("^Invalid numeric value", m -> "an invalid number"));

    private JsonWords() {
    }

    /** The reader's complaint in plain words; never the complaint itself. */
    static String plain(String message) {
        if (message == null) {
            return UNKNOWN;
        }
        for (Rule r : RULES) {
            Matcher m = r.pattern().matcher(message);
            if (m.find()) {
                return r.words().apply(m);
            }
        }
        return UNKNOWN;
    }

    /** A character the reader found, as it looks, or its number when it cannot be seen. */
    private static String character(Matcher m) {
        int code = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
        return Character.isISOControl(code) || Character.isWhitespace(code) || Character.isSpaceChar(code)
                ? codePoint(Integer.toString(code)) : quote(new String(Character.toChars(code)));
    }

    private static String codePoint(String decimal) {
        return String.format(Locale.ROOT, "U+%04X", Integer.parseInt(decimal));
    }

    private static String quote(String text) {
        return "\"" + shorten(text) + "\"";
    }

    private static String shorten(String text) {
        return text.length() > 40 ? text.substring(0, 39) + "\u2026" : text;
    }
}
