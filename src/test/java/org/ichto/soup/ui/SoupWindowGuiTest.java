package org.ichto.soup.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.soup.SoupGame;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.ui.interact.Choices;
import org.ichto.soup.ui.interact.SoupClicks;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JLabel;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/** Primordial Soup in the window as a player uses it, under a real (virtual) display: every decision by a click. */
@org.junit.jupiter.api.Timeout(value = 240, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class SoupWindowGuiTest extends SoupWindowTestBase {
    @Override
    Settings.AiSpeed speed() {
        return Settings.AiSpeed.FAST;
    }

    private void start(List<Seat> seats, long seed) {
        GuiActionRunner.execute(() -> window.start(SoupUi.INSTANCE, GameSession.newGame(SoupGame.INSTANCE, seats, seed,
                PlayerFactory.standard(SoupGame.INSTANCE)), null));
    }

    @SuppressWarnings("unchecked")
    private GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session() {
        return GuiActionRunner.execute(() -> (GameSession<SoupState, SoupView, SoupDecision, SoupEvent>) window.session());
    }

    private static void waitFor(String what, BooleanSupplier test, long seconds) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return test.getAsBoolean();
            }
        }, Timeout.timeout(seconds * 1000));
    }

    private static void settle() {
        GuiActionRunner.execute(() -> null);
        GuiActionRunner.execute(() -> null);
    }

    /** Presses a button on the event thread (robot clicks can miss under a bare X server). */
    private static void press(AbstractButton b) {
        javax.swing.SwingUtilities.invokeLater(b::doClick);
        settle();
    }

    private void waitForHuman() {
        waitFor("the human to act", () -> session().humanToAct() || session().isOver(), 90);
        settle();
    }

    private SoupBoardPanel board() {
        return frame.robot().finder().findByName("board", SoupBoardPanel.class, true);
    }

    private void clickAt(Point2D p) {
        SoupBoardPanel board = board();
        GuiActionRunner.execute(() -> {
            int x = (int) p.getX();
            int y = (int) p.getY();
            long now = System.currentTimeMillis();
            for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED}) {
                board.dispatchEvent(new MouseEvent(board, id, now, InputEvent.BUTTON1_DOWN_MASK, x, y, 1, false,
                        MouseEvent.BUTTON1));
            }
        });
        settle();
    }

    private void clickSpace(int space) {
        clickAt(GuiActionRunner.execute(() -> board().boardLayout().centre(space)));
    }

    private void clickLadder(int ladderSpace) {
        Rectangle2D r = GuiActionRunner.execute(() -> board().boardLayout().ladderCell(ladderSpace));
        clickAt(new Point2D.Double(r.getCenterX(), r.getCenterY()));
    }

    /**
     * The human's decision of the moment, taken as a player would: a click on a marked place of the board, or
     * the first button the prompt offers (the first way to feed, the first payment...), never a hidden call.
     */
    private void decideByClicks() {
        GameSession<SoupState, SoupView, SoupDecision, SoupEvent> s = session();
        int seat = s.seatToAct();
        SoupState view = s.view(seat).state();
        List<SoupDecision> legal = s.view(seat).legal();
        SoupClicks clicks = new SoupClicks(view, legal);
        int before = s.size();
        if (clicks.kind() == SoupClicks.Kind.START_SPACE) {
            clickLadder(clicks.ladderTargets().iterator().next());
        } else if (clicks.kind() != SoupClicks.Kind.NONE && !clicks.targets().isEmpty()) {
            clickSpace(clicks.targets().iterator().next());
        } else if (view.await() == Await.CUBES) {
            press(frame.button("cubes.take").target());
        } else {
            List<Choices.Choice> choices = new Choices(view, s.seats(), SoupTexts.of(Locale.ENGLISH)).of(legal);
            String name = choices.stream().map(Choices.Choice::name)
                    .filter(n -> n.equals("action.drift") || n.equals("purchase.done") || n.equals("division.done")
                            || n.equals("moveAgain.no") || n.equals("cling.no") || n.equals("answer.giveIn")
                            || n.equals("aggression.pass"))
                    .findFirst().orElse(choices.get(0).name());
            press(frame.button(name).target());
        }
        waitFor("the decision", () -> session().size() > before, 10);
    }

    @Test
    void theSetupAndAWholeRoundAreSeenThroughByClicks() {
        start(SEATS, 4); // Anna chooses her start space first
        Set<Phase> seen = EnumSet.noneOf(Phase.class);
        waitForHuman();
        while (session().state().round() < 2 && !session().isOver()) {
            seen.add(session().state().phase());
            decideByClicks();
            waitForHuman();
        }
        assertThat(seen).contains(Phase.SETUP_START_SPACE, Phase.SETUP_FIRST_AMOEBA, Phase.SETUP_SECOND_AMOEBA,
                Phase.MOVEMENT_AND_FEEDING, Phase.NEW_GENES, Phase.CELL_DIVISION);
        assertThat(session().state().round()).isEqualTo(2);
        assertThat(session().state().amoebasOnBoard(0)).isPositive();
        // What happened sums up every phase of the round.
        assertThat(GuiActionRunner.execute(() -> window.table().summaryTitles()))
                .contains("Round 1: movement and feeding", "Round 1: cell division", "Round 1: scoring", "Setup");
        assertThat(GuiActionRunner.execute(() -> window.logText())).contains("Anna starts on ladder space");
    }

    @Test
    void aWrongClickSaysWhyAndChangesNothing() {
        start(SEATS, 7);
        waitForHuman();
        while (session().state().phase() != Phase.SETUP_FIRST_AMOEBA && session().state().phase()
                != Phase.SETUP_SECOND_AMOEBA) {
            decideByClicks();
            waitForHuman();
        }
        SoupState view = session().view(0).state();
        int occupied = -1;
        for (int space = 0; space < 19 && occupied < 0; space++) {
            occupied = view.amoebasAt(space) > 0 ? space : -1;
        }
        int size = session().size();
        if (occupied >= 0) {
            clickSpace(occupied);
            assertThat(GuiActionRunner.execute(() -> window.statusText())).startsWith("That is not possible: space")
                    .contains("already holds an amoeba");
        }
        clickLadder(30);
        assertThat(GuiActionRunner.execute(() -> window.statusText())).contains("a space of the soup");
        assertThat(session().size()).isEqualTo(size);
    }

    @Test
    void undoingADieRollAndMovingAgainRollsTheSameDie() {
        start(SEATS, 3);
        waitForHuman();
        while (!(session().state().await() == Await.ACTION && session().view(0).legal()
                .contains(new SoupDecision.Move()))) {
            decideByClicks();
            waitForHuman();
        }
        press(frame.button("action.move").target());
        waitFor("the roll", () -> rolls().size() > 0, 10);
        List<Integer> first = rolls().get(rolls().size() - 1);
        int count = rolls().size();
        waitForHuman();
        press(frame.menuItem("menu.edit").target());
        press(frame.menuItem("menu.edit.undo").target());
        waitFor("the undo", () -> session().state().await() == Await.ACTION && rolls().size() < count, 10);
        assertThat(session().isPractice()).isTrue();
        press(frame.button("action.move").target());
        waitFor("the roll again", () -> rolls().size() == count, 10);
        assertThat(rolls().get(rolls().size() - 1)).isEqualTo(first);
    }

    private List<List<Integer>> rolls() {
        return session().events().stream().filter(e -> e.event() instanceof SoupEvent.DiceRolled)
                .map(e -> ((SoupEvent.DiceRolled) e.event()).faces()).toList();
    }

    @Test
    void aSavedGameOpensAgainAsItWas() throws Exception {
        start(SEATS, 21);
        waitForHuman();
        for (int i = 0; i < 6; i++) {
            decideByClicks();
            waitForHuman();
        }
        Path file = dir.resolve("amoebas.soup");
        GuiActionRunner.execute(() -> window.saveTo(file));
        SoupState saved = session().state();
        assertThat(GuiActionRunner.execute(() -> window.open(file)).get(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        waitForHuman();
        assertThat(session().state()).isEqualTo(saved);
        assertThat(window.getTitle()).contains("Primordial Soup").contains("amoebas.soup");
    }

    @Test
    void computersAtInstantSpeedPlayAGameToItsEndScreen() {
        new Settings(prefs).setAiSpeed(Settings.AiSpeed.INSTANT);
        start(List.of(Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "grower"),
                Seat.computer("Dora", "green", "aggressor")), 13);
        waitFor("the end of the game", () -> session().isOver(), 180);
        DialogFixture end = frame.dialog("end", Timeout.timeout(10_000));
        JLabel winner = end.label("end.winner").target();
        assertThat(winner.getText()).contains(session().seats().get(session().state().winner()).name());
        assertThat(end.panel("end.stats").target().getComponentCount()).isGreaterThan(12 * 3);
        assertThat(GuiActionRunner.execute(() -> window.table().summaryTitles())).anyMatch(t -> t.endsWith("scoring"));
        press(end.button("end.close").target());
    }

    @Test
    void theReplayViewerStepsThroughAGame() {
        start(SEATS, 5);
        waitForHuman();
        for (int i = 0; i < 3; i++) {
            decideByClicks();
            waitForHuman();
        }
        press(frame.menuItem("menu.game").target());
        press(frame.menuItem("menu.view.replay").target());
        DialogFixture replay = frame.dialog("replay");
        press(replay.button("replay.forward").target());
        press(replay.button("replay.last").target());
        press(replay.button("replay.first").target());
        replay.label("replay.position").requireText(java.util.regex.Pattern.compile(".*0 .*"));
        replay.close();
    }

    @Test
    void aHintNamesADecisionAndItsReason() {
        start(SEATS, 9);
        waitForHuman();
        JButton hint = frame.button("hint").target();
        press(hint);
        waitFor("the hint", () -> GuiActionRunner.execute(() -> window.statusText()).startsWith("Suggestion:"), 20);
        assertThat(GuiActionRunner.execute(() -> window.statusText())).contains(":");
    }

    @Test
    void aNewGameKeepsTheTableButNotTheHintOfTheGameBefore() {
        start(SEATS, 9);
        waitForHuman();
        GameSession<SoupState, SoupView, SoupDecision, SoupEvent> before = session();
        press(frame.button("hint").target());
        waitFor("the hint", () -> !GuiActionRunner.execute(() -> ((SoupTable) window.table()).hintButtons()).isEmpty()
                || !GuiActionRunner.execute(() -> ((SoupTable) window.table()).hintMarks()).isEmpty(), 20);
        Object table = GuiActionRunner.execute(() -> window.table());
        // The same seed: the new game stands where the hint was given, at the same revision of its session.
        start(SEATS, 9);
        waitForHuman();
        assertThat(session()).isNotSameAs(before);
        assertThat(GuiActionRunner.execute(() -> (Object) window.table())).isSameAs(table);
        assertThat(GuiActionRunner.execute(() -> ((SoupTable) window.table()).hintMarks())).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ((SoupTable) window.table()).hintButtons())).isEmpty();
        // Its clicks play in the new game; the game before stays where it was left.
        int played = before.size();
        decideByClicks();
        assertThat(before.size()).isEqualTo(played);
    }
}
