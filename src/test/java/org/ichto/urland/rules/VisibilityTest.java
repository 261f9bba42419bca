package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;

/**
 * What a seat may know (ruling 27) and the worlds a computer player imagines from it. Black is the
 * environment player and White the dummy: chip 12 is chosen, 10 and 11 lie with White, 1..9 in the deck.
 */
class VisibilityTest {
    private static final int WORLDS = 200;

    /** The fixture's position with the deck's chips where the deck is. */
    private static Fixture position() {
        return Fixture.of(4).deck(1, 2, 3, 4, 5, 6, 7, 8, 9);
    }

    private static GameState world(GameState s, int seat, long seed) {
        return Visibility.determinize(Visibility.scrub(s, seat), seat, Visibility.hiddenCounts(s, seat),
                new SeededRandom(seed));
    }

    @Test
    void hiddenChips_eachSeatCountsWhatItCannotSee() {
        GameState s = position().build();

        assertThat(Visibility.hiddenCounts(s, BLACK)[ChipLocation.DECK.ordinal()]).isEqualTo(9);
        assertThat(Visibility.hiddenCounts(s, BLACK)).as("the environment player sees every hand")
                .containsExactly(9, 0, 0, 0, 0, 0, 0, 0);
        assertThat(Visibility.hiddenCounts(s, WHITE)).as("the dummy does not see the chosen chip")
                .containsExactly(9, 0, 1, 0, 0, 0, 0, 0);
        assertThat(Visibility.hiddenCounts(s, GREY)).containsExactly(9, 0, 1, 2, 0, 0, 0, 0);
    }

    @Test
    void rememberedChips_areDealtAtRandomAmongTheHiddenHandSlots() {
        // Striped held 10 and 12 as the previous environment player: in every world they are chosen or
        // with the dummy, but which one is which is not known, so each world deals them afresh.
        GameState s = position().build();
        s.knownChipsW()[STRIPED] = 1 << 10 | 1 << 12;
        int tenChosen = 0;
        for (long k = 0; k < WORLDS; k++) {
            GameState w = world(s, STRIPED, k);
            assertThat(w.chipLocation(10)).isIn(ChipLocation.CHOSEN, ChipLocation.DUMMY);
            assertThat(w.chipLocation(12)).isIn(ChipLocation.CHOSEN, ChipLocation.DUMMY);
            tenChosen += w.chipLocation(10) == ChipLocation.CHOSEN ? 1 : 0;
        }
        assertThat(tenChosen).as("chip 10 chosen in about a third of the worlds").isBetween(WORLDS / 6, WORLDS / 2);
    }

    @Test
    void theGenePile_isShuffledAfreshInEachWorld() {
        GameState s = position().pile(Gene.TURBO, Gene.EARS, Gene.MUSCLES).build();
        Set<Gene> tops = new HashSet<>();
        for (long k = 0; k < WORLDS; k++) {
            int[] pile = world(s, GREY, k).genePileTopFirst();
            assertThat(pile).containsExactlyInAnyOrder(Gene.TURBO.ordinal(), Gene.EARS.ordinal(),
                    Gene.MUSCLES.ordinal());
            tops.add(Gene.of(pile[0]));
        }
        assertThat(tops).containsExactlyInAnyOrder(Gene.TURBO, Gene.EARS, Gene.MUSCLES);
    }

    @Test
    void hiddenBids_areImaginedWithinEachBiddersReserve() {
        GameState s = Play.from(position().bidding(1).reserve(BLACK, 5).park(Fixture.O5))
                .apply(new Decision.Bid(3)).state();
        assertThat(Visibility.scrub(s, WHITE).bid(BLACK)).isEqualTo(GameState.HIDDEN_BID);
        Set<Integer> imagined = new HashSet<>();
        for (long k = 0; k < WORLDS; k++) {
            GameState w = world(s, WHITE, k);
            assertThat(w.bid(BLACK)).isBetween(0, 5);
            assertThat(w.bid(WHITE)).as("White has yet to bid").isEqualTo(-1);
            imagined.add(w.bid(BLACK));
        }
        assertThat(imagined).hasSize(6);
    }

    @Test
    void inEachWorld_theEnvironmentPlayerKnowsTheChipsInPlay_theDummyItsOwn_theOthersNone() {
        GameState s = position().build();
        s.knownChipsW()[STRIPED] = 1 << 3;
        for (long k = 0; k < 20; k++) {
            GameState w = world(s, GREY, k);
            int held = w.chipsAt(ChipLocation.CHOSEN) | w.chipsAt(ChipLocation.DUMMY);
            assertThat(Integer.bitCount(held)).isEqualTo(3);
            assertThat(w.knownChips(BLACK)).isEqualTo(held);
            assertThat(w.knownChips(WHITE)).isEqualTo(w.chipsAt(ChipLocation.DUMMY));
            assertThat(w.knownChips(STRIPED)).as("what another seat remembers is not known to Grey").isZero();
            assertThat(w.knownChips(GREY)).isZero();
        }
    }

    @Test
    void theChosenChip_canBeAnyChipTheSeatCannotSee() {
        GameState s = position().build();
        Set<Integer> chosen = new HashSet<>();
        for (long k = 0; k < WORLDS; k++) {
            chosen.add(Integer.numberOfTrailingZeros(world(s, GREY, k).chipsAt(ChipLocation.CHOSEN)));
        }
        assertThat(chosen).as("chips 1..12").hasSize(12);
    }

    @Test
    void thePanicChipInTheDeck_liesAnywhereInIt() {
        GameState s = Fixture.of(4).deck(1, 2, Fixture.PANIC, 3, 4, 5, 6, 7, 8, 9).build();
        int panicOnTop = 0;
        for (long k = 0; k < WORLDS; k++) {
            panicOnTop += world(s, GREY, k).deckTopFirst()[0] == Fixture.PANIC ? 1 : 0;
        }
        assertThat(panicOnTop).as("on top in about a tenth of the worlds").isBetween(1, WORLDS / 4);
    }
}
