package org.ichto.urland.ai;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Looks ahead over the rest of an Ichto player's turn: a beam search over sequences of its actions
 * (and the extra-turn chip), judged by the evaluator; the first action of the best sequence is
 * played, or the turn ends when no sequence beats stopping now.
 */
final class TurnPlanner {
    /** A partial turn: where it leads, its first action, its value, and the extra-turn chips it spent. */
    private record Node(GameState state, Decision first, double value, double chipCost) {
    }

    private final Personality profile;
    private final Evaluator evaluator;

    TurnPlanner(Personality profile, Evaluator evaluator) {
        this.profile = profile;
        this.evaluator = evaluator;
    }

    Decision choose(GameState view) {
        Node best = new Node(view, new Decision.EndActions(), evaluator.evaluate(view), 0);
        List<Node> frontier = List.of(new Node(view, null, best.value(), 0));
        int depth = view.actionsLeft() + (view.extraTurnUsed() || view.extraChips(view.actor()) == 0 ? 0 : 3);
        for (int step = 0; step < depth && !frontier.isEmpty(); step++) {
            List<Node> children = new ArrayList<>();
            for (Node node : frontier) {
                for (Decision d : candidates(node.state())) {
                    GameState next = Rules.plan(node.state(), d);
                    // The chip's worth shows in what its two actions achieve; keeping it has a worth too.
                    double spent = node.chipCost() + (d instanceof Decision.PlayExtraTurn ? chipCost(view) : 0);
                    children.add(new Node(next, node.first() == null ? d : node.first(),
                            evaluator.evaluate(next) - spent, spent));
                }
            }
            children.sort(Comparator.comparingDouble(Node::value).reversed());
            frontier = children.subList(0, Math.min(profile.beam(), children.size()));
            if (!frontier.isEmpty() && frontier.get(0).value() > best.value() + 1e-9) {
                best = frontier.get(0);
            }
        }
        return best.first();
    }

    /** What keeping an extra-turn chip is worth: much early, little in the last epoch. */
    private double chipCost(GameState view) {
        double late = view.epoch() >= 3 || view.track(view.leader()) >= 24 ? 0.25 : 1.0;
        return profile.extraTurnThrift() * 2.5 * late;
    }

    /** A mutation space not yet reached lies at most 4 spaces ahead of the leading marker. */
    private static boolean mutationNear(GameState s) {
        int lead = s.track(s.leader());
        var spaces = s.board().mutationSpaces();
        for (int i = 0; i < spaces.size(); i++) {
            if (!s.mutationSpaceReached(i) && spaces.get(i) - lead <= 4) {
                return true;
            }
        }
        return false;
    }

    /** The listed actions, with water movements cut to a few sizes, and one retreat worth trying. */
    private List<Decision> candidates(GameState s) {
        List<Decision> out = new ArrayList<>();
        for (Decision d : Rules.legal(s).listed()) {
            if (d instanceof Decision.EndActions) {
                continue;
            }
            if (d instanceof Decision.Swim w) {
                int all = s.ichtos(w.from(), s.actor());
                if (w.count() != 1 && w.count() != all && w.count() != (all + 1) / 2) {
                    continue;
                }
            }
            out.add(d);
        }
        if (s.actionsLeft() >= 1 && profile.reserveWeight() >= 0.25 && s.reserve(s.actor()) < 6
                && mutationNear(s)) {
            // Stragglers: own Ichtos alone in an ocean breed nothing; back to reserve they buy genes.
            int[] back = new int[Board.PLACES];
            for (int o = Board.AREAS; o < Board.PLACES; o++) {
                int c = s.ichtos(o, s.actor());
                if (c > 0 && c < 3) {
                    back[o] = c;
                }
            }
            if (PlaceCounts.of(back).total() > 0) {
                out.add(new Decision.Retreat(PlaceCounts.of(back)));
            }
        }
        return out;
    }
}
