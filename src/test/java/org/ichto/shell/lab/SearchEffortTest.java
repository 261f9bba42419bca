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
}
