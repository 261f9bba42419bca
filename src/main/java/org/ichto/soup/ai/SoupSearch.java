package org.ichto.soup.ai;

import org.ichto.shell.game.SearchPolicy;
import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;

import java.util.ArrayList;
import java.util.List;

/**
 * What the Expert's tree search needs of Primordial Soup: the decisions it tries at a position (at the
 * root the few the heuristic judges best; below it the one each seat judges best one step ahead), and a
 * short play-on judged for every seat. The tree so becomes a comparison of a few good decisions over many
 * drawn worlds (dice and cards), each followed by the seats' likely answers: searching wider below the
 * root spent the budget on moves no player would make and judged a move worse than the heuristic did.
 */
final class SoupSearch implements SearchPolicy<SoupState, SoupDecision> {
    /** The most decisions a node below the root searches: the seat's best one step ahead. */
    static final int WIDTH = 1;
    /** Decisions a rollout plays before it judges the position. */
    static final int ROLLOUT_DECISIONS = 3;
    /** A rollout's decision is the best one step ahead among at most this many (a random sample of more). */
    static final int ROLLOUT_WIDTH = 12;
    /** How many ladder spaces of lead make a reward of about 0.73 (the logistic's scale). */
    private static final double REWARD_SCALE = 1.0;
    /** UCB's constant: the root's candidates are all good and their rewards close, so it mostly exploits. */
    private static final double EXPLORATION = 0.05;

    private final Evaluator evaluator;

    SoupSearch(SoupPersonality profile) {
        this.evaluator = new Evaluator(profile);
    }

    @Override
    public double exploration() {
        return EXPLORATION;
    }

    /** At the root, the search chooses among the decisions the heuristic judges best... */
    static final int ROOT_WIDTH = 3;

    @Override
    public List<SoupDecision> moves(SoupState world, SoupDecision proposal, SeededRandom rng,
                                    Slot<SoupDecision> slot) {
        List<SoupDecision> legal = SoupRules.legal(world);
        if (proposal != null && legal.size() > ROOT_WIDTH) {
            // ...judged as the heuristic judges them (its own next steps finished), in the first world the
            // root meets: the search then weighs a few good decisions rather than many poor ones.
            if (slot.ranked == null) {
                slot.ranked = rankedAtRoot(world, legal);
            }
            List<SoupDecision> still = new ArrayList<>();
            for (SoupDecision d : slot.ranked) {
                if (SoupRules.whyIllegal(world, d) == null) {
                    still.add(d);
                }
            }
            return withProposal(world, still, proposal);
        }
        if (legal.size() <= WIDTH) {
            return withProposal(world, legal, proposal);
        }
        // Ranked once per node; worlds reaching the node later (other dice on the way) may not allow all of them.
        if (slot.ranked == null) {
            slot.ranked = best(world, legal);
        }
        List<SoupDecision> still = new ArrayList<>();
        for (SoupDecision d : slot.ranked) {
            if (SoupRules.whyIllegal(world, d) == null) {
                still.add(d);
            }
        }
        return withProposal(world, still.isEmpty() ? best(world, legal) : still, proposal);
    }

    private List<SoupDecision> rankedAtRoot(SoupState world, List<SoupDecision> legal) {
        int actor = world.actor();
        boolean follow = legal.size() <= HeuristicPlayer.FOLLOW_WIDTH;
        List<double[]> scored = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            SoupState next = SoupRules.apply(world, legal.get(i));
            scored.add(new double[] {evaluator.evaluate(follow ? HeuristicPlayer.followOwn(evaluator, next, actor)
                    : next, actor), i});
        }
        scored.sort((x, y) -> Double.compare(y[0], x[0]));
        List<SoupDecision> out = new ArrayList<>();
        for (int k = 0; k < Math.min(ROOT_WIDTH, scored.size()); k++) {
            out.add(legal.get((int) scored.get(k)[1]));
        }
        return out;
    }

    /** The {@link #WIDTH} decisions the actor judges best one step ahead. */
    private List<SoupDecision> best(SoupState world, List<SoupDecision> legal) {
        int actor = world.actor();
        List<double[]> scored = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            scored.add(new double[] {evaluator.evaluate(SoupRules.apply(world, legal.get(i)), actor), i});
        }
        scored.sort((x, y) -> Double.compare(y[0], x[0]));
        List<SoupDecision> out = new ArrayList<>();
        for (int k = 0; k < Math.min(WIDTH, scored.size()); k++) {
            out.add(legal.get((int) scored.get(k)[1]));
        }
        return out;
    }

    /** The state after the actor's best decision one step ahead among the legal ones (a random sample of them if many). */
    private SoupState greedyStep(SoupState world, List<SoupDecision> legal, SeededRandom rng) {
        if (legal.size() == 1) {
            return SoupRules.apply(world, legal.get(0));
        }
        int actor = world.actor();
        SoupState best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        int tries = Math.min(ROLLOUT_WIDTH, legal.size());
        for (int i = 0; i < tries; i++) {
            SoupDecision d = legal.size() <= ROLLOUT_WIDTH ? legal.get(i) : legal.get(rng.nextInt(legal.size()));
            SoupState next = SoupRules.apply(world, d);
            double value = evaluator.evaluate(next, actor);
            if (value > bestValue) {
                bestValue = value;
                best = next;
            }
        }
        return best;
    }

    private static List<SoupDecision> withProposal(SoupState world, List<SoupDecision> moves, SoupDecision proposal) {
        if (proposal == null || moves.contains(proposal) || SoupRules.whyIllegal(world, proposal) != null) {
            return moves;
        }
        List<SoupDecision> out = new ArrayList<>(moves);
        out.add(proposal);
        return out;
    }

    /**
     * Plays on a few decisions, each seat taking the best of a few of its decisions one step ahead (random
     * play in this game wastes BP, food and amoebas so badly that it says little of a position), then
     * rewards each seat in [0, 1]: the winner 1, else by its lead.
     */
    @Override
    public double[] rollout(SoupState world, SeededRandom rng) {
        for (int k = 0; k < ROLLOUT_DECISIONS && !world.isOver(); k++) {
            List<SoupDecision> legal = SoupRules.legal(world);
            if (legal.isEmpty()) {
                break;
            }
            world = greedyStep(world, legal, rng);
        }
        int n = world.players();
        double[] reward = new double[n];
        if (world.isOver()) {
            reward[org.ichto.soup.rules.SoupStates.furthestMarker(world)] = 1.0;
            return reward;
        }
        double[] worth = new double[n];
        for (int s = 0; s < n; s++) {
            worth[s] = evaluator.worth(world, s);
        }
        for (int s = 0; s < n; s++) {
            double best = Double.NEGATIVE_INFINITY;
            for (int o = 0; o < n; o++) {
                if (o != s) {
                    best = Math.max(best, worth[o]);
                }
            }
            reward[s] = 1.0 / (1.0 + Math.exp(-(worth[s] - best) / REWARD_SCALE));
        }
        return reward;
    }
}
