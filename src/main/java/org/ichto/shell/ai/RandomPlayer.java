package org.ichto.shell.ai;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;

/** Plays a uniformly random legal decision: the baseline every opponent must beat. */
public final class RandomPlayer<V, D> implements Player<V, D> {
    private final GameViews<?, V, D> views;
    private final SeededRandom rng;

    public RandomPlayer(GameViews<?, V, D> views, long seed) {
        this.views = views;
        this.rng = new SeededRandom(seed);
    }

    @Override
    public D decide(V view, Budget budget) {
        return views.legal(view).sample(rng);
    }

    @Override
    public String label() {
        return "random";
    }
}
