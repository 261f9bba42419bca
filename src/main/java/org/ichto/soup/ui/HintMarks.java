package org.ichto.soup.ui;

import org.ichto.soup.board.Direction;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;

import java.util.Set;

/** The spaces a suggested decision is about, to mark them on the board beside the hint's words. */
final class HintMarks {
    private HintMarks() {
    }

    static Set<Integer> spaces(SoupDecision d, SoupState s) {
        if (d instanceof SoupDecision.PlaceAmoeba p) {
            return Set.of(p.space());
        }
        if (d instanceof SoupDecision.Divide v) {
            return Set.of(v.space());
        }
        if (d instanceof SoupDecision.ChooseDirection c) {
            Direction dir = c.direction();
            return Set.of(dir == null ? s.stepFrom() : s.board().step(s.stepFrom(), dir));
        }
        if (d instanceof SoupDecision.Drift && s.amoeba() > 0) {
            int from = s.amoebaSpace(s.current(), s.amoeba());
            EnvironmentCard card = s.environment();
            return Set.of(card == null || !card.hasDrift() ? from : s.board().step(from, card.drift()));
        }
        if (d instanceof SoupDecision.Aggress a) {
            return Set.of(s.amoebaSpace(s.actor(), a.number()));
        }
        if (s.amoeba() > 0 && s.amoebaSpace(s.current(), s.amoeba()) >= 0) {
            return Set.of(s.amoebaSpace(s.current(), s.amoeba()));
        }
        return Set.of();
    }
}
