package org.ichto.urland.ai;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.OpenChoice;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.rules.Scoring;
import org.ichto.urland.view.SeatView;

import java.util.ArrayList;
import java.util.List;

/**
 * A computer opponent with a personality: it judges positions with its profile's weights, plans its
 * whole turn ahead, and decides chips, bids, purchases, payments, panics and Ears flights from its
 * seat's view alone.
 */
public final class HeuristicPlayer implements Player<SeatView, Decision> {
    /** What one Ichto paid out of the board for a gene is worth, in points. */
    private static final double ICHTO_PRICE = 0.45;

    private final Personality profile;
    private final SeededRandom rng;

    public HeuristicPlayer(Personality profile, long seed) {
        this.profile = profile;
        this.rng = new SeededRandom(seed);
    }

    public Personality profile() {
        return profile;
    }

    @Override
    public String label() {
        return profile.spec();
    }

    @Override
    public Decision decide(SeatView view, Budget budget) {
        GameState v = view.state();
        int me = view.seat();
        Evaluator evaluator = new Evaluator(profile, me, ChipOdds.of(v, me), rng);
        return switch (v.phase()) {
            case CHOOSE_CHIP -> chooseChip(view);
            case ACTIONS -> new TurnPlanner(profile, evaluator).choose(v);
            case BID -> bid(v, me);
            case BUY -> buy(view, me);
            case PAY -> pay(v, me, ChipOdds.of(v, me));
            default -> bestByLookingOneStep(view, evaluator);
        };
    }

    /** Keep the chip whose region pays best now; pass on the two that help the next environment player least. */
    private Decision chooseChip(SeatView view) {
        GameState v = view.state();
        int me = view.seat();
        List<Decision> options = view.legal().listed();
        Decision best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Decision d : options) {
            int chip = ((Decision.ChooseChip) d).chip();
            double value = gain(v, me, v.regionOf(chip - 1));
            double dummyBest = Double.NEGATIVE_INFINITY;
            for (Decision other : options) {
                int c = ((Decision.ChooseChip) other).chip();
                if (c != chip) {
                    dummyBest = Math.max(dummyBest, gain(v, v.dummy(), v.regionOf(c - 1)));
                }
            }
            value -= 0.3 * Math.max(0, dummyBest);
            value += profile.noise() * (rng.nextInt(1001) / 1000.0);
            if (value > bestValue) {
                bestValue = value;
                best = d;
            }
        }
        return best;
    }

    /** A seat's points from scoring a region now, against the others' average; losses count against. */
    private static double gain(GameState s, int seat, int region) {
        Scoring.Outcome o = Scoring.outcome(s, region);
        double others = 0;
        for (int i = 0; i < s.players(); i++) {
            if (i != seat) {
                others += o.points()[i];
            }
        }
        return o.points()[seat] - others / (s.players() - 1) - 0.4 * o.returned()[seat];
    }

    /** Bid a share of the reserve that grows with the best gene on display, keeping the price payable. */
    private Decision bid(GameState v, int me) {
        double wanted = 0;
        for (Gene g : Gene.values()) {
            if (v.onDisplay(g) && !v.owns(me, g)) {
                wanted = Math.max(wanted, profile.worth(g));
            }
        }
        double eagerness = Math.min(1.0, wanted / 6.0);
        double amount = profile.bidAggressiveness() * eagerness * v.reserve(me) + profile.noise() * rng.nextInt(3);
        // Never more than the gene is worth in Ichtos, nor so much that paying guts the board.
        amount = Math.min(amount, 2 * profile.bidAggressiveness() * wanted / ICHTO_PRICE);
        amount = Math.min(amount, 0.4 * v.onBoard(me) - v.genesOwned(me));
        amount = Math.max(0, Math.min(Math.round(amount), v.reserve(me)));
        return new Decision.Bid((int) amount);
    }

    /** Buy the gene worth most over its price; pass when none is worth it (unless buying is a must). */
    private Decision buy(SeatView view, int me) {
        GameState v = view.state();
        Decision best = null;
        double bestNet = Double.NEGATIVE_INFINITY;
        boolean mayPass = false;
        for (Decision d : view.legal().listed()) {
            if (d instanceof Decision.BuyGene b) {
                double net = profile.worth(b.gene()) - ICHTO_PRICE * v.price();
                if (net > bestNet) {
                    bestNet = net;
                    best = d;
                }
            } else {
                mayPass = true;
            }
        }
        return mayPass && bestNet <= 0 ? new Decision.PassPurchase() : best;
    }

    /** Pay with the Ichtos that matter least: stragglers in the oceans before families, land last. */
    private Decision pay(GameState v, int me, double[] odds) {
        int[] left = new int[Board.PLACES];
        for (int p = 0; p < Board.PLACES; p++) {
            left[p] = v.ichtos(p, me);
        }
        int[] pay = new int[Board.PLACES];
        boolean careOfYoung = v.owns(me, Gene.CARE_OF_YOUNG);
        for (int k = 0; k < v.price(); k++) {
            int cheapest = -1;
            double cheapestValue = Double.POSITIVE_INFINITY;
            for (int p = 0; p < Board.PLACES; p++) {
                if (left[p] == 0) {
                    continue;
                }
                double value = Board.isOcean(p)
                        ? 0.1 + profile.breedingWeight()
                        * (Rules.offspring(left[p], careOfYoung) - Rules.offspring(left[p] - 1, careOfYoung))
                        : 0.3 + profile.landWeight() * 3 * odds[p];
                if (value < cheapestValue) {
                    cheapestValue = value;
                    cheapest = p;
                }
            }
            left[cheapest]--;
            pay[cheapest]++;
        }
        return new Decision.PayPrice(PlaceCounts.of(pay));
    }

    /**
     * Panic and Ears choices: try each option in a world drawn from the view and keep the best.
     * The world's hidden parts are random guesses; only the board after the choice is judged.
     */
    private Decision bestByLookingOneStep(SeatView view, Evaluator evaluator) {
        LegalDecisions legal = view.legal();
        List<Decision> options = new ArrayList<>(legal.listed());
        for (OpenChoice c : legal.open()) {
            if (c instanceof OpenChoice.FlightChoice flight) {
                options.addAll(earsFlights(flight));
            }
        }
        GameState world = view.determinize(rng);
        Decision best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Decision d : options) {
            double value = evaluator.evaluate(Rules.apply(world, d));
            if (value > bestValue) {
                bestValue = value;
                best = d;
            }
        }
        return best;
    }

    /**
     * Ears at an eruption: none, or for each ocean open to the surplus as many as may flee into it (the
     * whole surplus unless too few stood where that ocean bordered before the eruption).
     */
    private static List<Decision> earsFlights(OpenChoice.FlightChoice flight) {
        List<Decision> out = new ArrayList<>();
        out.add(new Decision.EarsFlight(PlaceCounts.of(new int[Board.PLACES])));
        for (int m = flight.oceanMask(); m != 0; m &= m - 1) {
            int ocean = Board.oceanPlace(Integer.numberOfTrailingZeros(m));
            out.add(new Decision.EarsFlight(PlaceCounts.single(ocean, flight.mostInto(ocean))));
        }
        return out;
    }
}
