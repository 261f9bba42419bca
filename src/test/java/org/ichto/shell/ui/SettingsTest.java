package org.ichto.shell.ui;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.awt.Rectangle;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

class SettingsTest {
    private final Preferences prefs = Preferences.userRoot().node("org/ichto/settings-test/" + UUID.randomUUID());
    private final Settings settings = new Settings(prefs);

    @AfterEach
    void removeNode() throws BackingStoreException {
        prefs.removeNode();
    }

    @Test
    void theTextSizeAndTheWindowsPlaceRoundTrip() {
        assertThat(settings.zoom()).as("fitted to the screen until chosen").isZero();
        assertThat(settings.windowBounds()).isEmpty();
        assertThat(settings.windowMaximized()).isFalse();
        settings.setZoom(150);
        settings.setWindow(new Rectangle(-1200, 40, 1100, 700), true);

        Settings again = new Settings(prefs);
        assertThat(again.zoom()).isEqualTo(150);
        assertThat(again.windowBounds()).contains(new Rectangle(-1200, 40, 1100, 700));
        assertThat(again.windowMaximized()).isTrue();
    }

    @Test
    void damagedValuesFallBackToTheDefaults() {
        prefs.put("zoom", "huge");
        prefs.put("window.bounds", "10,20,abc");
        prefs.put("window.maximized", "perhaps");
        prefs.put("ai.speed", "LIGHTNING");
        assertThat(settings.zoom()).isZero();
        assertThat(settings.windowBounds()).isEmpty();
        assertThat(settings.windowMaximized()).isFalse();
        assertThat(settings.aiSpeed()).isEqualTo(Settings.AiSpeed.NORMAL);

        prefs.put("zoom", "137");
        prefs.put("window.bounds", "0,0,-5,700");
        assertThat(settings.zoom()).as("not a size offered").isZero();
        assertThat(settings.windowBounds()).as("no window has a negative width").isEmpty();
        prefs.put("window.bounds", "0,0,99999999,700");
        assertThat(settings.windowBounds()).isEmpty();
    }

    @Test
    void theFittingTextSizeGrowsWithTheScreen() {
        assertThat(Looks.fittingZoom(680)).isEqualTo(100);
        assertThat(Looks.fittingZoom(1040)).isEqualTo(100);
        assertThat(Looks.fittingZoom(1400)).isEqualTo(125);
        assertThat(Looks.fittingZoom(2120)).isEqualTo(200);
    }

    @Test
    void theWelcomeComesUntilItIsUntickedAndAGarbledValueBringsItBack() {
        assertThat(settings.showWelcome()).isTrue();
        settings.setShowWelcome(false);
        assertThat(new Settings(prefs).showWelcome()).isFalse();
        // A settings file damaged by hand or by a crash: the value reads as the default, nothing throws.
        prefs.put("welcome.show", "maybe?");
        assertThat(new Settings(prefs).showWelcome()).isTrue();
    }

    @Test
    void stoppingAtEachScoringIsOffUntilChosenAndRemembered() {
        assertThat(settings.stopAtScorings()).isFalse();
        settings.setStopAtScorings(true);
        assertThat(new Settings(prefs).stopAtScorings()).isTrue();
    }
}
