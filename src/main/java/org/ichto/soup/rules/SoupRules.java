package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.SoupBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The one door to the rules of Primordial Soup: a new game, what is legal now, why a decision is
 * not, and the state a decision leads to. Pure: no I/O, no threads, no clock; all chance comes from
 * the state's own generator. Built so far: the whole setup. The phases of a round are designed
 * (their decisions exist) but refuse every decision as not built yet.
 */
public final class SoupRules {
    /** The reason given for a decision of a phase whose rules are not built yet. */
    public static final String NOT_BUILT = "this part of the rules is not built yet";

    private SoupRules() {
    }

    /** A new game: the preparation driven by the seed, waiting for the first start-space choice. */
    public static SoupState newGame(SoupBoard board, int players, long seed) {
        return Setup.newGame(board, players, seed);
    }

    /** Every decision the actor may take now, listed one by one; empty when the game is over. */
    public static List<SoupDecision> legal(SoupState s) {
        List<SoupDecision> out = new ArrayList<>();
        switch (s.phase) {
            case SETUP_START_SPACE -> Setup.listStartSpaces(s, out);
            case SETUP_FIRST_AMOEBA, SETUP_SECOND_AMOEBA -> Setup.listPlacements(s, out);
            default -> {
                // The phases of a round are not built yet; the game over has nothing to decide.
            }
        }
        return Collections.unmodifiableList(out);
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
        String why = whyIllegal(s, d);
        if (why != null) {
            throw new IllegalSoupDecisionException(d, why);
        }
        SoupState next = s.copy();
        next.events = sink == null ? SoupEventSink.NONE : sink;
        try {
            next.emit(new SoupEvent.DecisionMade(s.actor, d));
            VISITORS.get().step.visit(next, d);
        } finally {
            next.events = SoupEventSink.NONE;
        }
        return next;
    }

    /** "the start space of seat 2", for messages. */
    public static String describeWait(SoupState s) {
        String seat = " from seat " + s.actor;
        return switch (s.phase) {
            case SETUP_START_SPACE -> "a start space on the ladder" + seat;
            case SETUP_FIRST_AMOEBA -> "the first amoeba's placement" + seat;
            case SETUP_SECOND_AMOEBA -> "the second amoeba's placement" + seat;
            case GAME_OVER -> "nothing (the game is over)";
            default -> "phase " + s.phase.number() + " (" + s.phase + ")" + seat;
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

    /** Legality: each decision in the phase it belongs to; {@link #WRONG_TIME} for a decision of another phase. */
    private static final class Check extends OnState<String> {

        /** Null if the game waits for a decision of one of these phases, else why not. */
        private String when(Phase... phases) {
            if (Arrays.asList(phases).contains(s.phase)) {
                return null;
            }
            return s.phase == Phase.GAME_OVER ? "the game is over" : WRONG_TIME;
        }

        /** A decision of a phase not built yet: the wrong time, or not built. */
        private String notBuilt(Phase... phases) {
            String why = when(phases);
            return why != null ? why : NOT_BUILT + " (phase " + s.phase.number() + ")";
        }

        @Override
        public String chooseStartSpace(SoupDecision.ChooseStartSpace d) {
            String why = when(Phase.SETUP_START_SPACE);
            return why != null ? why : Setup.whyIllegal(s, d);
        }

        @Override
        public String placeAmoeba(SoupDecision.PlaceAmoeba d) {
            if (s.phase == Phase.CELL_DIVISION) {
                return NOT_BUILT + " (phase 4, the free amoeba of a player with none on the board)";
            }
            String why = when(Phase.SETUP_FIRST_AMOEBA, Phase.SETUP_SECOND_AMOEBA);
            return why != null ? why : Setup.whyIllegal(s, d);
        }

        @Override
        public String drift(SoupDecision.Drift d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING);
        }

        @Override
        public String stayPut(SoupDecision.StayPut d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING);
        }

        @Override
        public String move(SoupDecision.Move d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING);
        }

        @Override
        public String takeDie(SoupDecision.TakeDie d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String chooseDirection(SoupDecision.ChooseDirection d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String moveAgain(SoupDecision.MoveAgain d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String stopMoving(SoupDecision.StopMoving d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String takeCubes(SoupDecision.TakeCubes d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String cling(SoupDecision.Cling d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String feed(SoupDecision.Feed d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING);
        }

        @Override
        public String starve(SoupDecision.Starve d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING);
        }

        @Override
        public String attack(SoupDecision.Attack d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING);
        }

        @Override
        public String defend(SoupDecision.Defend d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String escape(SoupDecision.Escape d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String giveIn(SoupDecision.GiveIn d) {
            return notBuilt(Phase.MOVEMENT_AND_FEEDING, Phase.DEATHS);
        }

        @Override
        public String payDefect(SoupDecision.PayDefect d) {
            return notBuilt(Phase.ENVIRONMENT_AND_GENE_DEFECTS);
        }

        @Override
        public String buyGene(SoupDecision.BuyGene d) {
            return notBuilt(Phase.NEW_GENES);
        }

        @Override
        public String endPurchase(SoupDecision.EndPurchase d) {
            return notBuilt(Phase.NEW_GENES);
        }

        @Override
        public String divide(SoupDecision.Divide d) {
            return notBuilt(Phase.CELL_DIVISION);
        }

        @Override
        public String endDivision(SoupDecision.EndDivision d) {
            return notBuilt(Phase.CELL_DIVISION);
        }

        @Override
        public String aggress(SoupDecision.Aggress d) {
            return notBuilt(Phase.DEATHS);
        }

        @Override
        public String passAggression(SoupDecision.PassAggression d) {
            return notBuilt(Phase.DEATHS);
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
            Setup.apply(s, d);
            return null;
        }

        @Override
        public Void drift(SoupDecision.Drift d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void stayPut(SoupDecision.StayPut d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void move(SoupDecision.Move d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void takeDie(SoupDecision.TakeDie d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void chooseDirection(SoupDecision.ChooseDirection d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void moveAgain(SoupDecision.MoveAgain d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void stopMoving(SoupDecision.StopMoving d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void takeCubes(SoupDecision.TakeCubes d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void cling(SoupDecision.Cling d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void feed(SoupDecision.Feed d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void starve(SoupDecision.Starve d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void attack(SoupDecision.Attack d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void defend(SoupDecision.Defend d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void escape(SoupDecision.Escape d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void giveIn(SoupDecision.GiveIn d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void payDefect(SoupDecision.PayDefect d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void buyGene(SoupDecision.BuyGene d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void endPurchase(SoupDecision.EndPurchase d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void divide(SoupDecision.Divide d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void endDivision(SoupDecision.EndDivision d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void aggress(SoupDecision.Aggress d) {
            throw new IllegalStateException("not built yet: " + d);
        }

        @Override
        public Void passAggression(SoupDecision.PassAggression d) {
            throw new IllegalStateException("not built yet: " + d);
        }
    }
}
