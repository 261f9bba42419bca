package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.ListedDecisions;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.rules.Visibility;

import java.util.ArrayList;
import java.util.List;

/** What the Expert's search tries at a position, and how it plays on cheaply and judges the result. */
final class Playouts {
    /** How many of an Ichto player's actions a node searches. */
    private static final int WIDTH = 8;
    /** Decisions a rollout plays before the position is judged. */
    private static final int ROLLOUT_DECISIONS = 8;

    private Playouts() {
    }

    /**
     * The decisions searched at a position: the listed ones, water movements cut to a few sizes; an
     * open choice is represented by the heuristic's proposal at the root and by one random sample
     * below it.
     */
    static List<Decision> candidates(GameState world, Decision proposal, SeededRandom rng, Personality profile) {
        List<Decision> all = candidates(world, proposal, rng);
        if (world.phase() != org.ichto.urland.rules.Phase.ACTIONS || all.size() <= WIDTH) {
            return all;
        }
        // An Ichto player's options depend only on public facts, so they can be ranked once: by the
        // actor's judgement one action ahead, with the chip odds of its view (not of this world's
        // hidden chips, since the ranking serves every world). Ending the turn and the proposal always stay.
        int actor = world.actor();
        Evaluator judge = new Evaluator(profile, actor, ChipOdds.of(Visibility.scrub(world, actor), actor), rng);
        // Each action changes a region or two: the others are judged once, here.
        judge.remember(world);
        List<Decision> keep = new ArrayList<>();
        List<double[]> scored = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Decision d = all.get(i);
            if (d instanceof Decision.EndActions || d.equals(proposal)) {
                keep.add(d);
            } else {
                scored.add(new double[] {judge.evaluate(Rules.planListed(world, d)), i});
            }
        }
        scored.sort((x, y) -> Double.compare(y[0], x[0]));
        for (int k = 0; k < scored.size() && keep.size() < WIDTH; k++) {
            keep.add(all.get((int) scored.get(k)[1]));
        }
        return keep;
    }

    /** The ranked decisions still legal in this world (others' hidden chips differ between worlds). */
    static List<Decision> stillLegal(GameState world, List<Decision> ranked, SeededRandom rng) {
        List<Decision> out = new ArrayList<>(ranked.size());
        for (Decision d : ranked) {
            if (Rules.whyIllegal(world, d) == null) {
                out.add(d);
            }
        }
        return out.isEmpty() ? candidates(world, null, rng) : out;
    }

    static List<Decision> candidates(GameState world, Decision proposal, SeededRandom rng) {
        // Built from the counted listing: of the many water movements only the sizes searched are made.
        ListedDecisions listed = CANDIDATES.get().fill(world);
        int actor = world.actor();
        List<Decision> out = new ArrayList<>(Math.min(listed.size(), 64));
        listed.addTo(out, (from, count) -> {
            int all = world.ichtos(from, actor);
            return count == 1 || count == all || count == (all + 1) / 2;
        });
        if (proposal != null && !out.contains(proposal)) {
            out.add(proposal);
        } else if (out.isEmpty()) {
            out.add(Rules.legal(world).open().get(0).sample(rng));
        }
        return out;
    }

    /** Plays on with a cheap policy, then rewards each seat in [0, 1]. */
    static double[] rollout(GameState start, Personality profile, SeededRandom rng) {
        // One copy of its own to play on: its decisions come from its own listing, so they need no check.
        GameState world = start.copy();
        for (int k = 0; k < ROLLOUT_DECISIONS && !world.isOver(); k++) {
            Rules.playOn(world, cheapDecision(world, rng));
        }
        int n = world.players();
        double[] reward = new double[n];
        if (world.isOver()) {
            reward[world.leader()] = 1.0;
            return reward;
        }
        double[] value = new double[n];
        RegionScorings scorings = SCORINGS.get().about(world);
        for (int s = 0; s < n; s++) {
            value[s] = new Evaluator(profile, s, ChipOdds.of(world, s), rng).evaluate(world, scorings);
        }
        for (int s = 0; s < n; s++) {
            double best = Double.NEGATIVE_INFINITY;
            for (int o = 0; o < n; o++) {
                if (o != s) {
                    best = Math.max(best, value[o]);
                }
            }
            reward[s] = 1.0 / (1.0 + Math.exp(-(value[s] - best) / 3.0));
        }
        return reward;
    }

    /**
     * A quick, sensible-enough move: a random kind of action first, then a random one of that kind
     * (so the many water movements do not crowd out landing and breeding); modest bids; no retreats.
     */
    static Decision cheapDecision(GameState world, SeededRandom rng) {
        // Rollouts take one decision of a long listing at every step: it is counted, not built.
        ListedDecisions listed = LISTED.get().fill(world);
        if (listed.size() == 0) {
            return Rules.legal(world).open().get(0).sample(rng);
        }
        switch (world.phase()) {
            case BID -> {
                return listed.get(rng.nextInt(Math.min(listed.size(), 4)));
            }
            case ACTIONS -> {
                // The kinds (decision types) in the order first listed, then one of the drawn kind.
                int kind = rng.nextInt(listed.kinds());
                return listed.getOfKind(kind, rng.nextInt(listed.sizeOfKind(kind)));
            }
            default -> {
                return listed.get(rng.nextInt(listed.size()));
            }
        }
    }

    /** Each search thread's scorings of a rollout's last position. */
    private static final ThreadLocal<RegionScorings> SCORINGS = ThreadLocal.withInitial(RegionScorings::new);

    /** Each search thread's listing of the candidates at a node (apart from the rollouts' own). */
    private static final ThreadLocal<ListedDecisions> CANDIDATES = ThreadLocal.withInitial(ListedDecisions::new);

    /** Each search thread's listing, refilled at every rollout decision. */
    private static final ThreadLocal<ListedDecisions> LISTED = ThreadLocal.withInitial(ListedDecisions::new);
}
