package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Invariants over 2,000 whole random games with 3 and 4 players, checked after every decision: food
 * conserved per colour, at most 7 amoebas a colour, BP never negative, one marker per ladder space,
 * damage within its limit, genes owned plus pool equal to the deck; every game ends by round 10 and
 * its seed and decisions replay it exactly. The random games must also reach every rule that needs
 * genes (attacks, answers, Holding, Tentacle, Parasitism, Aggression), or the invariants prove little.
 */
class SoupRandomGamesTest {
    private static final SoupBoard BOARD = SoupBoardLoader.standard();
    private static final int GAMES = 2000;

    @Test
    void twoThousandRandomGamesKeepEveryInvariantAndReplayExactly() {
        Map<String, Integer> seen = new TreeMap<>();
        for (int i = 0; i < GAMES; i++) {
            int players = i % 2 == 0 ? 4 : 3;
            long seed = 1000L + i;
            SoupState s = SoupRules.newGame(BOARD, players, seed);
            SeededRandom rng = new SeededRandom(~seed);
            List<SoupDecision> decisions = new ArrayList<>();
            List<SoupEvent> events = new ArrayList<>();
            while (!s.isOver()) {
                List<SoupDecision> legal = SoupRules.legal(s);
                assertThat(legal).as("something to decide in %s", s).isNotEmpty();
                assertThat(legal).as("no forced decision is left to a player").hasSizeGreaterThan(1);
                SoupDecision d = legal.get(rng.nextInt(legal.size()));
                assertThat(SoupRules.whyIllegal(s, d)).as("listed %s is legal", d).isNull();
                s = SoupRules.apply(s, d, events::add);
                decisions.add(d);
                check(s);
            }
            assertThat(s.round()).isBetween(1, 10);
            assertThat(s.winner()).isBetween(0, players - 1);
            for (int p = 0; p < players; p++) {
                assertThat(s.score(s.winner())).isGreaterThanOrEqualTo(s.score(p));
            }
            for (SoupEvent e : events) {
                seen.merge(kind(s, e), 1, Integer::sum);
            }
            // The seed and the decisions are the whole game.
            SoupState replay = SoupRules.newGame(BOARD, players, seed);
            for (SoupDecision d : decisions) {
                replay = SoupRules.apply(replay, d);
            }
            assertThat(replay).isEqualTo(s);
        }
        assertThat(seen.keySet()).as("rules reached by random play: %s", seen).contains(
                "attack", "defend", "escape", "cling", "tentacle", "parasite", "aggression",
                "killed violently", "killed by aggression", "died naturally", "defect paid", "advanced gene",
                "starved", "speed step", "movement I", "movement II stay or choose");
    }

    private static String kind(SoupState end, SoupEvent e) {
        if (e instanceof SoupEvent.DecisionMade m) {
            SoupDecision d = m.decision();
            if (d instanceof SoupDecision.Attack || d instanceof SoupDecision.Aggress) {
                return d instanceof SoupDecision.Attack ? "attack" : "aggression";
            }
            if (d instanceof SoupDecision.Defend) {
                return "defend";
            }
            if (d instanceof SoupDecision.Escape) {
                return "escape";
            }
            if (d instanceof SoupDecision.Cling c && c.cling()) {
                return "cling";
            }
            if (d instanceof SoupDecision.TakeCubes t && t.cubes().stream().mapToInt(Integer::intValue).sum() > 0) {
                return "tentacle";
            }
            if (d instanceof SoupDecision.PlaceAmoeba && end.board() != null) {
                return "placement";
            }
            if (d instanceof SoupDecision.MoveAgain) {
                return "speed step";
            }
            if (d instanceof SoupDecision.TakeDie) {
                return "movement I";
            }
            if (d instanceof SoupDecision.ChooseDirection) {
                return "movement II stay or choose";
            }
            if (d instanceof SoupDecision.BuyGene b && b.givesUp() >= 0) {
                return "advanced gene";
            }
            return "other decision";
        }
        if (e instanceof SoupEvent.Fed f && f.host() >= 0) {
            return "parasite";
        }
        if (e instanceof SoupEvent.Killed k) {
            return k.violent() ? "killed violently" : "killed by aggression";
        }
        if (e instanceof SoupEvent.AttackEnded a && a.how().startsWith("Armor")) {
            return "armor saved";
        }
        if (e instanceof SoupEvent.DiedNaturally) {
            return "died naturally";
        }
        if (e instanceof SoupEvent.DefectPaid) {
            return "defect paid";
        }
        if (e instanceof SoupEvent.Starved) {
            return "starved";
        }
        return "other event";
    }

    /** Every invariant of a position. */
    static void check(SoupState s) {
        int players = s.players();
        for (int c = 0; c < players; c++) {
            assertThat(s.supply(c)).as("supply of colour %d", c).isBetween(0, 55);
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                assertThat(s.food(space, c)).isNotNegative();
            }
            assertThat(s.foodOnBoard(c) + s.carried().get(c) + s.supply(c)).as("food of colour %d conserved", c)
                    .isEqualTo(55);
        }
        Set<Integer> markers = new HashSet<>();
        for (int p = 0; p < players; p++) {
            assertThat(s.bp(p)).as("BP of seat %d", p).isNotNegative();
            assertThat(s.amoebasOnBoard(p)).isLessThanOrEqualTo(7);
            assertThat(s.score(p) == 0 || markers.add(s.score(p))).as("one marker per ladder space: %s", s).isTrue();
            for (int n = 1; n <= 7; n++) {
                if (s.onBoard(p, n)) {
                    // Damage reaches the limit only between a starvation and the deaths of phase 5.
                    assertThat(s.damage(p, n)).isBetween(0, s.deadlyDamage(p) + 1);
                } else {
                    assertThat(s.damage(p, n)).isZero();
                }
            }
        }
        int deck = 0;
        int held = 0;
        for (int g = 0; g < s.board().genes().size(); g++) {
            assertThat(s.inPool(g)).as("pool of gene %d", g).isNotNegative();
            deck += s.board().gene(g).cards(players);
            held += s.inPool(g);
            for (int p = 0; p < players; p++) {
                held += s.owns(p, g) ? 1 : 0;
            }
        }
        assertThat(held).isEqualTo(deck);
        if (s.phase().ofRound() && s.phase() != Phase.MOVEMENT_AND_FEEDING && s.phase() != Phase.DEATHS) {
            assertThat(s.moverSeat()).isEqualTo(-1);
            assertThat(s.attackerSeat()).isEqualTo(-1);
        }
        if (s.phase() == Phase.DEATHS && s.await() == Await.AGGRESSION) {
            for (int p = 0; p < players; p++) {
                for (int n = 1; n <= 7; n++) {
                    if (s.onBoard(p, n)) {
                        assertThat(s.damage(p, n)).as("natural deaths come first").isLessThan(s.deadlyDamage(p));
                    }
                }
            }
        }
    }
}
