package org.ichto.urland.ui.interact;

import org.ichto.urland.rules.Decision;

import java.util.List;

/** What a click on the board leads to. */
public sealed interface ClickResult {

    /** A complete decision, ready to be played. */
    record Complete(Decision decision) implements ClickResult {
    }

    /** Several decisions fit: the player picks one (a small menu, or a spinner when only the count differs). */
    record Choose(List<Decision> options) implements ClickResult {
    }

    /** The place is selected; the next click picks a target among the highlighted places. */
    record Selected(int place) implements ClickResult {
    }

    /** A running count (Retreat, a price, an Ears flight) changed; confirm when it is complete. */
    record Counting(int total) implements ClickResult {
    }

    /** Nothing legal starts or ends here; the key names the reason for the player. */
    record Refused(String reasonKey) implements ClickResult {
    }
}
