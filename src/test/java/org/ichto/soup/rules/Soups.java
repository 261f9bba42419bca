package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Positions for the rule tests, built directly (the tests share the rules' package). Spaces are given
 * by their printed labels 1-19 (the board's rows: 1 / 2-6 / 7, 8, island, 9, 10 / 11-15 / 16-19).
 */
final class Soups {
    static final SoupBoard BOARD = SoupBoardLoader.standard();

    private Soups() {
    }

    /** Round 2 before anyone acted: no amoeba on the board, markers 1..players (seat 0 lowest), 4 BP, 2 cubes of each colour everywhere. */
    static SoupState empty(int players) {
        SoupState s = SoupRules.newGame(BOARD, players, 1);
        for (int p = 0; p < players; p++) {
            s.score[p] = p + 1;
        }
        s.round = 2;
        s.phase = Phase.MOVEMENT_AND_FEEDING;
        s.await = Await.NONE;
        s.legal = null;
        return s;
    }

    /** The index of a space by its printed label. */
    static int sp(int label) {
        return label - 1;
    }

    static void put(SoupState s, int seat, int number, int label) {
        put(s, seat, number, label, 0);
    }

    static void put(SoupState s, int seat, int number, int label, int damage) {
        s.amoebaSpace[s.index(seat, number)] = sp(label);
        s.damage[s.index(seat, number)] = damage;
        s.legal = null;
    }

    /** The seat holds these genes, bought in round 1. */
    static void genes(SoupState s, int seat, String... names) {
        for (String name : names) {
            s.geneSince[seat * s.genes + BOARD.gene(name).index()] = 1;
        }
        s.legal = null;
    }

    static int gene(String name) {
        return BOARD.gene(name).index();
    }

    /** The cubes of each colour on a space; the supply makes up the difference, so food stays conserved. */
    static void food(SoupState s, int label, int... perColour) {
        for (int c = 0; c < s.players; c++) {
            s.supply[c] += s.food[sp(label) * s.players + c] - perColour[c];
            s.food[sp(label) * s.players + c] = perColour[c];
        }
        s.legal = null;
    }

    /** Every space empty of food, all cubes in the supply. */
    static void noFood(SoupState s) {
        for (int label = 1; label <= SoupBoard.SPACES; label++) {
            food(s, label, new int[s.players]);
        }
    }

    /** The supply of one colour set to n cubes, the rest put on space 19 (far from the tests' action). */
    static void supply(SoupState s, int colour, int n) {
        int rest = s.supply[colour] - n;
        s.supply[colour] = n;
        s.food[sp(19) * s.players + colour] += rest;
        s.legal = null;
    }

    /** The face-up environment card is the one with this drift (null: the card without drift). */
    static void drift(SoupState s, Direction d) {
        card(s, c -> c.drift() == d);
    }

    static void ozone(SoupState s, int ozone) {
        card(s, c -> c.ozone() == ozone);
    }

    private static void card(SoupState s, java.util.function.Predicate<EnvironmentCard> which) {
        List<EnvironmentCard> cards = BOARD.environmentCards();
        for (int i = 0; i < cards.size(); i++) {
            if (which.test(cards.get(i))) {
                // Swap it with the face-up card, keeping the deck a permutation.
                for (int k = 0; k < s.deckSize; k++) {
                    if (s.deck[k] == i) {
                        s.deck[k] = s.card;
                    }
                }
                s.card = i;
                s.legal = null;
                return;
            }
        }
        throw new IllegalArgumentException("no such card");
    }

    /** The next dice rolled by the game show these faces (the generator is set to a state that gives them). */
    static void rolls(SoupState s, int... faces) {
        for (long seed = 0; ; seed++) {
            SeededRandom r = new SeededRandom(seed);
            boolean all = true;
            for (int f : faces) {
                if (1 + r.nextInt(6) != f) {
                    all = false;
                    break;
                }
            }
            if (all) {
                s.rng = seed;
                return;
            }
        }
    }

    /** Phase 1 with this amoeba acting: the seats before it in ascending order and its lower numbers have acted. */
    static SoupState turn(SoupState s, int seat, int number) {
        s.phase = Phase.MOVEMENT_AND_FEEDING;
        int[] up = s.ascending();
        System.arraycopy(up, 0, s.order, 0, up.length);
        Arrays.fill(s.acted, 0);
        for (int i = 0; i < up.length && up[i] != seat; i++) {
            s.acted[up[i]] = 0x7f;
            s.turnIndex = i + 1;
        }
        if (up[0] == seat) {
            s.turnIndex = 0;
        }
        s.acted[seat] = (1 << (number - 1)) - 1;
        s.current = seat;
        s.actor = seat;
        s.amoeba = number;
        s.await = Await.ACTION;
        s.legal = null;
        return s;
    }

    /** Applies the decisions in order; each must be legal. */
    static SoupState play(SoupState s, SoupDecision... ds) {
        for (SoupDecision d : ds) {
            assertThat(SoupRules.whyIllegal(s, d)).as("%s at %s / %s", d, s, s.await()).isNull();
            s = SoupRules.apply(s, d);
        }
        return s;
    }

    static List<Integer> cubes(int... n) {
        return Arrays.stream(n).boxed().toList();
    }

    static int at(SoupState s, int seat, int number) {
        return s.amoebaSpace(seat, number) + 1;
    }
}
