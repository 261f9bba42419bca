package org.ichto.toy;

import org.ichto.shell.match.RandomGames;
import org.ichto.toy.NimDecision.Take;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Hidden Nim's rules: setup, legality with reasons, immutability, the end, scores and progress. */
class NimRulesTest {
    private static final NimRules RULES = NimPositions.RULES;

    /** A position at seat 0 to act, pile of 2, jokers 3/1/2, seat 2's played. */
    private static NimState smallPile() {
        return new NimState(3, 2, 20, 0, List.of(3, 1, 2), List.of(false, false, true), List.of(1), 99L);
    }

    @Test
    void setupDrawsPileAndJokersFromTheSeed() {
        Set<Integer> piles = new HashSet<>();
        Set<Integer> jokers = new HashSet<>();
        for (long seed = 0; seed < 500; seed++) {
            NimState s = RULES.newGame(3, seed);
            assertThat(s).isEqualTo(RULES.newGame(3, seed));
            piles.add(s.pile());
            jokers.addAll(s.jokers());
            assertThat(s.actor()).isZero();
            assertThat(s.takers()).isEmpty();
        }
        assertThat(piles).containsExactlyInAnyOrderElementsOf(range(15, 25));
        assertThat(jokers).containsExactlyInAnyOrder(1, 2, 3);
        assertThatThrownBy(() -> RULES.newGame(5, 1)).hasMessageContaining("2 to 4 players, not 5");
    }

    @Test
    void legalListsTakesAndTheJokerOnlyWhenTheyFit() {
        NimState start = RULES.newGame(3, 7);
        assertThat(RULES.legal(start).listed()).containsExactly(new Take(1), new Take(2), new Take(3), NimDecision.JOKER);
        // Seat 0's joker is 3, more than the 2 left.
        assertThat(RULES.legal(smallPile()).listed()).containsExactly(new Take(1), new Take(2));
    }

    @Test
    void illegalDecisionsAreRefusedWithTheirReason() {
        NimState s = smallPile();
        assertThat(RULES.whyIllegal(s, new Take(0))).isEqualTo("a turn takes 1 to 3 counters, not 0");
        assertThat(RULES.whyIllegal(s, new Take(4))).isEqualTo("a turn takes 1 to 3 counters, not 4");
        assertThat(RULES.whyIllegal(s, new Take(3))).isEqualTo("only 2 counters are left, not 3");
        assertThat(RULES.whyIllegal(s, NimDecision.JOKER))
                .isEqualTo("the joker removes exactly 3 counters but only 2 are left");
        NimState seat2 = new NimState(3, 9, 20, 2, List.of(3, 1, 2), List.of(false, false, true), List.of(), 99L);
        assertThat(RULES.whyIllegal(seat2, NimDecision.JOKER)).isEqualTo("seat 2 has already played its joker");
        assertThat(RULES.whyIllegal(s, new Take(2))).isNull();
        assertThatThrownBy(() -> RULES.apply(s, new Take(3))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("only 2 counters are left, not 3");
    }

    @Test
    void theJokerRemovesItsValueAndKeepsTheTurn() {
        NimState start = RULES.newGame(3, 7);
        List<NimEvent> events = new ArrayList<>();
        NimState after = RULES.apply(start, NimDecision.JOKER, events::add);
        int joker = start.jokers().get(0);
        assertThat(after.pile()).isEqualTo(start.pile() - joker);
        assertThat(after.actor()).isZero();
        assertThat(after.jokerPlayed()).containsExactly(true, false, false);
        assertThat(events).containsExactly(new NimEvent.JokerPlayed(0, joker, after.pile()));
        assertThat(RULES.apply(after, new Take(1)).actor()).isEqualTo(1);
    }

    @Test
    void emptyingAPileScoresAndDrawsTheNextFromTheGenerator() {
        List<NimEvent> events = new ArrayList<>();
        NimState after = RULES.apply(smallPile(), new Take(2), events::add);
        assertThat(after.takers()).containsExactly(1, 0);
        assertThat(after.scores()).containsExactly(1, 1, 0);
        assertThat(after.pile()).isBetween(15, 25).isEqualTo(after.pileStart());
        assertThat(after.actor()).as("pile 3 is opened by seat 2").isEqualTo(2);
        assertThat(after.generator()).isNotEqualTo(99L);
        assertThat(events).containsExactly(new NimEvent.Took(0, 2, 0), new NimEvent.PileEmptied(0, 2),
                new NimEvent.NewPile(3, after.pile()));
    }

    @Test
    void applyNeverChangesTheGivenState() {
        for (long seed = 1; seed <= 50; seed++) {
            for (NimState s : NimPositions.randomGame(3, seed)) {
                if (s.isOver()) {
                    continue;
                }
                String before = s.toString();
                for (NimDecision d : RULES.legal(s).listed()) {
                    RULES.apply(s, d);
                }
                assertThat(s.toString()).isEqualTo(before);
            }
        }
    }

    @Test
    void everyGameEndsWithEveryPlayerCount() {
        RandomGames<NimState, NimDecision> games = new RandomGames<>(NimGame.INSTANCE);
        for (int players = 2; players <= 4; players++) {
            RandomGames.Batch batch = games.playMany(players, 300, 1);
            assertThat(batch.unfinished()).isZero();
            assertThat(batch.turnsPerGame()).isEqualTo(NimState.PILES);
        }
        List<NimState> game = NimPositions.randomGame(3, 4);
        NimState end = game.get(game.size() - 1);
        assertThat(RULES.isOver(end)).isTrue();
        assertThat(RULES.legal(end).isEmpty()).isTrue();
        assertThat(RULES.whyIllegal(end, new Take(1))).isEqualTo("the game is over");
    }

    @Test
    void mostPointsWinAndATieGoesToWhoEmptiedAPileLatest() {
        assertThat(RULES.winner(over(List.of(1, 1, 0)))).isEqualTo(1);
        assertThat(RULES.winner(over(List.of(0, 2, 1)))).as("1-1-1: seat 1 emptied the last pile").isEqualTo(1);
        assertThat(RULES.winner(over(List.of(2, 0, 1)))).isEqualTo(1);
        assertThat(RULES.scores(over(List.of(2, 0, 2)))).containsExactly(1, 0, 2);
        assertThat(RULES.describe(over(List.of(2, 0, 2)))).contains("seat 2 wins").contains("seat 0: 1 points");
    }

    private static NimState over(List<Integer> takers) {
        return new NimState(3, 0, 18, takers.get(2), List.of(1, 2, 3), List.of(true, false, false), takers, 5L);
    }

    @Test
    void progressRunsFromZeroToOneAndNeverGoesBack() {
        for (long seed = 1; seed <= 100; seed++) {
            List<NimState> game = NimPositions.randomGame(3, seed);
            assertThat(RULES.progress(game.get(0))).isZero();
            assertThat(RULES.progress(game.get(game.size() - 1))).isEqualTo(1.0);
            for (int i = 1; i < game.size(); i++) {
                assertThat(RULES.progress(game.get(i))).isGreaterThan(RULES.progress(game.get(i - 1)))
                        .isBetween(0.0, 1.0);
                assertThat(RULES.turn(game.get(i))).isGreaterThanOrEqualTo(RULES.turn(game.get(i - 1)));
            }
        }
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> list = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            list.add(i);
        }
        return list;
    }
}
