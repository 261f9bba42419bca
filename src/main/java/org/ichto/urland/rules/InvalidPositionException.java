package org.ichto.urland.rules;

import java.util.List;

/** A position that no game of Urland can reach, or that is incomplete; the message names every problem found. */
public class InvalidPositionException extends IllegalArgumentException {
    private static final int SHOWN = 6;

    private final transient List<String> problems;

    public InvalidPositionException(List<String> problems) {
        super(summary(problems));
        this.problems = List.copyOf(problems);
    }

    /** The problems one by one. */
    public List<String> problems() {
        return problems;
    }

    private static String summary(List<String> problems) {
        StringBuilder b = new StringBuilder("invalid position: ");
        for (int i = 0; i < problems.size() && i < SHOWN; i++) {
            b.append(i == 0 ? "" : "; ").append(problems.get(i));
        }
        if (problems.size() > SHOWN) {
            b.append("; and ").append(problems.size() - SHOWN).append(" more");
        }
        return b.toString();
    }
}
