package org.ichto.soup.ui.board;

import java.util.List;
import java.util.Set;

/**
 * What the board marks beside the position: the places a click can use, the acting amoeba, what the
 * last decisions changed (with an arrow for every amoeba that moved), the last dice, a hint, and the
 * place under the mouse. Immutable.
 *
 * @param targets       spaces of the soup a click can use
 * @param ladderTargets ladder spaces a click can use (start spaces)
 * @param changed       spaces whose food or amoebas the last decisions changed
 * @param arrows        amoebas that moved, from where to where
 * @param acting        the amoeba whose turn it is (seat and number), or null
 * @param roll          the last dice rolled, or null
 * @param hint          spaces of a suggested decision
 * @param hintLadder    the ladder space of a suggested decision, or -1
 * @param hovered       the space under the mouse, or -1
 * @param hoveredLadder the ladder space under the mouse, or -1
 */
public record Marks(Set<Integer> targets, Set<Integer> ladderTargets, Set<Integer> changed, List<Arrow> arrows,
                    Amoeba acting, Roll roll, Set<Integer> hint, int hintLadder, int hovered, int hoveredLadder) {

    public static final Marks NONE = new Marks(Set.of(), Set.of(), Set.of(), List.of(), null, null, Set.of(), -1, -1,
            -1);

    public Marks {
        targets = Set.copyOf(targets);
        ladderTargets = Set.copyOf(ladderTargets);
        changed = Set.copyOf(changed);
        arrows = List.copyOf(arrows);
        hint = Set.copyOf(hint);
    }

    /** One seat's amoeba. */
    public record Amoeba(int seat, int number) {
    }

    /** An amoeba's way from one space to another. */
    public record Arrow(int seat, int from, int to) {
    }

    /** Dice rolled for a seat's amoeba (one face, two for Movement I and a fight). */
    public record Roll(int seat, int number, List<Integer> faces) {
        public Roll {
            faces = List.copyOf(faces);
        }
    }

    public Marks withTargets(Set<Integer> spaces, Set<Integer> ladder) {
        return new Marks(spaces, ladder, changed, arrows, acting, roll, hint, hintLadder, hovered, hoveredLadder);
    }

    public Marks withRecent(Set<Integer> spaces, List<Arrow> moves, Roll dice) {
        return new Marks(targets, ladderTargets, spaces, moves, acting, dice, hint, hintLadder, hovered, hoveredLadder);
    }

    public Marks withActing(Amoeba amoeba) {
        return new Marks(targets, ladderTargets, changed, arrows, amoeba, roll, hint, hintLadder, hovered,
                hoveredLadder);
    }

    public Marks withHint(Set<Integer> spaces, int ladder) {
        return new Marks(targets, ladderTargets, changed, arrows, acting, roll, spaces, ladder, hovered, hoveredLadder);
    }

    public Marks withHovered(int space, int ladder) {
        return new Marks(targets, ladderTargets, changed, arrows, acting, roll, hint, hintLadder, space, ladder);
    }
}
