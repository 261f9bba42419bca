package org.ichto.soup.ai;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.game.SearchPolicy;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;

import java.util.List;

/** Primordial Soup's computer opponents for the shell: its personalities, the heuristic and the Expert's search. */
public final class SoupAi implements AiKit<SoupState, SoupView, SoupDecision> {

    @Override
    public ProfileSchema schema() {
        return SoupPersonality.SCHEMA;
    }

    @Override
    public Player<SoupView, SoupDecision> heuristic(Profile profile, long seed) {
        return new HeuristicPlayer(SoupPersonality.of(profile), seed);
    }

    /** The Economist's judgement (BP spent only where they pay) made the strongest heuristic and Expert. */
    @Override
    public String expertProfile() {
        return "economist";
    }

    @Override
    public SearchPolicy<SoupState, SoupDecision> searchPolicy(Profile profile) {
        return new SoupSearch(SoupPersonality.of(profile));
    }

    /**
     * The most harmless legal decision: drift (free), make no second step, hold nothing, buy, divide
     * or attack no more, let go; else the first listed (the lowest amoeba number and space, the first
     * way to feed or pay).
     *
     * @throws IllegalStateException when the rules list nothing for the seat in a game that is not over
     */
    @Override
    public SoupDecision safeDecision(SoupView view) {
        List<SoupDecision> legal = view.legal();
        for (SoupDecision d : legal) {
            if (d instanceof SoupDecision.Drift || d instanceof SoupDecision.StopMoving
                    || d instanceof SoupDecision.EndPurchase || d instanceof SoupDecision.EndDivision
                    || d instanceof SoupDecision.PassAggression
                    || (d instanceof SoupDecision.Cling c && !c.cling())) {
                return d;
            }
        }
        if (legal.isEmpty()) {
            throw new IllegalStateException("Primordial Soup cannot go on: the rules offer seat " + view.seat()
                    + " no decision, though the game waits for " + SoupRules.describeWait(view.state()));
        }
        return legal.get(0);
    }
}
