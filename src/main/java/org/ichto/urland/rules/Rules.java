package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.ArrayList;
import java.util.List;

/**
 * The one door to the rules: what is legal now, why a decision is not, and the state a decision
 * leads to. Pure: no I/O, no threads, no clock; all chance comes from the state's own generator.
 */
public final class Rules {
    private Rules() {
    }

    /** A new game: the whole preparation, driven by the seed. */
    public static GameState newGame(Board board, int players, long seed) {
        return Setup.newGame(board, players, seed);
    }

    /** Everything the actor may decide now. */
    public static LegalDecisions legal(GameState s) {
        List<Decision> listed = new ArrayList<>();
        List<OpenChoice> open = new ArrayList<>(1);
        switch (s.phase) {
            case CHOOSE_CHIP -> {
                for (int c = 1; c < GameState.CHIPS; c++) {
                    if (s.chipLoc[c] == ChipLocation.HAND.ordinal()) {
                        listed.add(new Decision.ChooseChip(c));
                    }
                }
            }
            case ACTIONS -> {
                Actions.list(s, listed);
                GeneActions.list(s, listed);
                if (s.actionsLeft >= 1 && s.onBoard(s.actor) > 0) {
                    open.add(new OpenChoice.RetreatChoice(ownIchtos(s)));
                }
            }
            case BID -> {
                for (int b = 0; b <= s.reserve[s.actor]; b++) {
                    listed.add(new Decision.Bid(b));
                }
            }
            case BUY -> {
                for (Gene g : Gene.values()) {
                    if (s.onDisplay(g)) {
                        listed.add(new Decision.BuyGene(g));
                    }
                }
                if (!s.auctionMustBuy) {
                    listed.add(new Decision.PassPurchase());
                }
            }
            case PAY -> open.add(new OpenChoice.PriceChoice(ownIchtos(s), s.price));
            case PANIC_REGION -> {
                for (int m = Panic.struckCandidates(s); m != 0; m &= m - 1) {
                    listed.add(new Decision.PanicRegion(Integer.numberOfTrailingZeros(m)));
                }
            }
            case PANIC_OCEAN -> {
                for (int m = s.regionOceans(s.panicRegion); m != 0; m &= m - 1) {
                    listed.add(new Decision.PanicOcean(Board.oceanPlace(Integer.numberOfTrailingZeros(m))));
                }
            }
            case PANIC_EARS -> {
                for (int k = 0; k <= s.ichtos(s.panicRegion, s.actor); k++) {
                    listed.add(new Decision.EarsStay(k));
                }
            }
            case EARS_FLIGHT -> {
                int region = Volcano.flightRegion(s);
                open.add(new OpenChoice.FlightChoice(region, s.regionOceans(region), Volcano.surplus(s)));
            }
            case GAME_OVER -> {
            }
        }
        return new LegalDecisions(s.actor(), s.phase, java.util.Collections.unmodifiableList(listed),
                java.util.Collections.unmodifiableList(open));
    }

    private static PlaceCounts ownIchtos(GameState s) {
        int[] c = new int[Board.PLACES];
        for (int p = 0; p < Board.PLACES; p++) {
            c[p] = s.ichtos(p, s.actor);
        }
        return PlaceCounts.of(c);
    }

    /** A random legal decision for the actor. */
    public static Decision randomDecision(GameState s, SeededRandom rng) {
        return legal(s).sample(rng);
    }

    /** Null if the actor may take this decision now, else the reason in a sentence. */
    public static String whyIllegal(GameState s, Decision d) {
        if (d == null) {
            return "no decision given";
        }
        String why = check(s, d);
        return why == WRONG_TIME ? "not now: the game waits for " + describeWait(s) : why;
    }

    private static final String WRONG_TIME = "wrong time";

    private static String check(GameState s, Decision d) {
        String wrongTime = WRONG_TIME;
        switch (s.phase) {
            case CHOOSE_CHIP:
                return d instanceof Decision.ChooseChip x ? Turn.whyIllegalChoice(s, x) : wrongTime;
            case ACTIONS:
                if (d instanceof Decision.ChooseChip || d instanceof Decision.Bid || d instanceof Decision.BuyGene
                        || d instanceof Decision.PassPurchase || d instanceof Decision.PayPrice
                        || d instanceof Decision.PanicRegion || d instanceof Decision.PanicOcean
                        || d instanceof Decision.EarsStay || d instanceof Decision.EarsFlight) {
                    return wrongTime;
                }
                int cost = cost(s, d);
                if (cost > s.actionsLeft) {
                    return "that costs " + cost + (cost == 1 ? " action" : " actions") + " and you have "
                            + s.actionsLeft + " left";
                }
                return GeneActions.isGeneAction(d) ? GeneActions.whyIllegal(s, d) : Actions.whyIllegal(s, d);
            case BID:
                return d instanceof Decision.Bid x ? Auction.whyIllegalBid(s, x.amount()) : wrongTime;
            case BUY:
                if (d instanceof Decision.BuyGene x) {
                    return Auction.whyIllegalBuy(s, x.gene());
                }
                return d instanceof Decision.PassPurchase ? Auction.whyIllegalPass(s) : wrongTime;
            case PAY:
                return d instanceof Decision.PayPrice x ? Auction.whyIllegalPay(s, x.ichtos()) : wrongTime;
            case PANIC_REGION:
                return d instanceof Decision.PanicRegion x ? Panic.whyIllegalRegion(s, x.region()) : wrongTime;
            case PANIC_OCEAN:
                return d instanceof Decision.PanicOcean x ? Panic.whyIllegalOcean(s, x.ocean()) : wrongTime;
            case PANIC_EARS:
                if (d instanceof Decision.EarsStay x) {
                    int max = s.ichtos(s.panicRegion, s.actor);
                    return x.count() >= 0 && x.count() <= max ? null
                            : "between 0 and " + max + " of your Ichtos can stay";
                }
                return wrongTime;
            case EARS_FLIGHT:
                return d instanceof Decision.EarsFlight x ? Volcano.whyIllegalFlight(s, x) : wrongTime;
            default:
                return "the game is over";
        }
    }

    /** Actions a decision costs now (0 for everything that is not an action). */
    public static int cost(GameState s, Decision d) {
        if (GeneActions.isGeneAction(d)) {
            return GeneActions.cost(s, d);
        }
        if (d instanceof Decision.Land || d instanceof Decision.Breed || d instanceof Decision.Swim
                || d instanceof Decision.Retreat) {
            return 1;
        }
        return 0;
    }

    /** The state after the actor takes this decision. The given state is never changed. */
    public static GameState apply(GameState s, Decision d) {
        return apply(s, d, EventSink.NONE);
    }

    /** As {@link #apply(GameState, Decision)}, telling the sink what happens. */
    public static GameState apply(GameState s, Decision d, EventSink sink) {
        String why = whyIllegal(s, d);
        if (why != null) {
            throw new IllegalDecisionException(d, why);
        }
        GameState next = s.copy();
        next.events = sink;
        try {
            step(next, d);
        } finally {
            next.events = EventSink.NONE;
        }
        return next;
    }

    /**
     * For planning a turn: the state after the acting Ichto player takes this action, with the same
     * player still to act (even with no action left), so a sequence of actions can be tried out.
     * The turn does not move on: ending actions is not a planning step.
     */
    public static GameState plan(GameState s, Decision d) {
        if (s.phase != Phase.ACTIONS || d instanceof Decision.EndActions) {
            throw new IllegalDecisionException(d, "only actions of an Ichto player can be planned");
        }
        String why = whyIllegal(s, d);
        if (why != null) {
            throw new IllegalDecisionException(d, why);
        }
        GameState next = s.copy();
        if (d instanceof Decision.PlayExtraTurn) {
            Actions.apply(next, d);
        } else {
            next.actionsLeft -= cost(next, d);
            if (GeneActions.isGeneAction(d)) {
                GeneActions.apply(next, d);
            } else {
                Actions.apply(next, d);
            }
        }
        return next;
    }

    /** Ichtos born to a colour with this many in an ocean (Care of Young breeds faster). */
    public static int offspring(int count, boolean careOfYoung) {
        return Actions.offspring(count, careOfYoung);
    }

    private static void step(GameState s, Decision d) {
        int seat = s.actor;
        if (d instanceof Decision.Bid) {
            s.events.accept(new GameEvent.BidPlaced(seat));
        } else if (!(d instanceof Decision.ChooseChip)) {
            s.events.accept(new GameEvent.DecisionMade(seat, d));
        }
        if (d instanceof Decision.ChooseChip x) {
            Turn.chooseChip(s, x.chip());
        } else if (d instanceof Decision.EndActions) {
            Turn.endIchtoPlayer(s);
        } else if (d instanceof Decision.PlayExtraTurn) {
            Actions.apply(s, d);
        } else if (s.phase == Phase.ACTIONS) {
            s.actionsLeft -= cost(s, d);
            if (GeneActions.isGeneAction(d)) {
                GeneActions.apply(s, d);
            } else {
                Actions.apply(s, d);
            }
            Turn.afterAction(s);
        } else if (d instanceof Decision.Bid x) {
            Auction.bid(s, x.amount());
        } else if (d instanceof Decision.BuyGene x) {
            Auction.buy(s, x.gene());
        } else if (d instanceof Decision.PassPurchase) {
            Auction.pass(s);
        } else if (d instanceof Decision.PayPrice x) {
            Auction.pay(s, x.ichtos());
        } else if (d instanceof Decision.PanicRegion x) {
            if (!Panic.strike(s, x.region())) {
                Turn.draw(s);
            }
        } else if (d instanceof Decision.PanicOcean x) {
            if (!Panic.flee(s, x.ocean())) {
                Turn.draw(s);
            }
        } else if (d instanceof Decision.EarsStay x) {
            Panic.earsStay(s, x.count());
            Turn.draw(s);
        } else if (d instanceof Decision.EarsFlight x) {
            Volcano.flee(s, x);
        } else {
            throw new IllegalStateException("unhandled decision " + d);
        }
    }

    /** "ACTIONS from seat 2", for messages. */
    public static String describeWait(GameState s) {
        return s.isOver() ? "nothing (the game is over)" : s.phase + " from seat " + s.actor;
    }
}
