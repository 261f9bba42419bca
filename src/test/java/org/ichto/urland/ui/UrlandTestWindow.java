package org.ichto.urland.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.urland.Urlands;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;

/**
 * Urland's window as the window tests open it: light, with settings of its own (at a computers' speed) and
 * its saves in the test's folder, built on the event thread at a size and not yet shown.
 */
final class UrlandTestWindow {
    private UrlandTestWindow() {
    }

    static ShellWindow build(Preferences prefs, Path saves, Settings.AiSpeed speed, int width, int height) {
        Settings settings = new Settings(prefs);
        settings.setAiSpeed(speed);
        return GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(List.of(UrlandUi.INSTANCE), settings,
                    new SaveStore(saves, new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped()));
            w.pack();
            w.setSize(width, height);
            w.setLocation(10, 10);
            return w;
        });
    }
}
