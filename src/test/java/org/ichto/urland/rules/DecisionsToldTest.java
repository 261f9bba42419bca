package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.PANIC;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Every decision taken in the open is told, with the seat that took it, as it is taken: the "What
 * happened" log and the replays are made of these. A bid is told without its amount.
 */
class DecisionsToldTest {

    private static List<GameEvent.DecisionMade> told(Play p) {
        return p.events(GameEvent.DecisionMade.class);
    }

    @Test
    void actions_theExtraTurnChip_andEndingActions() {
        Play p = Play.from(Fixture.of(4).put(O1, GREY, 3)).apply(new Decision.Land(O1, area(5)),
                new Decision.PlayExtraTurn(), new Decision.Swim(O1, Fixture.O2, 1), new Decision.EndActions());

        assertThat(told(p)).containsExactly(new GameEvent.DecisionMade(GREY, new Decision.Land(O1, area(5))),
                new GameEvent.DecisionMade(GREY, new Decision.PlayExtraTurn()),
                new GameEvent.DecisionMade(GREY, new Decision.Swim(O1, Fixture.O2, 1)),
                new GameEvent.DecisionMade(GREY, new Decision.EndActions()));
    }

    @Test
    void geneActions() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.TEETH).put(area(5), GREY, 1).put(area(5), BLACK, 2);
        Play p = Play.from(f).apply(new Decision.Bite(area(5), BLACK));

        assertThat(told(p)).containsExactly(new GameEvent.DecisionMade(GREY, new Decision.Bite(area(5), BLACK)));
    }

    @Test
    void bids_areToldWithoutTheirAmount_purchasesAndPaymentsInFull() {
        Fixture f = Fixture.of(4).reached(0b001).track(13, 12, 15, 14)
                .put(O1, BLACK, 6).put(O1, WHITE, 6).put(O1, GREY, 6).put(O1, STRIPED, 6)
                .display(Gene.EGG, Gene.WINGS, Gene.TEETH).bidding(1);
        Decision pay = new Decision.PayPrice(PlaceCounts.single(O1, 4));
        Play p = Play.from(f).bids(4, 1, 4, 4).apply(new Decision.BuyGene(Gene.WINGS), pay,
                new Decision.PassPurchase());

        assertThat(p.events(GameEvent.BidPlaced.class)).extracting(GameEvent.BidPlaced::seat)
                .containsExactly(BLACK, WHITE, GREY, STRIPED);
        assertThat(told(p)).containsExactly(new GameEvent.DecisionMade(BLACK, new Decision.BuyGene(Gene.WINGS)),
                new GameEvent.DecisionMade(BLACK, pay),
                new GameEvent.DecisionMade(STRIPED, new Decision.PassPurchase()));
    }

    @Test
    void panicChoices_andWhatEarsKeep() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EARS).chosen(12).dummyChips(10, 11).deck(PANIC, 7, 8, 9)
                .put(area(1), GREY, 2).put(area(1), BLACK, 2).put(area(3), STRIPED, 4);
        Play p = Play.from(f).endActions();
        p.clearEvents();
        p.apply(new Decision.PanicRegion(area(1)), new Decision.PanicOcean(O1), new Decision.EarsStay(1));

        assertThat(told(p)).containsExactly(new GameEvent.DecisionMade(WHITE, new Decision.PanicRegion(area(1))),
                new GameEvent.DecisionMade(WHITE, new Decision.PanicOcean(O1)),
                new GameEvent.DecisionMade(GREY, new Decision.EarsStay(1)));
    }

    @Test
    void theEarsFlightAfterAVolcano() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EARS).erupt(6).chosen(2).dummyChips(5, 11).deck()
                .put(area(1), STRIPED, 6).put(area(10), GREY, 3);
        Play p = Play.from(f).endActions();
        p.clearEvents();
        Decision flight = new Decision.EarsFlight(PlaceCounts.of(Map.of("O3", 1)));
        p.apply(flight);

        assertThat(told(p)).first().isEqualTo(new GameEvent.DecisionMade(GREY, flight));
    }
}
