package org.ichto.urland.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
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
import org.ichto.urland.ui.text.UrlandTexts;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.text.JTextComponent;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.shell.ui.WindowTests.press;
import static org.ichto.shell.ui.WindowTests.settle;
import static org.ichto.shell.ui.WindowTests.waitFor;

/**
 * Urland's tutorial as a new player takes it: started from the Help menu over a game in progress, its steps
 * followed by clicking the places they mark, a click the lesson does not ask for refused with a friendly word,
 * left (back to the game in progress), reopened from the welcome at the same step, and played on to a scoring
 * the computers wait at.
 */
@org.junit.jupiter.api.Timeout(value = 180, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class UrlandTutorialGuiTest {
    private static final int EAST = 13;
    private static final int NORTH = 12;
    private static final int AREA_7 = 6;

    @TempDir
    Path dir;
    private Preferences prefs;
    private FrameFixture frame;
    private ShellWindow window;
    private final UrlandTexts en = UrlandTexts.of(UrlandTexts.ENGLISH);

    @BeforeAll
    static void checkThreads() {
        org.ichto.shell.ui.Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void open() {
        prefs = Preferences.userRoot().node("org/ichto/urland-test/" + UUID.randomUUID());
        window = UrlandTestWindow.build(prefs, dir, Settings.AiSpeed.FAST, 1280, 860);
        frame = new FrameFixture(window);
        frame.show();
    }

    @AfterEach
    void close() throws Exception {
        frame.cleanUp();
        prefs.removeNode();
    }

    private GameSession<GameState, SeatView, Decision, GameEvent> session() {
        return GuiActionRunner.execute(() -> Urlands.session(window.session()));
    }

    private String barText() {
        return GuiActionRunner.execute(() -> frame.robot().finder().findByName(window, "tutorial.text",
                JTextComponent.class, true).getText());
    }

    private String barTitle() {
        return GuiActionRunner.execute(() -> frame.robot().finder().findByName(window, "tutorial.title", JLabel.class,
                true).getText());
    }

    private String barMessage() {
        return GuiActionRunner.execute(() -> {
            JTextComponent m = frame.robot().finder().findByName(window, "tutorial.message", JTextComponent.class,
                    false);
            return m.isShowing() ? m.getText() : "";
        });
    }

    private Set<Integer> marked() {
        return GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintMarks());
    }

    private void waitForStep(String key) {
        waitFor("the step " + key, () -> barText().equals(en.get(key)), 30);
        settle();
    }

    /** Clicks a place of the board where its Ichtos stand. */
    private void clickPlace(int place) {
        BoardPanel board = frame.robot().finder().findByName(window, "board", BoardPanel.class, true);
        GuiActionRunner.execute(() -> {
            Point2D p = board.geometry().anchor(place);
            long now = System.currentTimeMillis();
            for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED}) {
                board.dispatchEvent(new MouseEvent(board, id, now, InputEvent.BUTTON1_DOWN_MASK, (int) p.getX(),
                        (int) p.getY(), 1, false, MouseEvent.BUTTON1));
            }
        });
        settle();
    }

    @Test
    void aNewPlayerFollowsTheStepsLeavesAndComesBackWhereTheyLeft() throws Exception {
        // A game in progress, which the tutorial must not lose.
        GameSession<GameState, SeatView, Decision, GameEvent> game = GameSession.newGame(Urlands.GAME,
                List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
                        Seat.computer("Carl", "yellow", "predator")), 7, Urlands.factory());
        GuiActionRunner.execute(() -> window.start(UrlandUi.INSTANCE, game, null));

        press(frame.menuItem("menu.help").target());
        press(frame.menuItem("menu.help.tutorial").target());
        press(frame.menuItem("menu.help.tutorial.urland").target());
        waitForStep("lesson.welcome");
        assertThat(barTitle()).isEqualTo("Tutorial: Urland \u2014 step 1 of 11");
        assertThat(GuiActionRunner.execute(() -> window.guided())).isTrue();
        assertThat(session()).isNotSameAs(game);
        assertThat(session().size()).isZero();

        // Words first: the computers wait until Next.
        press(frame.button("tutorial.next").target());
        waitForStep("lesson.roles");
        Thread.sleep(600);
        assertThat(session().size()).isZero();
        press(frame.button("tutorial.next").target());

        // The environment player (a computer) chooses its chip; then the player is asked to breed in the East Ocean.
        waitForStep("lesson.breed");
        assertThat(barTitle()).endsWith("step 3 of 11");
        assertThat(session().size()).isEqualTo(1);
        assertThat(marked()).containsExactly(EAST);
        assertThat(GuiActionRunner.execute(() -> frame.robot().finder().findByName(window, "tutorial.next",
                javax.swing.JButton.class, false).isShowing())).isFalse();

        // Breeding in the North Ocean is legal, but not what the lesson asks: refused, kindly, and not played.
        clickPlace(NORTH);
        clickPlace(NORTH);
        waitFor("the refusal", () -> !barMessage().isEmpty(), 5);
        assertThat(barMessage()).startsWith("In this lesson, try this instead: ").contains("breeds in the East Ocean");
        assertThat(GuiActionRunner.execute(() -> window.statusText())).isEqualTo(barMessage());
        assertThat(session().size()).isEqualTo(1);
        assertThat(marked()).containsExactly(EAST);

        clickPlace(EAST);
        clickPlace(EAST);
        waitForStep("lesson.land");
        assertThat(session().size()).isEqualTo(2);
        assertThat(barMessage()).isEmpty();
        assertThat(marked()).containsExactlyInAnyOrder(EAST, AREA_7);

        // Leave: back to the game in progress, the place reached kept in the data folder.
        press(frame.button("tutorial.leave").target());
        waitFor("the game in progress", () -> GuiActionRunner.execute(() -> !window.guided()), 10);
        assertThat(session()).isSameAs(game);
        assertThat(frame.robot().finder().findAll(c -> "tutorial.text".equals(c.getName()) && c.isShowing()))
                .isEmpty();
        waitFor("the progress written", () -> Files.isRegularFile(dir.resolve("tutorial-urland.json")), 10);
        // The tutorial wrote no autosave: any there is the game in progress.
        Path autosave = dir.resolve("autosave-urland.json");
        if (Files.exists(autosave)) {
            assertThat(Files.readString(autosave)).contains("\"seed\": 7").doesNotContain("\"seed\": 1,");
        }

        // Reopened from the welcome: the same step, the same game.
        press(frame.menuItem("menu.help").target());
        press(frame.menuItem("menu.help.welcome").target());
        DialogFixture welcome = frame.dialog("welcome");
        AbstractButton tutorial = welcome.button("welcome.tutorial").target();
        assertThat(tutorial.isEnabled()).isTrue();
        press(tutorial);
        waitForStep("lesson.land");
        assertThat(barTitle()).endsWith("step 4 of 11");
        assertThat(session().size()).isEqualTo(2);
        assertThat(marked()).containsExactlyInAnyOrder(EAST, AREA_7);

        clickPlace(EAST);
        clickPlace(AREA_7);
        waitForStep("lesson.end");
        // A button, not a place: the prompt's End turn is outlined as the board's places are.
        assertThat(marked()).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintButtons()))
                .containsExactly("action.end");
        press(frame.button("action.end").target());

        // The computers play the rest of the turn; the scoring's words stop them until Next.
        waitForStep("lesson.scoring");
        assertThat(session().size()).isEqualTo(9);
        Thread.sleep(600);
        assertThat(session().size()).isEqualTo(9);
        assertThat(barTitle()).endsWith("step 6 of 11");
        press(frame.button("tutorial.next").target());
        waitFor("the computers playing on", () -> session().size() > 9, 10);
    }

    @Test
    void progressThatCannotBeReadStartsTheLessonAgainAndSaysSo() throws Exception {
        Files.writeString(dir.resolve("tutorial-urland.json"), "{\"lesson\": \"urland-1\", \"step\": ");
        GuiActionRunner.execute(() -> window.start(UrlandUi.INSTANCE, GameSession.newGame(Urlands.GAME,
                List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
                        Seat.computer("Carl", "yellow", "predator")), 7, Urlands.factory()), null));
        GuiActionRunner.execute(() -> window.tutorial(0));
        waitForStep("lesson.welcome");
        assertThat(barMessage()).startsWith("Where you left the tutorial could not be read (")
                .endsWith("so the lesson starts from the beginning.");
        assertThat(session().size()).isZero();
        // The bar follows a change of look: dark behind dark, its words still a label's.
        GuiActionRunner.execute(() -> window.setDark(true));
        settle();
        java.awt.Color dark = GuiActionRunner.execute(() -> frame.robot().finder().findByName(window, "tutorial",
                javax.swing.JPanel.class, true).getBackground());
        assertThat(dark.getRed() + dark.getGreen() + dark.getBlue()).isLessThan(3 * 128);
        assertThat(GuiActionRunner.execute(() -> frame.robot().finder().findByName(window, "tutorial.text",
                JTextComponent.class, true).getBorder())).isNull();
        GuiActionRunner.execute(() -> window.setDark(false));
        settle();
        // The word goes with the first step; the broken file is replaced by the place reached.
        press(frame.button("tutorial.next").target());
        waitForStep("lesson.roles");
        assertThat(barMessage()).isEmpty();
        waitFor("the progress written", () -> {
            try {
                return Files.readString(dir.resolve("tutorial-urland.json")).contains("\"step\": 1");
            } catch (java.io.IOException e) {
                return false;
            }
        }, 10);
    }
}
