package org.ichto.shell.ui.workshop;

import org.ichto.shell.game.ProfileSchema.Setting;
import org.ichto.shell.ui.text.Texts;

import java.text.NumberFormat;

/**
 * A setting in the player's words: the plain sentence on what it changes, its range, how its value reads, and
 * the steps its slider moves in. The sentences are the game's ({@code setting.KEY} in its bundle); a family of
 * settings such as {@code gene.TEETH} shares one sentence ({@code setting.gene}) naming the member by the game's
 * own word for it ({@code gene.name.TEETH}).
 */
final class SettingWords {

    private SettingWords() {
    }

    /** What the setting changes, in a sentence; the key itself when the game has no words for it. */
    static String sentence(Texts texts, String key) {
        if (texts.has("setting." + key)) {
            return texts.get("setting." + key);
        }
        int dot = key.lastIndexOf('.');
        if (dot > 0) {
            String family = key.substring(0, dot);
            String member = family + ".name." + key.substring(dot + 1);
            if (texts.has("setting." + family) && texts.has(member)) {
                return texts.format("setting." + family, texts.get(member));
            }
        }
        return key;
    }

    /** "weight.track · from 0 to 10, balanced 1": the key as the file writes it, the range and the default. */
    static String range(Texts texts, Setting s) {
        return texts.format("workshop.range", s.key(), number(texts, s.min()), number(texts, s.max()),
                number(texts, s.fallback()));
    }

    /** A value as the player reads it, in the language's digits: "0.35", "0,35", "1000". */
    static String number(Texts texts, double value) {
        NumberFormat f = NumberFormat.getNumberInstance(texts.locale());
        f.setGroupingUsed(false);
        f.setMaximumFractionDigits(3);
        return f.format(value);
    }

    /** The step a slider moves in: whole numbers by 1 (thinking time by 50 ms), fractions by 0.05 or 0.1. */
    static double step(Setting s) {
        double span = s.max() - s.min();
        if (s.whole()) {
            return span > 1000 ? 50 : 1;
        }
        return span > 10 ? 0.1 : 0.05;
    }
}
