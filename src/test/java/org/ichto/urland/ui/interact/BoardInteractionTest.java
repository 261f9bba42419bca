package org.ichto.urland.ui.interact;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.FlightOrigin;
import org.ichto.urland.rules.OpenChoice;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

class BoardInteractionTest {

    /** Views of the seat to act, sampled over random games. */
    private static List<SeatView> views(Predicate<GameState> keep, int games) {
        List<SeatView> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            GameState s = UrlandGame.newGame(3 + g % 3, 900 + g);
            SeededRandom rng = new SeededRandom(g);
            while (!s.isOver()) {
                if (keep.test(s)) {
                    out.add(SeatView.of(s, s.actor()));
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
        return out;
    }

    @Test
    void everyLegalBoardDecisionCanBeClickedAndEveryClickedOneIsLegal() {
        int checked = 0;
        for (SeatView view : views(s -> s.phase() == Phase.ACTIONS || s.phase() == Phase.PANIC_REGION
                || s.phase() == Phase.PANIC_OCEAN, 30)) {
            LegalDecisions legal = view.legal();
            for (Decision d : legal.listed()) {
                int source = BoardInteraction.source(d);
                if (source < 0) {
                    continue;
                }
                BoardInteraction ui = new BoardInteraction(view.state(), legal);
                assertThat(ui.clickable()).contains(source);
                ClickResult first = ui.click(source);
                ClickResult last = first;
                if (first instanceof ClickResult.Selected) {
                    int target = BoardInteraction.target(d);
                    assertThat(ui.clickable()).contains(target >= 0 ? target : source);
                    last = ui.click(target >= 0 ? target : source);
                }
                List<Decision> offered = last instanceof ClickResult.Complete c ? List.of(c.decision())
                        : last instanceof ClickResult.Choose ch ? ch.options() : List.of();
                assertThat(offered).as("%s in %s", d, view.state().phase()).contains(d);
                for (Decision o : offered) {
                    assertThat(Rules.whyIllegal(view.state(), o)).isNull();
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(5000);
    }

    @Test
    void placesWithNothingLegalAreRefused() {
        SeatView view = views(s -> s.phase() == Phase.ACTIONS, 1).get(0);
        BoardInteraction ui = new BoardInteraction(view.state(), view.legal());
        for (int p = 0; p < Board.PLACES; p++) {
            if (!ui.clickable().contains(p)) {
                assertThat(ui.click(p)).isInstanceOf(ClickResult.Refused.class);
            }
        }
        assertThat(ui.click(-1)).isInstanceOf(ClickResult.Refused.class);
    }

    @Test
    void aWrongSecondClickSaysWhyAndKeepsTheFirstUntilCancelled() {
        int checked = 0;
        for (SeatView view : views(s -> s.phase() == Phase.ACTIONS, 6)) {
            BoardInteraction ui = new BoardInteraction(view.state(), view.legal());
            for (int source : ui.clickable()) {
                if (!(ui.click(source) instanceof ClickResult.Selected)) {
                    ui.reset();
                    continue;
                }
                assertThat(ui.cancellable()).isTrue();
                Set<Integer> targets = ui.clickable();
                for (int p = 0; p < Board.PLACES; p++) {
                    if (targets.contains(p)) {
                        continue;
                    }
                    // Neither a target nor a place to start from: refused with a reason, the choice kept.
                    BoardInteraction fresh = new BoardInteraction(view.state(), view.legal());
                    fresh.click(source);
                    if (new BoardInteraction(view.state(), view.legal()).click(p) instanceof ClickResult.Refused) {
                        assertThat(fresh.click(p)).isEqualTo(new ClickResult.Refused("refuse.notATarget"));
                        assertThat(fresh.selected()).isEqualTo(source);
                        checked++;
                    }
                }
                ui.reset();
                assertThat(ui.selected()).isEqualTo(-1);
                assertThat(ui.cancellable()).isFalse();
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void aRetreatIsCountedClickByClick() {
        SeatView view = views(s -> s.phase() == Phase.ACTIONS && s.actionsLeft() >= 1, 1).get(0);
        BoardInteraction ui = new BoardInteraction(view.state(), view.legal());
        ui.startRetreat();
        assertThat(ui.countedDecision()).as("nothing chosen yet").isNull();
        int place = ui.clickable().iterator().next();
        assertThat(ui.click(place)).isEqualTo(new ClickResult.Counting(1));
        Decision d = ui.countedDecision();
        assertThat(d).isInstanceOf(Decision.Retreat.class);
        assertThat(Rules.whyIllegal(view.state(), d)).isNull();
        ui.reset();
        assertThat(ui.mode()).isEqualTo(BoardInteraction.Mode.PICK);
    }

    @Test
    void aPriceIsPaidWithExactlyThePriceInClicks() {
        List<SeatView> paying = views(s -> s.phase() == Phase.PAY, 60);
        assertThat(paying).isNotEmpty();
        for (SeatView view : paying) {
            BoardInteraction ui = new BoardInteraction(view.state(), view.legal());
            assertThat(ui.mode()).isEqualTo(BoardInteraction.Mode.PAY);
            int price = view.state().price();
            for (int k = 0; k < price; k++) {
                assertThat(ui.countedDecision()).isNull();
                assertThat(ui.click(ui.clickable().iterator().next())).isInstanceOf(ClickResult.Counting.class);
            }
            assertThat(ui.clickable()).as("the price is complete").isEmpty();
            assertThat(Rules.whyIllegal(view.state(), ui.countedDecision())).isNull();
        }
    }

    /** A place (an ocean or a land region) where the seat to act has no Ichto, or -1. */
    private static int emptyPlace(GameState s) {
        for (int p = 0; p < Board.PLACES; p++) {
            if ((Board.isOcean(p) || s.isRegion(p)) && s.ichtos(p, s.actor()) == 0) {
                return p;
            }
        }
        return -1;
    }

    @Test
    void theLimitsOfCountingComeFromTheOpenChoiceNotFromTheBoard() {
        // Open choices that the board does not bear out: the window follows the choice, not the state.
        GameState view = views(s -> s.phase() == Phase.PAY && emptyPlace(s) >= 0, 60).get(0).state();
        int nowhere = emptyPlace(view);
        LegalDecisions price = new LegalDecisions(view.actor(), Phase.PAY, List.of(),
                List.of(new OpenChoice.PriceChoice(PlaceCounts.single(nowhere, 3), 2)));
        BoardInteraction pay = new BoardInteraction(view, price);
        assertThat(pay.clickable()).as("the choice's Ichtos, not the seat's").containsExactly(nowhere);
        assertThat(pay.click(nowhere)).isEqualTo(new ClickResult.Counting(1));
        assertThat(pay.click(nowhere)).isEqualTo(new ClickResult.Counting(2));
        assertThat(pay.clickable()).as("the choice's price is paid").isEmpty();
        assertThat(pay.click(nowhere)).isInstanceOf(ClickResult.Refused.class);

        GameState start = UrlandGame.newGame(4, 7);
        int ocean = Board.oceanPlace(2);
        LegalDecisions flight = new LegalDecisions(start.actor(), Phase.EARS_FLIGHT, List.of(),
                List.of(new OpenChoice.FlightChoice(0, 1 << 2, 2)));
        BoardInteraction flee = new BoardInteraction(start, flight);
        assertThat(flee.mode()).isEqualTo(BoardInteraction.Mode.FLIGHT);
        assertThat(flee.clickable()).as("the choice's oceans").isEqualTo(Set.of(ocean));
        assertThat(flee.click(ocean)).isEqualTo(new ClickResult.Counting(1));
        assertThat(flee.click(ocean)).isEqualTo(new ClickResult.Counting(2));
        assertThat(flee.clickable()).as("the choice's surplus has fled").isEmpty();

        // Two former areas: one Ichto stood where only ocean 1 bordered, two where only ocean 2 did.
        // A second Ichto into ocean 1 is more than its area held: the click is refused, not counted.
        LegalDecisions twoOrigins = new LegalDecisions(start.actor(), Phase.EARS_FLIGHT, List.of(),
                List.of(new OpenChoice.FlightChoice(0, List.of(new FlightOrigin(1, 1 << 1, 1),
                        new FlightOrigin(2, 1 << 2, 2)))));
        BoardInteraction split = new BoardInteraction(start, twoOrigins);
        int first = Board.oceanPlace(1);
        assertThat(split.click(first)).isEqualTo(new ClickResult.Counting(1));
        assertThat(split.click(first)).isInstanceOf(ClickResult.Refused.class);
        assertThat(split.click(ocean)).isEqualTo(new ClickResult.Counting(2));

        SeatView acting = views(s -> s.phase() == Phase.ACTIONS && s.actionsLeft() >= 1 && emptyPlace(s) >= 0, 1)
                .get(0);
        int elsewhere = emptyPlace(acting.state());
        LegalDecisions retreat = new LegalDecisions(acting.state().actor(), Phase.ACTIONS, acting.legal().listed(),
                List.of(new OpenChoice.RetreatChoice(PlaceCounts.single(elsewhere, 1))));
        BoardInteraction back = new BoardInteraction(acting.state(), retreat);
        back.startRetreat();
        assertThat(back.clickable()).containsExactly(elsewhere);
        assertThat(back.click(elsewhere)).isEqualTo(new ClickResult.Counting(1));
        assertThat(back.clickable()).isEmpty();
    }
}
