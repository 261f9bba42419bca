package org.ichto.toy.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.SeatDecision;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimGame;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shell's window playing Hidden Nim, a game it has never heard of, through the toy's {@link NimUi}
 * alone: under a real (virtual) display, with the human's decisions clicked on the table's buttons.
 */
@org.junit.jupiter.api.Timeout(value = 180, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class NimWindowGuiTest {
    private static final NimGame GAME = NimGame.INSTANCE;
    private static final List<String> COLOURS = GAME.seats().colours();
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", COLOURS.get(0)),
            Seat.computer("Bert", COLOURS.get(1), "balanced"), Seat.computer("Carl", COLOURS.get(2), "greedy"));
    private static final Texts EN = NimTexts.of(Texts.ENGLISH);

    @TempDir
    Path dir;
    private Preferences prefs;
    private Settings settings;
    private FrameFixture frame;
    private ShellWindow window;

    @BeforeAll
    static void checkThreads() {
        org.ichto.shell.ui.Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void open() {
        prefs = Preferences.userRoot().node("org/ichto/nim-test/" + UUID.randomUUID());
        settings = new Settings(prefs);
        settings.setLocale(Texts.ENGLISH);
        settings.setAiSpeed(Settings.AiSpeed.FAST);
        window = GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(List.of(NimUi.INSTANCE), settings,
                    new SaveStore(dir, new GameRegistry(List.of(GAME)), Opponents.shipped()));
            w.pack();
            w.setSize(1100, 760);
            w.setLocation(20, 20);
            return w;
        });
        frame = new FrameFixture(window);
        frame.show();
    }

    @AfterEach
    void close() throws Exception {
        frame.cleanUp();
        prefs.removeNode();
    }

    // ------------------------------------------------------------------ helpers

    private void start(List<Seat> seats, long seed) {
        GuiActionRunner.execute(() -> window.start(NimUi.INSTANCE,
                GameSession.newGame(GAME, seats, seed, PlayerFactory.standard(GAME)), null));
    }

    @SuppressWarnings("unchecked")
    private GameSession<NimState, NimView, NimDecision, NimEvent> session() {
        return GuiActionRunner.execute(() -> (GameSession<NimState, NimView, NimDecision, NimEvent>) window.session());
    }

    private NimTable table() {
        return GuiActionRunner.execute(() -> (NimTable) window.table());
    }

    private String status() {
        return GuiActionRunner.execute(() -> window.statusText());
    }

    private String log() {
        return GuiActionRunner.execute(() -> window.logText());
    }

    private static void waitFor(String what, BooleanSupplier test, long seconds) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return test.getAsBoolean();
            }
        }, Timeout.timeout(seconds * 1000));
    }

    /** Presses a button on the event thread (robot clicks can miss under a bare X server). */
    private static void press(AbstractButton b) {
        SwingUtilities.invokeLater(b::doClick);
        settle();
    }

    private static void settle() {
        GuiActionRunner.execute(() -> null);
        GuiActionRunner.execute(() -> null);
    }

    private void waitForHuman() {
        waitFor("a human to act", () -> session().humanToAct(), 60);
        settle();
    }

    private static String buttonName(NimDecision d) {
        return d instanceof NimDecision.Take t ? "nim.take." + t.count() : "nim.joker";
    }

    /** What the game's views allow the seat now. */
    private List<NimDecision> legal(int seat) {
        return GuiActionRunner.execute(() -> {
            GameSession<NimState, NimView, NimDecision, NimEvent> s = session();
            return s.game().views().legal(s.view(seat)).listed();
        });
    }

    /** Every button is enabled exactly when its decision is legal for the seat. */
    private void buttonsFollow(List<NimDecision> legal) {
        for (NimDecision d : List.of(new NimDecision.Take(1), new NimDecision.Take(2), new NimDecision.Take(3),
                NimDecision.JOKER)) {
            JButtonFixture b = frame.button(buttonName(d));
            if (legal.contains(d)) {
                b.requireEnabled();
            } else {
                b.requireDisabled();
            }
        }
    }

    /** Clicks the decision's button and waits until the window played it. */
    private void click(NimDecision d) {
        int before = session().size();
        press(frame.button(buttonName(d)).requireEnabled().target());
        waitFor("the click played", () -> session().size() > before, 5);
        assertThat(session().decisions().get(before)).isEqualTo(new SeatDecision<>(0, d));
    }

    private static long lines(String log) {
        return log.lines().filter(l -> !l.isBlank()).count();
    }

    // ------------------------------------------------------------------ tests

    @Test
    void theHumanTakesWithTheButtonsTheLogFollowsAHintIsGivenAndUndoTakesItBack() {
        assertThat(GuiActionRunner.execute(() -> window.getTitle())).doesNotContain("Hidden Nim");
        start(SEATS, 11);
        assertThat(GuiActionRunner.execute(() -> window.getTitle())).contains(EN.get("game.name"));
        waitForHuman();
        GameSession<NimState, NimView, NimDecision, NimEvent> s = session();
        assertThat(s.seatToAct()).isZero();
        assertThat(log()).isEqualTo(EN.get("panel.log.empty"));
        buttonsFollow(legal(0));
        // The human sees their own joker, not the others'.
        frame.label("nim.jokerOf.0").requireText("joker " + s.state().jokers().get(0));
        frame.label("nim.jokerOf.1").requireText("joker hidden");
        frame.label("nim.name.0").requireText("Anna");

        int before = s.size();
        NimState stateBefore = s.state();
        String logBefore = log();
        click(new NimDecision.Take(2));
        waitFor("the status", () -> status().equals("Anna takes 2 counters"), 5);
        waitForHuman();
        s = session();
        assertThat(s.size()).as("the computers replied").isGreaterThanOrEqualTo(before + 3);
        assertThat(s.decisions().subList(before + 1, s.size())).allMatch(d -> d.seat() != 0);
        String log = log();
        assertThat(log).startsWith("Anna takes 2; " + (stateBefore.pile() - 2) + " left.")
                .contains("Bert takes").contains("Carl ");
        assertThat(lines(log)).as("one log line per event").isEqualTo(s.events().size());
        assertThat(s.isPractice()).isFalse();
        buttonsFollow(legal(0));

        // A quick hint from the rule of thumb, then one from the Expert; each is legal and marked.
        settings.setExpertHints(false);
        GuiActionRunner.execute(() -> window.hint());
        waitFor("the hint", () -> status().startsWith("Suggestion: Anna "), 10);
        assertThat(table().hinted()).isIn(legal(0));
        assertThat(status()).doesNotContain("the Expert");
        settings.setExpertHints(true);
        GuiActionRunner.execute(() -> window.hint());
        waitFor("the Expert's hint", () -> status().contains("the Expert played it out"), 15);
        assertThat(table().hinted()).isIn(legal(0));

        // Undo takes back the human's decision with the computers' replies; the game becomes practice.
        int after = s.size();
        NimState stateAfter = s.state();
        GuiActionRunner.execute(() -> window.undo());
        waitFor("undo", () -> session().size() == before, 5);
        s = session();
        assertThat(s.state()).isEqualTo(stateBefore);
        assertThat(s.isPractice()).isTrue();
        assertThat(s.humanToAct()).isTrue();
        assertThat(log()).isEqualTo(logBefore);
        frame.label("nim.left").requireText(stateBefore.pile() + " of " + stateBefore.pileStart() + " counters left");
        buttonsFollow(legal(0));
        GuiActionRunner.execute(() -> window.redo());
        waitFor("redo", () -> session().size() == after, 5);
        assertThat(session().state()).isEqualTo(stateAfter);
        assertThat(log()).isEqualTo(log);
    }

    @Test
    void savingAndOpeningRestoreTheSameRecordPracticeIncluded() throws Exception {
        start(SEATS, 23);
        waitForHuman();
        click(new NimDecision.Take(1));
        waitForHuman();
        click(new NimDecision.Take(3));
        waitForHuman();
        GuiActionRunner.execute(() -> window.undo());
        waitFor("undo", () -> session().isPractice(), 5);
        waitForHuman();

        Path file = dir.resolve("hidden." + GAME.saveExtension());
        GuiActionRunner.execute(() -> window.saveTo(file));
        GameSession<NimState, NimView, NimDecision, NimEvent> saved = session();
        GameRecord<NimState, NimDecision> record = saved.toRecord();
        String log = log();
        assertThat(GuiActionRunner.execute(() -> window.open(file)).get(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        waitForHuman();
        GameSession<NimState, NimView, NimDecision, NimEvent> opened = session();
        assertThat(opened).isNotSameAs(saved);
        assertThat(opened.game()).isSameAs(GAME);
        assertThat(opened.toRecord()).isEqualTo(record);
        assertThat(opened.state()).isEqualTo(saved.state());
        assertThat(opened.isPractice()).isTrue();
        assertThat(GuiActionRunner.execute(() -> window.getTitle())).contains("Hidden Nim").contains(file.getFileName()
                .toString());
        assertThat(log()).isEqualTo(log);
        buttonsFollow(legal(0));
    }

    @Test
    void aGamePlayedToTheEndShowsTheEndDialogWithTheFinalScoring() {
        start(SEATS, 5);
        boolean jokerClicked = false;
        for (int k = 0; k < 200; k++) {
            waitFor("the human or the end", () -> session().humanToAct() || session().isOver(), 60);
            settle();
            if (session().isOver()) {
                break;
            }
            List<NimDecision> legal = legal(0);
            buttonsFollow(legal);
            NimDecision d;
            if (!jokerClicked && legal.contains(NimDecision.JOKER)) {
                d = NimDecision.JOKER;
                jokerClicked = true;
            } else {
                d = legal.stream().filter(x -> x instanceof NimDecision.Take).reduce((a, b) -> b).orElseThrow();
            }
            click(d);
        }
        GameSession<NimState, NimView, NimDecision, NimEvent> s = session();
        assertThat(s.isOver()).isTrue();
        assertThat(jokerClicked).isTrue();
        assertThat(s.decisions()).contains(new SeatDecision<>(0, NimDecision.JOKER));
        int[] scores = s.game().rules().scores(s.state());
        int winner = s.game().rules().winner(s.state());
        assertThat(java.util.Arrays.stream(scores).sum()).isEqualTo(NimState.PILES);

        DialogFixture end = frame.dialog("end", Timeout.timeout(10_000));
        end.label("end.winner").requireText(java.util.regex.Pattern.compile(
                java.util.regex.Pattern.quote(s.seats().get(winner).name()) + " wins with " + scores[winner] + ".*"));
        for (int seat = 0; seat < s.players(); seat++) {
            end.label("nim.final.name." + seat).requireText(s.seats().get(seat).name());
            end.label("nim.final.points." + seat).requireText(Integer.toString(scores[seat]));
        }
        String log = log();
        assertThat(log.lines().filter(l -> l.contains(" empties pile ")).count()).isEqualTo(NimState.PILES);
        assertThat(log).contains("Anna plays a joker of " + s.state().jokers().get(0));
        assertThat(lines(log)).isEqualTo(s.events().size());
        frame.label("nim.turn").requireText("The game is over: " + s.seats().get(winner).name() + " wins.");
        buttonsFollow(List.of());
        press(end.button("end.close").target());
        assertThat(GuiActionRunner.execute(() -> end.target().isShowing())).isFalse();

        // The next game's end fills the same dialog anew, and its New game starts another.
        start(SEATS, 6);
        playToTheEnd();
        GameSession<NimState, NimView, NimDecision, NimEvent> second = session();
        int secondWinner = second.game().rules().winner(second.state());
        DialogFixture again = frame.dialog("end", Timeout.timeout(10_000));
        assertThat(again.target()).isSameAs(end.target());
        again.label("end.winner").requireText(java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(
                second.seats().get(secondWinner).name()) + " wins with "
                + second.game().rules().scores(second.state())[secondWinner] + ".*"));
        for (int seat = 0; seat < second.players(); seat++) {
            again.label("nim.final.points." + seat).requireText(
                    Integer.toString(second.game().rules().scores(second.state())[seat]));
        }
        press(again.button("end.newGame").target());
        assertThat(GuiActionRunner.execute(() -> again.target().isShowing())).isFalse();
    }

    /** Takes the last pile the human may take until the game is over. */
    private void playToTheEnd() {
        for (int k = 0; k < 200; k++) {
            waitFor("the human or the end", () -> session().humanToAct() || session().isOver(), 60);
            settle();
            if (session().isOver()) {
                return;
            }
            click(legal(0).stream().filter(x -> x instanceof NimDecision.Take)
                    .reduce((a, b) -> b).orElseThrow());
        }
        throw new AssertionError("the game did not end");
    }

    @Test
    void theReplayWindowStepsThroughTheGameShowingPublicInformationOnly() {
        start(SEATS, 8);
        for (int k = 0; k < 2; k++) {
            waitForHuman();
            click(new NimDecision.Take(k + 1));
        }
        waitForHuman();
        GameSession<NimState, NimView, NimDecision, NimEvent> s = session();
        int size = s.size();
        List<NimState> history = new ArrayList<>(s.history());

        GuiActionRunner.execute(() -> window.replay());
        DialogFixture replay = frame.dialog("replay");
        replay.label("replay.position").requireText("Decision 0 of " + size);
        replay.label("replay.nim.left").requireText(counters(history.get(0)));
        replay.label("replay.nim.last").requireText("Before the first decision");
        replay.label("replay.nim.jokerOf.0").requireText("joker hidden");
        press(replay.button("replay.forward").target());
        replay.label("replay.position").requireText("Decision 1 of " + size);
        replay.label("replay.nim.left").requireText(counters(history.get(1)));
        replay.label("replay.nim.last").requireText("Last: Anna takes 1 counter");
        press(replay.button("replay.last").target());
        replay.label("replay.position").requireText("Decision " + size + " of " + size);
        replay.label("replay.nim.left").requireText(counters(history.get(size)));
        press(replay.button("replay.back").target());
        replay.label("replay.nim.left").requireText(counters(history.get(size - 1)));
        press(replay.button("replay.first").target());
        replay.label("replay.position").requireText("Decision 0 of " + size);
        replay.close();
    }

    private static String counters(NimState s) {
        return s.pile() + " of " + s.pileStart() + " counters left";
    }

    @Test
    void twoHumansAtOneScreenSeeOnlyPublicInformationWhileTheScreenIsCovered() {
        start(List.of(Seat.human("Anna", COLOURS.get(0)), Seat.human("Bram", COLOURS.get(1)),
                Seat.computer("Carl", COLOURS.get(2), "greedy")), 3);
        waitForHuman();
        waitFor("the cover", () -> GuiActionRunner.execute(() -> window.getRootPane().getGlassPane().isVisible()
                && "cover".equals(window.getRootPane().getGlassPane().getName())), 10);
        frame.label("cover.title").requireText("Pass the screen to Anna");
        frame.label("nim.jokerOf.0").requireText("joker hidden");
        frame.label("nim.jokerOf.1").requireText("joker hidden");
        buttonsFollow(List.of());
        press(frame.button("cover.button").target());
        frame.label("nim.jokerOf.0").requireText("joker " + session().state().jokers().get(0));
        frame.label("nim.jokerOf.1").requireText("joker hidden");
        buttonsFollow(legal(0));
    }

    @Test
    void theNewGameDialogOffersTheToysSeatsAndPersonalitiesAndDutchRebuildsTheTable() {
        press(frame.menuItem("menu.game").target());
        press(frame.menuItem("menu.game.new").target());
        DialogFixture dialog = frame.dialog("newGame");
        SpinnerNumberModel count = (SpinnerNumberModel) GuiActionRunner.execute(() ->
                dialog.spinner("newGame.count").target().getModel());
        assertThat(GuiActionRunner.execute(() -> List.of(count.getMinimum(), count.getMaximum(), count.getValue())))
                .containsExactly(2, 4, 4);
        JComboBox<?> kinds = dialog.comboBox("newGame.kind.1").target();
        List<Object> offered = GuiActionRunner.execute(() -> {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < kinds.getItemCount(); i++) {
                items.add(kinds.getItemAt(i));
            }
            return items;
        });
        assertThat(offered).containsExactly("human", "balanced", "greedy", "expert", "random");
        JSpinner spinner = dialog.spinner("newGame.count").target();
        GuiActionRunner.execute(() -> spinner.setValue(3));
        GuiActionRunner.execute(() -> dialog.textBox("newGame.seed").target().setText("17"));
        press(dialog.button("newGame.start").target());
        waitFor("a game", () -> session() != null, 10);
        GameSession<NimState, NimView, NimDecision, NimEvent> s = session();
        assertThat(s.game()).isSameAs(GAME);
        assertThat(s.seats()).extracting(Seat::colour).containsExactlyElementsOf(COLOURS.subList(0, 3));
        assertThat(s.seats()).extracting(Seat::profile).containsExactly(null, "balanced", "greedy");
        assertThat(s.state()).isEqualTo(GAME.rules().newGame(3, 17));

        press(frame.menuItem("menu.view").target());
        press(frame.menuItem("menu.view.language").target());
        press(frame.menuItem("menu.view.language.nl").target());
        settle();
        assertThat(GuiActionRunner.execute(() -> window.getTitle())).contains("Verborgen Nim");
        frame.button("nim.take.1").requireText("Neem 1");
        frame.button("nim.joker").requireText("Speel joker");
        GuiActionRunner.execute(() -> window.setLanguage(Texts.ENGLISH));
    }
}
