package org.ichto.urland.ui.board;

import java.util.Set;

/**
 * What the board marks besides the position itself. Places are as in {@link org.ichto.urland.board.Board}; a land
 * region is named by any of its areas (usually its representative) and is outlined as a whole.
 *
 * @param targets  places the player may choose now (legal targets)
 * @param selected the place chosen so far, or -1
 * @param hovered  the place under the mouse, or -1
 * @param changed  places the last decision changed (may be empty)
 * @param hint     places a hint suggests to use (may be empty)
 */
public record Highlights(Set<Integer> targets, int selected, int hovered, Set<Integer> changed, Set<Integer> hint) {
    public static final Highlights NONE = new Highlights(Set.of(), -1, -1, Set.of());

    public Highlights {
        targets = targets == null ? Set.of() : Set.copyOf(targets);
        changed = changed == null ? Set.of() : Set.copyOf(changed);
        hint = hint == null ? Set.of() : Set.copyOf(hint);
    }

    public Highlights(Set<Integer> targets, int selected, int hovered, Set<Integer> changed) {
        this(targets, selected, hovered, changed, Set.of());
    }

    public static Highlights targets(Set<Integer> targets) {
        return NONE.withTargets(targets);
    }

    public Highlights withTargets(Set<Integer> newTargets) {
        return new Highlights(newTargets, selected, hovered, changed, hint);
    }

    public Highlights withSelected(int place) {
        return new Highlights(targets, place, hovered, changed, hint);
    }

    public Highlights withHovered(int place) {
        return new Highlights(targets, selected, place, changed, hint);
    }

    public Highlights withChanged(Set<Integer> newChanged) {
        return new Highlights(targets, selected, hovered, newChanged, hint);
    }

    public Highlights withHint(Set<Integer> places) {
        return new Highlights(targets, selected, hovered, changed, places);
    }
}
