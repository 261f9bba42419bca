package org.ichto.soup;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Assumptions;

import java.util.ArrayList;
import java.util.List;

/**
 * Games of Primordial Soup for the tests: the states of a setup played at random, and whole random
 * games. Tests of whole games wait for the rules of the six phases: {@link #assumeRulesGoOn} skips them
 * (rather than failing) while the rules offer nothing in a game that is not over, so that they run by
 * themselves once the phases are built.
 */
public final class SoupFixtures {
    public static final SoupBoard BOARD = SoupBoardLoader.standard();

    private SoupFixtures() {
    }

    /**
     * Skips the calling test when the rules offer no decision in a game that is not over: the rules of
     * the six phases are not built yet.
     */
    public static void assumeRulesGoOn(SoupState s) {
        Assumptions.assumeTrue(s.isOver() || !SoupRules.legal(s).isEmpty(),
                "waiting for the rules of the six phases: nothing is legal in " + s);
    }

    /** Every state of a setup played with random decisions: the new game first, the first state of round 1 last. */
    public static List<SoupState> setup(int players, long seed) {
        List<SoupState> states = new ArrayList<>();
        SoupState s = SoupRules.newGame(BOARD, players, seed);
        SeededRandom chooser = new SeededRandom(seed * 31 + 7);
        states.add(s);
        while (s.phase().isSetup()) {
            s = SoupRules.apply(s, SoupRules.randomDecision(s, chooser));
            states.add(s);
        }
        return states;
    }

    /** The first state of round 1 after a random setup. */
    public static SoupState afterSetup(int players, long seed) {
        List<SoupState> states = setup(players, seed);
        return states.get(states.size() - 1);
    }

    /** A whole game: every state (the new game first, the end last) and the decision between each two. */
    public record Played(List<SoupState> states, List<SoupDecision> decisions) {
        public SoupState end() {
            return states.get(states.size() - 1);
        }
    }

    /** A whole game of random decisions, skipping the calling test where the rules offer nothing before the end. */
    public static Played randomGame(int players, long seed) {
        List<SoupState> states = new ArrayList<>();
        List<SoupDecision> decisions = new ArrayList<>();
        SoupState s = SoupRules.newGame(BOARD, players, seed);
        SeededRandom chooser = new SeededRandom(seed ^ 0x5DEECE66DL);
        states.add(s);
        while (!s.isOver()) {
            assumeRulesGoOn(s);
            SoupDecision d = SoupRules.randomDecision(s, chooser);
            s = SoupRules.apply(s, d);
            states.add(s);
            decisions.add(d);
            if (decisions.size() > 100_000) {
                throw new AssertionError("game of seed " + seed + " did not end within 100,000 decisions");
            }
        }
        return new Played(states, decisions);
    }

    /** One or two decisions of every type. Genes by index in the board file: 3 Speed, 4 Defense, 5 Escape, 7 Ray Protection, 16 Persistence, 19 Armor. */
    public static List<SoupDecision> everyDecisionType() {
        return List.of(
                new SoupDecision.ChooseStartSpace(3),
                new SoupDecision.PlaceAmoeba(2, 0),
                new SoupDecision.PlaceAmoeba(7, 18),
                new SoupDecision.Drift(),
                new SoupDecision.StayPut(),
                new SoupDecision.Move(),
                new SoupDecision.TakeDie(6),
                new SoupDecision.ChooseDirection(Direction.NORTH),
                new SoupDecision.ChooseDirection(Direction.WEST),
                new SoupDecision.ChooseDirection(null),
                new SoupDecision.MoveAgain(),
                new SoupDecision.StopMoving(),
                new SoupDecision.TakeCubes(List.of(1, 0, 2, 0)),
                new SoupDecision.TakeCubes(List.of(0, 1, 1)),
                new SoupDecision.Cling(4, true),
                new SoupDecision.Cling(1, false),
                new SoupDecision.Feed(List.of(1, 1, 0, 1), -1),
                new SoupDecision.Feed(List.of(0, 2, 0), 2),
                new SoupDecision.Starve(),
                new SoupDecision.Attack(3, 5),
                new SoupDecision.Defend(),
                new SoupDecision.Escape(),
                new SoupDecision.GiveIn(),
                new SoupDecision.PayDefect(List.of(7, 3), 2),
                new SoupDecision.PayDefect(List.of(), 0),
                new SoupDecision.BuyGene(3, -1),
                new SoupDecision.BuyGene(19, 4),
                new SoupDecision.EndPurchase(),
                new SoupDecision.Divide(6, 11),
                new SoupDecision.EndDivision(),
                new SoupDecision.Aggress(2, 0, 7),
                new SoupDecision.PassAggression());
    }

    /** The legal decision that leads from one state to the next (the setup's decisions lead to distinct states). */
    public static SoupDecision decisionBetween(SoupState before, SoupState after) {
        for (SoupDecision d : SoupRules.legal(before)) {
            if (SoupRules.apply(before, d).equals(after)) {
                return d;
            }
        }
        throw new AssertionError("no decision leads from " + before + " to " + after);
    }
}
