package org.ichto.soup.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.ai.RandomPlayer;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.SinceLastDecision;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.WindowTests;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.SoupGame;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import javax.swing.JButton;
import javax.swing.JLabel;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.shell.ui.WindowTests.settle;
import static org.ichto.shell.ui.WindowTests.waitFor;

/** The computers' moves on the soup: amoebas travel at normal speed, jump at instant speed; the recap. */
@org.junit.jupiter.api.Timeout(value = 180, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class SoupMovesGuiTest extends SoupWindowTestBase {
    private static final List<Seat> COMPUTERS = List.of(Seat.computer("Bert", "blue", "random"),
            Seat.computer("Carl", "yellow", "random"), Seat.computer("Dora", "green", "random"));

    @Override
    Settings.AiSpeed speed() {
        return Settings.AiSpeed.NORMAL;
    }

    private void start(List<Seat> seats, long seed) {
        GuiActionRunner.execute(() -> window.start(SoupUi.INSTANCE, GameSession.newGame(SoupGame.INSTANCE, seats, seed,
                org.ichto.shell.ai.PlayerFactory.standard(SoupGame.INSTANCE)), null));
    }

    private SoupBoardPanel board() {
        return frame.robot().finder().findByName("board", SoupBoardPanel.class, true);
    }

    @SuppressWarnings("unchecked")
    private GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session() {
        return GuiActionRunner.execute(() -> (GameSession<SoupState, SoupView, SoupDecision, SoupEvent>) window.session());
    }

    private static boolean sawAnimation(SoupBoardPanel board, long millis) throws InterruptedException {
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
    void atNormalSpeedAComputersAmoebasTravelAndArriveWhereTheRulesPutThem() throws Exception {
        start(COMPUTERS, 5);
        SoupBoardPanel board = board();
        assertThat(sawAnimation(board, 90_000)).as("a computer's move travels").isTrue();
        GuiActionRunner.execute(() -> window.setComputersPaused(true));
        waitFor("the move to arrive", () -> !GuiActionRunner.execute(board::isAnimating), 5);
        settle();
        assertThat(GuiActionRunner.execute(board::state)).isEqualTo(SoupView.of(session().state(), 0).state());
    }

    @Test
    void atInstantSpeedNothingTravels() throws Exception {
        GuiActionRunner.execute(() -> window.setAiSpeed(Settings.AiSpeed.INSTANT));
        start(COMPUTERS, 5);
        assertThat(sawAnimation(board(), 4_000)).isFalse();
        assertThat(session().size()).as("the computers played meanwhile").isPositive();
    }

    private String recapWords() {
        JLabel words = frame.robot().finder().findByName("recap.words", JLabel.class, true);
        return GuiActionRunner.execute(words::getText);
    }

    private void press(String name) {
        WindowTests.press(frame.robot().finder().findByName(name, JButton.class, true));
    }

    @Test
    void theRecapStepsThroughTheComputersMovesInTheLogsWords() {
        GuiActionRunner.execute(() -> window.setAiSpeed(Settings.AiSpeed.INSTANT));
        start(List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "random"),
                Seat.computer("Carl", "yellow", "random")), 8);
        RandomPlayer<SoupView, SoupDecision> random = new RandomPlayer<>(SoupGame.INSTANCE.views(), 4);
        List<Integer> since = List.of();
        for (int round = 0; round < 200 && since.size() < 2; round++) {
            waitFor("the human to act", () -> session().humanToAct(), 60);
            settle();
            GameSession<SoupState, SoupView, SoupDecision, SoupEvent> s = session();
            since = GuiActionRunner.execute(() -> SinceLastDecision.of(s.decisions(), 0));
            if (since.size() < 2) {
                GuiActionRunner.execute(() -> s.apply(random.decide(s.view(0), Budget.NONE)));
            }
        }
        assertThat(since).hasSizeGreaterThanOrEqualTo(2);
        int count = since.size();
        GameSession<SoupState, SoupView, SoupDecision, SoupEvent> s = session();
        Texts texts = SoupUi.INSTANCE.texts(Locale.ENGLISH);
        assertThat(recapWords()).isEqualTo(texts.format("recap.count", since.size()));
        press("recap.next");
        String first = SoupUi.INSTANCE.logLines(s.eventsOf(since.get(0)), s.seats(), texts).stream().findFirst()
                .orElse(texts.format("recap.quiet", s.seats().get(s.decisions().get(since.get(0)).seat()).name()));
        assertThat(recapWords()).isEqualTo(texts.format("recap.step", 1, since.size(), first));
        press("recap.next");
        String second = SoupUi.INSTANCE.logLines(s.eventsOf(since.get(1)), s.seats(), texts).stream().findFirst()
                .orElse(texts.format("recap.quiet", s.seats().get(s.decisions().get(since.get(1)).seat()).name()));
        assertThat(recapWords()).isEqualTo(texts.format("recap.step", 2, since.size(), second));
        SoupBoardPanel board = board();
        assertThat(GuiActionRunner.execute(() -> board.recap().arrows())).allMatch(a -> a.number() == 2);
        press("recap.all");
        assertThat(recapWords()).isEqualTo(texts.format("recap.shown", since.size()));
        assertThat(GuiActionRunner.execute(() -> board.recap().arrows()))
                .allMatch(a -> a.number() >= 1 && a.number() <= count);
        press("recap.close");
        assertThat(GuiActionRunner.execute(() -> board.recap().arrows())).isEmpty();
    }
}
