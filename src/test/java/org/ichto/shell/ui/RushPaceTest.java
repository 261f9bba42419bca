package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RushPaceTest {

    @Test
    void outsideARushEveryShowIsDue() {
        RushPace pace = new RushPace();
        for (int i = 0; i < 5; i++) {
            assertThat(pace.due(false)).isTrue();
        }
    }

    @Test
    void aRushsFirstShowIsDueAndTheNextOnesWaitTheirTime() {
        long[] now = {1_000};
        RushPace pace = new RushPace(() -> now[0]);
        assertThat(pace.due(false)).isTrue(); // a human's turn, say
        assertThat(pace.due(true)).isTrue(); // the rush begins: the human's buttons go at once
        now[0] += 50_000_000;
        assertThat(pace.due(true)).isFalse(); // a twentieth of a second later: left for later
        now[0] += (RushPace.MILLIS - 60) * 1_000_000L;
        assertThat(pace.due(true)).isFalse();
        now[0] += 20_000_000;
        assertThat(pace.due(true)).isTrue(); // its time has come
        assertThat(pace.due(true)).isFalse();
        assertThat(pace.due(false)).isTrue(); // the rush ends: everything is shown
    }

    @Test
    void anotherGameIsDueAtOnce() {
        RushPace pace = new RushPace(() -> 7);
        assertThat(pace.due(true)).isTrue();
        assertThat(pace.due(true)).isFalse();
        pace.forget();
        assertThat(pace.due(true)).isTrue();
    }
}
