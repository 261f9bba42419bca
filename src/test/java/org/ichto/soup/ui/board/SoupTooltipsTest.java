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
}
