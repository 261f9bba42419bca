package org.ichto.urland.record;

import org.ichto.shell.record.GameRecord;
import org.ichto.urland.Urlands;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.OpenChoice;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Ears flights in the records of 0.1.0 (src/test/resources/compat/v0.1.0) were made when any ocean
 * of the merged region was open; each still keeps to the oceans its Ichtos' own area bordered before
 * the eruption, so these records replay unchanged under the corrected rule. In two of them the merged
 * region borders an ocean their area did not (O5), which the corrected rule closes; neither went there.
 */
class EarsFlightsOf010Test {
    private static final List<String> WITH_FLIGHTS = List.of("saves/5p-all-computers-finished.json",
            "selfplay/random-5p-seed13.json");

    @Test
    void everyFlightOf010KeepsToItsOrigins() throws Exception {
        List<String> flights = new ArrayList<>();
        int narrowed = 0;
        for (String name : WITH_FLIGHTS) {
            GameRecord<GameState, Decision> record;
            try (InputStream in = getClass().getResourceAsStream("/compat/v0.1.0/" + name)) {
                record = Urlands.read(in);
            }
            List<GameState> states = Urlands.states(record);
            for (int i = 0; i < record.decisions().size(); i++) {
                GameState s = states.get(i);
                if (s.phase() == Phase.EARS_FLIGHT) {
                    Decision d = record.decisions().get(i).decision();
                    flights.add(name + " " + i + ": " + d);
                    assertThat(Rules.whyIllegal(s, d)).as("%s decision %d", name, i).isNull();
                    OpenChoice.FlightChoice choice = (OpenChoice.FlightChoice) Rules.legal(s).open().get(0);
                    if (choice.oceanMask() != s.regionOceans(choice.region())) {
                        narrowed++;
                    }
                }
            }
        }
        assertThat(flights).hasSize(3);
        assertThat(narrowed).as("flights the corrected rule allows fewer oceans").isEqualTo(2);
    }
}
