package org.ichto.urland.ui.board;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.urland.Urlands;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Which pieces a decision moved, read from the positions before and after it. */
class MotionsTest {

    static GameSession<GameState, SeatView, Decision, GameEvent> game(int players, long seed) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("P" + i, Urlands.COLOURS.get(i), "random"));
        }
        GameSession<GameState, SeatView, Decision, GameEvent> s = GameSession.newGame(Urlands.GAME, seats, seed,
                Urlands.factory());
        while (s.computerToAct()) {
            s.apply(s.computerDecision(Budget.NONE));
        }
        return s;
    }

    @Test
    void nothingMovesBetweenAPositionAndItself() {
        GameState start = game(3, 2).stateAt(0);
        assertThat(Motions.between(start, start).isEmpty()).isTrue();
    }

    @Test
    void aSwimMovesItsIchtosFromOneOceanToTheOther() {
        GameSession<GameState, SeatView, Decision, GameEvent> g = game(4, 7);
        for (int i = 0; i < g.size(); i++) {
            if (g.decisions().get(i).decision() instanceof Decision.Swim swim) {
                int seat = g.decisions().get(i).seat();
                Motions m = Motions.between(g.stateAt(i), g.stateAt(i + 1));
                assertThat(m.moves()).contains(new Motions.Move(seat, swim.from(), swim.to(), swim.count()));
                return;
            }
        }
        throw new AssertionError("no swim in the game");
    }

    @Test
    void aLandingGoesFromItsOceanToItsRegion() {
        GameSession<GameState, SeatView, Decision, GameEvent> g = game(4, 5);
        for (int i = 0; i < g.size(); i++) {
            if (g.decisions().get(i).decision() instanceof Decision.Land land) {
                int seat = g.decisions().get(i).seat();
                GameState after = g.stateAt(i + 1);
                Motions m = Motions.between(g.stateAt(i), after);
                assertThat(m.moves()).contains(new Motions.Move(seat, land.ocean(), after.regionOf(land.region()), 1));
                return;
            }
        }
        throw new AssertionError("no landing in the game");
    }

    @Test
    void breedingBringsIchtosFromTheSupply() {
        GameSession<GameState, SeatView, Decision, GameEvent> g = game(3, 9);
        for (int i = 0; i < g.size(); i++) {
            if (g.decisions().get(i).decision() instanceof Decision.Breed breed
                    && g.stateAt(i + 1).ichtosAt(breed.ocean()) > g.stateAt(i).ichtosAt(breed.ocean())) {
                Motions m = Motions.between(g.stateAt(i), g.stateAt(i + 1));
                assertThat(m.moves()).isNotEmpty().allMatch(x -> x.from() == -1 && x.to() == breed.ocean());
                return;
            }
        }
        throw new AssertionError("no breeding in the game");
    }

    /** Over whole games: the moves, applied to the counts before, give exactly the counts after. */
    @Test
    void theMovesAccountForEveryIchtoAndEveryMarker() {
        for (long seed = 1; seed <= 8; seed++) {
            GameSession<GameState, SeatView, Decision, GameEvent> g = game(3 + (int) (seed % 3), seed);
            for (int i = 0; i < g.size(); i++) {
                GameState before = g.stateAt(i);
                GameState after = g.stateAt(i + 1);
                Motions m = Motions.between(before, after);
                for (int seat = 0; seat < after.players(); seat++) {
                    Map<Integer, Integer> counts = counts(before, after, seat);
                    for (Motions.Move x : m.moves()) {
                        assertThat(x.count()).isPositive();
                        assertThat(x.from() != -1 || x.to() != -1).isTrue();
                        if (x.seat() == seat) {
                            if (x.from() >= 0) {
                                counts.merge(x.from(), -x.count(), Integer::sum);
                            }
                            if (x.to() >= 0) {
                                counts.merge(x.to(), x.count(), Integer::sum);
                            }
                        }
                    }
                    counts.values().removeIf(v -> v == 0);
                    assertThat(counts).as("seat %d, decision %d of game %d", seat, i, seed)
                            .isEqualTo(counts(after, after, seat));
                    boolean moved = before.track(seat) != after.track(seat);
                    int who = seat;
                    assertThat(m.markers().stream().anyMatch(k -> k.seat() == who)).isEqualTo(moved);
                }
            }
        }
    }

    @Test
    void theFlightsStartWherePiecesWereAndEndWhereTheyAre() {
        GameSession<GameState, SeatView, Decision, GameEvent> g = game(4, 7);
        BoardGeometry geo = BoardGeometry.of(g.state().board()).sized(1280, 800);
        for (int i = 0; i < g.size(); i++) {
            if (g.decisions().get(i).decision() instanceof Decision.Swim swim) {
                int seat = g.decisions().get(i).seat();
                GameState before = g.stateAt(i);
                GameState after = g.stateAt(i + 1);
                Flights f = Flights.of(Motions.between(before, after), before, after, geo, BoardPainter.PIECE);
                Flights.Flight fl = f.flights().get(0);
                assertThat(fl.at(0)).isEqualTo(BoardPainter.pieceCentre(geo, before, swim.from(), seat));
                assertThat(fl.at(1)).isEqualTo(BoardPainter.pieceCentre(geo, after, swim.to(), seat));
                assertThat(f.shownCount(swim.to(), seat, after.ichtos(swim.to(), seat)))
                        .as("the stack shows its count before until the pieces arrive")
                        .isEqualTo(before.ichtos(swim.to(), seat));
                assertThat(f.swept(0, 1)).isNotNull();
                return;
            }
        }
        throw new AssertionError("no swim in the game");
    }

    private static Map<Integer, Integer> counts(GameState s, GameState regions, int seat) {
        Map<Integer, Integer> out = new HashMap<>();
        for (int place = 0; place < Board.PLACES; place++) {
            if (Board.isOcean(place) || s.isRegion(place)) {
                int n = s.ichtos(place, seat);
                if (n > 0) {
                    out.merge(Board.isOcean(place) ? place : regions.regionOf(place), n, Integer::sum);
                }
            }
        }
        return out;
    }
}
