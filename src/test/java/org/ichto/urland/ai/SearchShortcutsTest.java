package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.ListedDecisions;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Expert's shortcuts change its speed, never its answers: over the positions of random games, every
 * shortcut gives exactly (to the last bit) what the long way gives.
 */
class SearchShortcutsTest {
    private static final List<Personality> PERSONALITIES = List.of(Personalities.shipped("balanced"),
            Personalities.shipped("predator"), Personalities.shipped("cautious-breeder"));

    /** The positions of a few random games of 3 to 5 players, every one of them. */
    private static List<GameState> positions() {
        List<GameState> out = new ArrayList<>();
        for (int game = 0; game < 12; game++) {
            GameState s = UrlandGame.newGame(3 + game % 3, 900 + game);
            SeededRandom rng = new SeededRandom(game);
            while (!s.isOver()) {
                out.add(s);
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
        return out;
    }

    @Test
    void judgingOnlyTheRegionsAnActionChanged_isJudgingTheWholeBoard() {
        int compared = 0;
        for (GameState s : positions()) {
            if (s.phase() != Phase.ACTIONS) {
                continue;
            }
            Personality p = PERSONALITIES.get(compared % PERSONALITIES.size());
            int me = s.actor();
            double[] odds = ChipOdds.of(s, me);
            Evaluator remembering = new Evaluator(p, me, odds, new SeededRandom(5));
            remembering.remember(s);
            Evaluator plain = new Evaluator(p, me, odds, new SeededRandom(5));
            for (Decision d : Rules.legal(s).listed()) {
                if (d instanceof Decision.EndActions) {
                    continue;
                }
                GameState next = Rules.planListed(s, d);
                assertThat(remembering.evaluate(next)).as("%s", d).isEqualTo(plain.evaluate(next));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(5_000);
    }

    @Test
    void scoringsSharedBetweenSeats_areEachSeatsOwn() {
        RegionScorings shared = new RegionScorings();
        int compared = 0;
        for (GameState s : positions()) {
            shared.about(s);
            for (int seat = 0; seat < s.players(); seat++) {
                Personality p = PERSONALITIES.get(seat % PERSONALITIES.size());
                double[] odds = ChipOdds.of(s, seat);
                double alone = new Evaluator(p, seat, odds, new SeededRandom(seat)).evaluate(s);
                double together = new Evaluator(p, seat, odds, new SeededRandom(seat)).evaluate(s, shared);
                assertThat(together).isEqualTo(alone);
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(5_000);
    }

    @Test
    void planningAListedActionUnchecked_isPlanningItChecked() {
        int compared = 0;
        for (GameState s : positions()) {
            if (s.phase() != Phase.ACTIONS) {
                continue;
            }
            for (Decision d : Rules.legal(s).listed()) {
                if (!(d instanceof Decision.EndActions)) {
                    assertThat(Rules.planListed(s, d)).isEqualTo(Rules.plan(s, d));
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(5_000);
    }

    @Test
    void theListingBuildsTheWaterMovementsAskedFor_andEverythingElse_inTheListingsOrder() {
        ListedDecisions listed = new ListedDecisions();
        for (GameState s : positions()) {
            List<Decision> expected = new ArrayList<>();
            for (Decision d : Rules.legal(s).listed()) {
                if (!(d instanceof Decision.Swim w) || w.count() % 2 == 1) {
                    expected.add(d);
                }
            }
            List<Decision> built = new ArrayList<>();
            listed.fill(s).addTo(built, (from, count) -> count % 2 == 1);
            assertThat(built).isEqualTo(expected);
        }
    }

    @Test
    void playingOnAStateInPlace_isApplyingTheDecision() {
        int compared = 0;
        for (GameState s : positions()) {
            SeededRandom rng = new SeededRandom(compared);
            Decision d = Playouts.cheapDecision(s, rng);
            GameState mine = s.copy();
            Rules.playOn(mine, d);
            assertThat(mine).as("%s", d).isEqualTo(Rules.apply(s, d));
            compared++;
        }
        assertThat(compared).isGreaterThan(1_500);
    }

    @Test
    void planningIntoOneReusedState_isPlanningAnew() {
        int compared = 0;
        GameState reused = null;
        for (GameState s : positions()) {
            if (s.phase() != Phase.ACTIONS) {
                continue;
            }
            for (Decision d : Rules.legal(s).listed()) {
                if (!(d instanceof Decision.EndActions)) {
                    GameState fresh = Rules.planListed(s, d);
                    GameState into = Rules.planListed(s, d, reused);
                    assertThat(into).as("%s", d).isEqualTo(fresh);
                    assertThat(into.hashCode()).isEqualTo(fresh.hashCode());
                    reused = into;
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(5_000);
    }

    @Test
    void theBestFewActionsKept_areWhatSortingThemAllBeginsWith() {
        int compared = 0;
        for (GameState s : positions()) {
            if (s.phase() != Phase.ACTIONS) {
                continue;
            }
            Personality p = PERSONALITIES.get(compared % PERSONALITIES.size());
            List<Decision> listed = Rules.legal(s).listed();
            Decision proposal = compared % 2 == 0 ? null : listed.get(compared % listed.size());
            List<Decision> kept = Playouts.candidates(s, proposal, new SeededRandom(compared), p);
            assertThat(kept).as("%s", s).isEqualTo(sortingAll(s, proposal, new SeededRandom(compared), p));
            compared++;
        }
        assertThat(compared).isGreaterThan(500);
    }

    /** The candidates as first written: every action judged, all sorted (stably), the best few kept. */
    private static List<Decision> sortingAll(GameState world, Decision proposal, SeededRandom rng, Personality p) {
        List<Decision> all = Playouts.candidates(world, proposal, rng);
        if (all.size() <= 8) {
            return all;
        }
        int actor = world.actor();
        Evaluator judge = new Evaluator(p, actor, ChipOdds.of(org.ichto.urland.rules.Visibility.scrub(world, actor),
                actor), rng);
        judge.remember(world);
        List<Decision> keep = new ArrayList<>();
        List<double[]> scored = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Decision d = all.get(i);
            if (d instanceof Decision.EndActions || d.equals(proposal)) {
                keep.add(d);
            } else {
                scored.add(new double[] {judge.evaluate(Rules.planListed(world, d)), i});
            }
        }
        scored.sort((x, y) -> Double.compare(y[0], x[0]));
        for (int k = 0; k < scored.size() && keep.size() < 8; k++) {
            keep.add(all.get((int) scored.get(k)[1]));
        }
        return keep;
    }

    @Test
    void everySeatsChipOddsAtOnce_areEachSeatsOwn() {
        int compared = 0;
        for (GameState s : positions()) {
            // The full position, and a seat's view of it (where chips lie hidden).
            List<GameState> both = List.of(s, org.ichto.urland.rules.Visibility.scrub(s, compared % s.players()));
            for (GameState g : both) {
                double[][] each = ChipOdds.ofEach(g);
                for (int seat = 0; seat < g.players(); seat++) {
                    assertThat(each[seat]).isEqualTo(ChipOdds.of(g, seat));
                }
            }
            compared++;
        }
        assertThat(compared).isGreaterThan(1_500);
    }
}
