package org.ichto.urland.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
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
        window = UrlandTestWindow.build(prefs, dir, speed, 1280, 800);
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

    /** Plays the human's decisions at random until the computers have played since the human's last one. */
    private List<Integer> untilTheComputersHavePlayed() {
        org.ichto.shell.ai.RandomPlayer<SeatView, Decision> random = Urlands.random(5);
        for (int round = 0; round < 40; round++) {
            waitFor("the human to act", () -> session().humanToAct(), 60);
            settle();
            GameSession<GameState, SeatView, Decision, GameEvent> s = session();
            List<Integer> since = GuiActionRunner.execute(
                    () -> org.ichto.shell.session.SinceLastDecision.of(s.decisions(), 0));
            if (since.size() >= 2) {
                return since;
            }
            GuiActionRunner.execute(() -> s.apply(random.decide(s.view(0), org.ichto.shell.game.Budget.NONE)));
        }
        throw new AssertionError("the computers never played twice in a row");
    }

    private String recapWords() {
        javax.swing.JLabel words = frame.robot().finder().findByName("recap.words", javax.swing.JLabel.class, true);
        return GuiActionRunner.execute(words::getText);
    }

    private void pressRecap(String name) {
        org.ichto.shell.ui.WindowTests.press(frame.robot().finder().findByName(name, javax.swing.JButton.class, true));
    }

    @Test
    void theRecapStepsThroughTheComputersMovesInTheLogsWords() {
        open(Settings.AiSpeed.INSTANT, List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "random"),
                Seat.computer("Carl", "yellow", "random")), 11);
        List<Integer> since = untilTheComputersHavePlayed();
        BoardPanel board = board();
        GameSession<GameState, SeatView, Decision, GameEvent> s = session();
        org.ichto.shell.ui.text.Texts texts = UrlandUi.INSTANCE.texts(java.util.Locale.ENGLISH);
        assertThat(recapWords()).isEqualTo(texts.format("recap.count", since.size()));
        assertThat(GuiActionRunner.execute(() -> board.getRecap().arrows())).as("the normal board").isEmpty();

        pressRecap("recap.next");
        String first = UrlandUi.INSTANCE.logLines(s.eventsOf(since.get(0)), s.seats(), texts).get(0);
        assertThat(recapWords()).isEqualTo(texts.format("recap.step", 1, since.size(), first));
        assertThat(GuiActionRunner.execute(() -> board.getRecap().arrows())).allMatch(a -> a.number() == 1);
        pressRecap("recap.next");
        String second = UrlandUi.INSTANCE.logLines(s.eventsOf(since.get(1)), s.seats(), texts).get(0);
        assertThat(recapWords()).isEqualTo(texts.format("recap.step", 2, since.size(), second));
        assertThat(GuiActionRunner.execute(() -> board.getRecap().arrows())).allMatch(a -> a.number() == 2);
        pressRecap("recap.previous");
        assertThat(recapWords()).isEqualTo(texts.format("recap.step", 1, since.size(), first));

        pressRecap("recap.all");
        assertThat(recapWords()).isEqualTo(texts.format("recap.shown", since.size()));
        List<RecapArrowsView> all = GuiActionRunner.execute(() -> board.getRecap().arrows().stream()
                .map(a -> new RecapArrowsView(a.seat(), a.number())).toList());
        // Arrows are in the colour of the Ichtos that moved (a stink moves a victim's), numbered by the decision.
        assertThat(all).isNotEmpty().allMatch(a -> a.number() >= 1 && a.number() <= since.size());
        pressRecap("recap.close");
        assertThat(GuiActionRunner.execute(() -> board.getRecap().arrows())).isEmpty();
        assertThat(recapWords()).isEqualTo(texts.format("recap.count", since.size()));
    }

    private record RecapArrowsView(int seat, int number) {
    }

    @Test
    void atInstantSpeedNothingTravels() throws Exception {
        open(Settings.AiSpeed.INSTANT, COMPUTERS, 3);
        BoardPanel board = board();
        assertThat(sawAnimation(board, 4_000)).as("moves at instant speed").isFalse();
        assertThat(session().size()).as("the computers played meanwhile").isPositive();
    }
}
