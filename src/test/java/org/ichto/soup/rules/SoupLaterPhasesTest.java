package org.ichto.soup.rules;

import org.ichto.soup.rules.SoupDecision.Aggress;
import org.ichto.soup.rules.SoupDecision.BuyGene;
import org.ichto.soup.rules.SoupDecision.Defend;
import org.ichto.soup.rules.SoupDecision.Divide;
import org.ichto.soup.rules.SoupDecision.EndDivision;
import org.ichto.soup.rules.SoupDecision.EndPurchase;
import org.ichto.soup.rules.SoupDecision.GiveIn;
import org.ichto.soup.rules.SoupDecision.PassAggression;
import org.ichto.soup.rules.SoupDecision.PayDefect;
import org.ichto.soup.rules.SoupDecision.PlaceAmoeba;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.soup.rules.Soups.gene;
import static org.ichto.soup.rules.Soups.play;
import static org.ichto.soup.rules.Soups.sp;

/** Phases 2 to 6 and the end: gene defects, buying genes, cell division, deaths and Aggression, scoring. */
class SoupLaterPhasesTest {

    // ---------------------------------------------------------------- phase 2

    /** Phase 2 of round 2 begins with the card of this ozone turned next; every seat has an amoeba so the game goes on. */
    private static SoupState defects(int ozone, int bp0, String... genes0) {
        SoupState s = Soups.empty(4);
        for (int p = 0; p < 4; p++) {
            Soups.put(s, p, 1, p + 1);
        }
        Soups.genes(s, 0, genes0);
        s.bp[0] = bp0;
        int card = -1;
        for (int i = 0; i < Soups.BOARD.environmentCards().size(); i++) {
            if (Soups.BOARD.environmentCards().get(i).ozone() == ozone) {
                card = i;
            }
        }
        for (int k = 0; k < s.deckSize; k++) {
            if (s.deck[k] == card) {
                s.deck[k] = s.deck[s.deckSize - 1];
                s.deck[s.deckSize - 1] = card;
            }
        }
        if (s.card == card) {
            int old = s.card;
            s.card = s.deck[s.deckSize - 1];
            s.deck[s.deckSize - 1] = old;
        }
        Defects.begin(s);
        s.legal = null;
        return s;
    }

    private static PayDefect pay(int bp, String... genes) {
        List<Integer> ids = new ArrayList<>();
        for (String g : genes) {
            ids.add(gene(g));
        }
        ids.sort(null);
        return new PayDefect(ids, bp);
    }

    @Test
    void theRulesExampleStreamliningSpeedAndDivisionRateAgainstOzoneSixOweSix() {
        SoupState s = defects(6, 10, "Streamlining", "Speed", "Division Rate");
        assertThat(s.environment().ozone()).isEqualTo(6);
        assertThat(s.mutationPoints(0)).isEqualTo(4 + 3 + 5).isEqualTo(12);
        assertThat(s.owed(0)).isEqualTo(6);
        assertThat(s.await()).isEqualTo(Await.DEFECT);
        assertThat(SoupRules.legal(s)).containsExactlyInAnyOrder(pay(6), pay(3, "Speed"), pay(2, "Streamlining"),
                pay(1, "Division Rate"), pay(0, "Streamlining", "Speed"), pay(0, "Speed", "Division Rate"),
                pay(0, "Streamlining", "Division Rate"));
        assertThat(SoupRules.whyIllegal(s, pay(0, "Streamlining", "Speed", "Division Rate")))
                .startsWith("the other payments already cover the defect");
        assertThat(SoupRules.whyIllegal(s, pay(5))).isEqualTo("genes worth 0 and 5 BP do not cover the defect of 6");
        assertThat(SoupRules.whyIllegal(s, pay(3, "Division Rate")))
                .isEqualTo("BP pay only what the genes leave of the defect: 1, not 3");
        // Given-up genes return to the pool; an overpayment is lost.
        SoupState after = play(s, pay(0, "Speed", "Division Rate"));
        assertThat(after.owns(0, gene("Speed"))).isFalse();
        assertThat(after.inPool(gene("Speed"))).isEqualTo(2);
        assertThat(after.bp(0)).isEqualTo(10);
        assertThat(after.phase()).isEqualTo(Phase.NEW_GENES);
    }

    @Test
    void withTooFewBpGenesMustBeGivenAndWhatTheyPayBeyondTheDebtIsLost() {
        SoupState s = defects(6, 0, "Streamlining", "Speed", "Division Rate");
        assertThat(SoupRules.legal(s)).containsExactlyInAnyOrder(pay(0, "Streamlining", "Speed"),
                pay(0, "Speed", "Division Rate"), pay(0, "Streamlining", "Division Rate"));
    }

    @Test
    void rayProtectionLowersTheMutationPointsAndPaysFourWhenGivenUp() {
        SoupState s = defects(6, 0, "Streamlining", "Tentacle", "Holding", "Ray Protection");
        assertThat(s.mutationPoints(0)).isEqualTo(12 - 2);
        assertThat(s.owed(0)).isEqualTo(4);
        assertThat(SoupRules.legal(s)).contains(pay(0, "Ray Protection"), pay(0, "Holding"));
    }

    @Test
    void noGeneDefectsInTheFirstRoundAndNoneWithinTheOzoneLayer() {
        SoupState s = Soups.empty(4);
        for (int p = 0; p < 4; p++) {
            Soups.put(s, p, 1, p + 1);
        }
        Soups.genes(s, 0, "Streamlining", "Speed", "Division Rate");
        s.round = 1;
        Defects.begin(s);
        assertThat(s.owed(0)).isZero();
        assertThat(s.phase()).isEqualTo(Phase.NEW_GENES);
        assertThat(defects(12, 4, "Streamlining", "Speed", "Division Rate").owed(0)).isZero();
    }

    // ---------------------------------------------------------------- phase 3

    private static SoupState buying(int players, int bp) {
        SoupState s = Soups.empty(players);
        for (int p = 0; p < players; p++) {
            Soups.put(s, p, 1, p + 1);
            s.bp[p] = bp;
        }
        Purchase.begin(s);
        return s;
    }

    @Test
    void inDescendingOrderEachPlayerBuysWhatItCanAffordOneCopyOfEachGene() {
        SoupState s = buying(3, 5);
        assertThat(s.actor()).as("the highest marker first").isEqualTo(2);
        s = play(s, new BuyGene(gene("Intelligence"), -1));
        assertThat(s.bp(2)).isEqualTo(3);
        assertThat(s.owns(2, gene("Intelligence"))).isTrue();
        assertThat(SoupRules.whyIllegal(s, new BuyGene(gene("Intelligence"), -1)))
                .isEqualTo("seat 2 already holds Intelligence: no one holds two copies of a gene");
        assertThat(SoupRules.whyIllegal(s, new BuyGene(gene("Speed"), -1))).isEqualTo("Speed costs 4 BP and seat 2 has 3");
        s = play(s, new EndPurchase());
        // With 3 players there is one Intelligence card: it is gone.
        assertThat(s.actor()).isEqualTo(1);
        assertThat(SoupRules.whyIllegal(s, new BuyGene(gene("Intelligence"), -1)))
                .isEqualTo("no card of Intelligence is left in the pool");
        // Frugality and Parasitism are not in the 3-player deck.
        assertThat(SoupRules.legal(s)).doesNotContain(new BuyGene(gene("Frugality"), -1), new BuyGene(gene("Parasitism"), -1));
    }

    @Test
    void anAdvancedGeneGivesUpItsLowerGeneHeldSinceAnEarlierRoundAndBlocksBuyingItBack() {
        SoupState s = buying(4, 20);
        s.actor = 3;
        Soups.genes(s, 3, "Movement I");
        BuyGene m2 = new BuyGene(gene("Movement II"), gene("Movement I"));
        s.geneSince[3 * s.genes + gene("Movement I")] = 2;
        s.legal = null;
        assertThat(SoupRules.whyIllegal(s, m2))
                .isEqualTo("Movement I must have been held since an earlier round before it is traded for Movement II");
        s.geneSince[3 * s.genes + gene("Movement I")] = 1;
        s.legal = null;
        assertThat(SoupRules.whyIllegal(s, new BuyGene(gene("Movement II"), -1)))
                .isEqualTo("Movement II is bought by giving up Movement I");
        s = play(s, m2);
        assertThat(s.bp(3)).isEqualTo(15);
        assertThat(s.owns(3, gene("Movement I"))).isFalse();
        assertThat(s.inPool(gene("Movement I"))).isEqualTo(2);
        assertThat(SoupRules.whyIllegal(s, new BuyGene(gene("Movement I"), -1)))
                .isEqualTo("seat 3 gave up Movement I for Movement II and cannot buy it while it holds that");
    }

    @Test
    void armorBoughtWithDefenseDoesNotBlockEscape() {
        SoupState s = buying(4, 20);
        Soups.genes(s, 3, "Defense");
        s = play(s, new BuyGene(gene("Armor"), gene("Defense")));
        assertThat(s.gaveUpFor(3, gene("Armor"))).isEqualTo(gene("Defense"));
        assertThat(SoupRules.legal(s)).contains(new BuyGene(gene("Escape"), -1))
                .doesNotContain(new BuyGene(gene("Defense"), -1));
        assertThat(SoupRules.whyIllegal(s, new BuyGene(gene("Aggression"), gene("Struggle for Survival"))))
                .isEqualTo("Aggression needs Struggle for Survival, which seat 3 does not hold");
    }

    // ---------------------------------------------------------------- phase 4

    private static SoupState dividing(int... labelsOfSeat3) {
        SoupState s = Soups.empty(4);
        for (int p = 0; p < 3; p++) {
            Soups.put(s, p, 1, 19 - p);
        }
        for (int i = 0; i < labelsOfSeat3.length; i++) {
            Soups.put(s, 3, i + 1, labelsOfSeat3[i]);
        }
        s.bp[3] = 2;
        Division.begin(s);
        s.legal = null;
        return s;
    }

    @Test
    void eachPlayerReceivesTenBpAndDividesForSixNextToItsOwn() {
        SoupState s = dividing(3, 8);
        assertThat(s.actor()).isEqualTo(3);
        assertThat(s.bp(3)).isEqualTo(12);
        List<Integer> spaces = SoupRules.legal(s).stream().filter(d -> d instanceof Divide v && v.number() == 3)
                .map(d -> ((Divide) d).space() + 1).sorted().toList();
        // Next to 3 (1, 2, 4) and next to 8 (7, 12): never a space of its own colour.
        assertThat(spaces).containsExactly(1, 2, 4, 7, 12);
        assertThat(SoupRules.whyIllegal(s, new Divide(3, sp(8)))).isEqualTo("space 08 already holds an amoeba of seat 3");
        assertThat(SoupRules.whyIllegal(s, new Divide(3, sp(19)))).startsWith("a new amoeba goes next to one of its colour");
        assertThat(SoupRules.whyIllegal(s, new Divide(1, sp(1)))).startsWith("amoeba 1 is already on the board");
        // A new amoeba counts at once for the next one's adjacency.
        s = play(s, new Divide(3, sp(12)));
        assertThat(s.bp(3)).isEqualTo(6);
        assertThat(SoupRules.legal(s)).contains(new Divide(4, sp(17)));
        s = play(s, new Divide(4, sp(17)));
        assertThat(s.bp(3)).isZero();
        // Nothing affordable: the division ends without asking, and the next player's begins.
        assertThat(s.actor()).isEqualTo(2);
    }

    @Test
    void divisionRateCostsFourAndSporesPlaceAnywhere() {
        SoupState s = dividing(3);
        Soups.genes(s, 3, "Division Rate", "Spores");
        s = play(s, new Divide(2, sp(19)));
        assertThat(s.bp(3)).isEqualTo(8);
        s = play(s, new Divide(3, sp(10)));
        assertThat(s.bp(3)).isEqualTo(4);
        assertThat(s.amoebaSpace(3, 3)).isEqualTo(sp(10));
    }

    @Test
    void aPlayerWithOneAmoebaPlacesTheSecondAnywhereAndOneWithNonePlacesOneFree() {
        SoupState s = dividing(3);
        assertThat(SoupRules.legal(s)).contains(new Divide(2, sp(19)));
        s = dividing();
        assertThat(s.await()).isEqualTo(Await.FREE_AMOEBA);
        assertThat(SoupRules.legal(s)).hasSize(7 * 19);
        s = play(s, new PlaceAmoeba(5, sp(15)));
        assertThat(s.bp(3)).as("the first is free").isEqualTo(12);
        assertThat(SoupRules.legal(s)).contains(new Divide(1, sp(1)));
        s = play(s, new Divide(1, sp(1)));
        assertThat(s.bp(3)).isEqualTo(6);
        assertThat(SoupRules.whyIllegal(s, new Divide(2, sp(19)))).startsWith("a new amoeba goes next to one of its colour");
    }

    @Test
    void atMostSevenAmoebas() {
        SoupState s = dividing(1, 2, 3, 4, 5, 6, 7);
        assertThat(s.amoebasOnBoard(3)).isEqualTo(7);
        assertThat(SoupRules.legal(s)).as("no number left: nothing to decide").containsExactly(new EndDivision());
    }

    // ---------------------------------------------------------------- phase 5

    private static SoupState deaths(SoupState s) {
        Deaths.begin(s);
        s.legal = null;
        return s;
    }

    @Test
    void amoebasWithTwoDamagePointsDieAndFreeTwoCubesOfEachColour() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3, 2);
        Soups.put(s, 0, 2, 4, 1);
        Soups.put(s, 1, 1, 5, 2);
        Soups.put(s, 2, 1, 6, 3);
        Soups.genes(s, 1, "Life Expectancy");
        List<SoupEvent> events = new ArrayList<>();
        s.events = events::add;
        s = deaths(s);
        assertThat(s.onBoard(0, 1)).isFalse();
        assertThat(s.onBoard(0, 2)).isTrue();
        assertThat(s.onBoard(1, 1)).as("Life Expectancy: dies only with 3").isTrue();
        assertThat(s.onBoard(2, 1)).isFalse();
        for (int c = 0; c < 4; c++) {
            assertThat(s.food(sp(3), c)).isEqualTo(4);
        }
        // Descending order: seat 2 (marker 3) before seat 0 (marker 1).
        assertThat(events.stream().filter(e -> e instanceof SoupEvent.DiedNaturally).map(e -> ((SoupEvent.DiedNaturally) e).seat()))
                .containsExactly(2, 0);
    }

    @Test
    void aDeathInAShortageFreesOnlyWhatTheSupplyHolds() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3, 2);
        Soups.supply(s, 1, 1);
        s = deaths(s);
        assertThat(s.food(sp(3), 1)).isEqualTo(3);
        assertThat(s.food(sp(3), 2)).isEqualTo(4);
        assertThat(s.supply(1)).isZero();
    }

    /** Seat 3 (highest marker) holds Aggression; its amoeba 1 shares space 3 with seat 1's amoeba 1. */
    private static SoupState aggression(String... victimGenes) {
        SoupState s = Soups.empty(4);
        Soups.put(s, 3, 1, 3);
        Soups.put(s, 1, 1, 3);
        Soups.put(s, 2, 1, 3);
        Soups.genes(s, 3, "Aggression");
        Soups.genes(s, 1, victimGenes);
        return deaths(s);
    }

    @Test
    void aggressionKillsAnotherPlayersAmoebaOnItsSpaceOnceARoundForOneBp() {
        SoupState s = aggression();
        assertThat(s.await()).isEqualTo(Await.AGGRESSION);
        assertThat(SoupRules.legal(s)).containsExactly(new Aggress(1, 1, 1), new Aggress(1, 2, 1), new PassAggression());
        s = play(s, new Aggress(1, 1, 1));
        assertThat(s.onBoard(1, 1)).isFalse();
        assertThat(s.bp(3)).isEqualTo(3);
        assertThat(s.food(sp(3), 0)).isEqualTo(4);
        assertThat(s.round()).as("once a round: on to scoring and the next round").isEqualTo(3);
    }

    @Test
    void armorSurvivesAggressionWithADamagePointAndDiesIfThatReachesItsLimit() {
        SoupState s = play(aggression("Armor"), new Aggress(1, 1, 1));
        assertThat(s.onBoard(1, 1)).isTrue();
        assertThat(s.damage(1, 1)).isEqualTo(1);
        SoupState t = aggression("Armor");
        t.damage[t.index(1, 1)] = 1;
        t.legal = null;
        t = play(t, new Aggress(1, 1, 1));
        assertThat(t.onBoard(1, 1)).isFalse();
    }

    @Test
    void aWonFightSavesTheVictimOfAggressionAndPersistenceTriesOnceMoreForFree() {
        SoupState s = play(aggression("Defense"), new Aggress(1, 1, 1));
        assertThat(s.await()).isEqualTo(Await.ANSWER);
        Soups.rolls(s, 1, 6);
        SoupState saved = play(s, new Defend());
        assertThat(saved.onBoard(1, 1)).isTrue();
        assertThat(saved.damage(3, 1)).as("nothing happens to the attacker").isZero();
        assertThat(saved.phase()).isNotEqualTo(Phase.DEATHS);
        // With Persistence, one free second attempt against any victim.
        SoupState p = aggression("Defense");
        Soups.genes(p, 3, "Persistence");
        p = play(p, new Aggress(1, 1, 1));
        Soups.rolls(p, 1, 6);
        p = play(p, new Defend());
        assertThat(p.await()).isEqualTo(Await.AGGRESSION);
        p = play(p, new Aggress(1, 2, 1));
        assertThat(p.bp(3)).isEqualTo(3);
        assertThat(p.onBoard(2, 1)).isFalse();
    }

    @Test
    void theVictimOfAggressionMayEscapeWithAllItsMovementGenesEvenInPhaseFive() {
        SoupState s = aggression("Escape", "Speed", "Tentacle");
        Soups.genes(s, 0, "Holding");
        Soups.put(s, 0, 1, 3);
        s = play(s, new Aggress(1, 1, 1));
        Soups.rolls(s, 3, 3);
        s = play(s, new SoupDecision.Escape(), new SoupDecision.TakeCubes(Soups.cubes(1, 0, 0, 0)));
        // Seat 0's Holding amoeba on the space is asked, and clings on.
        assertThat(s.await()).isEqualTo(Await.CLING);
        assertThat(s.actor()).isZero();
        s = play(s, new SoupDecision.Cling(1, true), new SoupDecision.MoveAgain());
        assertThat(Soups.at(s, 1, 1)).isEqualTo(5);
        assertThat(Soups.at(s, 0, 1)).isEqualTo(5);
        assertThat(s.food(sp(5), 0)).isEqualTo(3);
        assertThat(s.onBoard(1, 1)).isTrue();
        assertThat(s.bp(1)).isEqualTo(3);
        assertThat(s.phase()).as("the attack failed; no Persistence: on to scoring").isNotEqualTo(Phase.DEATHS);
    }

    // ---------------------------------------------------------------- phase 6 and the end

    @ParameterizedTest(name = "{0} amoebas advance {1}")
    @CsvSource({"0, 0", "1, 0", "2, 0", "3, 1", "4, 2", "5, 4", "6, 5", "7, 6"})
    void theAmoebaTable(int amoebas, int advance) {
        SoupState s = Soups.empty(4);
        for (int n = 1; n <= amoebas; n++) {
            Soups.put(s, 0, n, n);
        }
        assertThat(Scoring.advance(s, 0)).isEqualTo(advance);
    }

    @ParameterizedTest(name = "{0} gene cards advance {1}")
    @CsvSource({"0, 0", "1, 0", "2, 0", "3, 1", "4, 2", "5, 3", "6, 4", "7, 4", "9, 4"})
    void theGeneTable(int cards, int advance) {
        SoupState s = Soups.empty(4);
        String[] genes = {"Intelligence", "Movement I", "Spores", "Speed", "Defense", "Escape", "Substitution",
                "Streamlining", "Tentacle"};
        for (int i = 0; i < cards; i++) {
            Soups.genes(s, 0, genes[i]);
        }
        assertThat(Scoring.advance(s, 0)).isEqualTo(advance);
    }

    @Test
    void advancedGenesCountTwoAndRayProtectionNothing() {
        SoupState s = Soups.empty(4);
        Soups.genes(s, 0, "Armor", "Intelligence", "Ray Protection");
        assertThat(s.geneCardsCounted(0)).isEqualTo(3);
        assertThat(Scoring.advance(s, 0)).isEqualTo(1);
    }

    @Test
    void occupiedSpacesAreLeapfroggedInDescendingOrder() {
        SoupState s = Soups.empty(4);
        s.score[0] = 10;
        s.score[1] = 11;
        s.score[2] = 13;
        s.score[3] = 20;
        // Descending: seat 1 (3 amoebas) advances 1 to 12 before seat 0 (4 amoebas, 1 gene) advances 2:
        // 11, then 12 and 13 are occupied and not counted: 14.
        for (int n = 1; n <= 4; n++) {
            Soups.put(s, 0, n, n);
        }
        Soups.genes(s, 0, "Intelligence");
        for (int n = 1; n <= 3; n++) {
            Soups.put(s, 1, n, n + 5);
        }
        Scoring.score(s);
        assertThat(s.score(1)).isEqualTo(12);
        assertThat(s.score(0)).isEqualTo(14);
        assertThat(s.score(2)).isEqualTo(13);
        assertThat(s.round()).as("no marker reached 42: a new round").isEqualTo(3);
    }

    @Test
    void theGameEndsWhenAMarkerReachesTheFinishZoneAndTheFurthestWins() {
        SoupState s = Soups.empty(4);
        s.score[0] = 40;
        s.score[1] = 39;
        for (int n = 1; n <= 4; n++) {
            Soups.put(s, 1, n, n);
        }
        List<SoupEvent> events = new ArrayList<>();
        s.events = events::add;
        Scoring.score(s);
        assertThat(s.score(1)).isEqualTo(42);
        assertThat(s.isOver()).isTrue();
        assertThat(s.winner()).isEqualTo(1);
        assertThat(events).contains(new SoupEvent.GameOver(1));
        assertThat(SoupRules.legal(s)).isEmpty();
        assertThat(SoupRules.whyIllegal(s, new GiveIn())).isEqualTo("the game is over");
    }

    @Test
    void theGameEndsAfterTheRoundInWhichTheLastCardWasTurned() {
        SoupState s = Soups.empty(4);
        s.deckSize = 0;
        Scoring.score(s);
        assertThat(s.isOver()).isTrue();
        assertThat(s.winner()).isEqualTo(3);
        assertThat(new EndDivision().toString()).isEqualTo("divide no more");
    }
}
