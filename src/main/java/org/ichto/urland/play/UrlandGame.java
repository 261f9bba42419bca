package org.ichto.urland.play;

import org.ichto.core.Game;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;

/** Urland as the match runner sees it. */
public final class UrlandGame implements Game<GameState, SeatView, Decision> {
    public static final UrlandGame INSTANCE = new UrlandGame();

    private UrlandGame() {
    }

    @Override
    public boolean isOver(GameState state) {
        return state.isOver();
    }

    @Override
    public int actor(GameState state) {
        return state.actor();
    }

    @Override
    public SeatView view(GameState state, int seat) {
        return SeatView.of(state, seat);
    }

    @Override
    public String whyIllegal(GameState state, Decision decision) {
        return Rules.whyIllegal(state, decision);
    }

    @Override
    public GameState apply(GameState state, Decision decision) {
        return Rules.apply(state, decision);
    }

    /**
     * The most harmless legal decision: end one's actions, pass, bid nothing, or else the first
     * listed / a default open choice. Always legal for the seat to decide.
     */
    @Override
    public Decision safeDecision(SeatView view) {
        LegalDecisions legal = view.legal();
        for (Decision d : legal.listed()) {
            if (d instanceof Decision.EndActions || d instanceof Decision.PassPurchase
                    || (d instanceof Decision.Bid b && b.amount() == 0)) {
                return d;
            }
        }
        if (!legal.listed().isEmpty()) {
            return legal.listed().get(0);
        }
        return legal.open().get(0).sample(new org.ichto.core.SeededRandom(view.state().turn()));
    }
}
