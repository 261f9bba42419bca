package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Rules;

/**
 * Every seat's {@link Evaluator} value of one position, worked out in one walk over the board: a rollout's
 * end is judged by every seat, and what is the same for all of them (which places are regions, how many
 * Ichtos stand where, who owns which gene) is read once rather than once per seat. Each seat's value is
 * summed in the very order {@link Evaluator#evaluate} sums it, so it comes out exactly equal, noise included
 * (drawn seat after seat, as the seats' judges would draw it one after the other).
 */
final class SeatValues {
    private static final Gene[] GENES = Gene.values();

    private final double[] land = new double[GameState.MAX_SEATS];
    private final double[] threat = new double[GameState.MAX_SEATS];
    private final int[] onLand = new int[GameState.MAX_SEATS];
    private final int[] atSea = new int[GameState.MAX_SEATS];
    private final double[] breeding = new double[GameState.MAX_SEATS];
    private final int[] owner = new int[GENES.length];

    /**
     * Sets {@code value[seat]} to {@code new Evaluator(profile, worths, seat, odds[seat], noise).evaluate(s,
     * scorings)} for every seat in order; {@code scorings} is about {@code s}.
     */
    void judge(GameState s, Personality profile, double[] worths, double[][] odds, SeededRandom noise,
               RegionScorings scorings, double[] value) {
        int n = s.players();
        for (int g = 0; g < GENES.length; g++) {
            owner[g] = s.ownerOf(GENES[g]);
        }
        int teeth = owner[Gene.TEETH.ordinal()];
        int stink = owner[Gene.STINKGLANDS.ordinal()];
        int assimilation = owner[Gene.ASSIMILATION.ordinal()];
        int ears = owner[Gene.EARS.ordinal()];
        int careOfYoung = owner[Gene.CARE_OF_YOUNG.ordinal()];
        int[] pts = scorings.points();
        int[] back = scorings.returned();
        double careful = 0.6 + 0.4 * profile.risk();
        for (int me = 0; me < n; me++) {
            land[me] = 0;
            threat[me] = 0;
            onLand[me] = 0;
            atSea[me] = 0;
            breeding[me] = 0;
        }
        for (int r = 0; r < Board.AREAS; r++) {
            // A place that is no region, or an empty one, would add 0.0, which leaves every sum as it is (sums
            // that start at 0.0 and add such terms are never -0.0, the one value adding 0.0 would change).
            if (!s.isRegion(r) || s.ichtosAt(r) == 0) {
                continue;
            }
            int at = -1;
            int all = 0;
            for (int me = 0; me < n; me++) {
                double regionLand = 0;
                double w = odds[me][r];
                if (w > 0) {
                    if (at < 0) {
                        at = scorings.at(s, r);
                        for (int seat = 0; seat < n; seat++) {
                            all += pts[at + seat];
                        }
                    }
                    // The others' points summed in whole numbers: a double holds such sums exactly in any order.
                    double others = all - pts[at + me];
                    double gain = pts[at + me] - others / (n - 1) - 0.4 * back[at + me];
                    if (back[at + me] > 0 || pts[at + me] < 3) {
                        gain *= careful;
                    }
                    regionLand = w * gain;
                }
                int regionThreat = 0;
                if (s.ichtos(r, me) > 0) {
                    regionThreat = attackers(s, r, me, teeth, stink, assimilation, ears);
                }
                land[me] += regionLand;
                threat[me] += regionThreat;
            }
        }
        for (int a = 0; a < Board.AREAS; a++) {
            for (int me = 0; me < n; me++) {
                onLand[me] += s.ichtos(a, me);
            }
        }
        for (int o = Board.AREAS; o < Board.PLACES; o++) {
            for (int me = 0; me < n; me++) {
                int here = s.ichtos(o, me);
                atSea[me] += here;
                breeding[me] += Rules.offspring(here, careOfYoung == me);
            }
        }
        for (int me = 0; me < n; me++) {
            double v = 0;
            int bestOther = 0;
            for (int seat = 0; seat < n; seat++) {
                if (seat != me) {
                    bestOther = Math.max(bestOther, s.track(seat));
                }
            }
            v += profile.trackWeight() * (s.track(me) - bestOther);
            v += profile.landWeight() * land[me];
            v += profile.breedingWeight() * breeding[me];
            v += profile.reserveWeight() * Math.min(s.reserve(me), 8);
            v += 0.08 * (onLand[me] + atSea[me]) + 0.06 * onLand[me];
            v -= profile.threatWeight() * threat[me];
            for (int g = 0; g < GENES.length; g++) {
                if (owner[g] == me) {
                    v += worths[g];
                }
            }
            if (profile.noise() > 0) {
                v += profile.noise() * 3.0 * (noise.nextInt(2001) - 1000) / 1000.0;
            }
            value[me] = v;
        }
    }

    /** As {@code Evaluator.attackers}: opponents whose genes can strike the seat's Ichtos in this region. */
    private static int attackers(GameState s, int region, int me, int teeth, int stink, int assimilation, int ears) {
        int count = 0;
        if (teeth >= 0 && teeth != me && s.ichtos(region, teeth) > 0 && ears != me) {
            count++;
        }
        if (stink >= 0 && stink != me && s.ichtos(region, stink) > 0) {
            count++;
        }
        if (assimilation >= 0 && assimilation != me && s.ichtos(region, assimilation) > 0) {
            count++;
        }
        return count;
    }
}
