package org.ichto.app;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellApp;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.soup.SoupGame;
import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window as the product wires it: a saved game of Primordial Soup, which has no window parts yet,
 * is refused in plain words and the game in play stays as it was.
 */
@org.junit.jupiter.api.Timeout(value = 120, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class SoupFileInWindowGuiTest {
    @TempDir
    Path dir;
    private Preferences prefs;
    private FrameFixture frame;
    private ShellWindow window;

    @BeforeAll
    static void needsADisplay() {
        org.ichto.shell.ui.Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void open() {
        prefs = Preferences.userRoot().node("org/ichto/soup-window-test/" + UUID.randomUUID());
        Settings settings = new Settings(prefs);
        window = GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(Catalogue.WINDOWS, settings,
                    new SaveStore(dir, Catalogue.GAMES, Opponents.shipped()));
            w.pack();
            w.setSize(1100, 760);
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

    @Test
    void aSoupSaveIsRefusedInPlainWordsAndTheGameInPlayStays() throws Exception {
        GuiActionRunner.execute(() -> window.start(ShellApp.firstGame(Catalogue.WINDOWS.get(0), new Settings(prefs)),
                null));
        GameSession<?, ?, ?, ?> before = GuiActionRunner.execute(() -> window.session());
        assertThat(before.game()).isSameAs(UrlandGame.INSTANCE);

        Path file = dir.resolve("amoebas.soup");
        new RecordIO<>(SoupGame.INSTANCE).write(GameRecord.fromSeed(SoupGame.INSTANCE, List.of(
                Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
                Seat.computer("Carl", "yellow", "grower")), 5), file);
        javax.swing.SwingUtilities.invokeLater(() -> window.open(file)); // the message is modal
        DialogFixture dialog = frame.dialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return d.isShowing();
            }
        });
        JOptionPane pane = dialog.optionPane().target();
        assertThat(String.valueOf(GuiActionRunner.execute(pane::getMessage))).isEqualTo(
                "Primordial Soup cannot be played in the window yet. The file amoebas.soup is a saved game of "
                        + "Primordial Soup; the command line replays it: primeval replay amoebas.soup");
        JButton ok = dialog.button(new GenericTypeMatcher<JButton>(JButton.class) {
            @Override
            protected boolean isMatching(JButton b) {
                return b.isShowing();
            }
        }).target();
        javax.swing.SwingUtilities.invokeLater(ok::doClick);
        GuiActionRunner.execute(() -> null);
        assertThat(GuiActionRunner.execute(() -> window.session())).isSameAs(before);
        assertThat(GuiActionRunner.execute(() -> window.statusText())).contains("cannot be played in the window yet");
    }
}
