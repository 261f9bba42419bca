package org.ichto.urland.ui.news;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.view.SeatView;

import org.ichto.urland.board.Board;
import org.ichto.shell.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.ichto.shell.session.GameSession;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class RecentChangesTest {
    private static final Decision ANY = new Decision.EndActions();

    @Test
    void theAnchorIsTheViewersLastDecisionOrElseTheLastDecision() {
        List<SeatDecision<Decision>> d = List.of(new SeatDecision<>(0, ANY), new SeatDecision<>(1, ANY), new SeatDecision<>(2, ANY),
                new SeatDecision<>(0, ANY), new SeatDecision<>(3, ANY), new SeatDecision<>(1, ANY));
        assertThat(RecentChanges.anchor(d, seat -> seat == 0)).isEqualTo(3);
        assertThat(RecentChanges.anchor(d, seat -> seat == 1)).isEqualTo(5);
        assertThat(RecentChanges.anchor(d, seat -> seat == 4)).as("has not decided yet").isEqualTo(5);
        assertThat(RecentChanges.anchor(d, seat -> false)).as("nobody watching").isEqualTo(5);
        assertThat(RecentChanges.anchor(List.of(), seat -> true)).isZero();
    }

    @Test
    void theChangedPlacesAreExactlyThoseWhoseIchtosDiffer() {
        GameState start = NewsTest.randomGame(4, 11).history().get(0);
        assertThat(RecentChanges.places(start, start)).isEmpty();
        // Over whole games: a place is reported when and only when a count there differs.
        for (long seed = 1; seed <= 20; seed++) {
            GameSession<GameState, SeatView, Decision, GameEvent> game = NewsTest.randomGame(3 + (int) (seed % 3), seed);
            List<GameState> states = game.history();
            for (int i = 1; i < states.size(); i++) {
                GameState before = states.get(i - 1);
                GameState after = states.get(i);
                Set<Integer> changed = RecentChanges.places(before, after);
                for (int place = 0; place < Board.PLACES; place++) {
                    boolean ocean = Board.isOcean(place);
                    if (!ocean && !after.isRegion(place)) {
                        assertThat(changed).doesNotContain(place);
                        continue;
                    }
                    boolean differs = false;
                    for (int area = 0; area < Board.AREAS && !ocean; area++) {
                        if (after.regionOf(area) == place) {
                            for (int seat = 0; seat < after.players(); seat++) {
                                differs |= before.ichtos(before.regionOf(area), seat) != after.ichtos(place, seat);
                            }
                        }
                    }
                    for (int seat = 0; seat < after.players() && ocean; seat++) {
                        differs |= before.ichtos(place, seat) != after.ichtos(place, seat);
                    }
                    assertThat(changed.contains(place)).as("place %d after decision %d of game %d", place, i, seed)
                            .isEqualTo(differs);
                }
            }
        }
    }

    @Test
    void aLandingMarksItsOceanAndItsArea() {
        GameSession<GameState, SeatView, Decision, GameEvent> game = NewsTest.randomGame(4, 5);
        // Find a landing in the game and compare the states around it.
        List<GameState> states = game.history();
        for (int i = 0; i < game.decisions().size(); i++) {
            if (game.decisions().get(i).decision() instanceof Decision.Land land) {
                GameState before = states.get(i);
                assertThat(RecentChanges.places(before, Rules.apply(before, land)))
                        .containsExactlyInAnyOrder(land.ocean(), before.regionOf(land.region()));
                return;
            }
        }
        throw new AssertionError("no landing in the game");
    }

    @Test
    void theGainsOfADecisionAreThePointsItsScoringsGave() {
        int scorings = 0;
        for (long seed = 1; seed <= 5; seed++) {
            GameSession<GameState, SeatView, Decision, GameEvent> game = NewsTest.randomGame(4, seed);
            for (int d = 0; d < game.size(); d++) {
                int[] expected = new int[4];
                boolean scored = false;
                for (org.ichto.shell.session.LoggedEvent<GameEvent> e : game.events()) {
                    if (e.decision() == d && e.event() instanceof GameEvent.RegionScored r) {
                        scored = true;
                        for (int seat = 0; seat < 4; seat++) {
                            expected[seat] += r.points()[seat];
                        }
                    }
                }
                java.util.Map<Integer, Integer> gains = RecentChanges.gains(game.events(), d);
                for (int seat = 0; seat < 4; seat++) {
                    assertThat(gains.getOrDefault(seat, 0)).as("decision %d seat %d", d, seat)
                            .isEqualTo(game.stateAt(d + 1).isOver() ? gains.getOrDefault(seat, 0) : expected[seat]);
                }
                scorings += scored ? 1 : 0;
            }
            // The final scoring's points count for the decision that ended the game.
            GameEvent.FinalScoring last = game.events().stream().map(org.ichto.shell.session.LoggedEvent::event)
                    .filter(e -> e instanceof GameEvent.FinalScoring).map(e -> (GameEvent.FinalScoring) e)
                    .findFirst().orElseThrow();
            java.util.Map<Integer, Integer> end = RecentChanges.gains(game.events(), game.size() - 1);
            for (int seat = 0; seat < 4; seat++) {
                assertThat(end.getOrDefault(seat, 0)).isGreaterThanOrEqualTo(last.points()[seat]);
            }
        }
        assertThat(scorings).isGreaterThan(20);
    }
}
