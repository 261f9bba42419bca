package org.ichto.soup.ai;

import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A computer opponent's personality in Primordial Soup: what it values in a position, in rough
 * ladder spaces, and how much random error it makes. Made from a profile file in ai-profiles/soup/
 * (docs/ai.md, "Primordial Soup", explains every setting), at the profile's difficulty.
 *
 * @param id           the file name without ".profile"
 * @param name         the personality's name as shown to players
 * @param ladder       one ladder space of its own marker, counting the advance the next scoring would give
 * @param amoebas      one own amoeba on the board
 * @param damage       one damage point on an own amoeba (counted against)
 * @param genes        one own gene card as the advance table counts it (advanced 2, Ray Protection 0)
 * @param bp           one BP in hand (up to {@link Evaluator#BP_CAP})
 * @param food         one cube of another colour on an own amoeba's space (up to 2 a colour), shared
 *                     with the other amoebas there
 * @param rivals       how much of the best opponent's worth counts against its own (0 to 2)
 * @param defects      how much one mutation point above the coming ozone layers is feared, on average over the cards still face down
 * @param geneTaste    each gene's worth to it besides the advance table, by gene index
 * @param noise        random error added to each judgement (0 to 1)
 * @param expertMillis the Expert's thinking time per decision when it judges with this personality
 * @param difficulty   how strongly it plays
 */
public record SoupPersonality(String id, String name, double ladder, double amoebas, double damage, double genes,
                              double bp, double food, double rivals, double defects, List<Double> geneTaste,
                              double noise, long expertMillis, Difficulty difficulty) {

    /** The settings of a Primordial Soup profile file, their ranges and defaults (the balanced player's values). */
    public static final ProfileSchema SCHEMA = schema(SoupBoardLoader.standard());

    private static ProfileSchema schema(SoupBoard board) {
        List<ProfileSchema.Setting> list = new ArrayList<>();
        list.add(new ProfileSchema.Setting("weight.ladder", 0, 10, 1.0, false));
        list.add(new ProfileSchema.Setting("weight.amoebas", 0, 10, 1.5, false));
        list.add(new ProfileSchema.Setting("weight.damage", 0, 10, 0.6, false));
        list.add(new ProfileSchema.Setting("weight.genes", 0, 10, 0.8, false));
        list.add(new ProfileSchema.Setting("weight.bp", 0, 10, 0.2, false));
        list.add(new ProfileSchema.Setting("weight.food", 0, 10, 0.25, false));
        list.add(new ProfileSchema.Setting("weight.rivals", 0, 2, 0.5, false));
        list.add(new ProfileSchema.Setting("weight.defects", 0, 10, 0.5, false));
        for (Gene g : board.genes()) {
            list.add(new ProfileSchema.Setting(geneKey(g), 0, 20, defaultTaste(g), false));
        }
        list.add(new ProfileSchema.Setting("noise", 0, 1, 0.0, false));
        return ProfileSchema.of(list);
    }

    /** "gene.STRUGGLE_FOR_SURVIVAL" for Struggle for Survival: the gene's name in capitals, words joined by _. */
    public static String geneKey(Gene g) {
        return "gene." + g.name().toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", "_");
    }

    /**
     * What a gene is worth to a balanced player besides the advance table, in ladder spaces: those that
     * feed, move or divide more cheaply a little more; Intelligence, which does nothing in the soup, least.
     */
    static double defaultTaste(Gene g) {
        return switch (g.name()) {
            case "Intelligence" -> 0.2;
            case "Division Rate", "Substitution", "Frugality", "Life Expectancy" -> 1.5;
            case "Streamlining", "Movement II", "Armor", "Ray Protection" -> 1.2;
            default -> 1.0;
        };
    }

    /** The personality of a profile of this schema, at the profile's difficulty. */
    public static SoupPersonality of(Profile p) {
        List<Gene> genes = SoupBoardLoader.standard().genes();
        List<Double> taste = new ArrayList<>();
        for (Gene g : genes) {
            taste.add(p.get(geneKey(g)));
        }
        return new SoupPersonality(p.id(), p.name(), p.get("weight.ladder"), p.get("weight.amoebas"),
                p.get("weight.damage"), p.get("weight.genes"), p.get("weight.bp"), p.get("weight.food"),
                p.get("weight.rivals"), p.get("weight.defects"), taste, p.get("noise"), p.expertMillis(),
                Difficulty.NORMAL)
                .at(p.difficulty());
    }

    public SoupPersonality {
        geneTaste = List.copyOf(geneTaste);
    }

    /** A gene's worth to it besides the advance table. */
    public double taste(int gene) {
        return geneTaste.get(gene);
    }

    /** The same personality at another difficulty: easy adds random error, hard removes it. */
    public SoupPersonality at(Difficulty d) {
        return new SoupPersonality(id, name, ladder, amoebas, damage, genes, bp, food, rivals, defects, geneTaste,
                d.noise(noise), expertMillis, d);
    }

    /** "aggressor" at normal difficulty, "aggressor:hard" otherwise. */
    public String spec() {
        return difficulty == Difficulty.NORMAL ? id : id + ":" + difficulty.id();
    }
}
