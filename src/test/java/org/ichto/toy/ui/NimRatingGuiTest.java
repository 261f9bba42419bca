package org.ichto.toy.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Seat;
import org.ichto.shell.rating.PlayerRatingStore;
import org.ichto.shell.rating.PlayerRatings;
import org.ichto.shell.rating.RatedGame;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.SwingUtilities;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.prefs.Preferences;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The player's rating in the window: a game against computers played to its end changes it and the end
 * dialog says by how much; a hint turns the game into practice, said at once, and leaves the rating alone;
 * a damaged ratings file is set aside and said so.
 */
@org.junit.jupiter.api.Timeout(value = 180, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class NimRatingGuiTest {
    private static final NimGame GAME = NimGame.INSTANCE;
    private static final List<String> COLOURS = GAME.seats().colours();
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", COLOURS.get(0)),
            Seat.computer("Bert", COLOURS.get(1), "balanced"), Seat.computer("Carl", COLOURS.get(2), "greedy"));

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

    private void open() {
        prefs = Preferences.userRoot().node("org/ichto/nim-rating-test/" + UUID.randomUUID());
        Settings settings = new Settings(prefs);
        settings.setLocale(Texts.ENGLISH);
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
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
        if (frame != null) {
            frame.cleanUp();
        }
        if (prefs != null) {
            prefs.removeNode();
        }
    }

    private GameSession<?, ?, ?, ?> session() {
        return GuiActionRunner.execute(() -> window.session());
    }

    private static void waitFor(String what, BooleanSupplier test, long seconds) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return test.getAsBoolean();
            }
        }, Timeout.timeout(seconds * 1000));
    }

    /** Plays the human's seat by clicking its largest take each time, to the end; returns the end dialog. */
    private DialogFixture playToTheEnd(long seed, boolean hintFirst) {
        GuiActionRunner.execute(() -> window.start(NimUi.INSTANCE,
                GameSession.newGame(GAME, SEATS, seed, PlayerFactory.standard(GAME)), null));
        for (int k = 0; k < 200; k++) {
            waitFor("the human or the end", () -> session().humanToAct() || session().isOver(), 60);
            GuiActionRunner.execute(() -> null);
            if (session().isOver()) {
                break;
            }
            if (hintFirst && k == 0) {
                GuiActionRunner.execute(() -> window.hint());
            }
            @SuppressWarnings("unchecked")
            List<NimDecision> legal = GuiActionRunner.execute(() -> {
                GameSession<?, ?, ?, ?> s = window.session();
                return (List<NimDecision>) (List<?>) legalOf(s);
            });
            NimDecision d = legal.stream().filter(x -> x instanceof NimDecision.Take).reduce((a, b) -> b).orElseThrow();
            int before = session().size();
            javax.swing.AbstractButton b = frame.button("nim.take." + ((NimDecision.Take) d).count()).target();
            SwingUtilities.invokeLater(b::doClick);
            waitFor("the click played", () -> session().size() > before, 5);
        }
        assertThat(session().isOver()).isTrue();
        return frame.dialog("end", Timeout.timeout(10_000));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static List<?> legalOf(GameSession s) {
        return s.game().views().legal(s.view(0)).listed();
    }

    private PlayerRatings saved() {
        return new PlayerRatingStore(dir).load().ratings();
    }

    @Test
    void aGameAgainstComputersChangesTheRatingAndTheEndDialogSaysByHowMuch() {
        open();
        DialogFixture end = playToTheEnd(5, false);
        List<RatedGame> history = saved().history("nim");
        assertThat(history).hasSize(1);
        RatedGame g = history.get(0);
        assertThat(g.before()).isEqualTo(1500);
        assertThat(g.opponents()).extracting(RatedGame.Opponent::player).containsExactly("balanced", "greedy");
        String sign = g.change() > 0 ? "+" : g.change() < 0 ? "\u2212" : "\u00b1";
        end.label("end.rating").requireText("Rating: " + sign + Math.abs(g.change()) + ", now " + g.after());
        // A win over two newcomers gains, a last place loses.
        if (g.place() == 1) {
            assertThat(g.change()).isPositive();
        } else if (g.place() == 3) {
            assertThat(g.change()).isNegative();
        }
        assertThat(GuiActionRunner.execute(() -> window.notices().texts())).isEmpty();
        GuiActionRunner.execute(() -> end.target().dispose());

        // The next game starts from there.
        DialogFixture second = playToTheEnd(6, false);
        List<RatedGame> both = saved().history("nim");
        assertThat(both).hasSize(2);
        assertThat(both.get(1).before()).isEqualTo(g.after());
        second.label("end.rating").requireText(Pattern.compile("Rating: [+\u2212\u00b1]\\d+, now " + both.get(1).after()));
        GuiActionRunner.execute(() -> second.target().dispose());

        // Statistics, My games: the rating, its chart, the record against each opponent, the best results.
        GuiActionRunner.execute(() -> window.myGames());
        DialogFixture mine = frame.dialog("myGames", Timeout.timeout(10_000));
        mine.label("myGames.nim.rating").requireText("Your rating: " + both.get(1).after() + " (2 rated games)");
        assertThat(mine.robot().finder().findByName(mine.target(), "myGames.nim.chart").isShowing()).isTrue();
        mine.label("myGames.nim.against.0.name").requireText(Pattern.compile("(Balanced|Greedy|balanced|greedy), normal"));
        mine.label("myGames.nim.against.0.games").requireText("2");
        mine.label("myGames.nim.best.highest").requireText(Pattern.compile("Highest rating: "
                + Math.max(g.after(), both.get(1).after()) + " \\(\\d{4}-\\d\\d-\\d\\d\\)"));
        GuiActionRunner.execute(() -> mine.target().dispose());
    }

    @Test
    void aHintMakesItPracticeSaysSoAtOnceAndLeavesTheRatingAlone() {
        open();
        DialogFixture end = playToTheEnd(5, true);
        assertThat(session().isPractice()).isTrue();
        assertThat(GuiActionRunner.execute(() -> window.notices().texts()))
                .containsExactly("This game now counts as practice: your rating stays as it is.");
        end.label("end.rating").requireText("Practice: rating unchanged (1500)");
        assertThat(saved().history("nim")).isEmpty();
        assertThat(dir.resolve(PlayerRatingStore.FILE_NAME)).doesNotExist();
    }

    @Test
    void aDamagedRatingsFileIsSetAsideAndSaidSoAndTheGamesGoOn() throws Exception {
        Files.writeString(dir.resolve(PlayerRatingStore.FILE_NAME), "{\"format\": 1, \"games\": {\"nim\": [");
        open();
        List<String> notices = GuiActionRunner.execute(() -> window.notices().texts());
        assertThat(notices).hasSize(1);
        assertThat(notices.get(0)).startsWith("Your ratings file could not be read (")
                .contains("ratings.damaged-").endsWith("; your ratings begin afresh.");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("ratings.damaged-")))
                    .hasSize(1);
        }
        playToTheEnd(5, false).label("end.rating").requireText(Pattern.compile("Rating: .*"));
        assertThat(saved().history("nim")).hasSize(1);
    }
}
