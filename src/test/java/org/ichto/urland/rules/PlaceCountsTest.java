package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.area;

/** Ichtos per place, as retreats, payments and Ears flights name them. */
class PlaceCountsTest {

    @Test
    void readsPlaceNames_area1AsTheFirstPlace() {
        PlaceCounts pc = PlaceCounts.of(Map.of("1", 2, "O1", 1));

        assertThat(pc.get(area(1))).isEqualTo(2);
        assertThat(pc.get(O1)).isEqualTo(1);
        assertThat(pc.total()).isEqualTo(3);
    }

    @Test
    void aCountOfZeroIsAllowedAndLeftOut() {
        PlaceCounts pc = PlaceCounts.of(Map.of("O1", 0, "5", 1));

        assertThat(pc.total()).isEqualTo(1);
        assertThat(pc.toMap()).containsExactly(Map.entry("5", 1));
    }

    @Test
    void refusesUnknownPlacesAndNegativeOrMissingCounts() {
        assertThatThrownBy(() -> PlaceCounts.of(Map.of("13", 1))).hasMessageContaining("unknown place: 13");
        assertThatThrownBy(() -> PlaceCounts.of(Map.of("O1", -1))).hasMessageContaining("0 or more");
        Map<String, Integer> missing = new HashMap<>();
        missing.put("O1", null);
        assertThatThrownBy(() -> PlaceCounts.of(missing)).hasMessageContaining("0 or more");
    }

    @Test
    void equalWhenEveryPlaceHoldsAsMany() {
        assertThat(PlaceCounts.of(Map.of("O1", 1))).isEqualTo(PlaceCounts.single(O1, 1))
                .hasSameHashCodeAs(PlaceCounts.single(O1, 1))
                .isNotEqualTo(PlaceCounts.single(O1, 2)).isNotEqualTo(PlaceCounts.single(area(1), 1))
                .isNotEqualTo("O1=1");
    }

    @Test
    void readsAsItsPlacesInBoardOrder() {
        assertThat(PlaceCounts.of(Map.of("O2", 1, "12", 3, "1", 2))).hasToString("{1=2, 12=3, O2=1}");
    }

    @Test
    void differentCountsHashApart() {
        assertThat(PlaceCounts.single(O1, 1)).doesNotHaveSameHashCodeAs(PlaceCounts.single(O1, 2))
                .doesNotHaveSameHashCodeAs(PlaceCounts.single(area(1), 1));
    }
}
