package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A judge that remembers a position redoes only the places where another position differs from it: its
 * judgement is, to the last bit, what a judge remembering nothing gives, for every action planned from the
 * remembered position and for positions further away (other genes, other regions, other seats to act).
 */
class RememberedJudgeTest {

    @Test
    void aRememberingJudge_judgesExactlyAsAFreshOne_atEveryPositionOfRandomGames() {
        List<Personality> judges = List.of(Personalities.shipped("balanced"), Personalities.shipped("predator"),
                Personalities.with("gene-gambler", "noise", 0.5));
        int compared = 0;
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 3; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom play = new SeededRandom(seed * 17);
                GameState remembered = s;
                while (!s.isOver()) {
                    for (Personality p : judges) {
                        int seat = (int) (compared % players);
                        double[] odds = ChipOdds.ofEach(s)[seat];
                        Evaluator fresh = new Evaluator(p, seat, odds, new SeededRandom(seed));
                        Evaluator remembering = new Evaluator(p, seat, odds, new SeededRandom(seed));
                        remembering.remember(s);
                        if (s.phase() == Phase.ACTIONS) {
                            GameState planned = null;
                            for (Decision d : Rules.legal(s).listed()) {
                                if (!(d instanceof Decision.EndActions)) {
                                    planned = Rules.planListed(s, d, planned);
                                    assertSameValue(fresh, remembering, planned, d);
                                    compared++;
                                }
                            }
                        }
                        // A position some decisions away from the remembered one, and the remembered one itself.
                        remembering.remember(remembered);
                        assertSameValue(fresh, remembering, s, "later position");
                        assertSameValue(fresh, remembering, remembered, "the same position");
                        compared++;
                    }
                    if (play.nextInt(6) == 0) {
                        remembered = s;
                    }
                    s = Rules.apply(s, Rules.randomDecision(s, play));
                }
            }
        }
        assertThat(compared).isGreaterThan(10_000);
    }

    private static void assertSameValue(Evaluator fresh, Evaluator remembering, GameState s, Object what) {
        double expected = fresh.evaluate(s);
        double actual = remembering.evaluate(s);
        assertThat(Double.doubleToRawLongBits(actual)).as("%s", what).isEqualTo(Double.doubleToRawLongBits(expected));
    }
}
