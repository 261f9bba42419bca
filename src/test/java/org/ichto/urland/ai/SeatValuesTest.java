package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every seat's value worked out at once is, to the last bit, what each seat's own judge gives in turn. */
class SeatValuesTest {

    private static List<Personality> judges() {
        List<Personality> all = new ArrayList<>();
        for (String id : Personalities.SHIPPED) {
            all.add(Personalities.shipped(id));
        }
        all.add(Personalities.with("balanced", "noise", 0.7));
        all.add(Personalities.with("predator", "risk", 0.0));
        return all;
    }

    @Test
    void everySeatAtOnce_equalsEachSeatsJudgeInTurn_atEveryPositionOfRandomGames() {
        List<Personality> judges = judges();
        SeatValues together = new SeatValues();
        int compared = 0;
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 4; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom play = new SeededRandom(seed * 31);
                while (!s.isOver()) {
                    for (Personality p : judges) {
                        assertSame(s, p, together, seed);
                        compared++;
                    }
                    s = Rules.apply(s, Rules.randomDecision(s, play));
                }
            }
        }
        assertThat(compared).isGreaterThan(10_000);
    }

    private static void assertSame(GameState s, Personality p, SeatValues together, long seed) {
        int n = s.players();
        double[] worths = Evaluator.worths(p);
        double[][] odds = ChipOdds.ofEach(s);
        SeededRandom alone = new SeededRandom(seed);
        double[] expected = new double[n];
        RegionScorings scorings = new RegionScorings().about(s);
        for (int seat = 0; seat < n; seat++) {
            expected[seat] = new Evaluator(p, worths, seat, odds[seat], alone).evaluate(s, scorings);
        }
        SeededRandom atOnce = new SeededRandom(seed);
        double[] actual = new double[n];
        together.judge(s, p, worths, odds, atOnce, new RegionScorings().about(s), actual);
        for (int seat = 0; seat < n; seat++) {
            assertThat(Double.doubleToRawLongBits(actual[seat])).as("%s, seat %d", p.id(), seat)
                    .isEqualTo(Double.doubleToRawLongBits(expected[seat]));
        }
        assertThat(atOnce.nextLong()).as("the same noise drawn").isEqualTo(alone.nextLong());
    }
}
