package org.ichto.urland.view;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What each seat alone knows of the area chips, and where the game stands, read from views. */
class SecretsTest {
    private static final GameState START = UrlandGame.newGame(4, 3);

    private static List<Integer> at(GameState s, ChipLocation loc) {
        List<Integer> chips = new ArrayList<>();
        for (int chip = 1; chip < GameState.CHIPS; chip++) {
            if (s.chipLocation(chip) == loc) {
                chips.add(chip);
            }
        }
        return chips;
    }

    @Test
    void theEnvironmentPlayerAloneSeesTheThreeChipsInHand() {
        int env = START.environmentPlayer();
        Secrets mine = Secrets.of(SeatView.of(START, env));
        assertThat(mine.hand()).hasSize(3).containsExactlyElementsOf(at(START, ChipLocation.HAND));
        assertThat(mine.chosen()).isZero();
        for (int seat = 0; seat < 4; seat++) {
            if (seat != env) {
                assertThat(Secrets.of(SeatView.of(START, seat)).any()).as("seat " + seat).isFalse();
            }
        }
    }

    @Test
    void afterTheChoiceTheChosenChipIsTheEnvironmentPlayersAndTheOtherTwoAreSharedWithTheDummy() {
        int env = START.environmentPlayer();
        int chip = at(START, ChipLocation.HAND).get(1);
        GameState after = Rules.apply(START, new Decision.ChooseChip(chip));
        List<Integer> passed = at(after, ChipLocation.DUMMY);
        Secrets mine = Secrets.of(SeatView.of(after, env));
        assertThat(mine.chosen()).isEqualTo(chip);
        assertThat(mine.hand()).isEmpty();
        assertThat(mine.withDummy()).hasSize(2).containsExactlyElementsOf(passed);
        Secrets dummy = Secrets.of(SeatView.of(after, after.dummy()));
        assertThat(dummy.chosen()).as("the dummy never sees the chosen chip").isZero();
        assertThat(dummy.withDummy()).containsExactlyElementsOf(passed);
        int ichtoPlayer = (after.dummy() + 1) % 4;
        assertThat(Secrets.of(SeatView.of(after, ichtoPlayer)).any()).isFalse();
    }

    @Test
    void theChipsPassedToTheDummyAreRememberedWhenTheyLieHiddenInTheNextEnvironmentPlayersHand() {
        int env = START.environmentPlayer();
        GameState s = Rules.apply(START, new Decision.ChooseChip(at(START, ChipLocation.HAND).get(0)));
        List<Integer> passed = at(s, ChipLocation.DUMMY);
        org.ichto.shell.game.SeededRandom rng = new org.ichto.shell.game.SeededRandom(9);
        while (!(s.turn() == START.turn() + 1 && s.phase() == org.ichto.urland.rules.Phase.CHOOSE_CHIP)) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        // The old dummy is the new environment player and holds the passed chips with a third one drawn.
        assertThat(at(s, ChipLocation.HAND)).containsAll(passed);
        assertThat(Secrets.of(SeatView.of(s, env)).remembered()).containsExactlyElementsOf(passed);
        assertThat(Secrets.of(SeatView.of(s, s.environmentPlayer())).hand()).hasSize(3).containsAll(passed);
    }

    @Test
    void theStandingCountsTheAreaChipsLeftBeforeTheVolcanoesWithoutThePanicChip() {
        Standing s = Standing.of(SeatView.of(START, 2).state());
        // 12 area chips: one erupted at the start, 3 in the start player's hand; the panic chip is shuffled in.
        assertThat(s.areaChipsInDeck()).isEqualTo(8);
        assertThat(s.panicInDeck()).isTrue();
        assertThat(s.epoch()).isEqualTo(1);
        assertThat(s.environmentPlayer()).isEqualTo(START.environmentPlayer());
        assertThat(s.dummy()).isEqualTo((START.environmentPlayer() + 1) % 4);
        assertThat(s.over()).isFalse();
        // Everyone reads the same standing: nothing in it is secret.
        for (int seat = 0; seat < 4; seat++) {
            assertThat(Standing.of(SeatView.of(START, seat).state())).isEqualTo(s);
        }
    }
}
