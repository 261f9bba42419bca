package org.ichto.urland.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.FlightOrigin;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Positions;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The origins of an Ears flight in a position file: written only while a flight waits, so every other
 * position looks as 0.1.0 wrote it; read back whole; and a flight position without them (0.1.0 wrote
 * no such field) still reads, each flight region counting as one origin.
 */
class EarsFlightJsonTest {

    /** The first state of random 5-player games that waits for an Ears flight from a merged region. */
    private static GameState waitingForAFlight() {
        for (long seed = 1; seed < 400; seed++) {
            GameState s = UrlandGame.newGame(5, seed);
            SeededRandom rng = new SeededRandom(seed);
            while (!s.isOver()) {
                if (s.phase() == Phase.EARS_FLIGHT
                        && s.flightOrigins(Integer.numberOfTrailingZeros(s.flightRegions())).size() > 1) {
                    return s;
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
        throw new AssertionError("no Ears flight from a merged region in the games tried");
    }

    private static GameState read(ObjectNode tree) throws RecordException {
        return PositionJson.toState(BoardLoader.standard(), PositionJson.fromTree(tree, ""), "");
    }

    @Test
    void outsideAFlight_theFieldIsLeftOut() throws RecordException {
        GameState s = UrlandGame.newGame(4, 5);
        ObjectNode tree = PositionJson.toTree(Positions.of(s));

        assertThat(tree.has("earsFlightFrom")).isFalse();
        assertThat(tree.has("earsFlight")).isTrue();
        assertThat(read(tree)).isEqualTo(s);
    }

    @Test
    void inAFlight_theOriginsAreWrittenAndReadBack() throws RecordException {
        GameState s = waitingForAFlight();
        String json = PositionJson.write(s);

        assertThat(json).contains("\"earsFlightFrom\": [{\"areas\": [");
        assertThat(PositionJson.readState(BoardLoader.standard(), json)).isEqualTo(s);
    }

    @Test
    void aFlightWithoutOrigins_asWrittenBy010_countsEachRegionAsOne() throws RecordException {
        GameState s = waitingForAFlight();
        ObjectNode tree = PositionJson.toTree(Positions.of(s));
        tree.remove("earsFlightFrom");

        GameState old = read(tree);
        int region = Integer.numberOfTrailingZeros(s.flightRegions());
        assertThat(old.flightOrigins(region)).containsExactly(new FlightOrigin(s.regionAreas(region),
                s.regionOceans(region), s.ichtos(region, s.actor())));
        assertThat(Rules.legal(old).open()).isNotEmpty();
    }
}
