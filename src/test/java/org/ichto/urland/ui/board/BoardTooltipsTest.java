package org.ichto.urland.ui.board;

import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.BoardLabels;
import org.ichto.urland.ui.text.UrlandTexts;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The board's tooltips name a place, its Ichtos now, and what its chip or water does, in both languages. */
class BoardTooltipsTest {
    private static final GameState STATE = BoardStates.mergedAndScored(4, 3);
    private static final List<Seat> SEATS = BoardStates.seats(4);

    private static BoardPanel panel(Locale locale) {
        return GuiActionRunner.execute(() -> {
            BoardPanel p = new BoardPanel();
            p.setLabels(BoardLabels.of(UrlandTexts.of(locale)));
            p.setState(STATE, SEATS);
            return p;
        });
    }

    /** A region (by its representative area) whose chip lies in this place, as the board shows it. */
    private static int regionWithChip(GameState.ChipLocation where) {
        for (int a = 0; a < Board.AREAS; a++) {
            int chip = STATE.liveChipOf(a);
            if (STATE.regionOf(a) == a && chip != 0 && (STATE.chipLocation(chip) == where)) {
                return a;
            }
        }
        throw new AssertionError("no region whose chip is " + where);
    }

    @Test
    void anAreaNamesItselfItsIchtosAndWhetherItWasScoredThisEpoch() {
        BoardPanel en = panel(Texts.ENGLISH);
        int scored = regionWithChip(GameState.ChipLocation.SCORED);
        String tip = GuiActionRunner.execute(() -> en.placeText(scored));
        assertThat(tip).contains("Area " + (scored + 1), "Scored this epoch");
        boolean any = false;
        for (int seat = 0; seat < 4; seat++) {
            int n = STATE.ichtos(scored, seat);
            if (n > 0) {
                assertThat(tip).contains(SEATS.get(seat).name() + "): " + n);
                any = true;
            }
        }
        assertThat(tip.contains("no Ichtos")).isEqualTo(!any);

        int open = regionWithChip(GameState.ChipLocation.DECK);
        assertThat(GuiActionRunner.execute(() -> en.placeText(open))).contains("Not scored yet this epoch")
                .doesNotContain("Scored this epoch");
        assertThat(GuiActionRunner.execute(() -> panel(Texts.DUTCH).placeText(scored)))
                .contains("Gebied " + (scored + 1), "Dit tijdperk gewaardeerd");
    }

    @Test
    void anOceanNamesItselfItsIchtosAndWhatItIsFor() {
        int north = Board.AREAS;
        String tip = GuiActionRunner.execute(() -> panel(Texts.ENGLISH).placeText(north));
        assertThat(tip).contains("North", "breed", "land");
        for (int seat = 0; seat < 4; seat++) {
            if (STATE.ichtos(north, seat) > 0) {
                assertThat(tip).contains(SEATS.get(seat).name() + "): " + STATE.ichtos(north, seat));
            }
        }
        assertThat(GuiActionRunner.execute(() -> panel(Texts.DUTCH).placeText(north))).contains("Noord", "broeden");
    }

    @Test
    void aVolcanoSaysWhichAreaItJoinsAndWhetherItHasErupted() {
        BoardPanel en = panel(Texts.ENGLISH);
        int erupted = -1;
        int dormant = -1;
        for (int a = 0; a < Board.AREAS; a++) {
            if (STATE.hasErupted(a)) {
                erupted = a;
            } else {
                dormant = a;
            }
        }
        assertThat(erupted).as("the position has an erupted volcano").isNotNegative();
        int e = erupted;
        int d = dormant;
        int joined = STATE.board().volcanoTarget(e) + 1;
        assertThat(GuiActionRunner.execute(() -> en.volcanoText(e)))
                .contains("Volcano of area " + (e + 1), "Erupted", "area " + joined + " are one region");
        assertThat(GuiActionRunner.execute(() -> en.volcanoText(d)))
                .contains("Volcano of area " + (d + 1), "joins area " + (STATE.board().volcanoTarget(d) + 1),
                        "one Ichto of each colour")
                .doesNotContain("Erupted");
        assertThat(GuiActionRunner.execute(() -> panel(Texts.DUTCH).volcanoText(e)))
                .contains("Vulkaan van gebied " + (e + 1), "Uitgebarsten");
    }

    @Test
    void theMouseOverAVolcanoShowsTheVolcanoNotTheAreaBeneath() {
        BoardPanel en = panel(Texts.ENGLISH);
        String tip = GuiActionRunner.execute(() -> {
            en.setSize(1600, 1000);
            BoardGeometry g = en.geometry();
            java.awt.geom.Point2D at = g.toScreen(g.volcanoSpot(6));
            return en.getToolTipText(new java.awt.event.MouseEvent(en, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
                    (int) Math.round(at.getX()), (int) Math.round(at.getY()), 0, false));
        });
        assertThat(tip).contains("Volcano of area 7");
    }
}
