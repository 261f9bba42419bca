package org.ichto.urland.ui;


import org.ichto.shell.ui.Settings;

import org.ichto.shell.ui.ShellWindow;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.view.SeatView;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.ichto.shell.game.Seat;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.shell.session.GameSession;
import org.ichto.urland.ui.board.BoardPanel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.JDialog;
import javax.swing.JLabel;
import java.awt.event.KeyEvent;
import java.awt.event.InputEvent;
import java.awt.geom.Point2D;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/** The window as a player uses it, under a real (virtual) display. */
@org.junit.jupiter.api.Timeout(value = 180, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class GameWindowGuiTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"),
            Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "predator"),
            Seat.computer("Dora", "green", "land-grabber"));

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

    @BeforeEach
    void open() {
        prefs = Preferences.userRoot().node("org/ichto/urland-test/" + UUID.randomUUID());
        // Fast, not instant: the robot waits for quiet moments on the event thread between computer moves.
        window = UrlandTestWindow.build(prefs, dir, Settings.AiSpeed.FAST, 1200, 780);
        frame = new FrameFixture(window);
        frame.show();
    }

    @AfterEach
    void close() throws Exception {
        frame.cleanUp();
        prefs.removeNode();
    }

    private void start(List<Seat> seats, long seed) {
        GuiActionRunner.execute(() -> window.start(UrlandUi.INSTANCE, GameSession.newGame(Urlands.GAME, seats, seed, Urlands.factory()), null));
    }

    private static void waitFor(String what, BooleanSupplier test, long seconds) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return test.getAsBoolean();
            }
        }, Timeout.timeout(seconds * 1000));
    }

    /** Presses a button or menu item on the event thread (robot clicks can miss under a bare X server). */
    private static void press(javax.swing.AbstractButton b) {
        javax.swing.SwingUtilities.invokeLater(b::doClick);
        settle();
    }

    /** Lets the event thread finish what is queued (a round trip through it). */
    private static void settle() {
        GuiActionRunner.execute(() -> null);
        GuiActionRunner.execute(() -> null);
    }

    private GameSession<GameState, SeatView, Decision, GameEvent> session() {
        return GuiActionRunner.execute(() -> Urlands.session(window.session()));
    }

    private void waitForHuman() {
        waitFor("the human to act", () -> session().humanToAct(), 60);
        settle();
    }

    /** Clicks a place of the board where its Ichtos stand. */
    private void clickPlace(int place) {
        BoardPanel board = frame.robot().finder().findByName("board", BoardPanel.class, true);
        GuiActionRunner.execute(() -> {
            Point2D p = board.geometry().anchor(place);
            int x = (int) p.getX();
            int y = (int) p.getY();
            long now = System.currentTimeMillis();
            for (int id : new int[] {java.awt.event.MouseEvent.MOUSE_PRESSED, java.awt.event.MouseEvent.MOUSE_RELEASED,
                    java.awt.event.MouseEvent.MOUSE_CLICKED}) {
                board.dispatchEvent(new java.awt.event.MouseEvent(board, id, now, InputEvent.BUTTON1_DOWN_MASK, x, y,
                        1, false, java.awt.event.MouseEvent.BUTTON1));
            }
        });
        settle();
    }

    @Test
    void aNewGameFromTheDialogThenAWholeHumanTurnWithClicksThenUndoAndRedo() {
        press(frame.menuItem("menu.game").target());
        press(frame.menuItem("menu.game.new").target());
        DialogFixture dialog = frame.dialog("newGame");
        dialog.spinner("newGame.count").requireValue(4);
        dialog.textBox("newGame.seed").enterText("7");
        press(dialog.button("newGame.start").target());
        waitFor("a game", () -> session() != null, 10);
        assertThat(session().seats()).hasSize(4);
        assertThat(session().isHuman(0)).isTrue();
        assertThat(session().isHuman(1)).isFalse();

        // Play on until the human's action phase, choosing a chip on the way if asked.
        waitForHuman();
        while (session().state().phase() != Phase.ACTIONS) {
            GameState s = session().state();
            if (s.phase() == Phase.CHOOSE_CHIP) {
                int chip = session().view(0).legal().listed().stream()
                        .map(d -> ((Decision.ChooseChip) d).chip()).findFirst().orElseThrow();
                press(frame.button("chip." + chip).target());
            } else if (s.phase() == Phase.BID) {
                press(frame.button("bid.confirm").target());
            } else {
                GuiActionRunner.execute(() -> ((UrlandTable) window.table()).play(org.ichto.urland.UrlandGame.INSTANCE
                        .ai().safeDecision(session().view(0))));
            }
            waitForHuman();
        }
        GameState before = session().state();
        String logBefore = GuiActionRunner.execute(() -> window.logText());
        // Land an Ichto: click an ocean with the human's Ichtos, then a region bordering it.
        Decision.Land land = session().view(0).legal().listed().stream()
                .filter(d -> d instanceof Decision.Land).map(d -> (Decision.Land) d).findFirst().orElseThrow();
        clickPlace(land.ocean());
        clickPlace(land.region());
        waitFor("the landing", () -> session().state().ichtos(land.region(), 0)
                == before.ichtos(land.region(), 0) + 1, 5);
        assertThat(GuiActionRunner.execute(() -> window.logText())).isNotEqualTo(logBefore);
        // A hint from the Expert (a second's thought, off the event thread) while actions remain.
        if (session().humanToAct()) {
            press(frame.menuItem("menu.edit").target());
            press(frame.menuItem("menu.edit.hint").target());
            waitFor("the Expert's hint", () -> GuiActionRunner.execute(() -> window.statusText())
                    .startsWith("Suggestion:"), 15);
        }
        // End the turn with the button; the computers play on.
        if (session().humanToAct() && session().state().phase() == Phase.ACTIONS) {
            press(frame.button("action.end").target());
        }
        waitFor("the computers to reply", () -> session().size() > 2 + before.turn(), 30);

        // Undo takes back the human's last decision with the computers' replies; redo restores them.
        assertThat(frame.menuItem("menu.edit.undo").target().getAccelerator())
                .isEqualTo(javax.swing.KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK));
        assertThat(frame.menuItem("menu.edit.redo").target().getAccelerator()).isEqualTo(
                javax.swing.KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK));
        waitForHuman();
        int decisions = session().size();
        press(frame.menuItem("menu.edit").target());
        press(frame.menuItem("menu.edit.undo").target());
        waitFor("undo", () -> session().size() < decisions, 5);
        assertThat(session().isPractice()).isTrue();
        assertThat(session().humanToAct()).isTrue();
        press(frame.menuItem("menu.edit").target());
        press(frame.menuItem("menu.edit.redo").target());
        waitFor("redo", () -> session().size() >= decisions, 5);
    }

    @Test
    void saveAndReopenGiveTheSameGameAndACorruptFileChangesNothing() throws Exception {
        start(SEATS, 21);
        waitForHuman();
        Path file = dir.resolve("game.json");
        GuiActionRunner.execute(() -> window.saveTo(file));
        GameState saved = session().state();
        assertThat(GuiActionRunner.execute(() -> window.open(file)).get(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        waitForHuman();
        assertThat(session().state()).isEqualTo(saved);

        Path broken = dir.resolve("broken.json");
        java.nio.file.Files.writeString(broken, "{ \"formatVersion\": 1, \"game\": ");
        GameSession<GameState, SeatView, Decision, GameEvent> current = session();
        javax.swing.SwingUtilities.invokeLater(() -> window.open(broken)); // the error dialog is modal
        DialogFixture error = frame.dialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return d.isShowing();
            }
        });
        press(error.button(new GenericTypeMatcher<javax.swing.JButton>(javax.swing.JButton.class) {
            @Override
            protected boolean isMatching(javax.swing.JButton b) {
                return b.isShowing();
            }
        }).target());
        assertThat(session()).isSameAs(current);
        assertThat(GuiActionRunner.execute(() -> window.statusText())).contains("broken.json");
    }

    @Test
    void theReplayViewerStepsThroughTheGame() {
        start(SEATS, 5);
        for (int k = 0; k < 3; k++) {
            waitForHuman();
            GuiActionRunner.execute(() -> ((UrlandTable) window.table()).play(org.ichto.urland.UrlandGame.INSTANCE
                    .ai().safeDecision(session().view(session().seatToAct()))));
        }
        waitFor("some decisions", () -> session().size() > 2, 10);
        press(frame.menuItem("menu.game").target());
        press(frame.menuItem("menu.view.replay").target());
        DialogFixture replay = frame.dialog("replay");
        replay.label("replay.position").requireText(java.util.regex.Pattern.compile(".*0 .*"));
        press(replay.button("replay.forward").target());
        replay.label("replay.position").requireText(java.util.regex.Pattern.compile(".*1 .*"));
        press(replay.button("replay.last").target());
        press(replay.button("replay.back").target());
        press(replay.button("replay.first").target());
        replay.label("replay.position").requireText(java.util.regex.Pattern.compile(".*0 .*"));
        replay.close();
    }

    @Test
    void twoHumansAtOneScreenEachUncoverTheirOwnTurns() {
        start(List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
                Seat.human("Bram", "yellow"), Seat.computer("Dora", "green", "land-grabber")), 9);
        java.util.Set<String> covered = new java.util.HashSet<>();
        for (int k = 0; k < 12 && covered.size() < 2; k++) {
            waitForHuman();
            String name = session().seats().get(session().seatToAct()).name();
            waitFor("the cover for " + name, () -> GuiActionRunner.execute(() ->
                    window.getRootPane().getGlassPane().isVisible()
                            && "cover".equals(window.getRootPane().getGlassPane().getName())), 10);
            frame.label("cover.title").requireText("Pass the screen to " + name);
            covered.add(name);
            press(frame.button("cover.button").target());
            // Uncovered, the human's own question shows; each decision of theirs is made in turn.
            int seat = session().seatToAct();
            while (session().humanToAct() && session().seatToAct() == seat) {
                GuiActionRunner.execute(() -> ((UrlandTable) window.table()).play(org.ichto.urland.UrlandGame.INSTANCE
                        .ai().safeDecision(session().view(seat))));
                settle();
            }
        }
        assertThat(covered).containsExactlyInAnyOrder("Anna", "Bram");
    }

    @Test
    void languageAndThemeSwitchAndAreRemembered() {
        start(SEATS, 3);
        press(frame.menuItem("menu.view").target());
        press(frame.menuItem("menu.view.language").target());
        press(frame.menuItem("menu.view.language.nl").target());
        settle();
        assertThat(frame.menuItem("menu.game").target().getText()).isNotEqualTo("Game");
        assertThat(new Settings(prefs).locale().getLanguage()).isEqualTo("nl");
        press(frame.menuItem("menu.view").target());
        press(frame.menuItem("menu.view.theme").target());
        press(frame.menuItem("menu.view.theme.dark").target());
        settle();
        assertThat(new Settings(prefs).dark()).isTrue();
        GuiActionRunner.execute(() -> window.setDark(false));
    }

    @Test
    void computersAtInstantSpeedPlayAGameToItsEndScreen() {
        new Settings(prefs).setAiSpeed(Settings.AiSpeed.INSTANT);
        start(List.of(Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "predator"),
                Seat.computer("Dora", "green", "land-grabber")), 13);
        waitFor("the end of the game", () -> session().isOver(), 120);
        DialogFixture end = frame.dialog("end", Timeout.timeout(10_000));
        JLabel winner = end.label("end.winner").target();
        assertThat(winner.getText()).contains(session().seats().get(session().state().leader()).name());
        // Each player's game in figures: a header row and a row of 8 per player.
        assertThat(end.panel("end.stats").target().getComponentCount()).isEqualTo(8 * 4);
        // "What happened" explains the last scorings and eruptions, and came forward when they did.
        assertThat(GuiActionRunner.execute(() -> window.table().summaryTitles())).isNotEmpty()
                .anyMatch(t -> t.endsWith("is scored"));
        assertThat(GuiActionRunner.execute(() -> window.table().summariesShown())).isTrue();
        press(end.button("end.close").target());
    }

    /** Starts the first game, by seed, whose environment player is Anna (the human), and waits for her; its seed. */
    private long startWithAnnaTheEnvironmentPlayer() {
        long seed = 1;
        while (org.ichto.urland.UrlandGame.newGame(4, seed).environmentPlayer() != 0) {
            seed++;
        }
        start(SEATS, seed);
        waitForHuman();
        return seed;
    }

    @Test
    void theStripAboveTheBoardShowsWhereTheGameStandsAndWhatOnlyThePlayerKnows() {
        startWithAnnaTheEnvironmentPlayer();
        assertThat(session().state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        List<String> lines = GuiActionRunner.execute(() -> ((UrlandTable) window.table()).standing());
        assertThat(lines.get(0)).startsWith("Epoch 1 · turn 1 · environment player Anna · dummy Bert")
                .contains("8 area chips left: volcanoes after 8 more turns");
        assertThat(lines.get(1)).startsWith("Only you know: in your hand areas ");
        // A hint marks the region of the chip it suggests and keeps its reason above the board.
        press(frame.menuItem("menu.edit").target());
        press(frame.menuItem("menu.edit.hint").target());
        waitFor("the hint", () -> !GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintMarks()).isEmpty(), 20);
        GameState asked = session().state();
        java.util.Set<Integer> handRegions = new java.util.HashSet<>();
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (asked.chipLocation(c) == GameState.ChipLocation.HAND) {
                handRegions.add(asked.regionOf(c - 1));
            }
        }
        java.util.Set<Integer> marked = GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintMarks());
        assertThat(marked).hasSize(1);
        assertThat(handRegions).containsAll(marked);
        String reason = GuiActionRunner.execute(() -> ((UrlandTable) window.table()).standing()).get(2);
        assertThat(reason).isNotBlank();
        assertThat(GuiActionRunner.execute(() -> window.statusText())).contains(reason);
        int chip = session().view(0).legal().listed().stream()
                .map(d -> ((Decision.ChooseChip) d).chip()).findFirst().orElseThrow();
        press(frame.button("chip." + chip).target());
        waitFor("the chip chosen", () -> session().state().phase() != Phase.CHOOSE_CHIP, 30);
        settle();
        // The next decision takes the hint away.
        assertThat(GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintMarks())).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ((UrlandTable) window.table()).standing()).get(2)).isEmpty();
        // The log keeps the chip face down ("has chosen"); the strip keeps it in the player's view.
        lines = GuiActionRunner.execute(() -> ((UrlandTable) window.table()).standing());
        assertThat(lines.get(1)).contains("you chose area " + chip + " to be scored")
                .contains("to Bert, the dummy");
    }

    @Test
    void aNewGameKeepsTheTableButNothingOfTheGameBefore() {
        long seed = startWithAnnaTheEnvironmentPlayer();
        GameSession<GameState, SeatView, Decision, GameEvent> before = session();
        press(frame.menuItem("menu.edit").target());
        press(frame.menuItem("menu.edit.hint").target());
        waitFor("the hint", () -> !GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintMarks()).isEmpty(), 20);
        Object table = GuiActionRunner.execute(() -> window.table());
        // The same seed: the new game stands where the hint was given, at the same revision of its session.
        start(SEATS, seed);
        waitForHuman();
        assertThat(session()).isNotSameAs(before);
        assertThat(GuiActionRunner.execute(() -> (Object) window.table())).isSameAs(table);
        assertThat(GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintMarks())).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ((UrlandTable) window.table()).standing()).get(2)).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ((UrlandTable) window.table()).hintButtons())).isEmpty();
        // The table's clicks play in the new game, and the game before stays where it was left.
        int played = before.size();
        int chip = session().view(0).legal().listed().stream()
                .map(d -> ((Decision.ChooseChip) d).chip()).findFirst().orElseThrow();
        press(frame.button("chip." + chip).target());
        waitFor("the chip chosen", () -> session().state().phase() != Phase.CHOOSE_CHIP, 30);
        assertThat(before.size()).isEqualTo(played);
        // Another language builds the table anew, in its words.
        GuiActionRunner.execute(() -> window.setLanguage(java.util.Locale.forLanguageTag("nl")));
        assertThat(GuiActionRunner.execute(() -> (Object) window.table())).isNotSameAs(table);
    }

    @Test
    void theSecondClickIsNamedAWrongOneSaysWhyAndEscCancels() {
        start(SEATS, 21);
        waitForHuman();
        while (session().state().phase() != Phase.ACTIONS) {
            GuiActionRunner.execute(() -> ((UrlandTable) window.table()).play(org.ichto.urland.UrlandGame.INSTANCE
                    .ai().safeDecision(session().view(0))));
            waitForHuman();
        }
        Decision.Land land = session().view(0).legal().listed().stream()
                .filter(d -> d instanceof Decision.Land).map(d -> (Decision.Land) d).findFirst().orElseThrow();
        clickPlace(land.ocean());
        javax.swing.text.JTextComponent detail = frame.textBox("prompt.detail").target();
        assertThat(GuiActionRunner.execute(() -> detail.getText())).contains("From the ").contains("now click where your Ichtos go");
        // A land area that is no target of this ocean and holds none of the player's Ichtos to start from.
        GameState s = session().state();
        int wrong = -1;
        for (int area = 0; area < org.ichto.urland.board.Board.AREAS && wrong < 0; area++) {
            int region = area;
            boolean target = session().view(0).legal().listed().stream().anyMatch(d ->
                    (d instanceof Decision.Land l && l.ocean() == land.ocean() && l.region() == region)
                            || (d instanceof Decision.LandTwo l2 && l2.ocean() == land.ocean() && l2.region() == region));
            if (s.isRegion(area) && s.ichtos(area, 0) == 0 && !target) {
                wrong = area;
            }
        }
        assertThat(wrong).isNotNegative();
        clickPlace(wrong);
        assertThat(GuiActionRunner.execute(() -> window.statusText())).startsWith("Not there");
        assertThat(GuiActionRunner.execute(() -> detail.getText())).contains("From the ");
        frame.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ESCAPE);
        settle();
        assertThat(GuiActionRunner.execute(() -> window.statusText())).startsWith("Choice cancelled");
        assertThat(GuiActionRunner.execute(() -> detail.getText())).doesNotContain("From the ");
        // A retreat being chosen shows "−1" on the pieces it would take, before it is confirmed.
        BoardPanel board = frame.robot().finder().findByName("board", BoardPanel.class, true);
        press(frame.button("action.retreat").target());
        clickPlace(land.ocean());
        clickPlace(land.ocean());
        org.ichto.urland.ui.board.Highlights.Counting counting = GuiActionRunner.execute(() -> board.getHighlights().counting());
        assertThat(counting.seat()).isZero();
        assertThat(counting.brought()).isFalse();
        assertThat(counting.perPlace()).isEqualTo(java.util.Map.of(land.ocean(), 2));
        assertThat(session().state().ichtos(land.ocean(), 0)).as("nothing taken before it is confirmed")
                .isEqualTo(s.ichtos(land.ocean(), 0));
        frame.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ESCAPE);
        settle();
        assertThat(GuiActionRunner.execute(() -> board.getHighlights().counting().perPlace())).isEmpty();
    }
}
