package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.board.Board;

import java.util.ArrayList;
import java.util.Collections;
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
        Listing.list(s, (kind, a, b, c) -> listed.add(Listing.make(kind, a, b, c)));
        OpenChoice open = Listing.open(s);
        return new LegalDecisions(s.actor(), s.phase, Collections.unmodifiableList(listed),
                open == null ? List.of() : List.of(open));
    }

    /**
     * A random legal decision for the actor: the same as {@code legal(s).sample(rng)}, drawn with the
     * same numbers from the generator, without building the decisions not drawn. Null when the actor
     * has none (the game is over).
     */
    public static Decision randomDecision(GameState s, SeededRandom rng) {
        return RandomDecision.draw(s, rng);
    }

    /** Null if the actor may take this decision now, else the reason in a sentence. */
    public static String whyIllegal(GameState s, Decision d) {
        if (d == null) {
            return "no decision given";
        }
        String why = VISITORS.get().check.visit(s, d);
        return why == WRONG_TIME ? "not now: the game waits for " + describeWait(s) : why;
    }

    private static final String WRONG_TIME = "wrong time";

    /** Actions a decision costs now (0 for everything that is not an action). */
    public static int cost(GameState s, Decision d) {
        return VISITORS.get().cost.visit(s, d);
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
            VISITORS.get().step.visit(next, d);
        } finally {
            next.events = EventSink.NONE;
        }
        return next;
    }

    /**
     * Takes a decision from this state's own listing (legal by construction) on the state itself, which it
     * changes: for a search playing on, on a copy of its own, where neither the check nor a copy per
     * decision is needed. The state's events go nowhere.
     */
    public static void playOn(GameState s, Decision d) {
        VISITORS.get().step.visit(s, d);
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
        VISITORS.get().plan.visit(next, d);
        return next;
    }

    /**
     * As {@link #plan}, for an action taken from this state's own listing ({@link ListedDecisions} or
     * {@link #legal}), which is legal by construction: a search planning every listed action of a node
     * is spared checking each once more.
     */
    public static GameState planListed(GameState s, Decision d) {
        if (s.phase != Phase.ACTIONS || d instanceof Decision.EndActions) {
            throw new IllegalDecisionException(d, "only actions of an Ichto player can be planned");
        }
        GameState next = s.copy();
        VISITORS.get().plan.visit(next, d);
        return next;
    }

    /**
     * As {@link #planListed(GameState, Decision)}, into {@code reuse} (a state no one else holds, or null)
     * rather than a new state: a search judging one action after another needs each planned state only
     * until the next.
     */
    public static GameState planListed(GameState s, Decision d, GameState reuse) {
        if (s.phase != Phase.ACTIONS || d instanceof Decision.EndActions) {
            throw new IllegalDecisionException(d, "only actions of an Ichto player can be planned");
        }
        GameState next = s.copyInto(reuse);
        VISITORS.get().plan.visit(next, d);
        return next;
    }

    /** Ichtos born to a colour with this many in an ocean (Care of Young breeds faster). */
    public static int offspring(int count, boolean careOfYoung) {
        return Actions.offspring(count, careOfYoung);
    }

    /** "ACTIONS from seat 2", for messages. */
    public static String describeWait(GameState s) {
        return s.isOver() ? "nothing (the game is over)" : s.phase + " from seat " + s.actor;
    }

    /**
     * Each thread's visitors. A visitor judges or changes one state at a time, which it holds while it
     * visits; keeping one per thread spares an allocation per decision on the rules' hot path.
     */
    private static final ThreadLocal<Visitors> VISITORS = ThreadLocal.withInitial(Visitors::new);

    private static final class Visitors {
        final Cost cost = new Cost();
        final Check check = new Check(cost);
        final Step step = new Step(cost, false);
        final Step plan = new Step(cost, true);
    }

    /** A visitor of decisions taken in one state, the state it was given for the visit. */
    private abstract static class OnState<R> implements Decision.Visitor<R> {
        GameState s;

        final R visit(GameState state, Decision d) {
            GameState outer = s;
            s = state;
            try {
                return d.accept(this);
            } finally {
                s = outer;
            }
        }
    }

    /** The actions each decision costs. */
    private static final class Cost extends OnState<Integer> {
        @Override
        public Integer chooseChip(Decision.ChooseChip d) {
            return 0;
        }

        @Override
        public Integer land(Decision.Land d) {
            return 1;
        }

        @Override
        public Integer breed(Decision.Breed d) {
            return 1;
        }

        @Override
        public Integer swim(Decision.Swim d) {
            return 1;
        }

        @Override
        public Integer retreat(Decision.Retreat d) {
            return 1;
        }

        @Override
        public Integer playExtraTurn(Decision.PlayExtraTurn d) {
            return 0;
        }

        @Override
        public Integer endActions(Decision.EndActions d) {
            return 0;
        }

        @Override
        public Integer assimilate(Decision.Assimilate d) {
            return 2;
        }

        @Override
        public Integer landTwo(Decision.LandTwo d) {
            return 1;
        }

        @Override
        public Integer walk(Decision.Walk d) {
            return 1;
        }

        @Override
        public Integer egg(Decision.Egg d) {
            return GeneActions.cost(s, d);
        }

        @Override
        public Integer fly(Decision.Fly d) {
            return 1;
        }

        @Override
        public Integer stink(Decision.Stink d) {
            return 1;
        }

        @Override
        public Integer bite(Decision.Bite d) {
            return 1;
        }

        @Override
        public Integer bid(Decision.Bid d) {
            return 0;
        }

        @Override
        public Integer buyGene(Decision.BuyGene d) {
            return 0;
        }

        @Override
        public Integer passPurchase(Decision.PassPurchase d) {
            return 0;
        }

        @Override
        public Integer payPrice(Decision.PayPrice d) {
            return 0;
        }

        @Override
        public Integer panicRegion(Decision.PanicRegion d) {
            return 0;
        }

        @Override
        public Integer panicOcean(Decision.PanicOcean d) {
            return 0;
        }

        @Override
        public Integer earsStay(Decision.EarsStay d) {
            return 0;
        }

        @Override
        public Integer earsFlight(Decision.EarsFlight d) {
            return 0;
        }
    }

    /**
     * Legality: each decision in the phase it belongs to, an action only if the actions left pay for
     * it; {@link #WRONG_TIME} (the very string) for a decision of another phase.
     */
    private static final class Check extends OnState<String> {
        private final Cost cost;

        Check(Cost cost) {
            this.cost = cost;
        }

        /** Null if the game waits for a decision of this phase, else why not. */
        private String when(Phase phase) {
            if (s.phase == phase) {
                return null;
            }
            return s.phase == Phase.GAME_OVER ? "the game is over" : WRONG_TIME;
        }

        /** Null if an action is due and the actions left pay for this one, else why not. */
        private String action(Decision d) {
            String why = when(Phase.ACTIONS);
            if (why != null) {
                return why;
            }
            int c = cost.visit(s, d);
            if (c > s.actionsLeft) {
                return "that costs " + c + (c == 1 ? " action" : " actions") + " and you have "
                        + s.actionsLeft + " left";
            }
            return null;
        }

        @Override
        public String chooseChip(Decision.ChooseChip d) {
            String why = when(Phase.CHOOSE_CHIP);
            return why != null ? why : Turn.whyIllegalChoice(s, d);
        }

        @Override
        public String land(Decision.Land d) {
            String why = action(d);
            return why != null ? why : Actions.whyIllegal(s, d);
        }

        @Override
        public String breed(Decision.Breed d) {
            String why = action(d);
            return why != null ? why : Actions.whyIllegal(s, d);
        }

        @Override
        public String swim(Decision.Swim d) {
            String why = action(d);
            return why != null ? why : Actions.whyIllegal(s, d);
        }

        @Override
        public String retreat(Decision.Retreat d) {
            String why = action(d);
            return why != null ? why : Actions.whyIllegal(s, d);
        }

        @Override
        public String playExtraTurn(Decision.PlayExtraTurn d) {
            String why = action(d);
            return why != null ? why : Actions.whyIllegal(s, d);
        }

        @Override
        public String endActions(Decision.EndActions d) {
            return action(d);
        }

        @Override
        public String assimilate(Decision.Assimilate d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String landTwo(Decision.LandTwo d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String walk(Decision.Walk d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String egg(Decision.Egg d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String fly(Decision.Fly d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String stink(Decision.Stink d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String bite(Decision.Bite d) {
            String why = action(d);
            return why != null ? why : GeneActions.whyIllegal(s, d);
        }

        @Override
        public String bid(Decision.Bid d) {
            String why = when(Phase.BID);
            return why != null ? why : Auction.whyIllegalBid(s, d.amount());
        }

        @Override
        public String buyGene(Decision.BuyGene d) {
            String why = when(Phase.BUY);
            return why != null ? why : Auction.whyIllegalBuy(s, d.gene());
        }

        @Override
        public String passPurchase(Decision.PassPurchase d) {
            String why = when(Phase.BUY);
            return why != null ? why : Auction.whyIllegalPass(s);
        }

        @Override
        public String payPrice(Decision.PayPrice d) {
            String why = when(Phase.PAY);
            return why != null ? why : Auction.whyIllegalPay(s, d.ichtos());
        }

        @Override
        public String panicRegion(Decision.PanicRegion d) {
            String why = when(Phase.PANIC_REGION);
            return why != null ? why : Panic.whyIllegalRegion(s, d.region());
        }

        @Override
        public String panicOcean(Decision.PanicOcean d) {
            String why = when(Phase.PANIC_OCEAN);
            return why != null ? why : Panic.whyIllegalOcean(s, d.ocean());
        }

        @Override
        public String earsStay(Decision.EarsStay d) {
            String why = when(Phase.PANIC_EARS);
            if (why != null) {
                return why;
            }
            int max = s.ichtos(s.panicRegion, s.actor);
            return d.count() >= 0 && d.count() <= max ? null : "between 0 and " + max + " of your Ichtos can stay";
        }

        @Override
        public String earsFlight(Decision.EarsFlight d) {
            String why = when(Phase.EARS_FLIGHT);
            return why != null ? why : EarsFlight.whyIllegal(s, d);
        }
    }

    /**
     * Effect: the events a decision makes known and what it changes, on a state it is legal in. An
     * action pays its cost first; when planning, no event is told and the turn does not move on.
     */
    private static final class Step extends OnState<Void> {
        private final Cost cost;
        private final boolean planning;

        Step(Cost cost, boolean planning) {
            this.cost = cost;
            this.planning = planning;
        }

        /** Tells that the actor took the decision (in the open). */
        private void made(Decision d) {
            if (!planning) {
                s.events.accept(new GameEvent.DecisionMade(s.actor, d));
            }
        }

        /** Before an action's effect: told, and paid for. */
        private void startAction(Decision d) {
            made(d);
            s.actionsLeft -= cost.visit(s, d);
        }

        /** After an action's effect: the turn moves on if no action is left. */
        private Void endAction() {
            if (!planning) {
                Turn.afterAction(s);
            }
            return null;
        }

        @Override
        public Void chooseChip(Decision.ChooseChip d) {
            Turn.chooseChip(s, d.chip());
            return null;
        }

        @Override
        public Void land(Decision.Land d) {
            startAction(d);
            Actions.apply(s, d);
            return endAction();
        }

        @Override
        public Void breed(Decision.Breed d) {
            startAction(d);
            Actions.apply(s, d);
            return endAction();
        }

        @Override
        public Void swim(Decision.Swim d) {
            startAction(d);
            Actions.apply(s, d);
            return endAction();
        }

        @Override
        public Void retreat(Decision.Retreat d) {
            startAction(d);
            Actions.apply(s, d);
            return endAction();
        }

        @Override
        public Void playExtraTurn(Decision.PlayExtraTurn d) {
            made(d);
            Actions.apply(s, d);
            return null;
        }

        @Override
        public Void endActions(Decision.EndActions d) {
            made(d);
            Turn.endIchtoPlayer(s);
            return null;
        }

        @Override
        public Void assimilate(Decision.Assimilate d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void landTwo(Decision.LandTwo d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void walk(Decision.Walk d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void egg(Decision.Egg d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void fly(Decision.Fly d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void stink(Decision.Stink d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void bite(Decision.Bite d) {
            startAction(d);
            GeneActions.apply(s, d);
            return endAction();
        }

        @Override
        public Void bid(Decision.Bid d) {
            s.events.accept(new GameEvent.BidPlaced(s.actor));
            Auction.bid(s, d.amount());
            return null;
        }

        @Override
        public Void buyGene(Decision.BuyGene d) {
            made(d);
            Auction.buy(s, d.gene());
            return null;
        }

        @Override
        public Void passPurchase(Decision.PassPurchase d) {
            made(d);
            Auction.pass(s);
            return null;
        }

        @Override
        public Void payPrice(Decision.PayPrice d) {
            made(d);
            Auction.pay(s, d.ichtos());
            return null;
        }

        @Override
        public Void panicRegion(Decision.PanicRegion d) {
            made(d);
            if (!Panic.strike(s, d.region())) {
                Turn.draw(s);
            }
            return null;
        }

        @Override
        public Void panicOcean(Decision.PanicOcean d) {
            made(d);
            if (!Panic.flee(s, d.ocean())) {
                Turn.draw(s);
            }
            return null;
        }

        @Override
        public Void earsStay(Decision.EarsStay d) {
            made(d);
            Panic.earsStay(s, d.count());
            Turn.draw(s);
            return null;
        }

        @Override
        public Void earsFlight(Decision.EarsFlight d) {
            made(d);
            EarsFlight.flee(s, d);
            return null;
        }
    }
}
