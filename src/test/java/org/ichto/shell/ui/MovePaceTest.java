package org.ichto.shell.ui;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimGame;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/** How long a board lets a decision's pieces travel: a computer's at the chosen speed, nothing else. */
class MovePaceTest {
    private static final List<Seat> SEATS = List.of(Seat.human("You", "red"),
            Seat.computer("Greedy", "blue", "greedy"), Seat.computer("Expert", "yellow", "expert"));

    @Test
    void aComputersDecisionTravelsAtTheChosenSpeedTheHumansAndAnUndoShowAtOnce() throws Exception {
        Preferences prefs = Preferences.userRoot().node("org/ichto/pace-test/" + UUID.randomUUID());
        try {
            Settings settings = new Settings(prefs);
            settings.setAiSpeed(Settings.AiSpeed.NORMAL);
            MovePace pace = new MovePace(settings);
            GameSession<NimState, NimView, NimDecision, NimEvent> s = GameSession.newGame(NimGame.INSTANCE, SEATS, 4,
                    PlayerFactory.standard(NimGame.INSTANCE));
            assertThat(pace.next(s)).as("a new game").isEqualTo(MovePace.Change.OTHER);
            assertThat(pace.next(s)).as("shown again").isEqualTo(MovePace.Change.SAME);
            s.apply(new NimDecision.Take(1));
            assertThat(pace.next(s)).isEqualTo(MovePace.Change.NEXT);
            assertThat(pace.millis()).as("the player's own move").isZero();
            s.apply(s.computerDecision(Budget.iterations(50)));
            assertThat(pace.next(s)).isEqualTo(MovePace.Change.NEXT);
            assertThat(pace.millis()).isEqualTo(Settings.AiSpeed.NORMAL.moveMillis()).isPositive()
                    .isLessThan(Settings.AiSpeed.NORMAL.pauseMillis());
            s.undo();
            assertThat(pace.next(s)).as("an undo").isEqualTo(MovePace.Change.OTHER);
            settings.setAiSpeed(Settings.AiSpeed.INSTANT);
            s.apply(new NimDecision.Take(1));
            pace.next(s);
            s.apply(s.computerDecision(Budget.iterations(50)));
            assertThat(pace.next(s)).isEqualTo(MovePace.Change.NEXT);
            assertThat(pace.millis()).as("instant speed").isZero();
        } finally {
            prefs.removeNode();
        }
    }

    @Test
    void everyMoveHasArrivedBeforeTheNextIsPlayed() {
        for (Settings.AiSpeed speed : Settings.AiSpeed.values()) {
            assertThat(speed.moveMillis()).isLessThanOrEqualTo(speed.pauseMillis());
        }
        assertThat(Settings.AiSpeed.INSTANT.moveMillis()).isZero();
        assertThat(Settings.AiSpeed.NORMAL.moveMillis()).isBetween(250, 400);
    }
}
