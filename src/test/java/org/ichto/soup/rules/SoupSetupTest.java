package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The preparation of Primordial Soup: what the seed deals, the start spaces and the two placements, as printed. */
class SoupSetupTest {
    private static final SoupBoard BOARD = SoupBoardLoader.standard();

    private static SoupState game(int players, long seed) {
        return SoupRules.newGame(BOARD, players, seed);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void theSeedDealsFoodBpAndTheEnvironmentDeck(int players) {
        SoupState s = game(players, 42);
        assertThat(s.players()).isEqualTo(players);
        assertThat(s.phase()).isEqualTo(Phase.SETUP_START_SPACE);
        assertThat(s.round()).isZero();
        for (int p = 0; p < players; p++) {
            assertThat(s.bp(p)).as("BP of seat %d", p).isEqualTo(4);
            assertThat(s.score(p)).isZero();
            assertThat(s.amoebasOnBoard(p)).isZero();
            assertThat(s.genesOf(p)).isEmpty();
            // 2 cubes of each colour in play on every space; the rest beside the board: 55 - 2 x 19 = 17.
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                assertThat(s.food(space, p)).isEqualTo(2);
            }
            assertThat(s.supply(p)).isEqualTo(55 - 2 * 19).isEqualTo(17);
        }
        // 11 environment cards: one face up, 10 face down, together each card once.
        assertThat(s.environment()).isNotNull();
        assertThat(s.deckSize()).isEqualTo(10);
        Set<Integer> cards = new HashSet<>(s.deckTopFirst());
        cards.add(s.environmentIndex());
        assertThat(cards).hasSize(11).allMatch(c -> c >= 0 && c < 11);
        // The start order is a permutation of the seats and its first seat decides first.
        assertThat(new HashSet<>(s.startOrder())).hasSize(players).allMatch(p -> p >= 0 && p < players);
        assertThat(s.actor()).isEqualTo(s.startOrder().get(0));
        // Genes: none owned, the deck of the player count in the pool (20 cards with 3, 30 with 4).
        int pool = 0;
        for (int g = 0; g < BOARD.genes().size(); g++) {
            pool += s.inPool(g);
        }
        assertThat(pool).isEqualTo(players == 3 ? 20 : 30);
    }

    @Test
    void theSameSeedGivesTheSameSetupAndOthersDiffer() {
        for (int players = 3; players <= 4; players++) {
            assertThat(game(players, 7)).isEqualTo(game(players, 7)).hasSameHashCodeAs(game(players, 7));
            Set<List<Integer>> decks = new HashSet<>();
            Set<List<Integer>> orders = new HashSet<>();
            for (long seed = 0; seed < 50; seed++) {
                SoupState s = game(players, seed);
                List<Integer> deck = new ArrayList<>(s.deckTopFirst());
                deck.add(s.environmentIndex());
                decks.add(deck);
                orders.add(s.startOrder());
            }
            assertThat(decks).hasSizeGreaterThan(45);
            assertThat(orders).hasSizeGreaterThan(players == 3 ? 5 : 15);
        }
        SoupState a = playSetup(game(4, 99), new SeededRandom(5));
        SoupState b = playSetup(game(4, 99), new SeededRandom(5));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    }

    @Test
    void onlyThreeOrFourPlayers() {
        assertThatThrownBy(() -> game(2, 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[3, 4]");
        assertThatThrownBy(() -> game(5, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void eachSeatStartsFirstAboutEquallyOften() {
        int[] first = new int[4];
        for (long seed = 0; seed < 4000; seed++) {
            first[game(4, seed).startOrder().get(0)]++;
        }
        assertThat(java.util.Arrays.stream(first).boxed().toList()).allMatch(n -> n > 850 && n < 1150);
    }

    // ---------------------------------------------------------------- start spaces

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void startSpacesAreOneToThePlayerCountOneMarkerEach(int players) {
        SoupState s = game(players, 3);
        List<Integer> expected = players == 3 ? List.of(1, 2, 3) : List.of(1, 2, 3, 4);
        assertThat(SoupRules.legal(s)).containsExactlyElementsOf(
                expected.stream().map(SoupDecision.ChooseStartSpace::new).map(SoupDecision.class::cast).toList());
        assertThat(SoupRules.whyIllegal(s, new SoupDecision.ChooseStartSpace(players + 1)))
                .isEqualTo("ladder space " + (players + 1) + " is not a start space: with " + players
                        + " players the start spaces are 1-" + players);
        assertThat(SoupRules.whyIllegal(s, new SoupDecision.ChooseStartSpace(0))).contains("not a start space");

        // "The player who rolls highest places their Score marker ... The player with the second highest roll
        // chooses a space and so on. Only one Score marker may be on each space at a time."
        List<Integer> order = s.startOrder();
        s = SoupRules.apply(s, new SoupDecision.ChooseStartSpace(2));
        assertThat(s.score(order.get(0))).isEqualTo(2);
        assertThat(s.actor()).isEqualTo(order.get(1));
        assertThat(SoupRules.legal(s)).doesNotContain(new SoupDecision.ChooseStartSpace(2));
        assertThat(SoupRules.whyIllegal(s, new SoupDecision.ChooseStartSpace(2)))
                .isEqualTo("ladder space 2 already holds the marker of seat " + order.get(0)
                        + ": only one marker may be on each space");
        for (int i = 1; i < players - 1; i++) {
            assertThat(s.actor()).isEqualTo(order.get(i));
            s = SoupRules.apply(s, SoupRules.legal(s).get(0));
        }
        // The last player has no choice: the one free start space is taken for it.
        assertThat(s.phase()).isEqualTo(Phase.SETUP_FIRST_AMOEBA);
        Set<Integer> used = new HashSet<>();
        for (int p = 0; p < players; p++) {
            used.add(s.score(p));
        }
        assertThat(used).containsExactlyInAnyOrderElementsOf(expected);
    }

    // ---------------------------------------------------------------- placements

    /** The start spaces given per position in the start order (the last one is the last player's only choice). */
    private static SoupState chooseStarts(SoupState s, int... spaces) {
        for (int i = 0; i < spaces.length - 1; i++) {
            s = SoupRules.apply(s, new SoupDecision.ChooseStartSpace(spaces[i]));
        }
        assertThat(s.score(s.startOrder().get(spaces.length - 1))).isEqualTo(spaces[spaces.length - 1]);
        return s;
    }

    @Test
    void fourPlayersPlaceAscendingWithADamagePointThenDescendingWithout() {
        SoupState s = game(4, 11);
        List<Integer> order = s.startOrder();
        // The first to choose takes 3, then 1, 4, 2: the seat on 1 places first ("starting with the player who
        // placed their marker in the 1 space").
        s = chooseStarts(s, 3, 1, 4, 2);
        int on1 = order.get(1);
        int on2 = order.get(3);
        int on3 = order.get(0);
        int on4 = order.get(2);
        assertThat(s.phase()).isEqualTo(Phase.SETUP_FIRST_AMOEBA);
        int[] ascending = {on1, on2, on3, on4};
        for (int i = 0; i < 4; i++) {
            assertThat(s.actor()).as("first placement %d", i).isEqualTo(ascending[i]);
            // "Players may use any of their amoebas regardless of number."
            s = SoupRules.apply(s, new SoupDecision.PlaceAmoeba(7 - i, i));
            assertThat(s.amoebaSpace(ascending[i], 7 - i)).isEqualTo(i);
            assertThat(s.damage(ascending[i], 7 - i)).as("each amoeba also receives one Damage Point").isEqualTo(1);
        }
        assertThat(s.phase()).isEqualTo(Phase.SETUP_SECOND_AMOEBA);
        int[] descending = {on4, on3, on2, on1};
        for (int i = 0; i < 4; i++) {
            assertThat(s.actor()).as("second placement %d", i).isEqualTo(descending[i]);
            s = SoupRules.apply(s, new SoupDecision.PlaceAmoeba(1, 10 + i));
            assertThat(s.damage(descending[i], 1)).as("this time without damage points").isZero();
        }
        // The setup is over: round 1, phase 1, the lowest marker's lowest-numbered amoeba acts first.
        assertThat(s.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
        assertThat(s.round()).isEqualTo(1);
        assertThat(s.actor()).isEqualTo(on1).isEqualTo(s.current());
        assertThat(s.amoeba()).isEqualTo(1);
        for (int p = 0; p < 4; p++) {
            assertThat(s.amoebasOnBoard(p)).isEqualTo(2);
            assertThat(s.bp(p)).isEqualTo(4);
        }
    }

    @Test
    void threePlayersPlaceWithoutDamage() {
        SoupState s = chooseStarts(game(3, 5), 1, 2, 3);
        List<Integer> order = s.startOrder();
        for (int i = 0; i < 3; i++) {
            assertThat(s.actor()).isEqualTo(order.get(i));
            s = SoupRules.apply(s, new SoupDecision.PlaceAmoeba(1, i));
        }
        for (int i = 0; i < 3; i++) {
            assertThat(s.actor()).isEqualTo(order.get(2 - i));
            s = SoupRules.apply(s, new SoupDecision.PlaceAmoeba(2, 18 - i));
        }
        for (int p = 0; p < 3; p++) {
            assertThat(s.damage(p, 1)).as("with three players the amoebas don't receive a damage point").isZero();
            assertThat(s.damage(p, 2)).isZero();
        }
        assertThat(s.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
    }

    @Test
    void placementsRefusedWithTheirReason() {
        SoupState s = chooseStarts(game(4, 2), 1, 2, 3, 4);
        assertThat(SoupRules.legal(s)).hasSize(7 * 19);
        s = SoupRules.apply(s, new SoupDecision.PlaceAmoeba(3, 5));
        int seat = s.actor();
        assertThat(SoupRules.legal(s)).hasSize(7 * 18).doesNotContain(new SoupDecision.PlaceAmoeba(1, 5));
        assertRefused(s, new SoupDecision.PlaceAmoeba(1, 5),
                "space 06 already holds an amoeba: during the setup no space may hold more than one");
        assertRefused(s, new SoupDecision.PlaceAmoeba(0, 1), "there is no amoeba 0: amoebas are numbered 1 to 7");
        assertRefused(s, new SoupDecision.PlaceAmoeba(8, 1), "there is no amoeba 8: amoebas are numbered 1 to 7");
        assertRefused(s, new SoupDecision.PlaceAmoeba(1, 19), "there is no space 20: the soup has spaces 1 to 19");
        assertRefused(s, new SoupDecision.ChooseStartSpace(1),
                "not now: the game waits for the first amoeba's placement from seat " + seat);
        assertRefused(s, new SoupDecision.Drift(),
                "not now: the game waits for the first amoeba's placement from seat " + seat);
        // The same seat's amoeba already on the board, in the second placement.
        for (int i = 1; i < 4; i++) {
            s = SoupRules.apply(s, new SoupDecision.PlaceAmoeba(3, 5 + i));
        }
        int placer = s.actor();
        int number = 3;
        assertRefused(s, new SoupDecision.PlaceAmoeba(number, 0),
                "amoeba 3 is already on the board (space " + SoupBoard.label(s.amoebaSpace(placer, number)) + ")");
    }

    @Test
    void afterTheSetupTheLowestMarkersLowestAmoebaActsFirst() {
        SoupState s = playSetup(game(4, 8), new SeededRandom(1));
        assertThat(s.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
        assertThat(s.round()).isEqualTo(1);
        assertThat(s.await()).isEqualTo(Await.ACTION);
        int lowest = s.ascending()[0];
        assertThat(s.actor()).isEqualTo(lowest);
        int first = 1;
        while (!s.onBoard(lowest, first)) {
            first++;
        }
        assertThat(s.amoeba()).isEqualTo(first);
        // Without genes an amoeba drifts or moves (it has 4 BP); staying put needs Holding.
        assertThat(SoupRules.legal(s)).containsExactly(new SoupDecision.Drift(), new SoupDecision.Move());
        assertRefused(s, new SoupDecision.StayPut(), "only an amoeba with Holding may stay put; the others drift or move");
        assertRefused(s, new SoupDecision.BuyGene(0, -1),
                "not now: the game waits for phase 1: action from seat " + s.actor());
        assertRefused(s, new SoupDecision.PlaceAmoeba(5, 0),
                "not now: the game waits for phase 1: action from seat " + s.actor());
        assertRefused(s, null, "no decision given");
    }

    private static void assertRefused(SoupState s, SoupDecision d, String reason) {
        SoupState before = s.copy();
        assertThat(SoupRules.whyIllegal(s, d)).isEqualTo(reason);
        assertThatThrownBy(() -> SoupRules.apply(s, d)).isInstanceOf(IllegalSoupDecisionException.class)
                .hasMessage(reason);
        assertThat(s).isEqualTo(before);
    }

    // ---------------------------------------------------------------- the whole setup from many seeds

    /** Plays the setup with random legal decisions. */
    static SoupState playSetup(SoupState s, SeededRandom rng) {
        while (s.phase().isSetup()) {
            s = SoupRules.apply(s, SoupRules.randomDecision(s, rng));
        }
        return s;
    }

    /** Every setup decision shape, legal or not: each start space around the range, each number and space around theirs. */
    private static List<SoupDecision> candidates() {
        List<SoupDecision> out = new ArrayList<>();
        for (int l = -1; l <= 6; l++) {
            out.add(new SoupDecision.ChooseStartSpace(l));
        }
        for (int n = 0; n <= 8; n++) {
            for (int space = -1; space <= SoupBoard.SPACES; space++) {
                out.add(new SoupDecision.PlaceAmoeba(n, space));
            }
        }
        out.add(new SoupDecision.Drift());
        out.add(new SoupDecision.Divide(3, 3));
        out.add(new SoupDecision.EndPurchase());
        out.add(new SoupDecision.Defend());
        return out;
    }

    @Test
    void everyLegalDecisionAppliesAndEveryOtherIsRefusedLeavingTheStateUnchanged() {
        List<SoupDecision> all = candidates();
        for (long seed = 0; seed < 20; seed++) {
            int players = 3 + (int) (seed % 2);
            SoupState s = game(players, seed);
            SeededRandom rng = new SeededRandom(seed);
            while (s.phase().isSetup()) {
                SoupState before = s.copy();
                List<SoupDecision> legal = SoupRules.legal(s);
                assertThat(legal).isNotEmpty().doesNotHaveDuplicates();
                for (SoupDecision d : legal) {
                    assertThat(SoupRules.whyIllegal(s, d)).as("%s", d).isNull();
                    SoupState after = SoupRules.apply(s, d);
                    assertThat(after).isNotEqualTo(s);
                }
                for (SoupDecision d : all) {
                    if (!legal.contains(d)) {
                        SoupState here = s;
                        String why = SoupRules.whyIllegal(here, d);
                        assertThat(why).as("%s in %s", d, here).isNotBlank();
                        assertThatThrownBy(() -> SoupRules.apply(here, d)).hasMessage(why);
                    }
                }
                assertThat(s).isEqualTo(before);
                s = SoupRules.apply(s, legal.get(rng.nextInt(legal.size())));
            }
        }
    }

    @Test
    void aThousandRandomSetupsKeepTheInvariants() {
        for (long seed = 0; seed < 1000; seed++) {
            int players = seed % 2 == 0 ? 4 : 3;
            List<SoupEvent> events = new ArrayList<>();
            SoupState s = game(players, seed);
            SeededRandom rng = new SeededRandom(~seed);
            int steps = 0;
            while (s.phase().isSetup()) {
                s = SoupRules.apply(s, SoupRules.randomDecision(s, rng), events::add);
                steps++;
                checkInvariants(s);
            }
            // The last start space is no choice and is taken without asking.
            assertThat(steps).isEqualTo(3 * players - 1);
            assertThat(s.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
            assertThat(s.round()).isEqualTo(1);
            assertThat(s.deckSize()).isEqualTo(10);
            int damage = 0;
            Set<Integer> occupied = new HashSet<>();
            for (int p = 0; p < players; p++) {
                assertThat(s.amoebasOnBoard(p)).isEqualTo(2);
                assertThat(s.bp(p)).isEqualTo(4);
                for (int n = 1; n <= 7; n++) {
                    if (s.onBoard(p, n)) {
                        damage += s.damage(p, n);
                        assertThat(occupied.add(s.amoebaSpace(p, n))).as("one amoeba per space").isTrue();
                    }
                }
            }
            assertThat(damage).isEqualTo(players == 4 ? 4 : 0);
            assertThat(s.actor()).isEqualTo(s.ascending()[0]);
            assertThat(s.score(s.actor())).isEqualTo(1);
            assertThat(events.stream().filter(e -> e instanceof SoupEvent.DecisionMade)).hasSize(3 * players);
            assertThat(events.stream().filter(e -> e instanceof SoupEvent.StartSpaceChosen)).hasSize(players);
            assertThat(events.stream().filter(e -> e instanceof SoupEvent.AmoebaPlaced)).hasSize(2 * players);
            assertThat(events.get(events.size() - 1)).isEqualTo(new SoupEvent.PhaseStarted(1, Phase.MOVEMENT_AND_FEEDING));
        }
    }

    private static void checkInvariants(SoupState s) {
        for (int c = 0; c < s.players(); c++) {
            assertThat(s.foodOnBoard(c) + s.supply(c)).as("food of colour %d conserved", c).isEqualTo(55);
            assertThat(s.amoebasOnBoard(c)).isBetween(0, 7);
        }
        Set<Integer> markers = new HashSet<>();
        for (int p = 0; p < s.players(); p++) {
            if (s.score(p) > 0) {
                assertThat(markers.add(s.score(p))).as("one marker per ladder space").isTrue();
                assertThat(s.score(p)).isBetween(1, s.players());
            }
        }
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            assertThat(s.amoebasAt(space)).isLessThanOrEqualTo(1);
        }
        assertThat(s.copy()).isEqualTo(s).hasSameHashCodeAs(s);
    }

    @Test
    void aCopyIsIndependent() {
        SoupState s = chooseStarts(game(4, 1), 1, 2, 3, 4);
        SoupState c = s.copy();
        SoupState after = SoupRules.apply(c, new SoupDecision.PlaceAmoeba(1, 0));
        assertThat(c).isEqualTo(s);
        assertThat(after).isNotEqualTo(s);
        assertThat(after.amoebaSpace(s.actor(), 1)).isZero();
        assertThat(s.amoebaSpace(s.actor(), 1)).isEqualTo(-1);
    }
}
