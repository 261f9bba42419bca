package org.ichto.shell.ui;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

class SettingsTest {
    private final Preferences prefs = Preferences.userRoot().node("org/ichto/primeval-settings-test/" + UUID.randomUUID());

    @AfterEach
    void remove() throws Exception {
        prefs.removeNode();
    }

    @Test
    void theWelcomeComesUntilItIsUntickedAndAGarbledValueBringsItBack() {
        Settings settings = new Settings(prefs);
        assertThat(settings.showWelcome()).isTrue();
        settings.setShowWelcome(false);
        assertThat(new Settings(prefs).showWelcome()).isFalse();
        // A settings file damaged by hand or by a crash: the value reads as the default, nothing throws.
        prefs.put("welcome.show", "maybe?");
        prefs.put("ai.speed", "WARP");
        assertThat(new Settings(prefs).showWelcome()).isTrue();
        assertThat(new Settings(prefs).aiSpeed()).isEqualTo(Settings.AiSpeed.NORMAL);
    }
}
