package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TrackChartTest {

    @Test
    void labelsOfCloseScoresMoveApartAndTheOthersStayByTheirLines() {
        // Points at heights 100, 104 and 40 (screen y grows downwards); labels 14 px high.
        assertThat(TrackChart.spread(new int[] {100, 104, 40}, 14)).containsExactly(100, 114, 40);
        assertThat(TrackChart.spread(new int[] {50, 50, 50}, 10)).containsExactly(50, 60, 70);
        assertThat(TrackChart.spread(new int[] {10, 80}, 12)).containsExactly(10, 80);
    }
}
