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
 * An opponent with a personality: it tries each legal decision in a few worlds drawn from its view (the
 * face-down cards shuffled, the dice rolled afresh, so a decision that rolls dice is judged by its
 * average outcome), finishes in each world what it would decide next itself (the rest of an amoeba's
 * movement and its feeding, say) by its own first choice, and takes the decision whose outcome it
 * judges best. It does not plan for the other players' answers.
 */
public final class HeuristicPlayer implements Player<SoupView, SoupDecision> {
    /** Worlds each decision is tried in; more when there are few decisions, which are mostly those that roll dice. */
    static final int WORLDS = 3;
    static final int WORLDS_FEW = 8;
    /** Up to this many decisions a position is "few". */
    static final int FEW = 6;
    /** Its own next decisions finished in each world, at most this many... */
    static final int FOLLOW_DEPTH = 4;
    /** ...and only where it has at most this many choices (placements and divisions are judged one step ahead). */
    static final int FOLLOW_WIDTH = 24;

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
        int count = legal.size() <= FEW ? WORLDS_FEW : WORLDS;
        SoupState[] worlds = new SoupState[count];
        for (int k = 0; k < count; k++) {
            worlds[k] = view.determinize(rng);
        }
        int seat = view.seat();
        boolean follow = legal.size() <= FOLLOW_WIDTH;
        SoupDecision best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (SoupDecision d : legal) {
            double value = 0;
            for (SoupState world : worlds) {
                SoupState next = SoupRules.apply(world, d);
                value += evaluator.evaluate(follow ? followOwn(evaluator, next, seat) : next, seat);
            }
            value = value / count + profile.noise() * 2 * (rng.nextInt(1001) / 1000.0);
            // Ties go to the first listed: the lowest amoeba number and space, as a window offers them.
            if (value > bestValue) {
                bestValue = value;
                best = d;
            }
        }
        return best;
    }

    /** Plays on the seat's own next decisions by its one-step judgement, while they are few and its own. */
    static SoupState followOwn(Evaluator evaluator, SoupState s, int seat) {
        for (int depth = 0; depth < FOLLOW_DEPTH && !s.isOver() && s.actor() == seat; depth++) {
            List<SoupDecision> legal = SoupRules.legal(s);
            if (legal.size() > FOLLOW_WIDTH) {
                break;
            }
            SoupState bestNext = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (SoupDecision d : legal) {
                SoupState next = SoupRules.apply(s, d);
                double value = evaluator.evaluate(next, seat);
                if (value > bestValue) {
                    bestValue = value;
                    bestNext = next;
                }
            }
            s = bestNext;
        }
        return s;
    }
}
