package org.ichto.shell.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Map;

/**
 * Where Primeval keeps its files for this user: Linux {@code $XDG_DATA_HOME/primeval} (by default
 * {@code ~/.local/share/primeval}), Windows {@code %APPDATA%\Primeval}, macOS
 * {@code ~/Library/Application Support/Primeval}. Logs go to its {@code logs} folder, the user's own
 * personalities to {@code profiles/GAME}.
 */
public final class DataDirectory {
    /** System property naming the log folder; logback.xml reads it. */
    public static final String LOG_DIR_PROPERTY = "primeval.logdir";

    private DataDirectory() {
    }

    /** The data directory of this user on this machine (not created). */
    public static Path get() {
        return resolve(System.getProperty("os.name", ""), System.getenv(), System.getProperty("user.home", "."));
    }

    /** Where the user's own personality files of a game go (*.profile); read beside the shipped ones. */
    public static Path profiles(String game) {
        return get().resolve("profiles").resolve(game);
    }

    /** The data directory for an operating system name, environment and home folder. */
    static Path resolve(String osName, Map<String, String> env, String userHome) {
        String os = osName.toLowerCase(Locale.ROOT);
        Path home = Paths.get(userHome);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            Path base = isAbsolute(appData) ? Paths.get(appData) : home.resolve("AppData").resolve("Roaming");
            return base.resolve("Primeval");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Primeval");
        }
        // The XDG base directory spec: a relative XDG_DATA_HOME is invalid and ignored.
        String xdg = env.get("XDG_DATA_HOME");
        Path base = isAbsolute(xdg) ? Paths.get(xdg) : home.resolve(".local").resolve("share");
        return base.resolve("primeval");
    }

    private static boolean isAbsolute(String path) {
        try {
            return path != null && !path.isBlank() && Paths.get(path).isAbsolute();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Sets {@link #LOG_DIR_PROPERTY} (unless already given, e.g. with {@code -Dprimeval.logdir=...})
     * to the data directory's {@code logs} folder, creating it; falls back to the temporary folder
     * when it cannot be created. Must run before the first logger is created.
     */
    public static void prepareLogging() {
        if (System.getProperty(LOG_DIR_PROPERTY) != null) {
            return;
        }
        Path logs;
        try {
            logs = get().resolve("logs");
            Files.createDirectories(logs);
        } catch (Exception e) {
            logs = Paths.get(System.getProperty("java.io.tmpdir"), "primeval-logs");
        }
        System.setProperty(LOG_DIR_PROPERTY, logs.toAbsolutePath().toString());
    }
}
