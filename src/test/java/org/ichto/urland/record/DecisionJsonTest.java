package org.ichto.urland.record;

import org.ichto.urland.Urlands;

import org.ichto.shell.record.Json;

import org.ichto.shell.record.SeatDecision;

import com.fasterxml.jackson.databind.JsonNode;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DecisionJsonTest {
    private static final int O2 = Board.parsePlace("O2");
    private static final int O4 = Board.parsePlace("O4");
    private static final int A5 = Board.parsePlace("5");
    private static final int A7 = Board.parsePlace("7");

    /** One decision of every kind. */
    static final List<Decision> ALL = List.of(
            new Decision.ChooseChip(9), new Decision.Land(O2, A5), new Decision.Breed(O4),
            new Decision.Swim(O2, O4, 3), new Decision.Retreat(PlaceCounts.of(Map.of("7", 2, "O2", 1))),
            new Decision.PlayExtraTurn(), new Decision.EndActions(), new Decision.Assimilate(A7, 3, 1),
            new Decision.LandTwo(O2, A7), new Decision.Walk(A5, A7), new Decision.Egg(A5),
            new Decision.Fly(A5, O4, 2), new Decision.Stink(A7, 2, O2), new Decision.Bite(O4, 0),
            new Decision.Bid(4), new Decision.BuyGene(Gene.CARE_OF_YOUNG), new Decision.PassPurchase(),
            new Decision.PayPrice(PlaceCounts.of(Map.of("O1", 1, "12", 1))), new Decision.PanicRegion(A7),
            new Decision.PanicOcean(O2), new Decision.EarsStay(1),
            new Decision.EarsFlight(PlaceCounts.of(Map.of("O2", 2))));

    @Test
    void everyKindOfDecisionHasItsOwnTypeAndSurvivesTheRoundTrip() throws Exception {
        Set<String> types = new HashSet<>();
        for (Decision d : ALL) {
            JsonNode json = Urlands.io().toJson(new SeatDecision<>(2, d));
            types.add(json.get("type").asText());
            assertThat(Urlands.io().decision(json, "decision 0")).isEqualTo(new SeatDecision<>(2, d));
        }
        assertThat(Decision.class.getPermittedSubclasses()).hasSize(ALL.size());
        assertThat(types).hasSize(ALL.size()).isEqualTo(DecisionJson.FIELDS.keySet());
    }

    @Test
    void writesPlacesByName() {
        assertThat(Urlands.io().toJson(new SeatDecision<>(2, new Decision.Land(O2, A5))))
                .hasToString("{\"seat\":2,\"type\":\"land\",\"ocean\":\"O2\",\"region\":\"5\"}");
        assertThat(Urlands.io().toJson(new SeatDecision<>(0, ALL.get(4))))
                .hasToString("{\"seat\":0,\"type\":\"retreat\",\"ichtos\":{\"7\":2,\"O2\":1}}");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "[1, 2]                                                 | a decision must be an object",
            "{\"seat\": 0}                                          | needs a \"type\"",
            "{\"seat\": 0, \"type\": \"jump\"}                      | unknown decision type \"jump\"",
            "{\"type\": \"endActions\"}                             | missing field \"seat\"",
            "{\"seat\": 0, \"type\": \"land\", \"ocean\": \"O2\"}   | missing field \"region\"",
            "{\"seat\": 0, \"type\": \"land\", \"ocean\": \"5\", \"region\": \"5\"} | \"ocean\" must name an ocean O1..O5, not \"5\"",
            "{\"seat\": 0, \"type\": \"egg\", \"region\": \"13\"}   | \"region\" must name a land area 1..12, not \"13\"",
            "{\"seat\": 0, \"type\": \"egg\", \"region\": \"O1\"}   | \"region\" must name a land area",
            "{\"seat\": 0, \"type\": \"bid\", \"amount\": 1.5}      | \"amount\" must be a whole number",
            "{\"seat\": \"1\", \"type\": \"pass\"}                  | \"seat\" must be a whole number",
            "{\"seat\": 0, \"type\": \"pass\", \"gene\": \"EGG\"}   | unknown field \"gene\" in a pass decision",
            "{\"seat\": 0, \"type\": \"buyGene\", \"gene\": \"GILLS\"} | unknown gene \"GILLS\"",
            "{\"seat\": 0, \"type\": \"retreat\", \"ichtos\": {\"O9\": 1}} | must name a place",
            "{\"seat\": 0, \"type\": \"retreat\", \"ichtos\": {\"7\": -1}} | must be a whole number 0 or more",
            "{\"seat\": 0, \"type\": \"earsFlight\", \"oceans\": {\"7\": 1}} | must name an ocean",
            "{\"seat\": 0, \"type\": \"assimilate\", \"region\": \"7\", \"victims\": [1]} | \"victims\" must list two seats",
    })
    void refusesMalformedDecisions(String json, String problem) throws Exception {
        JsonNode node = Json.MAPPER.readTree(json);
        assertThatThrownBy(() -> Urlands.io().decision(node, "decision 0"))
                .isInstanceOf(org.ichto.shell.game.RecordException.class)
                .hasMessageContaining(problem);
    }
}
