package org.ichto.soup.ai;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;

import java.util.List;

/**
 * A simple opponent with a personality: it tries each legal decision one step ahead and takes the one
 * whose position it judges best. It sees only its view; the step is taken in a few worlds drawn from
 * the view (the face-down cards shuffled, the dice rolled afresh), so a decision that rolls dice is
 * judged by its average outcome. It plans nothing further: no whole turns, no other players' answers.
 */
public final class HeuristicPlayer implements Player<SoupView, SoupDecision> {
    /** Worlds each decision is tried in. */
    static final int WORLDS = 3;

    private final SoupPersonality profile;
    private final Evaluator evaluator;
    private final SeededRandom rng;

    public HeuristicPlayer(SoupPersonality profile, long seed) {
        this.profile = profile;
        this.evaluator = new Evaluator(profile);
        this.rng = new SeededRandom(seed);
    }

    public SoupPersonality profile() {
        return profile;
    }

    @Override
    public String label() {
        return profile.spec();
    }

    @Override
    public SoupDecision decide(SoupView view, Budget budget) {
        List<SoupDecision> legal = view.legal();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        SoupState[] worlds = new SoupState[WORLDS];
        for (int k = 0; k < WORLDS; k++) {
            worlds[k] = view.determinize(rng);
        }
        SoupDecision best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (SoupDecision d : legal) {
            double value = 0;
            for (SoupState world : worlds) {
                value += evaluator.evaluate(SoupRules.apply(world, d), view.seat());
            }
            value = value / WORLDS + profile.noise() * 2 * (rng.nextInt(1001) / 1000.0);
            // Ties go to the first listed: the lowest amoeba number and space, as a window offers them.
            if (value > bestValue) {
                bestValue = value;
                best = d;
            }
        }
        return best;
    }
}
