package org.ichto.urland.rules;

import org.ichto.core.SeededRandom;

import java.util.List;

/**
 * What the actor may decide now: the decisions listed one by one, plus open choices described
 * compactly (a Retreat, a price, an Ears flight). Empty when the game is over.
 */
public record LegalDecisions(int actor, Phase phase, List<Decision> listed, List<OpenChoice> open) {


    public boolean isEmpty() {
        return listed.isEmpty() && open.isEmpty();
    }

    /** Uniformly among the listed decisions and the open choices (each open choice counting as one). */
    public Decision sample(SeededRandom rng) {
        int k = rng.nextInt(listed.size() + open.size());
        return k < listed.size() ? listed.get(k) : open.get(k - listed.size()).sample(rng);
    }
}
