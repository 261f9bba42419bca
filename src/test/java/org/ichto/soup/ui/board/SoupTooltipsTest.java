package org.ichto.soup.ui.board;

import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStateBuilder;
import org.ichto.soup.ui.text.SoupTexts;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The soup's tooltips say what a space, an amoeba, the food and the compass are and hold now, in both languages. */
class SoupTooltipsTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
            Seat.computer("Carl", "yellow", "grower"), Seat.computer("Dora", "green", "aggressor"));

    /** A position whose face-up environment card is the one at this index of the board's cards. */
    private static SoupState position(int card) {
        SoupStateBuilder b = new SoupStateBuilder(SoupFixtures.BOARD, 4).round(2).phase(Phase.NEW_GENES)
                .deckTopFirst(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10).stream().filter(c -> c != card).toList())
                .faceUp(card).startOrder(List.of(0, 1, 2, 3));
        for (int seat = 0; seat < 4; seat++) {
            b.colour(seat, seat).score(seat, seat + 1).bp(seat, 4).supply(seat, 40);
        }
        b.amoeba(0, 1, 3, 1).amoeba(1, 2, 3, 0).food(3, 0, 1).food(3, 1, 0).food(3, 2, 2).food(3, 3, 3);
        return b.build();
    }

    private static SoupBoardPanel panel(Locale locale, SoupState s) {
        return GuiActionRunner.execute(() -> {
            SoupBoardPanel p = new SoupBoardPanel(SoupTexts.of(locale), SoupTheme.LIGHT);
            p.setState(s, SEATS);
            return p;
        });
    }

    @Test
    void aSpaceNamesItsFoodAndItsAmoebasWithTheirDamage() {
        SoupState s = position(0);
        List<String> tip = GuiActionRunner.execute(() -> panel(Texts.ENGLISH, s).spaceText(3));
        assertThat(tip.get(0)).isEqualTo("Space 04");
        assertThat(tip.get(1)).startsWith("Food: ").contains("1 red", "2 yellow", "3 green").doesNotContain("blue");
        assertThat(tip).contains("Anna’s amoeba 1: 1 damage point", "Bert’s amoeba 2: no damage");
        assertThat(GuiActionRunner.execute(() -> panel(Texts.ENGLISH, s).spaceText(4))).contains("No amoeba");
        List<String> nl = GuiActionRunner.execute(() -> panel(Texts.DUTCH, s).spaceText(3));
        assertThat(nl.get(0)).isEqualTo("Veld 04");
    }

    @Test
    void theCompassTellsTheCurrentAndTheOzoneLayerOfTheCardOnItNow() {
        List<EnvironmentCard> cards = SoupFixtures.BOARD.environmentCards();
        for (int i = 0; i < cards.size(); i++) {
            EnvironmentCard card = cards.get(i);
            SoupState s = position(i);
            List<String> en = GuiActionRunner.execute(() -> panel(Texts.ENGLISH, s).islandText());
            assertThat(en.get(0)).contains("compass");
            assertThat(en).contains("Ozone layer " + card.ozone() + ": more mutation points than that is a gene defect.");
            if (card.drift() == null) {
                assertThat(en).anyMatch(l -> l.startsWith("No current this round"));
            } else {
                String way = SoupTexts.of(Texts.ENGLISH).direction(card.drift());
                assertThat(en).contains("Current: amoebas that do not move drift " + way + ".");
                assertThat(GuiActionRunner.execute(() -> panel(Texts.DUTCH, s).islandText()))
                        .contains("Stroming: " + SoupTexts.of(Texts.DUTCH).direction(card.drift())
                                + "; amoeben die niet bewegen, drijven die kant op.");
            }
        }
    }

    @Test
    void oneAmoebaUnderTheMouseSaysWhoseItIsAndHowCloseItIsToDeath() {
        SoupState s = position(0);
        SoupBoardPanel en = panel(Texts.ENGLISH, s);
        assertThat(GuiActionRunner.execute(() -> en.amoebaText(0, 1))).containsExactly("Anna’s amoeba 1",
                "On space 04", "1 damage point of 2: one more and it dies in phase 5");
        assertThat(GuiActionRunner.execute(() -> en.amoebaText(1, 2)))
                .contains("No damage of 2: 2 more and it dies in phase 5");
        assertThat(GuiActionRunner.execute(() -> panel(Texts.DUTCH, s).amoebaText(0, 1)))
                .containsExactly("Amoebe 1 van Anna", "Op veld 04", "1 schadepunt van 2: nog één en ze sterft in fase 5");

        SoupState moving = new SoupStateBuilder(SoupFixtures.BOARD, 4).round(2).phase(Phase.MOVEMENT_AND_FEEDING)
                .deckTopFirst(List.of(1, 2, 3)).faceUp(0).startOrder(List.of(0, 1, 2, 3))
                .colour(0, 0).colour(1, 1).colour(2, 2).colour(3, 3)
                .amoeba(0, 1, 3, 0).amoeba(0, 2, 5, 0).acted(0, 1).build();
        SoupBoardPanel p = panel(Texts.ENGLISH, moving);
        assertThat(GuiActionRunner.execute(() -> p.amoebaText(0, 1))).contains("It has moved and fed this round.");
        assertThat(GuiActionRunner.execute(() -> p.amoebaText(0, 2)))
                .contains("It still moves (or drifts) and feeds this round.");
    }

    @Test
    void theMouseOverAnAmoebaShowsThatAmoebaAndBesideItTheWholeSpace() {
        SoupState s = position(0);
        SoupBoardPanel en = panel(Texts.ENGLISH, s);
        String[] tips = GuiActionRunner.execute(() -> {
            en.setSize(1200, 800);
            SoupLayout l = en.boardLayout();
            java.awt.geom.Point2D first = l.amoebaCentre(3, 0, 2);
            java.awt.geom.Rectangle2D r = l.spaceRect(3);
            return new String[] {tip(en, first.getX(), first.getY()), tip(en, r.getCenterX(), r.getMaxY() - 3)};
        });
        assertThat(tips[0]).contains("Anna’s amoeba 1").doesNotContain("Food");
        assertThat(tips[1]).contains("Space 04", "Food");
    }

    private static String tip(SoupBoardPanel p, double x, double y) {
        return p.getToolTipText(new java.awt.event.MouseEvent(p, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
                (int) Math.round(x), (int) Math.round(y), 0, false));
    }
}
