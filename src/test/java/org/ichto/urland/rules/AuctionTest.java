package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;

/** Mutation, the gene auction (rule 3.1, rulings 11-14). */
class AuctionTest {

    /** Black furthest behind, then White, Striped, Grey; everyone has 6 Ichtos in O1 to pay with. */
    private static Fixture auction() {
        return Fixture.of(4).reached(0b001).track(13, 12, 15, 14)
                .put(O1, BLACK, 6).put(O1, WHITE, 6).put(O1, GREY, 6).put(O1, STRIPED, 6)
                .display(Gene.EGG, Gene.WINGS, Gene.TEETH, Gene.LEGS)
                .pile(Gene.TURBO, Gene.EARS, Gene.MUSCLES, Gene.ASSIMILATION, Gene.CARE_OF_YOUNG)
                .bidding(1);
    }

    private static Decision pay(int place, int count) {
        return new Decision.PayPrice(PlaceCounts.single(place, count));
    }

    @Test
    void bids4_1_4_4_blackFurthestBehindFirst_thenStriped_thenGrey_whiteLast() {
        Play p = Play.from(auction()).bids(4, 1, 4, 4);

        assertThat(p.only(GameEvent.BidsRevealed.class).order()).containsExactly(BLACK, STRIPED, GREY, WHITE);
        assertThat(p.state().phase()).isEqualTo(Phase.BUY);
        assertThat(p.state().actor()).isEqualTo(BLACK);
        assertThat(p.state().auctionMustBuy()).isTrue();
    }

    @Test
    void highestBidderMustBuy_mayNotPass() {
        Play p = Play.from(auction()).bids(4, 1, 4, 4);

        Rejected.because(p.state(), new Decision.PassPurchase(), "must");
    }

    @Test
    void priceIsTheBid_paidFromTheBoardIntoReserve() {
        Play p = Play.from(auction().put(O2, BLACK, 1)).bids(4, 1, 4, 4);
        int reserve = p.state().reserve(BLACK);

        p.apply(new Decision.BuyGene(Gene.WINGS));
        assertThat(p.state().phase()).isEqualTo(Phase.PAY);
        assertThat(p.state().price()).isEqualTo(4);
        Rejected.because(p.state(), pay(O1, 3), "4");
        p.apply(new Decision.PayPrice(PlaceCounts.of(Map.of("O1", 3, "O2", 1))));

        assertThat(p.state().owns(BLACK, Gene.WINGS)).isTrue();
        assertThat(p.state().ichtos(O1, BLACK)).isEqualTo(3);
        assertThat(p.state().ichtos(O2, BLACK)).isZero();
        assertThat(p.state().reserve(BLACK)).isEqualTo(reserve + 4);
    }

    @Test
    void blackAlreadyHadOneGene_pays5ForBid4() {
        Play p = Play.from(auction().gene(BLACK, Gene.TURBO).pile(Gene.EARS)).bids(4, 1, 4, 4);

        p.apply(new Decision.BuyGene(Gene.EGG));

        assertThat(p.state().price()).isEqualTo(5);
        assertThat(p.only(GameEvent.GeneBought.class).price()).isEqualTo(5);
        p.apply(pay(O1, 5));
        assertThat(p.state().ichtos(O1, BLACK)).isEqualTo(1);
        assertThat(p.state().genesOwned(BLACK)).isEqualTo(2);
    }

    @Test
    void stripedAndGreyPass_whiteWithOneGeneBuysForBid1_pays2() {
        Play p = Play.from(auction().gene(WHITE, Gene.TURBO).pile(Gene.EARS)).bids(4, 1, 4, 4);

        p.apply(new Decision.BuyGene(Gene.EGG), pay(O1, 4));
        assertThat(p.state().actor()).isEqualTo(STRIPED);
        p.apply(new Decision.PassPurchase());
        assertThat(p.state().actor()).isEqualTo(GREY);
        p.apply(new Decision.PassPurchase());
        assertThat(p.state().actor()).isEqualTo(WHITE);
        p.apply(new Decision.BuyGene(Gene.TEETH));

        assertThat(p.state().price()).isEqualTo(2);
        p.apply(pay(O1, 2));
        assertThat(p.state().ichtos(O1, WHITE)).isEqualTo(4);
        assertThat(p.state().owns(WHITE, Gene.TEETH)).isTrue();
    }

    @Test
    void allBidsZero_firstInOrderMustStillBuy() {
        Play p = Play.from(auction()).bids(0, 0, 0, 0);

        assertThat(p.state().actor()).as("White is furthest behind").isEqualTo(WHITE);
        Rejected.because(p.state(), new Decision.PassPurchase(), "must");
        p.apply(new Decision.BuyGene(Gene.LEGS));
        assertThat(p.state().owns(WHITE, Gene.LEGS)).isTrue();
        assertThat(p.state().phase()).as("nothing to pay").isEqualTo(Phase.BUY);
        assertThat(p.state().actor()).isEqualTo(BLACK);
    }

    @Test
    void bidZeroWithAGeneOwned_isNotFree() {
        Play p = Play.from(auction().gene(WHITE, Gene.TURBO).pile(Gene.EARS)).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.LEGS));

        assertThat(p.state().phase()).isEqualTo(Phase.PAY);
        assertThat(p.state().price()).isEqualTo(1);
    }

    @Test
    void fewerIchtosOnBoardThanPrice_dropsOut_nextMustBuy() {
        Fixture f = auction().gene(BLACK, Gene.TURBO).pile(Gene.EARS).put(O1, BLACK, 3);
        Play p = Play.from(f).bids(4, 1, 4, 4);

        assertThat(p.only(GameEvent.DroppedOut.class)).isEqualTo(new GameEvent.DroppedOut(BLACK, 5));
        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().phase()).isEqualTo(Phase.BUY);
        Rejected.because(p.state(), new Decision.PassPurchase(), "must");
        p.apply(new Decision.BuyGene(Gene.EGG));
        assertThat(p.state().price()).isEqualTo(4);
    }

    @Test
    void atMostThreeGenesPerPhase_withFourPlayers() {
        Play p = Play.from(auction()).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.BuyGene(Gene.WINGS), new Decision.BuyGene(Gene.TEETH));

        assertThat(p.state().phase()).as("the fourth bidder gets no chance").isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().genesOwned(GREY)).isZero();
        assertThat(p.events(GameEvent.GeneBought.class)).extracting(GameEvent.GeneBought::seat)
                .containsExactly(WHITE, BLACK, STRIPED);
    }

    @Test
    void atMostTwoGenesPerPhase_withThreePlayers() {
        Fixture f = Fixture.of(3).reached(0b001).track(13, 12, 14)
                .display(Gene.EGG, Gene.WINGS, Gene.TEETH).pile(Gene.LEGS, Gene.EARS, Gene.TURBO).bidding(1);
        Play p = Play.from(f).bids(0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.BuyGene(Gene.WINGS));

        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().genesOwned(GREY)).isZero();
        assertThat(p.only(GameEvent.GenesRevealed.class).genes()).as("2 new genes with 3 players")
                .containsExactly(Gene.LEGS, Gene.EARS);
    }

    @Test
    void aPlayerBuysAtMostOneGenePerPhase() {
        Play p = Play.from(auction()).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.PassPurchase(), new Decision.PassPurchase(),
                new Decision.PassPurchase());

        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.events(GameEvent.GeneBought.class)).hasSize(1);
    }

    @Test
    void refillThreeNewGenes_regardlessOfHowManyWereBought() {
        Play p = Play.from(auction()).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.PassPurchase(), new Decision.PassPurchase(),
                new Decision.PassPurchase());

        GameState s = p.state();
        assertThat(p.only(GameEvent.GenesRevealed.class).genes())
                .containsExactly(Gene.TURBO, Gene.EARS, Gene.MUSCLES);
        for (Gene g : new Gene[] {Gene.WINGS, Gene.TEETH, Gene.LEGS, Gene.TURBO, Gene.EARS, Gene.MUSCLES}) {
            assertThat(s.onDisplay(g)).as("%s on display: the display grows", g).isTrue();
        }
        assertThat(s.onDisplay(Gene.EGG)).isFalse();
        assertThat(s.genePileSize()).isEqualTo(2);
    }

    @Test
    void refillWhenThePileRunsShort_addsWhatIsLeft() {
        Play p = Play.from(auction().pile(Gene.EARS)).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.BuyGene(Gene.WINGS), new Decision.PassPurchase(),
                new Decision.PassPurchase());

        assertThat(p.only(GameEvent.GenesRevealed.class).genes()).containsExactly(Gene.EARS);
        assertThat(p.state().genePileSize()).isZero();
        assertThat(p.state().onDisplay(Gene.EARS)).isTrue();
    }

    @Test
    void refillWithAnEmptyPile_addsNothing() {
        Play p = Play.from(auction().pile()).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.PassPurchase(), new Decision.PassPurchase(),
                new Decision.PassPurchase());

        assertThat(p.only(GameEvent.GenesRevealed.class).genes()).isEmpty();
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
    }

    @Test
    void sealedBids_noAmountIsToldBeforeAllAreIn() {
        Play p = Play.from(auction());

        p.apply(new Decision.Bid(4), new Decision.Bid(1), new Decision.Bid(4));
        assertThat(p.state().phase()).isEqualTo(Phase.BID);
        assertThat(p.events()).allMatch(e -> e instanceof GameEvent.BidPlaced)
                .extracting(e -> ((GameEvent.BidPlaced) e).seat()).containsExactly(BLACK, WHITE, GREY);

        p.apply(new Decision.Bid(4));
        assertThat(p.only(GameEvent.BidsRevealed.class).bids()).containsExactly(4, 1, 4, 4);
        assertThat(p.events(GameEvent.DecisionMade.class))
                .noneMatch(e -> e.decision() instanceof Decision.Bid);
    }

    @Test
    void bidsLieBetweenZeroAndTheReserve() {
        GameState s = auction().reserve(BLACK, 3).park(O2).build();

        Rejected.because(s, new Decision.Bid(4), "reserve");
        Rejected.because(s, new Decision.Bid(-1), "reserve");
        Rejected.allowed(s, new Decision.Bid(3));
        Rejected.allowed(s, new Decision.Bid(0));
    }

    @Test
    void geneNotOnDisplay_cannotBeBought() {
        Play p = Play.from(auction()).bids(0, 0, 0, 0);

        Rejected.because(p.state(), new Decision.BuyGene(Gene.TURBO), "display");
    }

    @Test
    void afterTheMutation_theTurnGoesOn_rolesMove() {
        Play p = Play.from(auction()).bids(0, 0, 0, 0);

        p.apply(new Decision.BuyGene(Gene.EGG), new Decision.PassPurchase(), new Decision.PassPurchase(),
                new Decision.PassPurchase());

        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().environmentPlayer()).isEqualTo(WHITE);
    }

    @Test
    void afterTheFirstPurchase_theNextBuyerMayPass() {
        Play p = Play.from(auction()).bids(4, 1, 4, 4).apply(new Decision.BuyGene(Gene.WINGS), pay(O1, 4));

        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().auctionMustBuy()).isFalse();
        assertThat(Rules.legal(p.state()).listed()).contains(new Decision.PassPurchase());
    }

    @Test
    void thePurchasesCountTheirPlaceInTheOrderAndTheGenesBought() {
        Play p = Play.from(auction()).bids(4, 1, 4, 4);
        assertThat(p.state().auctionIndex()).isZero();
        assertThat(p.state().auctionBought()).isZero();

        p.apply(new Decision.BuyGene(Gene.WINGS), pay(O1, 4), new Decision.PassPurchase());
        assertThat(p.state().actor()).isEqualTo(GREY);
        assertThat(p.state().auctionIndex()).isEqualTo(2);
        assertThat(p.state().auctionBought()).isEqualTo(1);
    }
}
