package org.ichto.urland.board;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BoardLoaderTest {

    private static String standardText() throws IOException {
        try (InputStream in = BoardLoader.class.getResourceAsStream(BoardLoader.STANDARD_RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Board read(String json) throws IOException {
        return BoardLoader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theCanonicalBoardMatchesTheDesignNotes() {
        Board b = BoardLoader.standard();
        // Each ocean borders: O1 {1,2,4,5}, O2 {5,6,7,9}, O3 {9,10,11}, O4 {1,3,11,12}, O5 {2,3,4,7,8}
        int[][] bordering = {{1, 2, 4, 5}, {5, 6, 7, 9}, {9, 10, 11}, {1, 3, 11, 12}, {2, 3, 4, 7, 8}};
        for (int o = 0; o < Board.OCEANS; o++) {
            int expected = 0;
            for (int area : bordering[o]) {
                expected |= 1 << (area - 1);
            }
            int actual = 0;
            for (int a = 0; a < Board.AREAS; a++) {
                if ((b.areaOceans(a) & (1 << o)) != 0) {
                    actual |= 1 << a;
                }
            }
            assertThat(actual).as("areas bordering O%d", o + 1).isEqualTo(expected);
        }
        assertThat(b.oceanNeighbours(4)).as("the Inner Sea touches O1, O2, O4 but not O3").isEqualTo(0b01011);
        assertThat(b.volcanoTarget(10)).as("volcano 11 merges into 10").isEqualTo(9);
        assertThat(b.continentOf(0)).isEqualTo("A");
        assertThat(b.continentOf(6)).isEqualTo("B");
        assertThat(b.continentOf(11)).isEqualTo("C");
        assertThat(b.mutationSpaces()).containsExactly(12, 16, 21);
        assertThat(b.goal()).isEqualTo(30);
        int gaps = 0;
        for (int a = 0; a < Board.AREAS; a++) {
            gaps += Integer.bitCount(b.shallowNeighbours(a));
        }
        assertThat(gaps / 2).as("the 12 shallow-water gaps are the 12 volcano gaps").isEqualTo(12);
    }

    @Test
    void eruptionsMergeRegionsWhateverTheirOrder() {
        Board b = BoardLoader.standard();
        Topology t = b.topology((1 << 10) | (1 << 9)); // volcanoes 11 and 10: 11 -> 10 -> 9
        assertThat(t.regionAreas(8)).isEqualTo((1 << 8) | (1 << 9) | (1 << 10));
        assertThat(t.regionOceans(9)).as("O2, O3, O4").isEqualTo(0b01110);
        assertThat(t.neighbourAreas(8)).as("areas 8 and 12 across the remaining gaps")
                .isEqualTo((1 << 7) | (1 << 11));
    }

    static Stream<Arguments> brokenBoards() throws IOException {
        String ok = standardText();
        return Stream.of(
                Arguments.of("not JSON", "{ \"name\": ", "not valid board JSON"),
                Arguments.of("area without ocean", ok.replace("\"oceans\": [\"O5\"],       \"shallowWater\": [9, 12]",
                        "\"oceans\": [],       \"shallowWater\": [9, 12]"), "area 8 borders no ocean"),
                Arguments.of("one-sided shallow water", ok.replace("\"shallowWater\": [2, 3],   \"volcanoMergesInto\": 3",
                        "\"shallowWater\": [2],   \"volcanoMergesInto\": 2"), "not symmetric"),
                Arguments.of("volcano into a non-neighbour", ok.replace("\"shallowWater\": [5, 7],   \"volcanoMergesInto\": 7",
                        "\"shallowWater\": [5, 7],   \"volcanoMergesInto\": 6"), "volcano 4 must merge into a shallow-water neighbour"),
                Arguments.of("unknown ocean", ok.replace("[\"O4\", \"O1\"]", "[\"O4\", \"O9\"]"), "unknown ocean O9"),
                Arguments.of("mutation space past the goal", ok.replace("[12, 16, 21]", "[12, 16, 31]"),
                        "mutation spaces must rise"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenBoards")
    void aBrokenBoardFileIsRefusedNamingTheProblem(String name, String json, String problem) {
        assertThatThrownBy(() -> read(json)).isInstanceOf(BoardException.class).hasMessageContaining(problem);
    }
}
