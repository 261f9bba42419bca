package org.ichto.toy;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.game.ProfileSchema.Setting;
import org.ichto.shell.game.SearchPolicy;
import org.ichto.shell.game.SeededRandom;
import org.ichto.toy.NimDecision.Take;

import java.util.List;

/** Hidden Nim's opponents: two settings, a rule-of-thumb player and what the Expert searches. */
final class NimAi implements AiKit<NimState, NimView, NimDecision> {
    /** greed: the chance to cash the joker in as soon as it wins the pile; noise: the chance of a random move. */
    static final ProfileSchema SCHEMA = ProfileSchema.of(List.of(
            new Setting("greed", 0, 1, 0.5, false),
            new Setting("noise", 0, 1, 0.0, false)));

    private final NimRules rules;
    private final NimView.Views views;

    NimAi(NimRules rules, NimView.Views views) {
        this.rules = rules;
        this.views = views;
    }

    @Override
    public ProfileSchema schema() {
        return SCHEMA;
    }

    @Override
    public Player<NimView, NimDecision> heuristic(Profile profile, long seed) {
        return new Heuristic(profile.id(), profile.get("greed"), profile.difficulty().noise(profile.get("noise")), seed);
    }

    /** Every listed decision is searched; a random playout's winner takes the reward (the profile judges nothing in Nim). */
    @Override
    public SearchPolicy<NimState, NimDecision> searchPolicy(Profile profile) {
        return new SearchPolicy<>() {
            @Override
            public List<NimDecision> moves(NimState world, NimDecision proposal, SeededRandom rng, Slot<NimDecision> slot) {
                return rules.legal(world).listed();
            }

            @Override
            public double[] rollout(NimState world, SeededRandom rng) {
                return playout(rules, world, rng);
            }
        };
    }

    static double[] playout(GameRules<NimState, NimDecision, ?> rules, NimState world, SeededRandom rng) {
        NimState s = world;
        while (!rules.isOver(s)) {
            s = rules.apply(s, rules.legal(s).sample(rng));
        }
        double[] reward = new double[s.players()];
        reward[rules.winner(s)] = 1;
        return reward;
    }

    /** Taking one counter is legal whenever a seat is to act. */
    @Override
    public NimDecision safeDecision(NimView view) {
        return new Take(1);
    }

    /**
     * Empties a pile it can reach (with its joker too, if greedy enough), else leaves a multiple of 4,
     * else takes one; with the profile's noise it plays a random legal decision instead.
     */
    private final class Heuristic implements Player<NimView, NimDecision> {
        private final String label;
        private final double greed;
        private final double noise;
        private final SeededRandom rng;

        Heuristic(String label, double greed, double noise, long seed) {
            this.label = label;
            this.greed = greed;
            this.noise = noise;
            this.rng = new SeededRandom(seed);
        }

        @Override
        public NimDecision decide(NimView view, Budget budget) {
            List<NimDecision> legal = views.legal(view).listed();
            if (chance(noise)) {
                return legal.get(rng.nextInt(legal.size()));
            }
            int pile = view.pile();
            if (pile <= 3) {
                return new Take(pile);
            }
            // The joker keeps the turn: playing it down to 3 or fewer wins the pile on the next decision.
            if (legal.contains(NimDecision.JOKER) && pile - view.ownJoker() <= 3 && chance(greed)) {
                return NimDecision.JOKER;
            }
            return new Take(pile % 4 == 0 ? 1 : pile % 4);
        }

        private boolean chance(double p) {
            return rng.nextInt(1_000_000) < p * 1_000_000;
        }

        @Override
        public String label() {
            return label;
        }
    }
}
