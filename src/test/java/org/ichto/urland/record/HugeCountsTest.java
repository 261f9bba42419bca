package org.ichto.urland.record;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.Urlands;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Counts are checked each in its range before anything adds them up: two oceans of 2,147,483,647
 * Ichtos each must not wrap round into a total of 28 and pass.
 */
class HugeCountsTest {

    @Test
    void twoOceansOfMaxIntIchtosAreRefusedNotSummedIntoAFairTotal() {
        ObjectNode position = Urlands.GAME.codec().writePosition(UrlandGame.newGame(3, 5));
        ArrayNode oceans = (ArrayNode) position.get("oceans");
        for (int o = 0; o < 2; o++) {
            ((ArrayNode) oceans.get(o).get("ichtos")).set(0, position.numberNode(Integer.MAX_VALUE));
        }
        String json = Json.pretty(position);
        assertThatThrownBy(() -> Urlands.io().readPosition(json)).isInstanceOf(RecordException.class)
                .hasMessageContaining("Ichtos of seat 0 must be 0 to 28, not 2147483647");
    }

    @Test
    void aCountJustAboveAColourIsRefusedToo() {
        ObjectNode position = Urlands.GAME.codec().writePosition(UrlandGame.newGame(3, 5));
        ((ArrayNode) position.get("oceans").get(0).get("ichtos")).set(1, position.numberNode(29));
        assertThatThrownBy(() -> Urlands.io().readPosition(Json.pretty(position)))
                .hasMessageContaining("Ichtos of seat 1 must be 0 to 28, not 29");
    }
}
