package org.ichto.shell.lab;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SearchEffortTest {

    @Test
    void iterationsPerSecondOfSearching() {
        assertThat(new SearchEffort("expert", 5_000, 2_000_000_000L).iterationsPerSecond()).isEqualTo(2_500.0);
    }

    @Test
    void noTimeSearchedIsNoSpeed() {
        assertThat(new SearchEffort("expert", 0, 0).iterationsPerSecond()).isZero();
    }

    @Test
    void iterationsPerSecondOfProcessorTimeWhenKnown() {
        SearchEffort e = new SearchEffort("expert", 6_000, 4_000_000_000L, 1_500_000_000L);
        assertThat(e.iterationsPerCpuSecond()).isEqualTo(4_000.0);
        assertThat(e.iterationsPerSecond()).isEqualTo(1_500.0);
        assertThat(new SearchEffort("expert", 6_000, 4_000_000_000L).iterationsPerCpuSecond()).isZero();
    }
}
