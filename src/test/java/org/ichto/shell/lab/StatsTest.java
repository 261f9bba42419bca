package org.ichto.shell.lab;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class StatsTest {

    @Test
    void statsKeepCountSumMeanAndRange() {
        Stats s = new Stats();
        assertThat(s.mean()).isNaN();
        assertThat(s.min()).isNaN();
        for (double v : new double[]{2, 4, 4, 4, 5, 5, 7, 9}) {
            s.add(v);
        }
        assertThat(s.count()).isEqualTo(8);
        assertThat(s.sum()).isEqualTo(40);
        assertThat(s.mean()).isEqualTo(5);
        assertThat(s.min()).isEqualTo(2);
        assertThat(s.max()).isEqualTo(9);
    }

    @Test
    void percentilesAreNearestRank() {
        Percentiles p = new Percentiles();
        for (long v : new long[]{35, 20, 50, 15, 40}) {
            p.add(v);
        }
        assertThat(p.count()).isEqualTo(5);
        assertThat(p.percentile(5)).isEqualTo(15);
        assertThat(p.percentile(30)).isEqualTo(20);
        assertThat(p.percentile(40)).isEqualTo(20);
        assertThat(p.percentile(50)).isEqualTo(35);
        assertThat(p.percentile(100)).isEqualTo(50);
        assertThat(p.percentile(0)).isEqualTo(15);
    }

    @Test
    void percentilesOfOneToAHundredInAnyOrder() {
        List<Long> values = new ArrayList<>();
        for (long v = 1; v <= 100; v++) {
            values.add(v);
        }
        Collections.shuffle(values, new Random(4));
        Percentiles p = new Percentiles();
        values.forEach(p::add);
        assertThat(p.percentile(50)).isEqualTo(50);
        assertThat(p.percentile(95)).isEqualTo(95);
        assertThat(p.percentile(99.5)).isEqualTo(100);
        p.add(0);
        assertThat(p.percentile(0)).isZero();
        assertThat(p.percentile(50)).isEqualTo(50);
    }

    @Test
    void percentilesNeedValuesAndARankInRange() {
        assertThatThrownBy(() -> new Percentiles().percentile(50)).isInstanceOf(IllegalStateException.class);
        Percentiles p = new Percentiles();
        p.add(1);
        assertThatThrownBy(() -> p.percentile(101)).isInstanceOf(IllegalArgumentException.class);
        assertThat(p.percentile(95)).isEqualTo(1);
    }

    @Test
    void wilsonIntervalOfKnownProportions() {
        WilsonInterval i = WilsonInterval.of95(40, 100);
        assertThat(i.low()).isCloseTo(0.3094, within(5e-4));
        assertThat(i.high()).isCloseTo(0.4980, within(5e-4));
        assertThat(i.contains(0.4)).isTrue();

        WilsonInterval none = WilsonInterval.of95(0, 10);
        assertThat(none.low()).isZero();
        assertThat(none.high()).isCloseTo(0.2775, within(5e-4));

        WilsonInterval all = WilsonInterval.of95(10, 10);
        assertThat(all.low()).isCloseTo(0.7225, within(5e-4));
        assertThat(all.high()).isEqualTo(1.0);

        WilsonInterval quarter = WilsonInterval.of95(250, 1000);
        assertThat(quarter.low()).isCloseTo(0.2242, within(5e-4));
        assertThat(quarter.high()).isCloseTo(0.2778, within(5e-4));
    }

    @Test
    void wilsonIntervalWithoutTrialsIsEverything() {
        assertThat(WilsonInterval.of95(0, 0)).isEqualTo(new WilsonInterval(0, 1));
        assertThatThrownBy(() -> WilsonInterval.of95(3, 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
