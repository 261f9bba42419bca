package org.ichto.urland.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.Fixtures;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.session.Unwritable;
import org.ichto.shell.ui.Display;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellApp;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.urland.Urlands;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import java.awt.Window;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window with hostile files and a data folder that cannot be written: it never freezes, says what went
 * wrong in plain words above the game, and never loses or overwrites an unfinished game.
 */
@org.junit.jupiter.api.Timeout(value = 120, unit = TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class HostileFilesGuiTest {
    private static final List<Seat> COMPUTERS = Fixtures.seats(3, -1);

    @TempDir
    Path dir;
    private Preferences prefs;
    private ShellWindow window;

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void prefs() {
        prefs = Preferences.userRoot().node("org/ichto/primeval-test/" + UUID.randomUUID());
    }

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            GuiActionRunner.execute(() -> window.dispose());
        }
        for (Window w : Window.getWindows()) {
            GuiActionRunner.execute(w::dispose);
        }
        prefs.removeNode();
    }

    private SaveStore store() {
        return new SaveStore(dir.resolve("data"), new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped());
    }

    private Settings settings() {
        Settings s = new Settings(prefs);
        s.setAiSpeed(Settings.AiSpeed.FAST);
        s.setShowWelcome(false);
        return s;
    }

    /** The window as the program starts it: a file to open or none, this store. */
    private ShellWindow launch(Path file, SaveStore store) {
        AtomicReference<ShellWindow> built = new AtomicReference<>();
        ShellApp.launch(List.of(UrlandUi.INSTANCE), file, this::settings, () -> store,
                s -> GameSession.newGame(Urlands.GAME, COMPUTERS, 7, Urlands.factory()), built::set);
        waitFor("the window", () -> built.get() != null && GuiActionRunner.execute(() -> built.get().isShowing()), 20);
        window = built.get();
        return window;
    }

    private static void waitFor(String what, BooleanSupplier test, long seconds) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!test.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited " + seconds + " s for " + what);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    private String notice(String kind) {
        return GuiActionRunner.execute(() -> window.notices().text(kind));
    }

    /** The text of the modal dialog showing now, after closing it with its first button. */
    private static String closeDialog() {
        return answerWith(pane -> find(pane, JButton.class));
    }

    /** The text of the modal dialog showing now, after clicking the button {@code pick} chooses in it. */
    private static String answerWith(java.util.function.Function<JOptionPane, JButton> pick) {
        AtomicReference<String> text = new AtomicReference<>();
        waitFor("a dialog", () -> GuiActionRunner.execute(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing() && d.getContentPane().getComponentCount() > 0
                        && d.getContentPane().getComponent(0) instanceof JOptionPane pane) {
                    text.set(String.valueOf(pane.getMessage()));
                    JButton b = pick.apply(pane);
                    SwingUtilities.invokeLater(b::doClick);
                    return true;
                }
            }
            return false;
        }), 20);
        return text.get();
    }

    private static <T> T find(java.awt.Container c, Class<T> type) {
        for (java.awt.Component k : c.getComponents()) {
            if (type.isInstance(k)) {
                return type.cast(k);
            }
            if (k instanceof java.awt.Container inner && find(inner, type) != null) {
                return find(inner, type);
            }
        }
        return null;
    }

    /** Makes a named pipe (where the system has mkfifo). */
    private static boolean madePipe(Path pipe) {
        try {
            return new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor() == 0;
        } catch (java.io.IOException | InterruptedException e) {
            return false;
        }
    }

    /** The longest the event thread took to run a small task, while the test goes on for this long. */
    private static long longestEventWaitMillis(long forMillis) throws Exception {
        long longest = 0;
        long end = System.currentTimeMillis() + forMillis;
        while (System.currentTimeMillis() < end) {
            long start = System.nanoTime();
            CompletableFuture<Void> ran = new CompletableFuture<>();
            SwingUtilities.invokeLater(() -> ran.complete(null));
            ran.get(30, TimeUnit.SECONDS);
            longest = Math.max(longest, (System.nanoTime() - start) / 1_000_000);
            Thread.sleep(20);
        }
        return longest;
    }

    @Test
    void aFileThatNeverEndsOrIsHugeIsReadBesideTheWindowWhichGoesOn() throws Exception {
        ShellWindow w = launch(null, store());
        waitFor("the first game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        GameSession<?, ?, ?, ?> playing = GuiActionRunner.execute(w::session);

        // A pipe nobody writes into: opening it waits until someone does. The window must not.
        Path pipe = dir.resolve("pipe.urland");
        if (madePipe(pipe)) {
            CompletableFuture<Boolean> opened = GuiActionRunner.execute(() -> w.open(pipe));
            // Generous for a busy machine: read on the event thread, the pipe would hold it until the test writes.
            assertThat(longestEventWaitMillis(1500)).as("the event thread's longest wait (ms)").isLessThan(3000);
            assertThat(GuiActionRunner.execute(w::statusText)).isEqualTo("Opening pipe.urland…");
            try (var out = Files.newOutputStream(pipe)) {
                out.write("{\"formatVersion\": 1, \"game\": \"urland\", \"seats\": [".getBytes());
            }
            assertThat(closeDialog())
                    .startsWith("The file " + pipe + " cannot be read as a saved game: line 1, column ")
                    .endsWith(": unexpected end of the text (it is cut short)");
            assertThat(opened.get(10, TimeUnit.SECONDS)).isFalse();
            assertThat(GuiActionRunner.execute(w::session)).isSameAs(playing);
        }

        // 200 MB (sparse: no room taken on the disk) and an endless device: refused at 16 MB.
        Path huge = dir.resolve("huge.urland");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(200L * 1024 * 1024);
        }
        for (Path file : Files.isReadable(Path.of("/dev/zero")) ? List.of(huge, Path.of("/dev/zero")) : List.of(huge)) {
            CompletableFuture<Boolean> refused = GuiActionRunner.execute(() -> w.open(file));
            assertThat(closeDialog()).isEqualTo("The file " + file + " cannot be read as a saved game: it is "
                    + "larger than 16 MB, far more than any saved game");
            assertThat(refused.get(10, TimeUnit.SECONDS)).isFalse();
        }
        assertThat(GuiActionRunner.execute(w::session)).isSameAs(playing);
    }

    @Test
    void aFolderThatCannotBeWrittenIsToldOnceAboveTheGameAndAgainWhenItCanBe() throws Exception {
        SaveStore store = store();
        ShellWindow w = launch(null, store);
        waitFor("the first game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        waitFor("a few decisions", () -> GuiActionRunner.execute(() -> w.session().size()) > 3, 30);
        store.flushAutosave();
        assertThat(GuiActionRunner.execute(() -> w.notices().texts())).isEmpty();
        try (Unwritable broken = Unwritable.folder(store.directory())) {
            int now = GuiActionRunner.execute(() -> w.session().size());
            waitFor("more decisions", () -> GuiActionRunner.execute(() -> w.session().size()) > now + 5, 30);
            store.flushAutosave();
            waitFor("the notice", () -> notice("autosave") != null, 10);
            assertThat(notice("autosave")).isEqualTo("Your game is not being saved: "
                    + (broken.readOnly() ? "permission denied" : "a file stands where a folder is needed")
                    + " (" + store.directory() + "). Play on: it is saved again as soon as that works.");
            assertThat(GuiActionRunner.execute(() -> w.notices().texts())).hasSize(1);
        }
        int now = GuiActionRunner.execute(() -> w.session().size());
        waitFor("more decisions", () -> GuiActionRunner.execute(() -> w.session().size()) > now + 2, 30);
        store.flushAutosave();
        waitFor("the notice of saving again", () -> "Your game is being saved again.".equals(notice("autosave")), 10);
        assertThat(GuiActionRunner.execute(() -> w.notices().texts())).hasSize(1);
        // The notice is plain text in a text area, and closes with its button.
        GuiActionRunner.execute(() -> {
            assertThat(find(w.notices(), JTextArea.class).getText()).isEqualTo("Your game is being saved again.");
            find(w.notices(), JButton.class).doClick();
            return null;
        });
        assertThat(GuiActionRunner.execute(() -> w.notices().isVisible())).isFalse();
    }

    /** Answers the modal question showing now with its button of this text; returns the question. */
    private static String answer(String button) {
        return answerWith(pane -> {
            JButton b = button(pane, button);
            if (b == null) {
                throw new AssertionError("no button " + button);
            }
            return b;
        });
    }

    /** The first button with this text inside the container, or null. */
    private static JButton button(java.awt.Container c, String text) {
        for (java.awt.Component k : c.getComponents()) {
            JButton found = k instanceof JButton b && text.equals(b.getText()) ? b
                    : k instanceof java.awt.Container inner ? button(inner, text) : null;
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @Test
    void aStartWithAnUnfinishedGameOffersItAndResumesIt() throws Exception {
        Files.createDirectories(dir.resolve("data"));
        Urlands.write(Fixtures.randomRecord(Fixtures.seats(3, 0), 8, 40), dir.resolve("data/autosave-urland.json"));
        ShellWindow w = launch(null, store());
        assertThat(answer("Resume")).startsWith("An unfinished game from ").endsWith(" was found. Resume it?");
        waitFor("the resumed game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        assertThat(GuiActionRunner.execute(() -> w.session().seats().get(0).name())).isEqualTo("You");
        assertThat(GuiActionRunner.execute(() -> w.session().size())).isGreaterThanOrEqualTo(40);
    }

    @Test
    void anUnfinishedGameDeclinedAtTheStartIsGivenUpForAFreshOne() throws Exception {
        Files.createDirectories(dir.resolve("data"));
        Path unfinished = dir.resolve("data/autosave-urland.json");
        Urlands.write(Fixtures.randomRecord(Fixtures.seats(3, 0), 8, 40), unfinished);
        String was = Files.readString(unfinished);
        ShellWindow w = launch(null, store());
        assertThat(answer("Start afresh")).endsWith(" was found. Resume it?");
        waitFor("the first game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        assertThat(GuiActionRunner.execute(() -> w.session().seats().get(0).name())).isEqualTo("Computer 1");
        assertThat(!Files.exists(unfinished) || !Files.readString(unfinished).equals(was))
                .as("the declined game is not offered again").isTrue();
    }

    @Test
    void aFileOpenedAtTheStartKeepsTheUnfinishedGameAndSaysSo() throws Exception {
        Files.createDirectories(dir.resolve("data"));
        Path unfinished = dir.resolve("data/autosave-urland.json");
        Urlands.write(Fixtures.randomRecord(COMPUTERS, 8, 40), unfinished);
        String kept = Files.readString(unfinished);
        Path file = dir.resolve("evening.urland");
        Urlands.write(Fixtures.randomRecord(Fixtures.seats(3, 0), 9, 30), file);

        SaveStore store = store();
        ShellWindow w = launch(file, store);
        waitFor("the opened game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        waitFor("the notice", () -> notice("kept.urland") != null, 10);
        assertThat(notice("kept.urland")).startsWith("Your unfinished game of Urland from ")
                .endsWith(" is kept: it is offered again at the next start.");
        assertThat(GuiActionRunner.execute(() -> w.session().seats().get(0).name())).isEqualTo("You");
        GuiActionRunner.execute(() -> {
            store.autosave(w.session());
            return null;
        });
        assertThat(unfinished).hasContent(kept);
        assertThat(store.heldAutosave(Urlands.GAME)).contains(dir.resolve("data/autosave-urland-2.json"));
    }

    @Test
    void aDamagedAutosaveIsSetAsideAndToldAboveTheGame() throws Exception {
        Files.createDirectories(dir.resolve("data"));
        Files.writeString(dir.resolve("data/autosave-urland.json"), "{\"formatVersion\": 1, \"game\": \"urland\"");
        ShellWindow w = launch(null, store());
        waitFor("the first game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        String told = notice("damaged.urland");
        assertThat(told).startsWith("An unfinished game of Urland could not be read (line 1, column ")
                .contains("unexpected end of the text (it is cut short)). The file is kept as " + dir.resolve("data")
                        + "/autosave-urland.damaged-");
        try (var aside = Files.list(dir.resolve("data"))) {
            assertThat(aside.map(p -> p.getFileName().toString()))
                    .anyMatch(n -> n.startsWith("autosave-urland.damaged-"));
        }
    }

    @Test
    void theProfilesLeftOutAreListedByFileAndReason() throws Exception {
        Path profiles = dir.resolve("data/profiles/urland");
        Files.createDirectories(profiles);
        Files.writeString(profiles.resolve("broken.profile"), "name = Broken\ndescription = x\nrisk = lots\n");
        Files.writeString(profiles.resolve("random.profile"), "name = Random\ndescription = x\n");
        Files.write(profiles.resolve("latin.profile"), "name = Zo\u00eb\ndescription = x\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Files.writeString(profiles.resolve("markup.profile"), "name = M\ndescription = x\n<html><b>bold</b>\n");
        Files.writeString(profiles.resolve("fine.profile"), "name = Fine\ndescription = Plays.\n");
        ShellWindow w = launch(null, store());
        waitFor("the first game", () -> GuiActionRunner.execute(() -> w.session()) != null, 20);
        assertThat(notice("profiles.urland")).isEqualTo(
                "Some of your own computer personalities of Urland could not be read and are left out (folder "
                        + profiles + "):\n"
                        + "\u2022 broken.profile: line 3: 'risk' must be a number, not 'lots'\n"
                        + "\u2022 latin.profile: cannot be read: it is not UTF-8 text\n"
                        + "\u2022 markup.profile: line 3: expected 'setting = value', found '\u2039html><b>bold</b>'\n"
                        + "\u2022 random.profile: \"random\" is the name of a built-in player; give the file another name");
    }
}
