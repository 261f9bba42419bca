package org.ichto.shell.ui;

import static org.ichto.shell.ui.WindowTests.press;
import static org.ichto.shell.ui.WindowTests.settle;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.SoupGame;
import org.ichto.soup.ui.SoupUi;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.ui.UrlandUi;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/** The help of a new player in the window: the welcome at the first start, the rules reference, About. */
@org.junit.jupiter.api.Timeout(value = 180, unit = TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class HelpGuiTest {
    @TempDir
    Path dir;
    private Preferences prefs;
    private ShellWindow window;

    @BeforeAll
    static void checkThreads() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void prefs() {
        prefs = Preferences.userRoot().node("org/ichto/primeval-help-test/" + UUID.randomUUID());
    }

    @AfterEach
    void close() throws Exception {
        for (Window w : Window.getWindows()) {
            GuiActionRunner.execute(w::dispose);
        }
        prefs.removeNode();
    }

    /** The window as the program starts it without a file, both games, with these settings. */
    private ShellWindow launch() {
        AtomicReference<ShellWindow> built = new AtomicReference<>();
        SaveStore store = new SaveStore(dir.resolve("data"), new GameRegistry(List.of(UrlandGame.INSTANCE,
                SoupGame.INSTANCE)), Opponents.shipped());
        ShellApp.launch(List.of(UrlandUi.INSTANCE, SoupUi.INSTANCE), null, () -> {
            Settings s = new Settings(prefs);
            s.setAiSpeed(Settings.AiSpeed.FAST);
            return s;
        }, () -> store, s -> ShellApp.firstGame(UrlandUi.INSTANCE, s), built::set);
        waitFor("the window", () -> built.get() != null && GuiActionRunner.execute(() -> built.get().isShowing()));
        window = built.get();
        settle();
        return window;
    }

    @Test
    void theWelcomeComesAtTheFirstStartStartsTheGameChosenAndNotAgainOnceUnticked() {
        launch();
        JDialog welcome = dialog("welcome");
        JTextArea lines = find(welcome, "welcome.lines", JTextArea.class);
        assertThat(text(lines)).contains("Ichtos").hasLineCount(5);
        press(find(welcome, "welcome.game.soup", AbstractButton.class));
        assertThat(text(lines)).contains("amoebas").hasLineCount(5);
        AbstractButton again = find(welcome, "welcome.showAtStart", AbstractButton.class);
        assertThat(GuiActionRunner.execute(again::isSelected)).isTrue();
        press(again);
        assertThat(new Settings(prefs).showWelcome()).isFalse();
        press(find(welcome, "welcome.start", AbstractButton.class));
        waitFor("a game of Primordial Soup", () -> GuiActionRunner.execute(
                () -> window.session() != null && window.session().game() == SoupGame.INSTANCE));
        assertThat(GuiActionRunner.execute(welcome::isShowing)).isFalse();
        GuiActionRunner.execute(window::dispose);

        launch();
        assertThat(GuiActionRunner.execute(() -> showing("welcome"))).isNull();
        // Help, Welcome still shows it, with the box unticked.
        press(menuItem("menu.help.welcome"));
        JDialog shown = dialog("welcome");
        assertThat(GuiActionRunner.execute(find(shown, "welcome.showAtStart", AbstractButton.class)::isSelected))
                .isFalse();
    }

    @Test
    void theWindowGetsItsIconsOnceItHasPaintedAndLaterWorkWaitingForThatPaintRunsAtOnceAndTheEndDialogsWindowLater() {
        new Settings(prefs).setShowWelcome(false);
        launch();
        waitFor("the window's icons", () -> GuiActionRunner.execute(() -> window.getIconImages().size())
                == AppIcon.WINDOW_SIZES.length);
        java.util.concurrent.CountDownLatch ran = new java.util.concurrent.CountDownLatch(1);
        GuiActionRunner.execute(() -> window.afterFirstPaint(ran::countDown));
        waitFor("work after the first paint", () -> ran.getCount() == 0);
        // A moment later the end dialog's native window is made, hidden, ahead of the first game's end.
        waitFor("the end dialog's window", () -> GuiActionRunner.execute(() -> java.util.Arrays.stream(
                window.getOwnedWindows()).anyMatch(w -> "end".equals(w.getName()) && w.isDisplayable()
                && !w.isShowing())));
    }

    @Test
    void rulesOpenWithF1AndTheSearchFindsAGeneInEnglishAndInDutch() {
        new Settings(prefs).setShowWelcome(false);
        launch();
        assertThat(GuiActionRunner.execute(() -> menuItem("menu.help.rules").getAccelerator().getKeyCode()))
                .isEqualTo(java.awt.event.KeyEvent.VK_F1);
        press(menuItem("menu.help.rules"));
        RulesWindow rules = (RulesWindow) dialog("rules");
        search(rules, "warm blood");
        assertThat(GuiActionRunner.execute(rules::matchCount)).isGreaterThanOrEqualTo(1);
        assertThat(GuiActionRunner.execute(() -> rules.shownText().substring(rules.currentMatch(),
                rules.currentMatch() + 10))).isEqualTo("Warm Blood");
        assertThat(GuiActionRunner.execute(() -> rules.shownText())).contains("Stinkglands", "Coexistence");
        search(rules, "no such word here");
        assertThat(GuiActionRunner.execute(rules::matchCount)).isZero();
        assertThat(text(find(rules, "rules.matches", javax.swing.JLabel.class))).isEqualTo("No match");
        GuiActionRunner.execute(rules::dispose);

        GuiActionRunner.execute(() -> window.setLanguage(Texts.DUTCH));
        press(menuItem("menu.help.rules"));
        RulesWindow regels = (RulesWindow) dialog("rules");
        assertThat(GuiActionRunner.execute(regels::getTitle)).isEqualTo("Spelregels");
        search(regels, "Warmbloedig");
        assertThat(GuiActionRunner.execute(regels::matchCount)).isGreaterThanOrEqualTo(1);
        assertThat(text(find(regels, "rules.matches", javax.swing.JLabel.class))).startsWith("1 van ");
        // The other game's reference, in Dutch too.
        JComboBox<?> game = find(regels, "rules.game", JComboBox.class);
        GuiActionRunner.execute(() -> game.setSelectedIndex(1));
        search(regels, "Pantser");
        assertThat(GuiActionRunner.execute(regels::matchCount)).isGreaterThanOrEqualTo(1);
        assertThat(GuiActionRunner.execute(() -> regels.shownText())).contains("Strijd om het bestaan", "Fase 6: scoren");
    }

    @Test
    void aboutNamesTheVersionTheDesignersAndTheLibrariesLicences() {
        new Settings(prefs).setShowWelcome(false);
        launch();
        press(menuItem("menu.help.about"));
        JDialog about = dialog("about");
        String text = text(find(about, "about.text", JTextArea.class));
        assertThat(text).contains("Version 0.2.0", "Doris Matthäus and Frank Nestel", "flatlaf 3.6",
                "Apache License 2.0", "BSD 3-Clause License", "MIT License");
        press(find(about, "about.close", AbstractButton.class));
        assertThat(GuiActionRunner.execute(about::isShowing)).isFalse();
    }

    // ------------------------------------------------------------------ helpers

    private static void search(RulesWindow rules, String what) {
        JTextField field = find(rules, "rules.search", JTextField.class);
        GuiActionRunner.execute(() -> field.setText(what));
        settle();
    }

    private javax.swing.JMenuItem menuItem(String name) {
        return GuiActionRunner.execute(() -> {
            for (int i = 0; i < window.getJMenuBar().getMenuCount(); i++) {
                for (Component c : window.getJMenuBar().getMenu(i).getMenuComponents()) {
                    if (name.equals(c.getName())) {
                        return (javax.swing.JMenuItem) c;
                    }
                }
            }
            throw new AssertionError("no menu item " + name);
        });
    }

    private static String text(JComponent c) {
        return GuiActionRunner.execute(() -> c instanceof javax.swing.JLabel l ? l.getText()
                : ((javax.swing.text.JTextComponent) c).getText());
    }

    /** A dialog of this name that is showing, once it shows. */
    private static JDialog dialog(String name) {
        waitFor("the dialog " + name, () -> GuiActionRunner.execute(() -> showing(name)) != null);
        return GuiActionRunner.execute(() -> showing(name));
    }

    private static JDialog showing(String name) {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && name.equals(d.getName()) && d.isShowing()) {
                return d;
            }
        }
        return null;
    }

    private static <T extends Component> T find(Container in, String name, Class<T> type) {
        return GuiActionRunner.execute(() -> {
            T found = search(in, name, type);
            if (found == null) {
                throw new AssertionError("no " + type.getSimpleName() + " called " + name);
            }
            return found;
        });
    }

    private static <T extends Component> T search(Container in, String name, Class<T> type) {
        for (Component c : in.getComponents()) {
            if (name.equals(c.getName()) && type.isInstance(c)) {
                return type.cast(c);
            }
            if (c instanceof Container k) {
                T t = search(k, name, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private static void waitFor(String what, BooleanSupplier test) {
        WindowTests.waitFor(what, test, 30);
    }
}
