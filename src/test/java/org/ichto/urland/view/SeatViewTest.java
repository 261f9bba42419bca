package org.ichto.urland.view;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SeatViewTest {

    /** Plays random decisions from a seed until the predicate holds (or the game ends). */
    private static GameState playUntil(int players, long seed, java.util.function.Predicate<GameState> stop) {
        GameState s = UrlandGame.newGame(players, seed);
        SeededRandom rng = new SeededRandom(seed * 31 + 7);
        while (!s.isOver() && !stop.test(s)) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        return s;
    }

    private static List<GameState> sampleStates(int players, int games) {
        List<GameState> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            GameState s = UrlandGame.newGame(players, 1000 + g);
            SeededRandom rng = new SeededRandom(g);
            int step = 0;
            while (!s.isOver()) {
                if (step++ % 7 == 0) {
                    out.add(s);
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
            out.add(s);
        }
        return out;
    }

    @Test
    void ichtoPlayerCannotSeeTheChosenChipOrTheDummysChips() {
        GameState s = playUntil(4, 3, st -> st.phase() == Phase.ACTIONS);
        int ichtoPlayer = s.actor();
        GameState view = SeatView.of(s, ichtoPlayer).state();
        int chosen = Integer.numberOfTrailingZeros(s.chipsAt(ChipLocation.CHOSEN));
        assertThat(view.chipLocation(chosen)).isEqualTo(ChipLocation.HIDDEN);
        assertThat(view.chipsAt(ChipLocation.DUMMY)).isZero();
        assertThat(view.deckTopFirst()).containsOnly(-1);
        assertThat(view.generatorState()).isZero();

        GameState envView = SeatView.of(s, s.environmentPlayer()).state();
        assertThat(envView.chipLocation(chosen)).isEqualTo(ChipLocation.CHOSEN);
        assertThat(envView.chipsAt(ChipLocation.DUMMY)).isEqualTo(s.chipsAt(ChipLocation.DUMMY));

        GameState dummyView = SeatView.of(s, s.dummy()).state();
        assertThat(dummyView.chipLocation(chosen)).isEqualTo(ChipLocation.HIDDEN);
        assertThat(dummyView.chipsAt(ChipLocation.DUMMY)).isEqualTo(s.chipsAt(ChipLocation.DUMMY));
    }

    @Test
    void statesDifferingOnlyInHiddenInformationGiveEqualViews() {
        GameState s = playUntil(4, 11, st -> st.phase() == Phase.ACTIONS);
        int seat = s.actor();
        GameState other = Rules.apply(s, new Decision.EndActions());
        assertThat(SeatView.of(other, seat)).isNotEqualTo(SeatView.of(s, seat));

        // Worlds with another deck order, another chosen chip, another generator all look the same from the seat.
        SeatView view = SeatView.of(s, seat);
        int differentChosen = 0;
        int differentDeck = 0;
        for (int k = 0; k < 50; k++) {
            GameState world = view.determinize(new SeededRandom(k));
            assertThat(world).isNotEqualTo(s);
            assertThat(SeatView.of(world, seat)).isEqualTo(view);
            differentChosen += world.chipsAt(ChipLocation.CHOSEN) != s.chipsAt(ChipLocation.CHOSEN) ? 1 : 0;
            differentDeck += java.util.Arrays.equals(world.deckTopFirst(), s.deckTopFirst()) ? 0 : 1;
        }
        assertThat(differentChosen).isGreaterThan(10);
        assertThat(differentDeck).isGreaterThan(40);
    }

    @Test
    void secretBidsStayHiddenUntilAllAreMade() {
        GameState s = null;
        for (long seed = 1; s == null || s.phase() != Phase.BID; seed++) {
            s = playUntil(4, seed, st -> st.phase() == Phase.BID && st.actor() == 1);
        }
        int bidder0 = s.bid(0);
        assertThat(bidder0).isGreaterThanOrEqualTo(0);
        assertThat(SeatView.of(s, 1).state().bid(0)).isEqualTo(GameState.HIDDEN_BID);
        assertThat(SeatView.of(s, 0).state().bid(0)).isEqualTo(bidder0);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void determinizingThenLookingAgainGivesTheSameViewAndPlayableWorlds(int players) {
        int checked = 0;
        for (GameState s : sampleStates(players, 12)) {
            for (int seat = 0; seat < players; seat++) {
                SeatView view = SeatView.of(s, seat);
                GameState world = view.determinize(new SeededRandom(seat * 101L + checked));
                assertThat(SeatView.of(world, seat)).as("state %s seat %d", s, seat).isEqualTo(view);
                assertThat(world.deckSize()).isEqualTo(s.deckSize());
                // the world is a complete state: it can be played on to the end
                SeededRandom rng = new SeededRandom(checked);
                int steps = 0;
                while (!world.isOver() && steps++ < 30) {
                    world = Rules.apply(world, Rules.randomDecision(world, rng));
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void rememberedChipsAreNeverDealtIntoTheDeck() {
        // The previous environment player knows two of the chips now in play in hands.
        GameState s = playUntil(5, 21, st -> st.turn() >= 2 && st.phase() == Phase.ACTIONS);
        int previousEnv = (s.environmentPlayer() - 1 + s.players()) % s.players();
        SeatView view = SeatView.of(s, previousEnv);
        int remembered = view.state().knownChips(previousEnv);
        assertThat(Integer.bitCount(remembered)).isEqualTo(2);
        for (int k = 0; k < 40; k++) {
            GameState world = view.determinize(new SeededRandom(k));
            for (int m = remembered; m != 0; m &= m - 1) {
                int chip = Integer.numberOfTrailingZeros(m);
                assertThat(world.chipLocation(chip)).isIn(ChipLocation.CHOSEN, ChipLocation.DUMMY);
            }
        }
    }
}
