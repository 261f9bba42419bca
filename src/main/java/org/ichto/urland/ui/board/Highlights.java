package org.ichto.urland.ui.board;

import java.util.Set;

/**
 * What the board marks: places a click can use now, the selected place, the place under the mouse,
 * and places the last decision changed.
 */
public record Highlights(Set<Integer> clickable, int selected, int hovered, Set<Integer> changed) {
    public static final Highlights NONE = new Highlights(Set.of(), -1, -1, Set.of());

    public Highlights {
        clickable = Set.copyOf(clickable);
        changed = Set.copyOf(changed);
    }

    public Highlights hovering(int place) {
        return new Highlights(clickable, selected, place, changed);
    }
}
