package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.SoupBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The one door to the rules of Primordial Soup: a new game, what is legal now, why a decision is
 * not, and the state a decision leads to. Pure: no I/O, no threads, no clock; all chance comes from
 * the state's own generator. The setup and the six phases of every round, with each phase's rules in
 * its own class; a decision that is no choice (the only legal one) is taken at once.
 */
public final class SoupRules {
    private SoupRules() {
    }

    /** A new game: the preparation driven by the seed, waiting for the first start-space choice. */
    public static SoupState newGame(SoupBoard board, int players, long seed) {
        return Setup.newGame(board, players, seed);
    }

    /** Every decision the actor may take now, listed one by one; empty when the game is over. */
    public static List<SoupDecision> legal(SoupState s) {
        List<SoupDecision> known = s.legal;
        if (known == null) {
            List<SoupDecision> out = new ArrayList<>();
            list(s, out);
            known = List.copyOf(out);
            s.legal = known;
        }
        return known;
    }

    private static void list(SoupState s, List<SoupDecision> out) {
        switch (s.phase) {
            case SETUP_START_SPACE -> Setup.listStartSpaces(s, out);
            case SETUP_FIRST_AMOEBA, SETUP_SECOND_AMOEBA -> Setup.listPlacements(s, out);
            case GAME_OVER -> {
                // Nothing to decide.
            }
            default -> listInRound(s, out);
        }
    }

    private static void listInRound(SoupState s, List<SoupDecision> out) {
        switch (s.await) {
            case ACTION -> {
                out.add(new SoupDecision.Drift());
                if (Movement.whyNotMove(s) == null) {
                    out.add(new SoupDecision.Move());
                }
                if (Movement.whyNotStayPut(s) == null) {
                    out.add(new SoupDecision.StayPut());
                }
            }
            case DIE -> {
                out.add(new SoupDecision.TakeDie(s.die1));
                if (s.die2 != s.die1) {
                    out.add(new SoupDecision.TakeDie(s.die2));
                }
            }
            case DIRECTION -> {
                for (Direction d : Direction.values()) {
                    out.add(new SoupDecision.ChooseDirection(d));
                }
                if (s.mvMayStay) {
                    out.add(new SoupDecision.ChooseDirection(null));
                }
            }
            case CUBES -> listCubes(s, out);
            case CLING -> {
                int n = Movement.asked(s)[1];
                out.add(new SoupDecision.Cling(n, true));
                out.add(new SoupDecision.Cling(n, false));
            }
            case MOVE_AGAIN -> {
                out.add(new SoupDecision.MoveAgain());
                out.add(new SoupDecision.StopMoving());
            }
            case FEED -> {
                Feeding.listFeeds(s, out);
                if (Feeding.whyNotStarve(s) == null) {
                    out.add(new SoupDecision.Starve());
                }
                Attacks.listAttacks(s, out);
            }
            case ANSWER -> {
                if (Attacks.whyNotDefend(s) == null) {
                    out.add(new SoupDecision.Defend());
                }
                if (Attacks.whyNotEscape(s) == null) {
                    out.add(new SoupDecision.Escape());
                }
                out.add(new SoupDecision.GiveIn());
            }
            case DEFECT -> Defects.list(s, out);
            case PURCHASE -> Purchase.list(s, out);
            case FREE_AMOEBA -> Division.listFree(s, out);
            case DIVISION -> Division.list(s, out);
            case AGGRESSION -> {
                Attacks.listAggressions(s, out);
                out.add(new SoupDecision.PassAggression());
            }
            case NONE -> throw new IllegalStateException("a phase of the round waits for nothing: " + s);
        }
    }

    /** Tentacle: every way to take up to the limit of cubes from the space being left. */
    private static void listCubes(SoupState s, List<SoupDecision> out) {
        int limit = Movement.tentacleCubes(s);
        int[] take = new int[s.players];
        cubes(s, take, 0, limit, out);
    }

    private static void cubes(SoupState s, int[] take, int colour, int left, List<SoupDecision> out) {
        if (colour == s.players) {
            out.add(new SoupDecision.TakeCubes(Attacks.asList(take)));
            return;
        }
        int most = Math.min(left, s.food(s.mvFrom, colour));
        for (int n = 0; n <= most; n++) {
            take[colour] = n;
            cubes(s, take, colour + 1, left - n, out);
        }
        take[colour] = 0;
    }

    /** A random legal decision for the actor, or null if there is none. */
    public static SoupDecision randomDecision(SoupState s, SeededRandom rng) {
        List<SoupDecision> legal = legal(s);
        return legal.isEmpty() ? null : legal.get(rng.nextInt(legal.size()));
    }

    /** Null if the actor may take this decision now, else the reason in a sentence. */
    public static String whyIllegal(SoupState s, SoupDecision d) {
        if (d == null) {
            return "no decision given";
        }
        String why = VISITORS.get().check.visit(s, d);
        return WRONG_TIME.equals(why) ? "not now: the game waits for " + describeWait(s) : why;
    }

    /** The state after the actor takes this decision. The given state is never changed. */
    public static SoupState apply(SoupState s, SoupDecision d) {
        return apply(s, d, SoupEventSink.NONE);
    }

    /** As {@link #apply(SoupState, SoupDecision)}, telling the sink what happens. */
    public static SoupState apply(SoupState s, SoupDecision d, SoupEventSink sink) {
        String why = listed(s, d) ? null : whyIllegal(s, d);
        if (why != null) {
            throw new IllegalSoupDecisionException(d, why);
        }
        SoupState next = s.copy();
        next.events = sink == null ? SoupEventSink.NONE : sink;
        try {
            next.emit(new SoupEvent.DecisionMade(s.actor, d));
            VISITORS.get().step.visit(next, d);
            settle(next);
        } finally {
            next.events = SoupEventSink.NONE;
        }
        return next;
    }

    /**
     * Takes every decision that is no choice at all (a single legal one: the only feeding method, giving
     * in without an answer, buying nothing when nothing is affordable), so a seat is asked only when
     * it has a choice. The forced decisions are told like any other.
     */
    private static void settle(SoupState s) {
        while (s.phase != Phase.GAME_OVER) {
            List<SoupDecision> only = new ArrayList<>();
            list(s, only);
            if (only.size() != 1) {
                s.legal = List.copyOf(only);
                return;
            }
            SoupDecision d = only.get(0);
            s.emit(new SoupEvent.DecisionMade(s.actor, d));
            VISITORS.get().step.visit(s, d);
        }
    }

    /** True if the decision is the very object of the state's listed legal decisions: no need to check it again. */
    private static boolean listed(SoupState s, SoupDecision d) {
        List<SoupDecision> known = s.legal;
        if (known != null) {
            for (SoupDecision k : known) {
                if (k == d) {
                    return true;
                }
            }
        }
        return false;
    }

    /** "the start space of seat 2", for messages. */
    public static String describeWait(SoupState s) {
        String seat = " from seat " + s.actor;
        return switch (s.phase) {
            case SETUP_START_SPACE -> "a start space on the ladder" + seat;
            case SETUP_FIRST_AMOEBA -> "the first amoeba's placement" + seat;
            case SETUP_SECOND_AMOEBA -> "the second amoeba's placement" + seat;
            case GAME_OVER -> "nothing (the game is over)";
            default -> "phase " + s.phase.number() + ": " + s.await.name().toLowerCase(java.util.Locale.ROOT)
                    .replace('_', ' ') + seat;
        };
    }

    private static final String WRONG_TIME = "wrong time";

    private static final ThreadLocal<Visitors> VISITORS = ThreadLocal.withInitial(Visitors::new);

    private static final class Visitors {
        final Check check = new Check();
        final Step step = new Step();
    }

    /** A visitor of decisions taken in one state, the state it was given for the visit. */
    private abstract static class OnState<R> implements SoupDecision.Visitor<R> {
        SoupState s;

        final R visit(SoupState state, SoupDecision d) {
            SoupState outer = s;
            s = state;
            try {
                return d.accept(this);
            } finally {
                s = outer;
            }
        }
    }

    /** Legality: each decision at the step it belongs to; {@link #WRONG_TIME} for a decision of another. */
    private static final class Check extends OnState<String> {

        /** Null if the game waits for this kind of decision, else why not. */
        private String when(Await await) {
            if (s.phase == Phase.GAME_OVER) {
                return "the game is over";
            }
            return s.phase.ofRound() && s.await == await ? null : WRONG_TIME;
        }

        @Override
        public String chooseStartSpace(SoupDecision.ChooseStartSpace d) {
            if (s.phase == Phase.GAME_OVER) {
                return "the game is over";
            }
            return s.phase == Phase.SETUP_START_SPACE ? Setup.whyIllegal(s, d) : WRONG_TIME;
        }

        @Override
        public String placeAmoeba(SoupDecision.PlaceAmoeba d) {
            if (s.phase == Phase.SETUP_FIRST_AMOEBA || s.phase == Phase.SETUP_SECOND_AMOEBA) {
                return Setup.whyIllegal(s, d);
            }
            String why = when(Await.FREE_AMOEBA);
            return why != null ? why : Division.whyNotPlaceFree(s, d);
        }

        @Override
        public String drift(SoupDecision.Drift d) {
            return when(Await.ACTION);
        }

        @Override
        public String stayPut(SoupDecision.StayPut d) {
            String why = when(Await.ACTION);
            return why != null ? why : Movement.whyNotStayPut(s);
        }

        @Override
        public String move(SoupDecision.Move d) {
            String why = when(Await.ACTION);
            return why != null ? why : Movement.whyNotMove(s);
        }

        @Override
        public String takeDie(SoupDecision.TakeDie d) {
            String why = when(Await.DIE);
            return why != null ? why : Movement.whyNotTakeDie(s, d.face());
        }

        @Override
        public String chooseDirection(SoupDecision.ChooseDirection d) {
            String why = when(Await.DIRECTION);
            return why != null ? why : Movement.whyNotChooseDirection(s, d.direction());
        }

        @Override
        public String moveAgain(SoupDecision.MoveAgain d) {
            return when(Await.MOVE_AGAIN);
        }

        @Override
        public String stopMoving(SoupDecision.StopMoving d) {
            return when(Await.MOVE_AGAIN);
        }

        @Override
        public String takeCubes(SoupDecision.TakeCubes d) {
            String why = when(Await.CUBES);
            return why != null ? why : Movement.whyNotTakeCubes(s, d.cubes());
        }

        @Override
        public String cling(SoupDecision.Cling d) {
            String why = when(Await.CLING);
            return why != null ? why : Movement.whyNotCling(s, d.number());
        }

        @Override
        public String feed(SoupDecision.Feed d) {
            String why = when(Await.FEED);
            return why != null ? why : Feeding.whyNotFeed(s, d);
        }

        @Override
        public String starve(SoupDecision.Starve d) {
            String why = when(Await.FEED);
            return why != null ? why : Feeding.whyNotStarve(s);
        }

        @Override
        public String attack(SoupDecision.Attack d) {
            String why = when(Await.FEED);
            return why != null ? why : Attacks.whyNotAttack(s, d);
        }

        @Override
        public String defend(SoupDecision.Defend d) {
            String why = when(Await.ANSWER);
            return why != null ? why : Attacks.whyNotDefend(s);
        }

        @Override
        public String escape(SoupDecision.Escape d) {
            String why = when(Await.ANSWER);
            return why != null ? why : Attacks.whyNotEscape(s);
        }

        @Override
        public String giveIn(SoupDecision.GiveIn d) {
            return when(Await.ANSWER);
        }

        @Override
        public String payDefect(SoupDecision.PayDefect d) {
            String why = when(Await.DEFECT);
            return why != null ? why : Defects.whyNotPay(s, d);
        }

        @Override
        public String buyGene(SoupDecision.BuyGene d) {
            String why = when(Await.PURCHASE);
            return why != null ? why : Purchase.whyNotBuy(s, d);
        }

        @Override
        public String endPurchase(SoupDecision.EndPurchase d) {
            return when(Await.PURCHASE);
        }

        @Override
        public String divide(SoupDecision.Divide d) {
            String why = when(Await.DIVISION);
            return why != null ? why : Division.whyNotDivide(s, d);
        }

        @Override
        public String endDivision(SoupDecision.EndDivision d) {
            return when(Await.DIVISION);
        }

        @Override
        public String aggress(SoupDecision.Aggress d) {
            String why = when(Await.AGGRESSION);
            return why != null ? why : Attacks.whyNotAggress(s, d);
        }

        @Override
        public String passAggression(SoupDecision.PassAggression d) {
            return when(Await.AGGRESSION);
        }
    }

    /** The effect of a legal decision on a state that is already a copy. */
    private static final class Step extends OnState<Void> {
        @Override
        public Void chooseStartSpace(SoupDecision.ChooseStartSpace d) {
            Setup.apply(s, d);
            return null;
        }

        @Override
        public Void placeAmoeba(SoupDecision.PlaceAmoeba d) {
            if (s.phase == Phase.CELL_DIVISION) {
                Division.placeFree(s, d);
            } else {
                Setup.apply(s, d);
            }
            return null;
        }

        @Override
        public Void drift(SoupDecision.Drift d) {
            Movement.drift(s);
            return null;
        }

        @Override
        public Void stayPut(SoupDecision.StayPut d) {
            Movement.stayPut(s);
            return null;
        }

        @Override
        public Void move(SoupDecision.Move d) {
            Movement.move(s);
            return null;
        }

        @Override
        public Void takeDie(SoupDecision.TakeDie d) {
            Movement.takeDie(s, d.face());
            return null;
        }

        @Override
        public Void chooseDirection(SoupDecision.ChooseDirection d) {
            Movement.chooseDirection(s, d.direction());
            return null;
        }

        @Override
        public Void moveAgain(SoupDecision.MoveAgain d) {
            Movement.moveAgain(s);
            return null;
        }

        @Override
        public Void stopMoving(SoupDecision.StopMoving d) {
            Movement.stopMoving(s);
            return null;
        }

        @Override
        public Void takeCubes(SoupDecision.TakeCubes d) {
            Movement.takeCubes(s, d.cubes());
            return null;
        }

        @Override
        public Void cling(SoupDecision.Cling d) {
            Movement.cling(s, d.number(), d.cling());
            return null;
        }

        @Override
        public Void feed(SoupDecision.Feed d) {
            Feeding.feed(s, d);
            return null;
        }

        @Override
        public Void starve(SoupDecision.Starve d) {
            Feeding.starve(s);
            return null;
        }

        @Override
        public Void attack(SoupDecision.Attack d) {
            Attacks.attack(s, d);
            return null;
        }

        @Override
        public Void defend(SoupDecision.Defend d) {
            Attacks.defend(s);
            return null;
        }

        @Override
        public Void escape(SoupDecision.Escape d) {
            Attacks.escape(s);
            return null;
        }

        @Override
        public Void giveIn(SoupDecision.GiveIn d) {
            Attacks.giveIn(s);
            return null;
        }

        @Override
        public Void payDefect(SoupDecision.PayDefect d) {
            Defects.pay(s, d);
            return null;
        }

        @Override
        public Void buyGene(SoupDecision.BuyGene d) {
            Purchase.buy(s, d);
            return null;
        }

        @Override
        public Void endPurchase(SoupDecision.EndPurchase d) {
            Purchase.endPurchase(s);
            return null;
        }

        @Override
        public Void divide(SoupDecision.Divide d) {
            Division.divide(s, d);
            return null;
        }

        @Override
        public Void endDivision(SoupDecision.EndDivision d) {
            Division.endDivision(s);
            return null;
        }

        @Override
        public Void aggress(SoupDecision.Aggress d) {
            Attacks.aggress(s, d);
            return null;
        }

        @Override
        public Void passAggression(SoupDecision.PassAggression d) {
            Deaths.aggressionDone(s);
            return null;
        }
    }
}
