package org.ichto.shell.ai;

import org.ichto.shell.game.PlainText;

import java.text.Normalizer;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * What a personality of the player's own may be called: its file name (the id that specs and the file use) and
 * the name and description players are shown. Each check gives the problem, or nothing when the text may be used.
 */
public final class ProfileNames {
    /** The longest file name, without ".profile". */
    public static final int MAX_ID = 40;
    /** The longest description, as the parser keeps it. */
    public static final int MAX_DESCRIPTION = 200;

    /** Why a text cannot be used; each has its message in the shell's texts ({@code workshop.problem.*}). */
    public enum Problem {
        EMPTY, TOO_LONG, UNDERSCORE, CHARACTERS, BUILT_IN, SHIPPED, MARKUP
    }

    private ProfileNames() {
    }

    /**
     * A file name's problem: empty, too long, an underscore (the files use dashes), anything but lower-case
     * letters, digits and dashes (a path, markup, spaces), a built-in player's name, or a shipped personality's.
     */
    public static Optional<Problem> checkId(String id, Collection<String> shipped) {
        if (id == null || id.isEmpty()) {
            return Optional.of(Problem.EMPTY);
        }
        if (id.length() > MAX_ID) {
            return Optional.of(Problem.TOO_LONG);
        }
        if (id.indexOf('_') >= 0) {
            return Optional.of(Problem.UNDERSCORE);
        }
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            return Optional.of(Problem.CHARACTERS);
        }
        if (ProfileLibrary.BUILT_IN.contains(id)) {
            return Optional.of(Problem.BUILT_IN);
        }
        if (shipped.contains(id)) {
            return Optional.of(Problem.SHIPPED);
        }
        return Optional.empty();
    }

    /** A shown name's problem: empty, longer than a name may be, or markup, a path or a comment sign in it. */
    public static Optional<Problem> checkName(String name) {
        return checkText(name, PlainText.MAX_NAME, true);
    }

    /** A description's problem: as a name's, longer allowed; slashes are words here ("and/or"). */
    public static Optional<Problem> checkDescription(String description) {
        return checkText(description, MAX_DESCRIPTION, false);
    }

    private static Optional<Problem> checkText(String text, int max, boolean noSlash) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return Optional.of(Problem.EMPTY);
        }
        if (t.length() > max) {
            return Optional.of(Problem.TOO_LONG);
        }
        // '#' would start a comment in the file; '<' and '>' are markup; control characters break the line.
        boolean hostile = t.chars().anyMatch(c -> c == '#' || c == '<' || c == '>' || Character.isISOControl(c))
                || noSlash && (t.indexOf('/') >= 0 || t.indexOf('\\') >= 0);
        if (hostile || !t.replaceAll(" {2,}", " ").equals(PlainText.clean(t, max))) {
            return Optional.of(Problem.MARKUP);
        }
        return Optional.empty();
    }

    /** A file name made from a shown name: "Cautious Breeder 2" gives "cautious-breeder-2". */
    public static String suggestId(String name) {
        String plain = Normalizer.normalize(name == null ? "" : name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        String id = plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return id.length() > MAX_ID ? id.substring(0, MAX_ID).replaceAll("-+$", "") : id;
    }
}
