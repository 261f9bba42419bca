package org.ichto.urland.ui.interact;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
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
}
