package org.ichto.soup.ui;

import static org.ichto.shell.ui.WindowTests.settle;
import static org.ichto.shell.ui.WindowTests.waitFor;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Timeout;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.SeatDecision;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.Settings;
import org.ichto.soup.SoupGame;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.WindowPositions;
import org.ichto.soup.ui.board.Marks;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import java.awt.Component;
import java.awt.Container;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The decisions inside a movement and an attack, each taken by a click in the window from a prepared position
 * (seat 0, Anna, is the human): the die shown, Movement I's two dice, Movement II's and a 6's free direction,
 * Speed's second move, Tentacle's cubes, Holding, Defense and Escape, and two humans at one screen.
 * Each test checks what the decision did: the decision in the session, the amoeba's new space, the dice shown.
 */
@org.junit.jupiter.api.Timeout(value = 120, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class SoupGenesGuiTest extends SoupWindowTestBase {
    private static final SoupBoard BOARD = SoupBoardLoader.standard();
    private static final int HOME = WindowPositions.space(WindowPositions.HOME);
    @Override
    Settings.AiSpeed speed() {
        return Settings.AiSpeed.INSTANT;
    }

    // ------------------------------------------------------------------ driving the window

    private void start(SoupState position, List<Seat> seats) {
        GuiActionRunner.execute(() -> window.start(SoupUi.INSTANCE, GameSession.fromPosition(SoupGame.INSTANCE, seats,
                position, PlayerFactory.standard(SoupGame.INSTANCE)), null));
        waitForHuman();
    }

    @SuppressWarnings("unchecked")
    private GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session() {
        return GuiActionRunner.execute(() -> (GameSession<SoupState, SoupView, SoupDecision, SoupEvent>) window.session());
    }

    private void waitForHuman() {
        waitFor("the human to act", () -> session().humanToAct() || session().isOver(), 60);
        settle();
    }

    /** Presses a prompt button by its name, on the event thread, and waits for the decision it plays. */
    private void press(String name) {
        AbstractButton b = frame.button(name).target();
        int before = session().size();
        javax.swing.SwingUtilities.invokeLater(b::doClick);
        waitFor("the decision of " + name, () -> session().size() > before, 10);
        waitForHuman();
    }

    private SoupBoardPanel board() {
        return frame.robot().finder().findByName("board", SoupBoardPanel.class, true);
    }

    private void clickSpace(int space) {
        SoupBoardPanel board = board();
        Point2D p = GuiActionRunner.execute(() -> board.boardLayout().centre(space));
        int before = session().size();
        GuiActionRunner.execute(() -> {
            long now = System.currentTimeMillis();
            for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED}) {
                board.dispatchEvent(new MouseEvent(board, id, now, InputEvent.BUTTON1_DOWN_MASK, (int) p.getX(),
                        (int) p.getY(), 1, false, MouseEvent.BUTTON1));
            }
        });
        waitFor("the click's decision", () -> session().size() > before, 10);
        waitForHuman();
    }

    private Await awaited() {
        return session().state().await();
    }

    private String prompt() {
        return GuiActionRunner.execute(() -> frame.robot().finder().findByName("prompt.message", JTextArea.class,
                true).getText());
    }

    /** The decisions the seat took in the window, in order. */
    private List<SoupDecision> decisionsOf(int seat) {
        return session().decisions().stream().filter(d -> d.seat() == seat).map(SeatDecision::decision).toList();
    }

    /** Every way seat 0's amoeba 1 went (drifts, moves, escapes), in order. */
    private List<SoupEvent.AmoebaMoved> movesOf(int seat, int number) {
        List<SoupEvent.AmoebaMoved> out = new ArrayList<>();
        for (var e : session().events()) {
            if (e.event() instanceof SoupEvent.AmoebaMoved m && m.seat() == seat && m.number() == number) {
                out.add(m);
            }
        }
        return out;
    }

    private <T extends SoupEvent> List<T> events(Class<T> type) {
        return session().events().stream().map(e -> e.event()).filter(type::isInstance).map(type::cast).toList();
    }

    private Marks.Roll shownRoll() {
        return GuiActionRunner.execute(() -> board().marks().roll());
    }

    private static int step(int from, Direction d) {
        int to = BOARD.step(from, d);
        assertThat(to).as("the position leaves room to go %s", d).isNotEqualTo(from);
        return to;
    }

    // ------------------------------------------------------------------ the tests

    @Test
    void anOrdinaryMoveRollsOneDieAndTheBoardShowsIt() {
        start(WindowPositions.toMove(new String[0], 2), SEATS); // 2: north
        assertThat(GuiActionRunner.execute(() -> frame.button("action.move").target().getText())).contains("1 BP");
        press("action.move");
        assertThat(events(SoupEvent.DiceRolled.class).get(0).faces()).containsExactly(2);
        assertThat(shownRoll().faces()).containsExactly(2);
        assertThat(shownRoll().seat()).isZero();
        assertThat(movesOf(0, 1).get(0).to()).isEqualTo(step(HOME, Direction.NORTH));
        assertThat(decisionsOf(0).get(0)).isEqualTo(new SoupDecision.Move());
    }

    @Test
    void movementOneShowsBothDiceAndTheClickedDieDecides() {
        start(WindowPositions.toMove(new String[] {"Movement I"}, 1, 3), SEATS); // 1 west, 3 east
        press("action.move");
        assertThat(awaited()).isEqualTo(Await.DIE);
        assertThat(shownRoll().faces()).containsExactly(1, 3);
        assertThat(prompt()).contains("1").contains("3");
        JButton east = frame.button("die.3").target();
        assertThat(east.getIcon()).isInstanceOf(DieIcon.class);
        assertThat(east.getText()).contains(SoupBoard.label(step(HOME, Direction.EAST)));
        assertThat(frame.button("die.1").target().getText()).contains(SoupBoard.label(step(HOME, Direction.WEST)));
        press("die.3");
        assertThat(decisionsOf(0)).containsSubsequence(new SoupDecision.Move(), new SoupDecision.TakeDie(3));
        assertThat(movesOf(0, 1).get(0).to()).isEqualTo(step(HOME, Direction.EAST));
    }

    @Test
    void movementTwoChoosesTheDirectionByAClickOnTheBoard() {
        start(WindowPositions.toMove(new String[] {"Movement II"}), SEATS);
        press("action.move");
        assertThat(awaited()).isEqualTo(Await.DIRECTION);
        assertThat(events(SoupEvent.DiceRolled.class)).isEmpty(); // Movement II rolls no die
        int south = step(HOME, Direction.SOUTH);
        assertThat(GuiActionRunner.execute(() -> board().marks().targets())).contains(south);
        frame.button("direction.stay"); // Movement II may also stay: its button is there
        clickSpace(south);
        assertThat(decisionsOf(0)).containsSubsequence(new SoupDecision.Move(),
                new SoupDecision.ChooseDirection(Direction.SOUTH));
        assertThat(movesOf(0, 1).get(0).to()).isEqualTo(south);
    }

    @Test
    void aSixLetsThePlayerChooseTheDirectionByItsButton() {
        start(WindowPositions.toMove(new String[0], 6), SEATS);
        press("action.move");
        assertThat(awaited()).isEqualTo(Await.DIRECTION);
        assertThat(shownRoll().faces()).containsExactly(6);
        int west = step(HOME, Direction.WEST);
        assertThat(frame.button("direction.west").target().getText()).contains(SoupBoard.label(west));
        press("direction.west");
        assertThat(movesOf(0, 1).get(0).to()).isEqualTo(west);
    }

    @Test
    void speedMakesASecondMoveWhenAsked() {
        start(WindowPositions.toMove(new String[] {"Speed"}, 3, 1), SEATS); // east, then west: back home
        press("action.move");
        assertThat(awaited()).isEqualTo(Await.MOVE_AGAIN);
        int east = step(HOME, Direction.EAST);
        assertThat(session().state().amoebaSpace(0, 1)).isEqualTo(east);
        frame.button("moveAgain.no"); // stopping is offered too
        press("moveAgain.yes");
        assertThat(decisionsOf(0)).containsSubsequence(new SoupDecision.Move(), new SoupDecision.MoveAgain());
        List<SoupEvent.AmoebaMoved> moves = movesOf(0, 1);
        assertThat(moves.get(0).to()).isEqualTo(east);
        assertThat(moves.get(1).from()).isEqualTo(east);
        assertThat(moves.get(1).to()).isEqualTo(step(east, Direction.WEST));
        assertThat(events(SoupEvent.DiceRolled.class)).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void tentacleTakesTheCountedCubesAlong() {
        start(WindowPositions.toMove(new String[] {"Tentacle"}, 3), SEATS);
        press("action.move");
        assertThat(awaited()).isEqualTo(Await.CUBES);
        GuiActionRunner.execute(() -> {
            frame.robot().finder().findByName("cubes.1", JSpinner.class, true).setValue(1);
            frame.robot().finder().findByName("cubes.2", JSpinner.class, true).setValue(1);
            return null;
        });
        assertThat(frame.button("cubes.take").target().isEnabled()).isTrue();
        press("cubes.take");
        assertThat(decisionsOf(0)).contains(new SoupDecision.TakeCubes(List.of(0, 1, 1, 0)));
        SoupEvent.CubesPutDown down = events(SoupEvent.CubesPutDown.class).get(0);
        assertThat(down.cubes()).containsExactly(0, 1, 1, 0);
        assertThat(down.space()).isEqualTo(step(HOME, Direction.EAST));
    }

    @Test
    void holdingStaysPut() {
        start(WindowPositions.toMove(new String[] {"Holding"}), SEATS);
        press("action.stayPut");
        assertThat(decisionsOf(0).get(0)).isEqualTo(new SoupDecision.StayPut());
        assertThat(movesOf(0, 1)).isNotEmpty().allMatch(m -> m.from() == HOME && m.to() == HOME);
        assertThat(session().state().amoebaSpace(0, 1)).isEqualTo(HOME);
    }

    @Test
    void defenseFightsTheAttacker() {
        start(WindowPositions.attacked(new String[] {"Defense"}, 1, 6), SEATS); // Bert rolls 1, Anna 6
        assertThat(awaited()).isEqualTo(Await.ANSWER);
        assertThat(prompt()).contains("Bert");
        press("answer.defend");
        assertThat(decisionsOf(0)).containsExactly(new SoupDecision.Defend());
        SoupEvent.Fought fight = events(SoupEvent.Fought.class).get(0);
        assertThat(fight.attackerWon()).isFalse();
        assertThat(session().state().onBoard(0, 1)).isTrue();
        assertThat(events(SoupEvent.Killed.class)).noneMatch(k -> k.seat() == 0);
    }

    @Test
    void escapeMovesTheAttackedAmoebaAway() {
        start(WindowPositions.attacked(new String[] {"Escape"}, 4), SEATS); // 4: south
        press("answer.escape");
        assertThat(decisionsOf(0)).containsExactly(new SoupDecision.Escape());
        SoupEvent.AmoebaMoved away = movesOf(0, 1).get(0);
        assertThat(away.how()).startsWith("escapes");
        assertThat(away.to()).isEqualTo(step(HOME, Direction.SOUTH));
        assertThat(session().state().onBoard(0, 1)).isTrue();
    }

    @Test
    void twoHumansAtOneScreenEachAnswerBehindTheCover() {
        List<Seat> seats = List.of(Seat.human("Anna", "red"), Seat.human("Bert", "blue"),
                Seat.computer("Carl", "yellow", "grower"), Seat.computer("Dora", "green", "aggressor"));
        start(WindowPositions.besideAHolder(), seats);
        uncover("Anna");
        press("action.drift");
        // Bert's amoeba may cling on: the screen passes to him, and nothing of Anna's prompt shows meanwhile.
        waitFor("the cover for Bert", () -> coverShown("Bert"), 10);
        assertThat(promptButtons()).isEmpty();
        assertThat(prompt()).doesNotContain("Anna, ");
        uncover("Bert");
        assertThat(prompt()).contains("Anna");
        press("cling.yes");
        int west = step(HOME, Direction.WEST);
        assertThat(decisionsOf(1)).containsExactly(new SoupDecision.Cling(1, true));
        assertThat(events(SoupEvent.AmoebaClung.class)).containsExactly(new SoupEvent.AmoebaClung(1, 1, 0, 1));
        assertThat(session().state().amoebaSpace(1, 1)).isEqualTo(west);
        assertThat(session().state().amoebaSpace(0, 1)).isEqualTo(west);
    }

    private boolean coverShown(String name) {
        return GuiActionRunner.execute(() -> window.getRootPane().getGlassPane().isVisible()
                && "cover".equals(window.getRootPane().getGlassPane().getName())
                && frame.label("cover.title").target().getText().contains(name));
    }

    private void uncover(String name) {
        waitFor("the cover for " + name, () -> coverShown(name), 10);
        javax.swing.SwingUtilities.invokeLater(frame.button("cover.button").target()::doClick);
        waitFor("the cover to go", () -> !GuiActionRunner.execute(() -> window.getRootPane().getGlassPane()
                .isVisible()), 10);
        settle();
    }

    /** The names of the buttons under "What is asked now" (the hint left out). */
    private List<String> promptButtons() {
        return GuiActionRunner.execute(() -> {
            List<String> names = new ArrayList<>();
            collect(frame.robot().finder().findByName("prompt", Container.class, true), names);
            names.remove("hint");
            return names;
        });
    }

    private static void collect(Container c, List<String> names) {
        for (Component k : c.getComponents()) {
            if (k instanceof AbstractButton b && k.isShowing()) {
                names.add(b.getName());
            }
            if (k instanceof Container inner) {
                collect(inner, names);
            }
        }
    }
}
