package org.ichto.shell.ui;

import java.util.Locale;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** The player's choices that outlive a session: theme, language, and how fast computer seats play. */
public final class Settings {
    /** How long the board pauses after each computer decision, so a player can follow it. */
    public enum AiSpeed {
        INSTANT(0), FAST(150), NORMAL(500), SLOW(1200);

        private final int pauseMillis;

        AiSpeed(int pauseMillis) {
            this.pauseMillis = pauseMillis;
        }

        public int pauseMillis() {
            return pauseMillis;
        }
    }

    private static final String THEME = "theme.dark";
    private static final String LANGUAGE = "language";
    private static final String SPEED = "ai.speed";
    private static final String EXPERT_HINTS = "hint.expert";
    private static final String WELCOME = "welcome.show";

    private final Preferences prefs;

    public Settings(Preferences prefs) {
        this.prefs = prefs;
    }

    /** The settings of this user on this machine. */
    public static Settings user() {
        return new Settings(Preferences.userRoot().node("org/ichto/primeval"));
    }

    public boolean dark() {
        return prefs.getBoolean(THEME, false);
    }

    public void setDark(boolean dark) {
        prefs.putBoolean(THEME, dark);
        flush();
    }

    /** English or Dutch; English unless Dutch was chosen (or the system speaks Dutch on first start). */
    public Locale locale() {
        String tag = prefs.get(LANGUAGE, Locale.getDefault().getLanguage().equals("nl") ? "nl" : "en");
        return tag.equals("nl") ? Locale.forLanguageTag("nl") : Locale.ENGLISH;
    }

    public void setLocale(Locale locale) {
        prefs.put(LANGUAGE, locale.getLanguage().equals("nl") ? "nl" : "en");
        flush();
    }

    public AiSpeed aiSpeed() {
        try {
            return AiSpeed.valueOf(prefs.get(SPEED, AiSpeed.NORMAL.name()));
        } catch (IllegalArgumentException e) {
            return AiSpeed.NORMAL;
        }
    }

    public void setAiSpeed(AiSpeed speed) {
        prefs.put(SPEED, speed.name());
        flush();
    }

    /** Whether hints come from the Expert (a second's search) rather than the quick heuristic. */
    public boolean expertHints() {
        return prefs.getBoolean(EXPERT_HINTS, true);
    }

    public void setExpertHints(boolean expert) {
        prefs.putBoolean(EXPERT_HINTS, expert);
        flush();
    }

    /** Whether the welcome comes at the start: yes at the first start, until the player unticks it. */
    public boolean showWelcome() {
        return prefs.getBoolean(WELCOME, true);
    }

    public void setShowWelcome(boolean show) {
        prefs.putBoolean(WELCOME, show);
        flush();
    }

    private void flush() {
        try {
            prefs.flush();
        } catch (BackingStoreException e) {
            // The choice still holds for this session; it is only not remembered.
        }
    }
}
