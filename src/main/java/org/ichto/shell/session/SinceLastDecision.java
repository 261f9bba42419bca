package org.ichto.shell.session;

import org.ichto.shell.record.SeatDecision;

import java.util.ArrayList;
import java.util.List;

/**
 * What the other seats did while a player waited: the decisions after that player's own last one, in
 * order (at the start of a game, before the player has decided, every decision so far). An undo takes
 * decisions out of the game, so they leave this list too.
 */
public final class SinceLastDecision {
    private SinceLastDecision() {
    }

    /**
     * The indices of the decisions other seats took after {@code viewer}'s last one; none for no viewer
     * ({@code viewer} -1).
     */
    public static <D> List<Integer> of(List<SeatDecision<D>> decisions, int viewer) {
        if (viewer < 0) {
            return List.of();
        }
        int last = -1;
        for (int i = decisions.size() - 1; i >= 0 && last < 0; i--) {
            if (decisions.get(i).seat() == viewer) {
                last = i;
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int i = last + 1; i < decisions.size(); i++) {
            out.add(i);
        }
        return List.copyOf(out);
    }
}
