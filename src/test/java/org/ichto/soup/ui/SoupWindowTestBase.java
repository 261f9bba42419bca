package org.ichto.soup.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.soup.SoupGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * A window of Primordial Soup for each test, at 1280×800, with settings of its own (removed again at the end)
 * and its saves in the test's folder; the computers play at the subclass's speed.
 */
abstract class SoupWindowTestBase {
    /** Anna at the screen against three computer personalities. */
    static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"),
            Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "grower"),
            Seat.computer("Dora", "green", "aggressor"));

    @TempDir
    Path dir;
    Preferences prefs;
    FrameFixture frame;
    ShellWindow window;

    /** How fast the computers play in this class's tests. */
    abstract Settings.AiSpeed speed();

    @BeforeAll
    static void needsADisplay() {
        org.ichto.shell.ui.Display.assumeOne();
        org.assertj.swing.edt.FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void open() {
        prefs = Preferences.userRoot().node("org/ichto/soup-window-test/" + UUID.randomUUID());
        Settings settings = new Settings(prefs);
        settings.setAiSpeed(speed());
        window = GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(List.of(SoupUi.INSTANCE), settings, new SaveStore(dir,
                    new GameRegistry(List.of(SoupGame.INSTANCE)), Opponents.shipped()));
            w.pack();
            w.setSize(1280, 800);
            w.setLocation(10, 10);
            return w;
        });
        frame = new FrameFixture(window);
        frame.show();
    }

    @AfterEach
    void close() {
        frame.cleanUp();
        try {
            prefs.removeNode();
        } catch (BackingStoreException e) {
            throw new IllegalStateException(e);
        }
    }
}
