package org.ichto.shell.ui;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.awt.Rectangle;
import java.util.Locale;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The player's choices that outlive a session: theme, language, how fast computer seats play, the text
 * size and where the window was. A value that cannot be read (a damaged or hand-edited settings file)
 * counts as not chosen: the default holds and a warning is logged.
 */
public final class Settings {
    /** The text sizes offered, in percent of the look's own; 0 in the settings means "fit to the screen". */
    public static final int[] ZOOMS = {70, 80, 90, 100, 110, 125, 150, 175, 200, 250};

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

        /**
         * How long a computer's pieces take to travel to where they go: well inside the pause, so each
         * move has arrived before the next is played; none at instant speed.
         */
        public int moveMillis() {
            return Math.min(600, pauseMillis * 13 / 20);
        }
    }

    private static final String THEME = "theme.dark";
    private static final String LANGUAGE = "language";
    private static final String SPEED = "ai.speed";
    private static final String EXPERT_HINTS = "hint.expert";
    private static final String STOP_AT_SCORINGS = "ai.stopAtScorings";
    /** The key of {@link #showWelcome()}, for a caller that must set it without writing the file at once. */
    public static final String WELCOME = "welcome.show";
    private static final String ZOOM = "zoom";
    private static final String BOUNDS = "window.bounds";
    private static final String MAXIMIZED = "window.maximized";

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
        String value = prefs.get(SPEED, AiSpeed.NORMAL.name());
        try {
            return AiSpeed.valueOf(value);
        } catch (IllegalArgumentException e) {
            log().warn("settings: computer speed '{}' is not one of {}; normal speed is used", value,
                    java.util.Arrays.toString(AiSpeed.values()));
            return AiSpeed.NORMAL;
        }
    }

    public void setAiSpeed(AiSpeed speed) {
        prefs.put(SPEED, speed.name());
        flush();
    }

    /** Whether the computers stop after each scoring until the player lets them go on (off until chosen). */
    public boolean stopAtScorings() {
        return prefs.getBoolean(STOP_AT_SCORINGS, false);
    }

    public void setStopAtScorings(boolean stop) {
        prefs.putBoolean(STOP_AT_SCORINGS, stop);
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

    /** The text size in percent of the look's own (one of {@link #ZOOMS}), or 0: fit it to the screen. */
    public int zoom() {
        String value = prefs.get(ZOOM, "0");
        try {
            int zoom = Integer.parseInt(value.strip());
            if (zoom == 0 || java.util.Arrays.stream(ZOOMS).anyMatch(z -> z == zoom)) {
                return zoom;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        log().warn("settings: text size '{}' is not one of {} (percent); it is fitted to the screen", value,
                java.util.Arrays.toString(ZOOMS));
        return 0;
    }

    public void setZoom(int percent) {
        prefs.putInt(ZOOM, percent);
        flush();
    }

    /** Where the window was last, not maximized (on the screens of that day), if known. */
    public Optional<Rectangle> windowBounds() {
        String value = prefs.get(BOUNDS, null);
        if (value == null) {
            return Optional.empty();
        }
        String[] parts = value.split(",");
        try {
            if (parts.length == 4) {
                Rectangle r = new Rectangle(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()),
                        Integer.parseInt(parts[2].strip()), Integer.parseInt(parts[3].strip()));
                // Sizes beyond any screen there is (32k pixels) are damage, not a choice.
                if (r.width > 0 && r.height > 0 && r.width < 32_000 && r.height < 32_000
                        && Math.abs((long) r.x) < 100_000 && Math.abs((long) r.y) < 100_000) {
                    return Optional.of(r);
                }
            }
        } catch (NumberFormatException e) {
            // told below
        }
        log().warn("settings: window place '{}' is not x,y,width,height; the window is fitted to the screen", value);
        return Optional.empty();
    }

    /** Whether the window was maximized when it last closed. */
    public boolean windowMaximized() {
        return prefs.getBoolean(MAXIMIZED, false);
    }

    /** Remembers the window's place (its bounds when not maximized) and whether it was maximized. */
    public void setWindow(Rectangle bounds, boolean maximized) {
        prefs.put(BOUNDS, bounds.x + "," + bounds.y + "," + bounds.width + "," + bounds.height);
        prefs.putBoolean(MAXIMIZED, maximized);
        flush();
    }

    private void flush() {
        try {
            prefs.flush();
        } catch (BackingStoreException e) {
            // The choice still holds for this session; it is only not remembered.
        }
    }

    /** The log, looked up when needed: settings are read at the start, before the log is set up. */
    private static Logger log() {
        return LoggerFactory.getLogger(Settings.class);
    }
}
