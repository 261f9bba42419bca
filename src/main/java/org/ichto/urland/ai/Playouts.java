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
        return candidates(world, proposal, rng, profile, Evaluator.worths(profile));
    }

    /** As {@link #candidates(GameState, Decision, SeededRandom, Personality)}, the gene worths given. */
    static List<Decision> candidates(GameState world, Decision proposal, SeededRandom rng, Personality profile,
                                     double[] worths) {
        return candidates(world, proposal, rng, profile, worths, null);
    }

    /**
     * As {@link #candidates(GameState, Decision, SeededRandom, Personality, double[])}, the actor's view of the
     * world given ({@code Visibility.scrub(world, world.actor())}), or null to have it made when needed.
     */
    static List<Decision> candidates(GameState world, Decision proposal, SeededRandom rng, Personality profile,
                                     double[] worths, GameState view) {
        List<Decision> all = candidates(world, proposal, rng);
        if (world.phase() != org.ichto.urland.rules.Phase.ACTIONS || all.size() <= WIDTH) {
            return all;
        }
        // An Ichto player's options depend only on public facts, so they can be ranked once: by the
        // actor's judgement one action ahead, with the chip odds of its view (not of this world's
        // hidden chips, since the ranking serves every world). Ending the turn and the proposal always stay.
        int actor = world.actor();
        GameState seen = view != null ? view : Visibility.scrub(world, actor);
        Evaluator judge = new Evaluator(profile, worths, actor, ChipOdds.of(seen, actor), rng);
        // Each action changes a region or two: the others are judged once, here.
        judge.remember(world);
        List<Decision> keep = new ArrayList<>(WIDTH);
        int n = all.size();
        double[] score = new double[n];
        int[] scored = new int[n];
        int count = 0;
        // Each action is planned on one reused state, judged, and forgotten.
        GameState planned = null;
        for (int i = 0; i < n; i++) {
            Decision d = all.get(i);
            if (d instanceof Decision.EndActions || d.equals(proposal)) {
                keep.add(d);
            } else {
                planned = Rules.planListed(world, d, planned);
                score[i] = judge.evaluate(planned);
                scored[count++] = i;
            }
        }
        // The best few, best first, equals in the listing's order: what a stable sort of all would begin with.
        int room = Math.max(0, WIDTH - keep.size());
        int[] best = new int[room];
        int found = 0;
        for (int k = 0; k < count && room > 0; k++) {
            int i = scored[k];
            int at = found;
            while (at > 0 && Double.compare(score[i], score[best[at - 1]]) > 0) {
                at--;
            }
            if (at < room) {
                int moved = Math.min(found, room - 1) - at;
                System.arraycopy(best, at, best, at + 1, moved);
                best[at] = i;
                found = Math.min(found + 1, room);
            }
        }
        for (int k = 0; k < found; k++) {
            keep.add(all.get(best[k]));
        }
        return keep;
    }

    /** The ranked decisions still legal in this world (others' hidden chips differ between worlds). */
    static List<Decision> stillLegal(GameState world, List<Decision> ranked, SeededRandom rng) {
        List<Decision> out = null;
        for (int i = 0; i < ranked.size(); i++) {
            Decision d = ranked.get(i);
            boolean legal = Rules.whyIllegal(world, d) == null;
            if (!legal && out == null) {
                out = new ArrayList<>(ranked.subList(0, i));
            } else if (legal && out != null) {
                out.add(d);
            }
        }
        // Mostly all are: then the ranked list itself, the same list at every visit.
        if (out == null) {
            return ranked;
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
        return rolloutOn(start.copy(), profile, rng);
    }

    /**
     * As {@link #rollout}, playing on the given state itself (a world the search drew for one iteration and
     * drops afterwards): its decisions come from its own listing, so they need no check.
     */
    static double[] rolloutOn(GameState world, Personality profile, SeededRandom rng) {
        return rolloutOn(world, profile, Evaluator.worths(profile), rng);
    }

    /** As {@link #rolloutOn(GameState, Personality, SeededRandom)}, the gene worths given. */
    static double[] rolloutOn(GameState world, Personality profile, double[] worths, SeededRandom rng) {
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
        double[][] odds = ChipOdds.ofEach(world);
        // Every seat's judgement at once: the same values as each seat's Evaluator gives in turn.
        SEAT_VALUES.get().judge(world, profile, worths, odds, rng, scorings, value);
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

    /** Each search thread's judge of a rollout's last position for every seat. */
    private static final ThreadLocal<SeatValues> SEAT_VALUES = ThreadLocal.withInitial(SeatValues::new);

    /** Each search thread's listing of the candidates at a node (apart from the rollouts' own). */
    private static final ThreadLocal<ListedDecisions> CANDIDATES = ThreadLocal.withInitial(ListedDecisions::new);

    /** Each search thread's listing, refilled at every rollout decision. */
    private static final ThreadLocal<ListedDecisions> LISTED = ThreadLocal.withInitial(ListedDecisions::new);
}
