package org.ichto.soup.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.Settings;
import org.ichto.soup.SoupGame;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.text.JTextComponent;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.shell.ui.WindowTests.press;
import static org.ichto.shell.ui.WindowTests.settle;
import static org.ichto.shell.ui.WindowTests.waitFor;

/**
 * Primordial Soup's tutorial as a new player takes it: started from the Help menu over a game in progress,
 * its steps followed by pressing the buttons and clicking the spaces they mark (drift, move, a gene, a division),
 * a decision the lesson does not ask for refused with a friendly word, left (back to the game in progress),
 * reopened from the welcome at the same step, and played on to the scoring the computers wait at.
 */
@org.junit.jupiter.api.Timeout(value = 240, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class SoupTutorialGuiTest extends SoupWindowTestBase {
    private final SoupTexts en = SoupTexts.of(SoupTexts.ENGLISH);

    @Override
    Settings.AiSpeed speed() {
        return Settings.AiSpeed.FAST;
    }

    @SuppressWarnings("unchecked")
    private GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session() {
        return GuiActionRunner.execute(() -> (GameSession<SoupState, SoupView, SoupDecision, SoupEvent>)
                window.session());
    }

    private <T extends java.awt.Component> T find(String name, Class<T> type) {
        return frame.robot().finder().findByName(window, name, type, false);
    }

    private String barText() {
        return GuiActionRunner.execute(() -> find("tutorial.text", JTextComponent.class).getText());
    }

    private String barMessage() {
        return GuiActionRunner.execute(() -> {
            JTextComponent m = find("tutorial.message", JTextComponent.class);
            return m.isShowing() ? m.getText() : "";
        });
    }

    private String barTitle() {
        return GuiActionRunner.execute(() -> find("tutorial.title", JLabel.class).getText());
    }

    private SoupTable table() {
        return GuiActionRunner.execute(() -> (SoupTable) window.table());
    }

    private Set<Integer> marked() {
        return GuiActionRunner.execute(() -> table().hintMarks());
    }

    private List<String> markedButtons() {
        return GuiActionRunner.execute(() -> table().hintButtons());
    }

    private void waitForStep(String key) {
        waitFor("the step " + key, () -> barText().equals(en.get(key)), 60);
        settle();
    }

    private void pressNamed(String name) {
        press(GuiActionRunner.execute(() -> find(name, AbstractButton.class)));
    }

    private void clickSpace(int space) {
        SoupBoardPanel board = find("board", SoupBoardPanel.class);
        GuiActionRunner.execute(() -> {
            Point2D p = board.boardLayout().centre(space);
            long now = System.currentTimeMillis();
            for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED}) {
                board.dispatchEvent(new MouseEvent(board, id, now, InputEvent.BUTTON1_DOWN_MASK, (int) p.getX(),
                        (int) p.getY(), 1, false, MouseEvent.BUTTON1));
            }
        });
        settle();
    }

    @Test
    void aNewPlayerDriftsMovesBuysAndDividesLeavesAndComesBack() throws Exception {
        GameSession<SoupState, SoupView, SoupDecision, SoupEvent> game = GameSession.newGame(SoupGame.INSTANCE,
                SEATS, 3, org.ichto.shell.ai.PlayerFactory.standard(SoupGame.INSTANCE));
        GuiActionRunner.execute(() -> window.start(SoupUi.INSTANCE, game, null));

        press(frame.menuItem("menu.help").target());
        press(frame.menuItem("menu.help.tutorial").target());
        press(frame.menuItem("menu.help.tutorial.soup").target());
        waitForStep("lesson.welcome");
        assertThat(barTitle()).isEqualTo("Tutorial: Primordial Soup \u2014 step 1 of 11");
        assertThat(session().size()).isZero();
        pressNamed("tutorial.next");
        waitForStep("lesson.phase1");
        pressNamed("tutorial.next");

        // Blue and green play their amoebas; then amoeba 4 is to drift north to space 8, its button outlined.
        waitForStep("lesson.drift");
        assertThat(session().size()).isEqualTo(4);
        assertThat(marked()).containsExactly(7);
        assertThat(markedButtons()).containsExactly("action.drift");

        // Moving is legal, but not what the lesson asks: refused, kindly, and not played.
        pressNamed("action.move");
        waitFor("the refusal", () -> !barMessage().isEmpty(), 5);
        assertThat(barMessage()).startsWith("In this lesson, try this instead: ");
        assertThat(session().size()).isEqualTo(4);
        assertThat(markedButtons()).containsExactly("action.drift");

        pressNamed("action.drift");
        waitForStep("lesson.feeding");
        assertThat(session().size()).isEqualTo(5);
        assertThat(barMessage()).isEmpty();

        // Leave: back to the game in progress; reopened from the welcome at the same step.
        pressNamed("tutorial.leave");
        waitFor("the game in progress", () -> GuiActionRunner.execute(() -> !window.guided()), 10);
        assertThat(session()).isSameAs(game);
        waitFor("the progress written", () -> Files.isRegularFile(dir.resolve("tutorial-soup.json")), 10);
        press(frame.menuItem("menu.help").target());
        press(frame.menuItem("menu.help.welcome").target());
        DialogFixture welcome = frame.dialog("welcome");
        press(welcome.button("welcome.tutorial").target());
        waitForStep("lesson.feeding");
        assertThat(barTitle()).endsWith("step 4 of 11");
        assertThat(session().size()).isEqualTo(5);

        pressNamed("tutorial.next");
        waitForStep("lesson.move");
        assertThat(markedButtons()).containsExactly("action.move");
        pressNamed("action.move");
        waitForStep("lesson.die");
        assertThat(session().state().bp(0)).isEqualTo(3);
        pressNamed("tutorial.next");

        // Yellow ends phase 1 and buys first; the new genes' words wait for Next, then the card's Buy is outlined.
        waitForStep("lesson.genes");
        assertThat(session().size()).isEqualTo(9);
        pressNamed("tutorial.next");
        waitForStep("lesson.buy");
        assertThat(markedButtons()).containsExactly("card.buy.MOVEMENT_I");
        pressNamed("card.buy.MOVEMENT_I");

        // The division: space 4 marked on the board, clicked.
        waitForStep("lesson.divide");
        assertThat(marked()).containsExactly(3);
        clickSpace(3);
        waitForStep("lesson.scoring");
        assertThat(session().size()).isEqualTo(16);
        Thread.sleep(600);
        assertThat(session().size()).isEqualTo(16);
        pressNamed("tutorial.next");
        waitForStep("lesson.over");
        assertThat(GuiActionRunner.execute(() -> find("tutorial.next", JButton.class).getText())).isEqualTo("Play on");
        pressNamed("tutorial.next");
        waitFor("the computers playing on", () -> session().size() > 16, 30);
        assertThat(barText()).isEqualTo(en.get("tutorial.done"));
    }
}
