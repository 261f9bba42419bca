package org.ichto.shell.session;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.SeatDecision;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimGame;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The decisions since a player's own last one: what the recap goes through. */
class SinceLastDecisionTest {
    private static final List<Seat> SEATS = List.of(Seat.human("You", "red"),
            Seat.computer("Greedy", "blue", "greedy"), Seat.computer("Expert", "yellow", "expert"));

    private static List<SeatDecision<String>> seats(int... who) {
        return java.util.Arrays.stream(who).mapToObj(s -> new SeatDecision<>(s, "d")).toList();
    }

    private static void playComputers(GameSession<NimState, NimView, NimDecision, NimEvent> session) {
        while (session.computerToAct()) {
            session.apply(session.computerDecision(Budget.iterations(100)));
        }
    }

    @Test
    void theDecisionsAfterTheViewersLastOneOfEverySeatAfterIt() {
        assertThat(SinceLastDecision.of(seats(0, 1, 2, 0, 1, 2, 3), 0)).containsExactly(4, 5, 6);
        assertThat(SinceLastDecision.of(seats(0, 1, 2, 0), 0)).as("the viewer just decided").isEmpty();
        assertThat(SinceLastDecision.of(seats(0, 1, 0, 0, 2), 0)).containsExactly(4);
    }

    @Test
    void atTheStartEveryDecisionSoFarAndNoneWithoutAViewer() {
        assertThat(SinceLastDecision.of(seats(), 0)).isEmpty();
        assertThat(SinceLastDecision.of(seats(1, 2, 3), 0)).containsExactly(0, 1, 2);
        assertThat(SinceLastDecision.of(seats(1, 2, 3), -1)).isEmpty();
    }

    @Test
    void inASessionTheComputersAnswersAndAfterAnUndoNoneOfWhatWasTakenBack() {
        GameSession<NimState, NimView, NimDecision, NimEvent> session = GameSession.newGame(NimGame.INSTANCE, SEATS, 4,
                PlayerFactory.standard(NimGame.INSTANCE));
        assertThat(SinceLastDecision.of(session.decisions(), 0)).as("game start, the human first").isEmpty();
        session.apply(new NimDecision.Take(1));
        int mine = session.size() - 1;
        playComputers(session);
        List<Integer> since = SinceLastDecision.of(session.decisions(), 0);
        assertThat(since).as("both computers answered").hasSize(session.size() - mine - 1).hasSizeGreaterThan(1);
        assertThat(since).allMatch(i -> session.decisions().get(i).seat() != 0);
        assertThat(since.stream().map(i -> session.decisions().get(i).seat()).distinct()).containsExactly(1, 2);
        session.apply(new NimDecision.Take(1));
        playComputers(session);
        session.undo();
        assertThat(SinceLastDecision.of(session.decisions(), 0)).as("back before the second move").isEqualTo(since);
    }
}
