package org.ichto.soup.ui.text;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a click cannot be used, in the player's language. The reason is the rules' own sentence (English, as
 * {@code whyIllegal} gives it); in Dutch the sentences a click on the board can meet are put in Dutch by
 * their shape, and any other is shown as the rules wrote it.
 */
public final class Refusals {
    /** A sentence shape of the rules and the key of its words; the groups are the key's arguments. */
    private record Shape(Pattern pattern, String key) {
    }

    private static final List<Shape> SHAPES = List.of(
            shape("space (\\d+) already holds an amoeba: during the setup.*", "refuse.r.occupied"),
            shape("space (\\d+) already holds an amoeba of seat \\d+", "refuse.r.ownThere"),
            shape("a new amoeba goes next to one of its colour.*space (\\d+) is not", "refuse.r.notBeside"),
            shape("a division costs (\\d+) BP and seat \\d+ has (\\d+)", "refuse.r.divisionCost"),
            shape("ladder space (\\d+) already holds the marker of seat \\d+.*", "refuse.r.markerThere"),
            shape("ladder space (\\d+) is not a start space: with \\d+ players the start spaces are (.*)",
                    "refuse.r.notStart"),
            shape("amoeba (\\d+) is already on the board \\(space (\\d+)\\)", "refuse.r.onBoard"),
            shape("not now: .*", "refuse.r.notNow"));

    private final SoupTexts texts;

    private Refusals(SoupTexts texts) {
        this.texts = texts;
    }

    public static Refusals of(SoupTexts texts) {
        return new Refusals(texts);
    }

    private static Shape shape(String regex, String key) {
        return new Shape(Pattern.compile(regex), key);
    }

    /** The sentence the status line shows for a reason of the rules. */
    public String sentence(String why) {
        if (!texts.locale().getLanguage().equals(Locale.ENGLISH.getLanguage())) {
            for (Shape s : SHAPES) {
                Matcher m = s.pattern().matcher(why);
                if (m.matches()) {
                    Object[] args = new Object[m.groupCount()];
                    for (int i = 0; i < args.length; i++) {
                        args[i] = m.group(i + 1);
                    }
                    return texts.format(s.key(), args);
                }
            }
        }
        return texts.format("refuse.rules", why);
    }
}
