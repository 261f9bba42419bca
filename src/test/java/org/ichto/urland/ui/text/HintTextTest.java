package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.session.Hint;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HintTextTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"),
            Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "predator"),
            Seat.computer("Dora", "green", "land-grabber"));
    private final HintText en = new HintText(UrlandTexts.of(UrlandTexts.ENGLISH));
    private final HintText nl = new HintText(UrlandTexts.of(UrlandTexts.DUTCH));

    @Test
    void everyReasonHasATextInBothLanguages() {
        for (String key : Hint.keys()) {
            assertThat(UrlandTexts.of(UrlandTexts.ENGLISH).has(key)).as(key).isTrue();
            assertThat(UrlandTexts.of(UrlandTexts.DUTCH).has(key)).as(key).isTrue();
        }
    }

    @Test
    void placesGenesAndPlayersAreNamedInThePlayersLanguage() {
        Hint land = new Hint(new Decision.Land(Board.AREAS + 1, 6), "hint.land.leadLikely", new Object[] {"7", 3, "O2"});
        assertThat(en.reason(land, SEATS)).isEqualTo("Land in area 7: it is likely to be scored and you would lead it");
        assertThat(nl.reason(land, SEATS))
                .isEqualTo("Ga aan land in gebied 7: het wordt waarschijnlijk gewaardeerd en jij zou er de meeste hebben");
        Hint bid = new Hint(new Decision.Bid(3), "hint.bid", new Object[] {3, Gene.WARM_BLOOD});
        assertThat(nl.reason(bid, SEATS)).isEqualTo("Bied 3: Warmbloedig is het waard");
        Hint bite = new Hint(new Decision.Bite(Board.AREAS, 1), "hint.bite", new Object[] {"O1", new Hint.SeatRef(1)});
        assertThat(en.reason(bite, SEATS)).isEqualTo("Bite Bert in the North Ocean: one of their Ichtos goes back to their reserve");
        Hint pay = new Hint(new Decision.PayPrice(PlaceCounts.single(6, 2)), "hint.pay",
                new Object[] {PlaceCounts.single(6, 2), 2});
        assertThat(en.reason(pay, SEATS)).isEqualTo("Pay with 2 in area 7: the Ichtos that matter least");
        Hint breed = new Hint(new Decision.Breed(16), "hint.breed", new Object[] {"O5", 1});
        assertThat(en.reason(breed, SEATS)).isEqualTo("Breed in the Inner Sea: one Ichto for you");
    }

    @Test
    void theHintsOfWholeGamesReadWithoutLeftOverPlaceholders() {
        for (long seed = 1; seed <= 6; seed++) {
            GameState s = UrlandGame.newGame(4, seed);
            SeededRandom rng = new SeededRandom(seed);
            for (int step = 0; !s.isOver() && step < 400; step++) {
                if (step % 3 == 0) {
                    Hint h = Hint.suggest(s, s.actor(), step);
                    for (HintText words : List.of(en, nl)) {
                        assertThat(words.reason(h, SEATS)).as(h.reasonKey()).doesNotContain("{").doesNotContain("null");
                    }
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
    }
}
