package org.ichto.urland.ai;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.PublicFixture;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.PublicFixture.O2;
import static org.ichto.urland.rules.PublicFixture.O3;
import static org.ichto.urland.rules.PublicFixture.area;

/**
 * The turn look-ahead on positions whose best sequence of actions is known by construction, for
 * every shipped personality at normal difficulty (no noise, beam 6). The planner sees only the
 * acting seat's view; each of its choices is played and it is asked again until its turn ends.
 */
class TurnPlannerTest {

    static List<String> shipped() {
        return Personalities.SHIPPED;
    }

    private static Decision plan(Personality p, GameState full) {
        int seat = full.actor();
        GameState view = SeatView.of(full, seat).state();
        return new TurnPlanner(p, new Evaluator(p, seat, ChipOdds.of(view, seat), new SeededRandom(5))).choose(view);
    }

    /** The seat's whole turn as the planner plays it; the state after it in {@code end[0]}. */
    private static List<Decision> playTurn(Personality p, GameState start, GameState[] end) {
        int seat = start.actor();
        List<Decision> turn = new ArrayList<>();
        GameState s = start;
        while (s.phase() == Phase.ACTIONS && s.actor() == seat && turn.size() < 10) {
            Decision d = plan(p, s);
            turn.add(d);
            s = Rules.apply(s, d);
        }
        end[0] = s;
        return turn;
    }

    /**
     * Three players; seat 2 acts with 3 actions and no extra-turn chip. Its only Ichtos, 2, swim in
     * the South Sea (O3). Area 6 touches only the East Sea (O2); there White has 1 Ichto and the chip
     * is one of the two seat 2 never saw (odds 0.25 + 1/2). Areas 9 and 10 (on O3) are empty but their
     * chips are scored (0.1): landing there pays a little at once. Areas 7, 8 and 11 are held by 2 or
     * 3 of another colour. The best turn: swim both to O2, land both on area 6 (a majority: 3 points,
     * White sent home), although the swim alone is worth nothing and landing on 9 or 10 pays at once.
     */
    @ParameterizedTest
    @MethodSource("shipped")
    void swimsFirstThenLandsTwiceToTakeTheMajority_thoughTheSwimAloneIsWorthNothing(String id) {
        GameState start = PublicFixture.of(3).chosen(6).dummyChips(7, 11).deck(8)
                .remembers(0, 6, 7, 11).remembers(1, 7, 11).remembers(2, 7, 11)
                .extraChips(2, 0)
                .put(O3, 2, 2)
                .put(area(6), 1, 1).put(area(11), 1, 3)
                .put(area(7), 0, 2).put(area(8), 0, 2)
                .build();
        assertThat(start.actor()).isEqualTo(2);
        assertThat(start.actionsLeft()).isEqualTo(3);
        Personality p = Personalities.shipped(id);
        assertThat(p.noise()).isZero();

        GameState[] end = new GameState[1];
        List<Decision> turn = playTurn(p, start, end);

        assertThat(turn).containsExactly(new Decision.Swim(O3, O2, 2), new Decision.Land(O2, area(6)),
                new Decision.Land(O2, area(6)));
        assertThat(new HeuristicPlayer(p, 9).decide(SeatView.of(start, 2), Budget.NONE))
                .as("the heuristic player plays the planner's first action").isEqualTo(turn.get(0));
        // Area 6 was scored when the turn ended: seat 2 moved 3 spaces (from 6), White went home.
        assertThat(end[0].track(2)).isEqualTo(9);
        assertThat(end[0].ichtos(area(6), 1)).isZero();
    }

    /**
     * Four players; seat 2 acts with 2 actions and no extra-turn chip. It has a family of 6 in O2;
     * area 6 (on O2) is empty and its chip unseen (0.25 + 1/8); the other areas on O2 (5, 7, 9) are
     * held by 2 Striped Ichtos and their chips are scored. Breeding first (6 breed 2, leaving 7 after
     * the landing) beats landing first (5 breed only 1, leaving 6), and both beat landing twice.
     */
    @ParameterizedTest
    @MethodSource("shipped")
    void breedsFirstThenLands_becauseTheFamilyOfSixBreedsMoreBeforeTheLanding(String id) {
        GameState start = PublicFixture.of(4).chosen(6).deck(1, 2, 3, 4, 8).extraChips(2, 0)
                .remembers(0, 6, 10, 11).remembers(1, 10, 11)
                .put(O2, 2, 6).put(area(5), 3, 2).put(area(7), 3, 2).put(area(9), 3, 2).build();
        assertThat(start.actor()).isEqualTo(2);
        assertThat(start.actionsLeft()).isEqualTo(2);
        Personality p = Personalities.shipped(id);

        GameState[] end = new GameState[1];
        List<Decision> turn = playTurn(p, start, end);

        assertThat(turn).containsExactly(new Decision.Breed(O2), new Decision.Land(O2, area(6)));
        assertThat(end[0].ichtos(O2, 2)).isEqualTo(7);
        assertThat(end[0].ichtos(area(6), 2)).isEqualTo(1);

        // The known order, judged by the planner's own evaluation: breed-land beats land-breed.
        GameState view = SeatView.of(start, 2).state();
        Evaluator e = new Evaluator(p, 2, ChipOdds.of(view, 2), new SeededRandom(5));
        GameState breedLand = Rules.plan(Rules.plan(view, new Decision.Breed(O2)), new Decision.Land(O2, area(6)));
        GameState landBreed = Rules.plan(Rules.plan(view, new Decision.Land(O2, area(6))), new Decision.Breed(O2));
        assertThat(e.evaluate(breedLand)).isGreaterThan(e.evaluate(landBreed));
    }

    /**
     * Four players; seat 2 has 2 Ichtos in O2 and no extra-turn chip, and every area is held by 3
     * Ichtos of another colour while any chip may be the chosen one. Every landing sends its Ichtos
     * home, a swim changes nothing: nothing beats stopping, so it ends its actions.
     */
    @ParameterizedTest
    @MethodSource("shipped")
    void endsItsActions_whenEveryActionOnlyLoses(String id) {
        PublicFixture f = PublicFixture.of(4).extraChips(2, 0).remembers(0, 10, 11, 12).remembers(1, 10, 11)
                .put(O2, 2, 2);
        for (int a = 1; a <= 12; a++) {
            f.put(area(a), a <= 4 ? 0 : a <= 8 ? 1 : 3, 3);
        }
        GameState start = f.build();
        Personality p = Personalities.shipped(id);

        assertThat(plan(p, start)).isEqualTo(new Decision.EndActions());
    }
}
