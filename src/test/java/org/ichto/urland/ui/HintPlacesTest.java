package org.ichto.urland.ui;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The places a hint marks are those its decision is about. */
class HintPlacesTest {
    private static final GameState S = UrlandGame.newGame(4, 2);
    private static final int NORTH = Board.oceanPlace(0);
    private static final int EAST = Board.oceanPlace(1);

    @Test
    void movesMarkWhereIchtosComeFromAndGo() {
        assertThat(HintPlaces.of(new Decision.Land(NORTH, 1), S)).isEqualTo(Set.of(NORTH, 1));
        assertThat(HintPlaces.of(new Decision.Swim(NORTH, EAST, 2), S)).isEqualTo(Set.of(NORTH, EAST));
        assertThat(HintPlaces.of(new Decision.Breed(EAST), S)).isEqualTo(Set.of(EAST));
        assertThat(HintPlaces.of(new Decision.Fly(3, EAST, 1), S)).isEqualTo(Set.of(3, EAST));
        assertThat(HintPlaces.of(new Decision.Stink(4, 2, NORTH), S)).isEqualTo(Set.of(4, NORTH));
    }

    @Test
    void aChipMarksItsRegionAndAPaymentEveryPlaceItTakesFrom() {
        assertThat(HintPlaces.of(new Decision.ChooseChip(7), S)).isEqualTo(Set.of(S.regionOf(6)));
        int[] counts = new int[Board.PLACES];
        counts[2] = 1;
        counts[EAST] = 2;
        assertThat(HintPlaces.of(new Decision.PayPrice(PlaceCounts.of(counts)), S)).isEqualTo(Set.of(2, EAST));
    }

    @Test
    void decisionsWithoutAPlaceMarkNone() {
        assertThat(HintPlaces.of(new Decision.Bid(3), S)).isEmpty();
        assertThat(HintPlaces.of(new Decision.BuyGene(Gene.values()[0]), S)).isEmpty();
        assertThat(HintPlaces.of(new Decision.EndActions(), S)).isEmpty();
    }
}
