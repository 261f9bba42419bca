package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupDecision;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every decision type of Primordial Soup in a record and back, and what a record's decision may not hold. */
class SoupDecisionJsonTest {
    private static final SoupDecisionJson JSON = new SoupDecisionJson(SoupFixtures.BOARD);

    private static ObjectNode written(SoupDecision d) {
        ObjectNode o = Json.MAPPER.createObjectNode().put("seat", 1);
        JSON.write(d, o);
        return o;
    }

    @Test
    void everyTypeIsWrittenAndReadBackTheSame() throws Exception {
        Set<String> types = new LinkedHashSet<>();
        for (SoupDecision d : SoupFixtures.everyDecisionType()) {
            ObjectNode o = written(d);
            types.add(o.get("type").asText());
            assertThat(JSON.read(o, "decision 0")).as(o.toString()).isEqualTo(d);
            // The text of a file reads back too.
            assertThat(JSON.read(Json.parse(o.toString()), "decision 0")).isEqualTo(d);
        }
        assertThat(types).containsExactlyElementsOf(SoupDecisionJson.TYPES);
        assertThat(SoupDecisionJson.TYPES).hasSize(SoupDecision.Visitor.class.getDeclaredMethods().length);
    }

    @Test
    void fieldsAreWrittenAsTheRecordFormatSays() {
        assertThat(written(new SoupDecision.PlaceAmoeba(2, 0)).toString())
                .isEqualTo("{\"seat\":1,\"type\":\"placeAmoeba\",\"number\":2,\"space\":1}");
        assertThat(written(new SoupDecision.ChooseDirection(null)).toString())
                .isEqualTo("{\"seat\":1,\"type\":\"chooseDirection\",\"direction\":null}");
        assertThat(written(new SoupDecision.Feed(List.of(0, 2, 0), 2)).toString())
                .isEqualTo("{\"seat\":1,\"type\":\"feed\",\"eaten\":[0,2,0],\"host\":2}");
        assertThat(written(new SoupDecision.BuyGene(19, 4)).toString())
                .isEqualTo("{\"seat\":1,\"type\":\"buyGene\",\"gene\":\"Armor\",\"givesUp\":\"Defense\"}");
        assertThat(written(new SoupDecision.PayDefect(List.of(7, 3), 2)).toString())
                .isEqualTo("{\"seat\":1,\"type\":\"payDefect\",\"genes\":[\"Ray Protection\",\"Speed\"],\"bp\":2}");
        assertThat(written(new SoupDecision.Aggress(2, 0, 7)).toString())
                .isEqualTo("{\"seat\":1,\"type\":\"aggress\",\"number\":2,\"victimSeat\":0,\"victimNumber\":7}");
    }

    @Test
    void aGeneMayBeNamedByItsOtherName() throws Exception {
        JsonNode o = Json.parse("{\"seat\": 0, \"type\": \"buyGene\", \"gene\": \"Endurance\", \"givesUp\": \"Speed\"}");
        assertThat(JSON.read(o, "decision 0")).isEqualTo(new SoupDecision.BuyGene(16, 3));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            [1, 2]                                                     | decision 5: a decision must be a JSON object, not [1,2]
            {"seat": 0}                                                | decision 5: a decision needs a "type" (chooseStartSpace, placeAmoeba,
            {"seat": 0, "type": 3}                                     | decision 5: "type": expected text, not 3
            {"seat": 0, "type": "jump"}                                | decision 5: unknown decision type "jump" (types are chooseStartSpace,
            {"seat": 0, "type": "drift", "space": 3}                   | decision 5: unknown field "space"
            {"seat": 0, "type": "placeAmoeba", "number": 1}            | decision 5: missing field "space"
            {"seat": 0, "type": "placeAmoeba", "number": 1, "space": 0} | decision 5: "space": expected a space (a whole number 1 to 19), not 0
            {"seat": 0, "type": "divide", "number": 1, "space": 20}    | decision 5: "space": expected a space (a whole number 1 to 19), not 20
            {"seat": 0, "type": "divide", "number": 8, "space": 2}     | decision 5: "number": expected an amoeba number (a whole number 1 to 7), not 8
            {"seat": 0, "type": "divide", "number": 1.5, "space": 2}   | decision 5: "number": expected an amoeba number (a whole number 1 to 7), not 1.5
            {"seat": 0, "type": "divide", "number": "2", "space": 2}   | decision 5: "number": expected an amoeba number (a whole number 1 to 7), not "2"
            {"seat": 0, "type": "divide", "number": 99999999999, "space": 2} | decision 5: "number": expected an amoeba number (a whole number 1 to 7), not 99999999999
            {"seat": 0, "type": "chooseStartSpace", "ladderSpace": 52} | decision 5: "ladderSpace": expected a ladder space (a whole number 1 to 51), not 52
            {"seat": 0, "type": "takeDie", "face": 7}                  | decision 5: "face": expected a die face (a whole number 1 to 6), not 7
            {"seat": 0, "type": "chooseDirection", "direction": "NE"}  | decision 5: "direction": expected N, E, S, W or null (stay), not "NE"
            {"seat": 0, "type": "chooseDirection"}                     | decision 5: missing field "direction"
            {"seat": 0, "type": "takeCubes", "cubes": [1, 1]}          | decision 5: "cubes": expected one count per colour in play (3 to 4), not 2
            {"seat": 0, "type": "takeCubes", "cubes": [0, 0, 0, 0, 1]} | decision 5: "cubes": expected one count per colour in play (3 to 4), not 5
            {"seat": 0, "type": "takeCubes", "cubes": [0, -1, 0]}      | decision 5: "cubes"[1]: expected a number of cubes (a whole number 0 to 55), not -1
            {"seat": 0, "type": "takeCubes", "cubes": 3}               | decision 5: "cubes": expected a list, not 3
            {"seat": 0, "type": "feed", "eaten": [1, 1, 56], "host": null} | decision 5: "eaten"[2]: expected a number of cubes (a whole number 0 to 55), not 56
            {"seat": 0, "type": "feed", "eaten": [1, 1, 1], "host": 4} | decision 5: "host": expected a seat or null (a whole number 0 to 3), not 4
            {"seat": 0, "type": "feed", "eaten": [1, 1, 1]}            | decision 5: missing field "host"
            {"seat": 0, "type": "cling", "number": 2, "cling": "yes"}  | decision 5: "cling": expected true or false, not "yes"
            {"seat": 0, "type": "attack", "victimSeat": -1, "victimNumber": 2} | decision 5: "victimSeat": expected a seat (a whole number 0 to 3), not -1
            {"seat": 0, "type": "payDefect", "genes": [], "bp": -1}    | decision 5: "bp": expected BP (a whole number 0 to 104), not -1
            {"seat": 0, "type": "payDefect", "genes": [], "bp": 105}   | decision 5: "bp": expected BP (a whole number 0 to 104), not 105
            {"seat": 0, "type": "payDefect", "genes": ["Speed", "Speed"], "bp": 0} | decision 5: "genes"[1]: Speed is listed twice
            {"seat": 0, "type": "payDefect", "genes": ["Telepathy"], "bp": 0} | decision 5: "genes"[0]: unknown gene "Telepathy"
            {"seat": 0, "type": "payDefect", "genes": [7], "bp": 0}    | decision 5: "genes"[0]: expected text, not 7
            {"seat": 0, "type": "buyGene", "gene": "speed", "givesUp": null} | decision 5: "gene": unknown gene "speed"
            {"seat": 0, "type": "buyGene", "gene": "Armor"}            | decision 5: missing field "givesUp"
            {"seat": 0, "type": "aggress", "number": 1, "victimSeat": 2} | decision 5: missing field "victimNumber"
            """)
    void aMalformedDecisionIsRefusedNamingTheEntryAndTheProblem(String json, String message) throws Exception {
        JsonNode node = Json.parse(json);
        assertThatThrownBy(() -> JSON.read(node, "decision 5")).isInstanceOf(RecordException.class)
                .hasMessageStartingWith(message.strip());
    }

    @Test
    void readingRefusesUnknownFieldsOfEveryType() throws Exception {
        List<String> refused = new ArrayList<>();
        for (SoupDecision d : SoupFixtures.everyDecisionType()) {
            ObjectNode o = written(d).put("extra", 1);
            try {
                JSON.read(o, "decision 2");
            } catch (RecordException e) {
                refused.add(e.getMessage());
            }
        }
        assertThat(refused).hasSize(SoupFixtures.everyDecisionType().size()).allMatch(m -> m.equals("decision 2: unknown field \"extra\""));
    }
}
