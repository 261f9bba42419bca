package org.ichto.urland.ai;

import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.urland.rules.Gene;

import java.util.EnumMap;
import java.util.Map;

/**
 * A computer opponent's personality in Urland: what it values (evaluation weights), how it behaves,
 * and how deeply it looks. Made from a profile file in ai-profiles/urland/ (see docs/ai.md for every
 * setting), at the profile's difficulty.
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
public record Personality(String id, String name, String description, double trackWeight, double landWeight,
                      double breedingWeight, double reserveWeight, double genesWeight, double threatWeight,
                      Map<Gene, Double> geneWorth, double bidAggressiveness, double risk, double aggression,
                      double extraTurnThrift, double noise, int beam, long expertMillis,
                      Difficulty difficulty) {

    public Personality {
        geneWorth = Map.copyOf(new EnumMap<>(geneWorth));
    }

    /** The settings of an Urland profile file, their ranges and defaults (the balanced player's values). */
    public static final ProfileSchema SCHEMA = schema();

    private static ProfileSchema schema() {
        java.util.List<ProfileSchema.Setting> list = new java.util.ArrayList<>();
        list.add(new ProfileSchema.Setting("weight.track", 0, 10, 1.0, false));
        list.add(new ProfileSchema.Setting("weight.land", 0, 10, 1.0, false));
        list.add(new ProfileSchema.Setting("weight.breeding", 0, 10, 0.5, false));
        list.add(new ProfileSchema.Setting("weight.reserve", 0, 10, 0.15, false));
        list.add(new ProfileSchema.Setting("weight.genes", 0, 10, 1.0, false));
        list.add(new ProfileSchema.Setting("weight.threat", 0, 10, 0.3, false));
        for (Gene g : Gene.values()) {
            list.add(new ProfileSchema.Setting(geneKey(g), 0, 20, defaultWorth(g), false));
        }
        list.add(new ProfileSchema.Setting("bid.aggressiveness", 0, 1, 0.5, false));
        list.add(new ProfileSchema.Setting("risk", 0, 1, 0.5, false));
        list.add(new ProfileSchema.Setting("aggression", 0, 1, 0.5, false));
        list.add(new ProfileSchema.Setting("extraTurn.thrift", 0, 1, 0.5, false));
        list.add(new ProfileSchema.Setting("noise", 0, 1, 0.0, false));
        list.add(new ProfileSchema.Setting("lookahead.beam", 1, 64, 6, true));
        return ProfileSchema.of(list);
    }

    static String geneKey(Gene g) {
        return "gene." + g.name();
    }

    /** What a gene is worth to a balanced player, in points of final score. */
    static double defaultWorth(Gene g) {
        return switch (g) {
            case WARM_BLOOD, LEGS, TURBO -> 4.0;
            case CARE_OF_YOUNG, MUSCLES, EGG -> 3.5;
            case WINGS, TEETH, ASSIMILATION -> 3.0;
            case EARS, STINKGLANDS -> 2.5;
        };
    }

    /** The personality of a profile of Urland's schema, at the profile's difficulty. */
    public static Personality of(Profile p) {
        Map<Gene, Double> worth = new EnumMap<>(Gene.class);
        for (Gene g : Gene.values()) {
            worth.put(g, p.get(geneKey(g)));
        }
        return new Personality(p.id(), p.name(), p.description(), p.get("weight.track"), p.get("weight.land"),
                p.get("weight.breeding"), p.get("weight.reserve"), p.get("weight.genes"), p.get("weight.threat"),
                worth, p.get("bid.aggressiveness"), p.get("risk"), p.get("aggression"), p.get("extraTurn.thrift"),
                p.get("noise"), (int) p.get("lookahead.beam"), p.expertMillis(), Difficulty.NORMAL)
                .at(p.difficulty());
    }

    public double worth(Gene g) {
        return geneWorth.getOrDefault(g, 0.0) * genesWeight;
    }

    /** The same personality at another difficulty. */
    public Personality at(Difficulty d) {
        return new Personality(id, name, description, trackWeight, landWeight, breedingWeight, reserveWeight, genesWeight,
                threatWeight, geneWorth, bidAggressiveness, risk, aggression, extraTurnThrift, d.noise(noise),
                d.beam(beam), expertMillis, d);
    }

    /** "predator" at normal difficulty, "predator:hard" otherwise. */
    public String spec() {
        return difficulty == Difficulty.NORMAL ? id : id + ":" + difficulty.id();
    }
}
