package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.rules.Scoring;

/**
 * How good a position is for one seat, in rough points of final score, weighted by a personality.
 * It reads only the board, the track, reserves and genes: never a hidden chip (the odds of each
 * region being scored come from the seat's own view).
 */
final class Evaluator {
    private final Personality profile;
    private final int me;
    private final double[] odds;
    private final SeededRandom noise;
    /**
     * A region's scoring, per seat, reused region after region; made when first needed (a rollout's
     * judges read the shared scorings and never need them).
     */
    private int[] points;
    private int[] returned;
    private static final Gene[] GENES = Gene.values();
    private static final Gene[] ATTACKING = {Gene.TEETH, Gene.STINKGLANDS, Gene.ASSIMILATION};

    /** Each gene's worth to the personality, by ordinal: looked up once rather than at every judgement. */
    private final double[] worth;

    Evaluator(Personality profile, int me, double[] odds, SeededRandom noise) {
        this(profile, worths(profile), me, odds, noise);
    }

    /** As the other constructor, with the personality's {@link #worths} already worked out. */
    Evaluator(Personality profile, double[] worths, int me, double[] odds, SeededRandom noise) {
        this.profile = profile;
        this.worth = worths;
        this.me = me;
        this.odds = odds;
        this.noise = noise;
    }

    /** Each gene's worth to the personality ({@link Personality#worth}), by the gene's ordinal. */
    static double[] worths(Personality profile) {
        double[] w = new double[GENES.length];
        for (Gene g : GENES) {
            w[g.ordinal()] = profile.worth(g);
        }
        return w;
    }

    /**
     * A position whose regions are remembered: a position that differs from it in a few regions (one
     * action away) is judged by redoing only those. The sums come out exactly as without it.
     */
    private GameState base;
    /** Made by {@link #remember}, the only one that needs them. */
    private double[] baseLand;
    private int[] baseThreat;
    /** The remembered position's regions (an area mask), and the seat's Ichtos on land, at sea and their offspring. */
    private int baseRegions;
    private int baseOnLand;
    private int baseAtSea;
    private int baseBred;
    /** The last region judged: its share of the land value and of the threat. */
    private double regionLand;
    private int regionThreat;

    /** Remembers a position's regions, for judging positions one action away from it (draws no noise). */
    void remember(GameState s) {
        base = null;
        if (baseLand == null) {
            baseLand = new double[Board.AREAS];
            baseThreat = new int[Board.AREAS];
        }
        for (int r = 0; r < Board.AREAS; r++) {
            judgeRegion(s, r, null);
            baseLand[r] = regionLand;
            baseThreat[r] = regionThreat;
        }
        baseRegions = s.regionMask();
        baseOnLand = onLand(s, ALL_PLACES);
        baseAtSea = atSea(s, ALL_PLACES);
        baseBred = bred(s, ALL_PLACES);
        base = s;
    }

    double evaluate(GameState s) {
        return evaluate(s, null);
    }

    /**
     * The position's worth to the seat; {@code shared} holds the regions' scorings of this very position
     * when several seats judge it (a scoring is the same whoever looks at it), or is null.
     */
    double evaluate(GameState s, RegionScorings shared) {
        int n = s.players();
        double value = 0;

        int bestOther = 0;
        for (int seat = 0; seat < n; seat++) {
            if (seat != me) {
                bestOther = Math.max(bestOther, s.track(seat));
            }
        }
        value += profile.trackWeight() * (s.track(me) - bestOther);

        boolean fromBase = base != null && sameGenes(base, s);
        // The places to judge anew: where the Ichtos or the regions differ from the remembered position's.
        int changed = fromBase ? s.placesDiffering(base) | (s.regionMask() ^ baseRegions) : ALL_PLACES;
        double land = 0;
        double threat = 0;
        for (int r = 0; r < Board.AREAS; r++) {
            // Adding a region without land value adds 0.0, which leaves the sum exactly as it was.
            if ((changed & (1 << r)) == 0) {
                land += baseLand[r];
                threat += baseThreat[r];
            } else {
                judgeRegion(s, r, shared);
                land += regionLand;
                threat += regionThreat;
            }
        }
        value += profile.landWeight() * land;

        // The seat's Ichtos on land and at sea, and what the seas breed: whole numbers, so they may be counted
        // as the remembered position's plus the changes of the places that differ, exactly.
        int onLand = onLand(s, changed);
        int atSea = atSea(s, changed);
        int bred = bred(s, changed);
        if (changed != ALL_PLACES) {
            onLand += baseOnLand - onLand(base, changed);
            atSea += baseAtSea - atSea(base, changed);
            bred += baseBred - bred(base, changed);
        }
        double breeding = bred;
        value += profile.breedingWeight() * breeding;

        // Reserve is bidding power, and a bid beyond about 8 buys nothing more.
        value += profile.reserveWeight() * Math.min(s.reserve(me), 8);
        // Every Ichto on the board counts in the final Total scoring, those on land also in Land.
        value += 0.08 * (onLand + atSea) + 0.06 * onLand;
        value -= profile.threatWeight() * threat;

        for (Gene g : GENES) {
            if (s.owns(me, g)) {
                value += worth[g.ordinal()];
            }
        }
        if (profile.noise() > 0) {
            value += profile.noise() * 3.0 * (noise.nextInt(2001) - 1000) / 1000.0;
        }
        return value;
    }

    /** Every place of the board, as a place mask. */
    private static final int ALL_PLACES = (1 << Board.PLACES) - 1;

    /** The seat's Ichtos on the land areas among these places (a place mask). */
    private int onLand(GameState s, int places) {
        int count = 0;
        for (int m = places & ((1 << Board.AREAS) - 1); m != 0; m &= m - 1) {
            count += s.ichtos(Integer.numberOfTrailingZeros(m), me);
        }
        return count;
    }

    /** The seat's Ichtos in the oceans among these places (a place mask). */
    private int atSea(GameState s, int places) {
        int count = 0;
        for (int m = places >>> Board.AREAS; m != 0; m &= m - 1) {
            count += s.ichtos(Board.AREAS + Integer.numberOfTrailingZeros(m), me);
        }
        return count;
    }

    /** The offspring the seat's Ichtos in the oceans among these places (a place mask) would breed. */
    private int bred(GameState s, int places) {
        boolean careOfYoung = s.owns(me, Gene.CARE_OF_YOUNG);
        int count = 0;
        for (int m = places >>> Board.AREAS; m != 0; m &= m - 1) {
            count += Rules.offspring(s.ichtos(Board.AREAS + Integer.numberOfTrailingZeros(m), me), careOfYoung);
        }
        return count;
    }

    /** Judges one place as a land region: sets its share of the land value and of the threat. */
    private void judgeRegion(GameState s, int r, RegionScorings shared) {
        regionLand = 0;
        regionThreat = 0;
        if (!s.isRegion(r) || s.ichtosAt(r) == 0) {
            return;
        }
        double w = odds[r];
        if (w > 0) {
            int n = s.players();
            int[] pts;
            int[] back;
            int at = 0;
            if (shared != null) {
                // Read where the shared scorings keep them, rather than copied out.
                at = shared.at(s, r);
                pts = shared.points();
                back = shared.returned();
            } else {
                if (points == null) {
                    points = new int[GameState.MAX_SEATS];
                    returned = new int[GameState.MAX_SEATS];
                }
                pts = points;
                back = returned;
                Scoring.judge(s, r, points, returned);
            }
            double others = 0;
            for (int seat = 0; seat < n; seat++) {
                if (seat != me) {
                    others += pts[at + seat];
                }
            }
            double gain = pts[at + me] - others / (n - 1) - 0.4 * back[at + me];
            // A bold player counts contested gains fully; a careful one discounts them.
            if (back[at + me] > 0 || pts[at + me] < 3) {
                gain *= 0.6 + 0.4 * profile.risk();
            }
            regionLand = w * gain;
        }
        if (s.ichtos(r, me) > 0) {
            regionThreat = attackers(s, r);
        }
    }

    private static boolean sameGenes(GameState a, GameState b) {
        for (Gene g : GENES) {
            if (a.ownerOf(g) != b.ownerOf(g)) {
                return false;
            }
        }
        return true;
    }

    /** Opponents whose genes can strike the seat's Ichtos in this land region. */
    private int attackers(GameState s, int region) {
        int count = 0;
        for (Gene g : ATTACKING) {
            int owner = s.ownerOf(g);
            if (owner >= 0 && owner != me && s.ichtos(region, owner) > 0
                    && !(g == Gene.TEETH && s.owns(me, Gene.EARS))) {
                count++;
            }
        }
        return count;
    }
}
