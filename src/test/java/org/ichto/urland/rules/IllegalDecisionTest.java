package org.ichto.urland.rules;

import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O3;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Every refused decision raises IllegalDecisionException with the reason, and the position it was tried
 * on is unchanged (equal to a copy taken before). {@link Rejected} checks both.
 */
class IllegalDecisionTest {

    @Test
    void decisionOfAnotherPhase_notNow() {
        GameState actions = Fixture.of(4).actions(GREY, 2).put(O1, GREY, 3).build();
        Rejected.because(actions, new Decision.Bid(0), "not now", "ACTIONS");
        Rejected.because(actions, new Decision.ChooseChip(12), "not now");
        Rejected.because(actions, new Decision.BuyGene(Gene.EGG), "not now");
        Rejected.because(actions, new Decision.PanicOcean(O1), "not now");
        Rejected.because(actions, new Decision.EarsStay(0), "not now");

        GameState choosing = Fixture.of(4).choosing(1, 2, 3).build();
        Rejected.because(choosing, new Decision.Land(O1, area(5)), "not now", "CHOOSE_CHIP");
        Rejected.because(choosing, new Decision.EndActions(), "not now");
        Rejected.because(choosing, new Decision.PlayExtraTurn(), "not now");

        GameState bidding = Fixture.of(4).bidding(1).build();
        Rejected.because(bidding, new Decision.PassPurchase(), "not now", "BID");
        Rejected.because(bidding, new Decision.EndActions(), "not now");
    }

    @Test
    void noDecision_refused() {
        Rejected.because(UrlandGame.newGame(4, 3), null, "no decision");
    }

    @Test
    void noActionLeft_refused() {
        GameState s = Fixture.of(4).actions(GREY, 0).put(O1, GREY, 3).build();

        Rejected.because(s, new Decision.Land(O1, area(5)), "costs 1 action", "0 left");
        Rejected.because(s, new Decision.Retreat(PlaceCounts.single(O1, 1)), "0 left");
    }

    @Test
    void geneActionWithoutTheGene_refused() {
        GameState s = Fixture.of(4).actions(GREY, 2).put(area(5), GREY, 2).put(area(5), BLACK, 1).build();

        Rejected.because(s, new Decision.Egg(area(5)), "EGG");
        Rejected.because(s, new Decision.Fly(area(5), O1, 1), "WINGS");
        Rejected.because(s, new Decision.Bite(area(5), BLACK), "TEETH");
        Rejected.because(s, new Decision.Stink(area(5), BLACK, O1), "STINKGLANDS");
        Rejected.because(s, new Decision.Walk(area(5), area(4)), "LEGS");
    }

    @Test
    void paymentOfTheWrongSize_refused() {
        Play p = Play.from(Fixture.of(4).gene(GREY, Gene.TURBO).put(O1, GREY, 5).reached(0b001)
                .track(13, 14, 12, 15).bidding(1)).bids(0, 0, 2, 0).apply(new Decision.BuyGene(Gene.EGG));

        assertThat(p.state().phase()).isEqualTo(Phase.PAY);
        Rejected.because(p.state(), new Decision.PayPrice(PlaceCounts.single(O1, 2)), "price is 3");
        Rejected.because(p.state(), new Decision.PayPrice(PlaceCounts.single(O3, 3)), "only 0");
        Rejected.because(p.state(), new Decision.PayPrice(PlaceCounts.of(Map.of("O1", 2, "O3", 1))), "only 0");
    }

    @Test
    void afterTheGameIsOver_everythingRefused() {
        Play p = Play.from(Fixture.of(4).track(27, 2, 6, 10).chosen(5).put(area(5), BLACK, 1)).endActions();

        assertThat(p.state().isOver()).isTrue();
        Rejected.because(p.state(), new Decision.EndActions(), "over");
        Rejected.because(p.state(), new Decision.ChooseChip(1), "over");
        Rejected.because(p.state(), new Decision.Bid(0), "over");
    }

    @Test
    void randomGames_everyListedDecisionIsLegal_refusalsLeaveTheStateAlone() {
        org.ichto.shell.game.SeededRandom rng = new org.ichto.shell.game.SeededRandom(5);
        for (int game = 0; game < 6; game++) {
            GameState s = UrlandGame.newGame(3 + game % 3, game);
            for (int step = 0; step < 400 && !s.isOver(); step++) {
                for (Decision d : Rules.legal(s).listed()) {
                    assertThat(Rules.whyIllegal(s, d)).as("listed %s in\n%s", d, s).isNull();
                }
                if (s.phase() == Phase.ACTIONS) {
                    Rejected.by(s, new Decision.Bid(0));
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
                Fixture.checkColours(s);
            }
        }
    }

    @Test
    void anActionOfTwo_refusedWithOneLeft_inTheRightNumber() {
        GameState s = Fixture.of(4).gene(GREY, Gene.ASSIMILATION).actions(GREY, 1)
                .put(area(5), GREY, 1).put(area(5), BLACK, 1).put(area(5), WHITE, 1).build();

        Rejected.because(s, new Decision.Assimilate(area(5), BLACK, WHITE), "costs 2 actions and you have 1 left");
    }

    @Test
    void whatEachDecisionCosts() {
        GameState s = Fixture.of(4).gene(GREY, Gene.EGG).actions(GREY, 2)
                .put(area(5), GREY, 1).put(area(6), GREY, 2).put(O1, GREY, 1).build();

        assertThat(Rules.cost(s, new Decision.Land(O1, area(5)))).isEqualTo(1);
        assertThat(Rules.cost(s, new Decision.Egg(area(5)))).as("beside one Ichto").isEqualTo(2);
        assertThat(Rules.cost(s, new Decision.Egg(area(6)))).as("beside two").isEqualTo(1);
        assertThat(Rules.cost(s, new Decision.Assimilate(area(5), BLACK, WHITE))).isEqualTo(2);
        assertThat(Rules.cost(s, new Decision.PlayExtraTurn())).isZero();
        assertThat(Rules.cost(s, new Decision.EndActions())).isZero();
        assertThat(Rules.cost(s, new Decision.Bid(3))).isZero();
    }
}
