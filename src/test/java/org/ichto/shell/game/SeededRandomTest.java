package org.ichto.shell.game;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The generator every random draw of every game comes from: SplitMix64, its whole state one long. */
class SeededRandomTest {

    @Test
    void itIsSplitMix64() {
        // The reference values of SplitMix64 from seed 0 (Steele, Lea and Flood, 2014).
        SeededRandom r = new SeededRandom(0);
        assertThat(r.nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
        assertThat(r.nextLong()).isEqualTo(0x6E789E6AA1B965F4L);
        assertThat(r.nextLong()).isEqualTo(0x06C45D188009454FL);
    }

    @Test
    void theStateIsTheWholeGeneratorSoACopyOfItRepeatsTheDraws() {
        SeededRandom a = new SeededRandom(42);
        a.nextLong();
        SeededRandom b = new SeededRandom(0);
        b.setState(a.state());
        for (int i = 0; i < 100; i++) {
            assertThat(b.nextInt(1000)).isEqualTo(a.nextInt(1000));
        }
    }

    @Test
    void nextIntStaysInItsBoundAndReachesEveryValue() {
        SeededRandom r = new SeededRandom(7);
        int[] seen = new int[6];
        for (int i = 0; i < 6000; i++) {
            int v = r.nextInt(6);
            assertThat(v).isBetween(0, 5);
            seen[v]++;
        }
        // Each face of a die about a sixth of the time (a wide margin: this is no statistics test).
        for (int n : seen) {
            assertThat(n).isBetween(800, 1200);
        }
        assertThat(new SeededRandom(1).nextInt(1)).isZero();
        assertThatThrownBy(() -> r.nextInt(0)).hasMessageContaining("bound must be positive");
    }

    @Test
    void aShuffleIsAPermutationOfThePrefixAndLeavesTheRestAlone() {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        new SeededRandom(3).shuffle(a, 7);
        assertThat(Arrays.copyOfRange(a, 7, 10)).containsExactly(7, 8, 9);
        assertThat(Arrays.copyOf(a, 7)).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6).isNotEqualTo(
                new int[] {0, 1, 2, 3, 4, 5, 6});
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        new SeededRandom(3).shuffle(b, 7);
        assertThat(b).isEqualTo(a);
    }
}
