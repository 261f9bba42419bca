package org.ichto.urland.ai;

import org.ichto.urland.rules.Gene;

import java.util.EnumMap;
import java.util.Map;

/**
 * A computer opponent's personality: what it values (evaluation weights), how it behaves, and how
 * deeply it looks. Read from a profile file in ai-profiles/ (see docs/ai.md for every setting).
 *
 * @param id                the file name without ".profile": what specs such as "predator:hard" name
 * @param name              the personality's name as shown to players
 * @param description       one line on how it plays
 * @param trackWeight       value of one track space of lead over the best opponent
 * @param landWeight        value of an expected point from the land scorings still to come
 * @param breedingWeight    value of breeding stock: an own family of 3+ (6+) Ichtos in an ocean
 * @param reserveWeight     value of an Ichto kept in reserve (bidding power)
 * @param genesWeight       multiplier on each gene's worth
 * @param threatWeight      weight of the harm opponents' genes can do to the own Ichtos
 * @param geneWorth         worth of each gene, before genesWeight
 * @param bidAggressiveness 0..1: share of the reserve bid when a wanted gene is on display
 * @param risk              0..1: appetite for contested regions over safe ones
 * @param aggression        0..1: preference for hitting the leader (Teeth, Stinkglands, Assimilation)
 * @param extraTurnThrift   0..1: reluctance to spend extra-turn chips before the late game
 * @param noise             0..1: random error added to evaluations (leniency)
 * @param beam              how many partial turns the turn look-ahead keeps at each step
 * @param expertMillis      thinking time per decision for the Expert (search) opponent
 */
public record Profile(String id, String name, String description, double trackWeight, double landWeight,
                      double breedingWeight, double reserveWeight, double genesWeight, double threatWeight,
                      Map<Gene, Double> geneWorth, double bidAggressiveness, double risk, double aggression,
                      double extraTurnThrift, double noise, int beam, long expertMillis,
                      Difficulty difficulty) {

    public Profile {
        geneWorth = Map.copyOf(new EnumMap<>(geneWorth));
    }

    public double worth(Gene g) {
        return geneWorth.getOrDefault(g, 0.0) * genesWeight;
    }

    /** The same personality at another difficulty. */
    public Profile at(Difficulty d) {
        return new Profile(id, name, description, trackWeight, landWeight, breedingWeight, reserveWeight, genesWeight,
                threatWeight, geneWorth, bidAggressiveness, risk, aggression, extraTurnThrift, d.noise(noise),
                d.beam(beam), expertMillis, d);
    }

    /** "predator" at normal difficulty, "predator:hard" otherwise. */
    public String spec() {
        return difficulty == Difficulty.NORMAL ? id : id + ":" + difficulty.id();
    }
}
