package org.ichto.shell.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLightLaf;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.swing.UIManager;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The look set up at the start of a launch, before the window is built, with the text size of the settings. */
class EarlyLookGuiTest {
    private final Preferences prefs = Preferences.userRoot().node("org/ichto/early-look-test/" + UUID.randomUUID());

    @AfterEach
    void restore() throws BackingStoreException {
        GuiActionRunner.execute(() -> Looks.install(false, 100));
        prefs.removeNode();
    }

    private static float labelSize() {
        return GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D());
    }

    @Test
    void theLookIsSetUpOnceWithTheTextSizeBeforeTheWindowAsksForIt() {
        GuiActionRunner.execute(() -> Looks.install(false, 100));
        float own = labelSize();
        Settings chosen = new Settings(prefs);
        chosen.setZoom(150);
        chosen.setDark(true);

        EarlyLook.begin(() -> chosen);
        Settings got = GuiActionRunner.execute(() -> EarlyLook.settings(() -> {
            throw new AssertionError("the settings were read early; they are not read again");
        }));

        assertThat(got).isSameAs(chosen);
        assertThat(GuiActionRunner.execute(() -> UIManager.getLookAndFeel())).isInstanceOf(FlatDarkLaf.class);
        assertThat(labelSize()).isCloseTo(own * 1.5f, within(1f));
    }

    @Test
    void withoutAnEarlyStartTheSettingsAreReadWhenTheWindowIsBuilt() {
        Settings chosen = new Settings(prefs);
        chosen.setZoom(100);
        Settings got = GuiActionRunner.execute(() -> EarlyLook.settings(() -> chosen));
        assertThat(got).isSameAs(chosen);
        assertThat(GuiActionRunner.execute(() -> UIManager.getLookAndFeel())).isInstanceOf(FlatLightLaf.class);
    }

    @Test
    void zoomingSetsEveryTextToTheShareOfTheLooksOwnSize() {
        GuiActionRunner.execute(() -> Looks.install(false, 100));
        float own = labelSize();
        GuiActionRunner.execute(() -> Looks.zoom(80, false));
        assertThat(labelSize()).isCloseTo(own * 0.8f, within(1f)).isLessThan(own);
        GuiActionRunner.execute(() -> Looks.switchTo(true));
        assertThat(labelSize()).as("the size stays when the look changes").isCloseTo(own * 0.8f, within(1f));
        GuiActionRunner.execute(() -> Looks.zoom(100, false));
        assertThat(labelSize()).isEqualTo(own);
    }
}
