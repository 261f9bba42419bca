package org.ichto.urland.ai;

import org.ichto.core.Budget;
import org.ichto.core.Player;
import org.ichto.core.SeededRandom;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.view.SeatView;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The Expert: information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012). Each
 * iteration draws a world consistent with the seat's view, so the search never uses what the seat
 * cannot see. Two trees grow side by side, one per core, and their root counts are added; the most
 * visited decision is played. Rollouts are short and judged by the personality's evaluation.
 */
public final class ExpertPlayer implements Player<SeatView, Decision> {
    /** Searches stop this share of the budget early, leaving room to gather and answer. */
    private static final double TIME_SHARE = 0.85;
    private static final int THREADS = 2;
    private static final ExecutorService POOL = Executors.newFixedThreadPool(THREADS, r -> {
        Thread t = new Thread(r, "expert-search");
        t.setDaemon(true);
        return t;
    });

    private final Profile profile;
    private final SeededRandom rng;
    private final HeuristicPlayer heuristic;

    public ExpertPlayer(Profile profile, long seed) {
        this.profile = profile;
        this.rng = new SeededRandom(seed);
        this.heuristic = new HeuristicPlayer(profile.at(Difficulty.HARD), seed ^ 0x5DEECE66DL);
    }

    @Override
    public String label() {
        return "expert";
    }

    @Override
    public Decision decide(SeatView view, Budget budget) {
        LegalDecisions legal = view.legal();
        if (legal.open().isEmpty() && legal.listed().size() == 1) {
            return legal.listed().get(0);
        }
        // Open choices (a Retreat, a price, an Ears flight) are too many to search: the heuristic's
        // proposal stands in for them among the root's candidates.
        Decision proposal = heuristic.decide(view, budget);
        long millis = budget.millis() > 0 ? budget.millis() : profile.expertMillis();
        long iterations = budget.iterations();
        long deadline = System.nanoTime() + (long) (millis * TIME_SHARE * 1_000_000L);
        List<Future<Map<Decision, Integer>>> searches = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            long seed = rng.nextLong();
            long share = iterations == 0 ? 0 : Math.max(1, iterations / THREADS);
            searches.add(POOL.submit(() -> new Search(view, profile, proposal, seed).run(deadline, share)));
        }
        Map<Decision, Integer> visits = new HashMap<>();
        for (Future<Map<Decision, Integer>> f : searches) {
            try {
                long wait = Math.max(1, deadline - System.nanoTime()) + 100_000_000L;
                f.get(wait, TimeUnit.NANOSECONDS).forEach((d, v) -> visits.merge(d, v, Integer::sum));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (Exception e) {
                f.cancel(true);
            }
        }
        Decision best = proposal;
        int most = -1;
        for (Map.Entry<Decision, Integer> e : visits.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }

    /** One search tree, grown until the deadline (or its share of the iterations). */
    private static final class Search {
        private final SeatView view;
        private final Profile profile;
        private final Decision proposal;
        private final SeededRandom rng;
        private final Node root;

        Search(SeatView view, Profile profile, Decision proposal, long seed) {
            this.view = view;
            this.profile = profile;
            this.proposal = proposal;
            this.rng = new SeededRandom(seed);
            this.root = new Node(view.state().players());
        }

        Map<Decision, Integer> run(long deadline, long iterations) {
            long done = 0;
            do {
                iterate();
                done++;
            } while ((iterations == 0 || done < iterations) && System.nanoTime() < deadline
                    && !Thread.currentThread().isInterrupted());
            Map<Decision, Integer> counts = new HashMap<>();
            root.children.forEach((d, n) -> counts.put(d, n.visits));
            return counts;
        }

        private void iterate() {
            GameState world = view.determinize(rng);
            List<Node> path = new ArrayList<>();
            path.add(root);
            Node node = root;
            boolean atRoot = true;
            while (!world.isOver()) {
                int actor = world.actor();
                List<Decision> moves;
                if (world.phase() == org.ichto.urland.rules.Phase.ACTIONS) {
                    if (node.ranked == null) {
                        node.ranked = Playouts.candidates(world, atRoot ? proposal : null, rng, profile);
                    }
                    moves = Playouts.stillLegal(world, node.ranked, rng);
                } else {
                    moves = Playouts.candidates(world, atRoot ? proposal : null, rng);
                }
                Decision pick = node.select(moves, actor, rng);
                Node child = node.children.get(pick);
                boolean expanded = child == null;
                if (expanded) {
                    child = new Node(world.players());
                    node.children.put(pick, child);
                }
                child.actor = actor;
                world = org.ichto.urland.rules.Rules.apply(world, pick);
                path.add(child);
                node = child;
                atRoot = false;
                if (expanded) {
                    break;
                }
            }
            double[] reward = Playouts.rollout(world, profile, rng);
            for (Node n : path) {
                n.visits++;
                for (int s = 0; s < reward.length; s++) {
                    n.reward[s] += reward[s];
                }
            }
        }
    }

    /** A decision's statistics: visits, availability, and reward summed per seat. */
    private static final class Node {
        private static final double EXPLORATION = 0.7;
        final Map<Decision, Node> children = new HashMap<>();
        final double[] reward;
        /** An Ichto player's actions searched here, ranked when the node is first reached. */
        List<Decision> ranked;
        int visits;
        int available;
        int actor = -1;

        Node(int players) {
            reward = new double[players];
        }

        /** An untried move if any, else the available child with the best upper confidence bound. */
        Decision select(List<Decision> moves, int actor, SeededRandom rng) {
            List<Decision> untried = new ArrayList<>();
            for (Decision d : moves) {
                Node c = children.get(d);
                if (c == null) {
                    untried.add(d);
                } else {
                    c.available++;
                }
            }
            if (!untried.isEmpty()) {
                return untried.get(rng.nextInt(untried.size()));
            }
            Decision best = moves.get(0);
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Decision d : moves) {
                Node c = children.get(d);
                double score = c.reward[actor] / c.visits
                        + EXPLORATION * Math.sqrt(Math.log(Math.max(1, c.available)) / c.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = d;
                }
            }
            return best;
        }
    }
}
