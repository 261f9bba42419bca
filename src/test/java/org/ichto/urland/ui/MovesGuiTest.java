package org.ichto.urland.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.urland.Urlands;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.shell.ui.WindowTests.settle;
import static org.ichto.shell.ui.WindowTests.waitFor;

/** The computers' moves on Urland's board: pieces travel at normal speed, jump at instant speed. */
@org.junit.jupiter.api.Timeout(value = 180, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class MovesGuiTest {
    private static final List<Seat> COMPUTERS = List.of(Seat.computer("Bert", "blue", "random"),
            Seat.computer("Carl", "yellow", "random"), Seat.computer("Dora", "green", "random"));

    @TempDir
    Path dir;
    private Preferences prefs;
    private FrameFixture frame;
    private ShellWindow window;

    @BeforeAll
    static void checkThreads() {
        org.ichto.shell.ui.Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    private void open(Settings.AiSpeed speed, List<Seat> seats, long seed) {
        prefs = Preferences.userRoot().node("org/ichto/urland-test/" + UUID.randomUUID());
        Settings settings = new Settings(prefs);
        settings.setAiSpeed(speed);
        window = GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(List.of(UrlandUi.INSTANCE), settings, new SaveStore(dir,
                    new org.ichto.shell.game.GameRegistry(List.of(Urlands.GAME)),
                    org.ichto.shell.session.Opponents.shipped()));
            w.pack();
            w.setSize(1280, 800);
            w.setLocation(20, 20);
            return w;
        });
        frame = new FrameFixture(window);
        frame.show();
        GuiActionRunner.execute(() -> window.start(UrlandUi.INSTANCE,
                GameSession.newGame(Urlands.GAME, seats, seed, Urlands.factory()), null));
    }

    @AfterEach
    void close() throws Exception {
        if (frame != null) {
            frame.cleanUp();
        }
        if (prefs != null) {
            prefs.removeNode();
        }
    }

    private BoardPanel board() {
        return frame.robot().finder().findByName("board", BoardPanel.class, true);
    }

    private GameSession<GameState, SeatView, Decision, GameEvent> session() {
        return GuiActionRunner.execute(() -> Urlands.session(window.session()));
    }

    /** Asks the board, often enough to see a move of a third of a second, whether pieces travel. */
    private static boolean sawAnimation(BoardPanel board, long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (GuiActionRunner.execute(board::isAnimating)) {
                return true;
            }
            Thread.sleep(5);
        }
        return false;
    }

    @Test
    void atNormalSpeedAComputersPiecesTravelAndArriveWhereTheRulesPutThem() throws Exception {
        open(Settings.AiSpeed.NORMAL, COMPUTERS, 3);
        BoardPanel board = board();
        assertThat(sawAnimation(board, 60_000)).as("a computer's move travels").isTrue();
        GuiActionRunner.execute(() -> window.setComputersPaused(true));
        waitFor("the move to arrive", () -> !GuiActionRunner.execute(board::isAnimating), 5);
        settle();
        GameState shown = GuiActionRunner.execute(board::getState);
        GameState now = session().state();
        assertThat(shown).isEqualTo(SeatView.of(now, 0).state());
    }

    @Test
    void atInstantSpeedNothingTravels() throws Exception {
        open(Settings.AiSpeed.INSTANT, COMPUTERS, 3);
        BoardPanel board = board();
        assertThat(sawAnimation(board, 4_000)).as("moves at instant speed").isFalse();
        assertThat(session().size()).as("the computers played meanwhile").isPositive();
    }
}
