package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.urland.view.Secrets;
import org.ichto.urland.view.Standing;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The strip above the board in both languages. */
class StandingTextTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
            Seat.computer("Carl", "yellow", "predator"));
    private static final StandingText EN = new StandingText(UrlandTexts.of(UrlandTexts.ENGLISH));
    private static final StandingText NL = new StandingText(UrlandTexts.of(UrlandTexts.DUTCH));
    private static final Standing TURN_3 = new Standing(2, 3, 0, 1, 1, false, false);

    @Test
    void theStandingNamesEpochTurnRolesAndTheTurnsLeftBeforeTheVolcanoes() {
        assertThat(EN.standing(TURN_3, SEATS)).isEqualTo("Epoch 2 · turn 3 · environment player Anna · dummy Bert"
                + " · 1 area chip left: volcanoes after 1 more turn · panic chip drawn this epoch");
        assertThat(NL.standing(TURN_3, SEATS)).isEqualTo("Tijdperk 2 · beurt 3 · omgevingsspeler Anna · Kievit Bert"
                + " · 1 gebiedschijf over: vulkanen na nog 1 beurt · paniekschijf dit tijdperk getrokken");
        Standing last = new Standing(1, 9, 1, 2, 0, true, false);
        assertThat(EN.standing(last, SEATS)).contains("no area chip left: volcanoes after this turn")
                .contains("panic chip still to come");
        assertThat(EN.standing(new Standing(3, 20, 0, 1, 0, false, true), SEATS)).isEqualTo("The game is over.");
    }

    @Test
    void theSecretsNameTheChipsAndWhoHoldsThem() {
        Secrets chose = new Secrets(List.of(), 7, List.of(3, 11), List.of());
        assertThat(EN.secrets(chose, 0, TURN_3, SEATS)).isEqualTo(
                "Only you know: you chose area 7 to be scored at the end of this turn; you gave areas 3 and 11 to Bert, the dummy.");
        Secrets received = new Secrets(List.of(), 0, List.of(3, 11), List.of());
        assertThat(EN.secrets(received, 1, TURN_3, SEATS)).isEqualTo(
                "Only you know: Anna gave you areas 3 and 11; you keep them as the next environment player.");
        assertThat(NL.secrets(received, 1, TURN_3, SEATS)).isEqualTo(
                "Alleen jij weet: Anna gaf je gebieden 3 en 11; je houdt ze als volgende omgevingsspeler.");
        Secrets hand = new Secrets(List.of(2, 5, 9), 0, List.of(), List.of(4));
        assertThat(EN.secrets(hand, 0, TURN_3, SEATS)).isEqualTo(
                "Only you know: in your hand areas 2, 5 and 9; you saw area 4 in another hand, so not in the deck.");
        assertThat(EN.secrets(new Secrets(List.of(), 0, List.of(), List.of()), 2, TURN_3, SEATS))
                .isEqualTo("You hold no secret chip now.");
    }
}
