package org.ichto.urland.play;

import org.ichto.core.Budget;
import org.ichto.core.Player;
import org.ichto.core.SeededRandom;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.view.SeatView;

/** Plays a uniformly random legal decision: the baseline every opponent must beat. */
public final class RandomPlayer implements Player<SeatView, Decision> {
    private final SeededRandom rng;

    public RandomPlayer(long seed) {
        this.rng = new SeededRandom(seed);
    }

    @Override
    public Decision decide(SeatView view, Budget budget) {
        return view.legal().sample(rng);
    }

    @Override
    public String label() {
        return "random";
    }
}
