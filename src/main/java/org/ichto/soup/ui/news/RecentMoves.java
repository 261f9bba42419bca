package org.ichto.soup.ui.news;

import org.ichto.shell.record.SeatDecision;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.Marks;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * What is recent for a player, to be marked on the board: the decisions from the player's own last one on
 * (with nobody at the screen to act, the last decision), the way every amoeba went in them, the last dice
 * rolled, and the spaces the last decision changed; and the amoeba whose turn it is.
 */
public final class RecentMoves {
    private RecentMoves() {
    }

    /**
     * The index of the first recent decision: the viewer's last one, or the very last decision when the
     * viewer has not decided yet; 0 for a game without decisions.
     */
    public static int anchor(List<SeatDecision<SoupDecision>> decisions, IntPredicate viewer) {
        for (int i = decisions.size() - 1; i >= 0; i--) {
            if (viewer.test(decisions.get(i).seat())) {
                return i;
            }
        }
        return Math.max(0, decisions.size() - 1);
    }

    /** The arrows of the amoebas that moved in the events from decision {@code anchor} on, oldest first. */
    public static List<Marks.Arrow> arrows(List<LoggedEvent<SoupEvent>> events, int anchor) {
        List<Marks.Arrow> out = new ArrayList<>();
        for (int i = firstFrom(events, anchor); i < events.size(); i++) {
            if (events.get(i).event() instanceof SoupEvent.AmoebaMoved m && m.from() != m.to()) {
                out.add(new Marks.Arrow(m.seat(), m.from(), m.to()));
            } else if (events.get(i).event() instanceof SoupEvent.RoundStarted) {
                out.clear(); // a new round: last round's ways are history
            }
        }
        return out;
    }

    /** The last dice rolled from decision {@code anchor} on (a fight's two dice are the attacker's and the defender's), or null. */
    public static Marks.Roll roll(List<LoggedEvent<SoupEvent>> events, int anchor) {
        int attacker = -1;
        int attackerNumber = 0;
        Marks.Roll last = null;
        for (int i = firstFrom(events, anchor); i < events.size(); i++) {
            SoupEvent e = events.get(i).event();
            if (e instanceof SoupEvent.DiceRolled r) {
                last = new Marks.Roll(r.seat(), r.number(), r.faces());
            } else if (e instanceof SoupEvent.Attacked a) {
                attacker = a.seat();
                attackerNumber = a.number();
            } else if (e instanceof SoupEvent.Fought f && attacker >= 0) {
                last = new Marks.Roll(attacker, attackerNumber, List.of(f.attackerRoll(), f.defenderRoll()));
            }
        }
        return last;
    }

    private static int firstFrom(List<LoggedEvent<SoupEvent>> events, int anchor) {
        int lo = 0;
        int hi = events.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (events.get(mid).decision() < anchor) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The spaces whose food or amoebas differ between two states of one game. */
    public static Set<Integer> changed(SoupState before, SoupState after) {
        Set<Integer> out = new LinkedHashSet<>();
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            for (int c = 0; c < after.players(); c++) {
                if (before.food(space, c) != after.food(space, c) || before.amoebasAt(space, c) != after.amoebasAt(space, c)) {
                    out.add(space);
                    break;
                }
            }
        }
        return out;
    }

    /** The amoeba whose turn it is: the one moving, attacking or feeding; null outside phase 1 and phase 5's attacks. */
    public static Marks.Amoeba acting(SoupState s) {
        if (s.isOver()) {
            return null;
        }
        if (s.moverSeat() >= 0) {
            return new Marks.Amoeba(s.moverSeat(), s.moverNumber());
        }
        if (s.attackerSeat() >= 0) {
            return new Marks.Amoeba(s.attackerSeat(), s.attackerNumber());
        }
        if (s.phase() == Phase.MOVEMENT_AND_FEEDING && s.amoeba() > 0) {
            return new Marks.Amoeba(s.current(), s.amoeba());
        }
        return null;
    }
}
