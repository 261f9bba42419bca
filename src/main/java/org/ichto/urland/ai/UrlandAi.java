package org.ichto.urland.ai;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.game.SearchPolicy;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.view.SeatView;

import java.util.List;

/** Urland's computer opponents for the shell: its personalities, the heuristic and the Expert's search. */
public final class UrlandAi implements AiKit<GameState, SeatView, Decision> {

    @Override
    public ProfileSchema schema() {
        return Personality.SCHEMA;
    }

    @Override
    public Player<SeatView, Decision> heuristic(Profile profile, long seed) {
        return new HeuristicPlayer(Personality.of(profile), seed);
    }

    @Override
    public SearchPolicy<GameState, Decision> searchPolicy(Profile profile) {
        Personality personality = Personality.of(profile);
        double[] worths = Evaluator.worths(personality);
        Rankings rankings = new Rankings(personality, worths);
        return new SearchPolicy<>() {
            @Override
            public List<Decision> moves(GameState world, Decision proposal, SeededRandom rng, Slot<Decision> slot) {
                if (world.phase() != Phase.ACTIONS) {
                    List<Decision> listed = Playouts.candidates(world, proposal, rng);
                    if (listed.equals(slot.last)) {
                        return slot.last;
                    }
                    slot.last = listed;
                    return listed;
                }
                // An Ichto player's actions are ranked once per node; other worlds only drop the illegal.
                if (slot.ranked == null) {
                    slot.ranked = proposal == null ? rankings.of(world, rng)
                            : Playouts.candidates(world, proposal, rng, personality, worths);
                    List<Decision> legal = Playouts.stillLegal(world, slot.ranked, rng);
                    if (legal == slot.ranked) {
                        // All legal here: so they are in every world alike in what judging an action reads.
                        slot.rankedIn = world.copy();
                    }
                    return legal;
                }
                if (slot.rankedIn != null && world.actionsAlike((GameState) slot.rankedIn)) {
                    return slot.ranked;
                }
                return Playouts.stillLegal(world, slot.ranked, rng);
            }

            @Override
            public double[] rollout(GameState world, SeededRandom rng) {
                return Playouts.rolloutOn(world, personality, worths, rng);
            }
        };
    }

    /**
     * The most harmless legal decision: end one's actions, pass, bid nothing, or else the first
     * listed / a default open choice. Always legal for the seat to decide.
     */
    @Override
    public Decision safeDecision(SeatView view) {
        LegalDecisions legal = view.legal();
        for (Decision d : legal.listed()) {
            if (d instanceof Decision.EndActions || d instanceof Decision.PassPurchase
                    || (d instanceof Decision.Bid b && b.amount() == 0)) {
                return d;
            }
        }
        if (!legal.listed().isEmpty()) {
            return legal.listed().get(0);
        }
        return legal.open().get(0).sample(new SeededRandom(view.state().turn()));
    }
}
