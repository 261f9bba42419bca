package org.ichto.soup.ui;

import org.ichto.soup.rules.SoupDecision;

import javax.swing.JButton;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;

/**
 * The buttons of the prompt and the gene pool that take a decision, and the one a hint (or the tutorial)
 * suggests outlined in the hint's colour, as its spaces are marked on the board.
 */
final class SuggestedButtons {
    /** The client property of a button naming the decision it takes. */
    private static final String DECISION = "soup.decision";
    private static final String MARKED = "soup.suggested";

    private SuggestedButtons() {
    }

    /** Names the decision the button takes. */
    static JButton tag(JButton button, SoupDecision decision) {
        button.putClientProperty(DECISION, decision);
        return button;
    }

    /** Outlines the buttons inside {@code in} that take the suggested decision (none when null), clears the rest. */
    static void mark(Container in, SoupDecision suggested, Color colour) {
        String hex = String.format("#%06X", colour.getRGB() & 0xFFFFFF);
        for (JButton b : buttons(in)) {
            boolean marked = suggested != null && suggested.equals(b.getClientProperty(DECISION));
            // A border twice as wide in the hint's colour (FlatLaf's style of the one button).
            b.putClientProperty("FlatLaf.style", marked ? "borderWidth: 2; borderColor: " + hex
                    + "; hoverBorderColor: " + hex + "; focusedBorderColor: " + hex : null);
            b.putClientProperty(MARKED, marked ? Boolean.TRUE : null);
        }
    }

    /** The names of the buttons inside {@code in} outlined as suggested (tests read them). */
    static List<String> marked(Container in) {
        List<String> names = new ArrayList<>();
        for (JButton b : buttons(in)) {
            if (b.getClientProperty(MARKED) != null) {
                names.add(b.getName());
            }
        }
        return names;
    }

    private static List<JButton> buttons(Container in) {
        List<JButton> found = new ArrayList<>();
        for (Component c : in.getComponents()) {
            if (c instanceof JButton b) {
                found.add(b);
            } else if (c instanceof Container inner) {
                found.addAll(buttons(inner));
            }
        }
        return found;
    }
}
