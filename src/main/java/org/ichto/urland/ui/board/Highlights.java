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
 * @param counting Ichtos a retreat, payment or flight being chosen will take or bring, before it is confirmed
 * @param gains    per seat, the track spaces its marker moved with the last decision (only seats that moved)
 */
public record Highlights(Set<Integer> targets, int selected, int hovered, Set<Integer> changed, Set<Integer> hint,
                         Counting counting, java.util.Map<Integer, Integer> gains) {

    /**
     * Ichtos of one seat counted place by place: shown as "−2" (taken from the place) or "+1" (brought).
     *
     * @param perPlace place → Ichtos counted there (only places with some)
     */
    public record Counting(int seat, java.util.Map<Integer, Integer> perPlace, boolean brought) {
        public static final Counting NONE = new Counting(-1, java.util.Map.of(), false);

        public Counting {
            perPlace = java.util.Map.copyOf(perPlace);
        }
    }
    public static final Highlights NONE = new Highlights(Set.of(), -1, -1, Set.of());

    public Highlights {
        targets = targets == null ? Set.of() : Set.copyOf(targets);
        changed = changed == null ? Set.of() : Set.copyOf(changed);
        hint = hint == null ? Set.of() : Set.copyOf(hint);
        counting = counting == null ? Counting.NONE : counting;
        gains = gains == null ? java.util.Map.of() : java.util.Map.copyOf(gains);
    }

    public Highlights(Set<Integer> targets, int selected, int hovered, Set<Integer> changed, Set<Integer> hint,
                      Counting counting) {
        this(targets, selected, hovered, changed, hint, counting, java.util.Map.of());
    }

    public Highlights(Set<Integer> targets, int selected, int hovered, Set<Integer> changed) {
        this(targets, selected, hovered, changed, Set.of(), Counting.NONE);
    }

    public Highlights(Set<Integer> targets, int selected, int hovered, Set<Integer> changed, Set<Integer> hint) {
        this(targets, selected, hovered, changed, hint, Counting.NONE);
    }

    public static Highlights targets(Set<Integer> targets) {
        return NONE.withTargets(targets);
    }

    public Highlights withTargets(Set<Integer> newTargets) {
        return new Highlights(newTargets, selected, hovered, changed, hint, counting, gains);
    }

    public Highlights withSelected(int place) {
        return new Highlights(targets, place, hovered, changed, hint, counting, gains);
    }

    public Highlights withHovered(int place) {
        return new Highlights(targets, selected, place, changed, hint, counting, gains);
    }

    public Highlights withChanged(Set<Integer> newChanged) {
        return new Highlights(targets, selected, hovered, newChanged, hint, counting, gains);
    }

    public Highlights withGains(java.util.Map<Integer, Integer> perSeat) {
        return new Highlights(targets, selected, hovered, changed, hint, counting, perSeat);
    }

    public Highlights withCounting(Counting c) {
        return new Highlights(targets, selected, hovered, changed, hint, c, gains);
    }

    public Highlights withHint(Set<Integer> places) {
        return new Highlights(targets, selected, hovered, changed, places, counting, gains);
    }
}
