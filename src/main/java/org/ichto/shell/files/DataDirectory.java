package org.ichto.shell.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where Primeval keeps its files for this user: Linux {@code $XDG_DATA_HOME/primeval} (by default
 * {@code ~/.local/share/primeval}), Windows {@code %APPDATA%\Primeval}, macOS
 * {@code ~/Library/Application Support/Primeval}. Logs go to its {@code logs} folder, the user's own
 * personalities to {@code profiles/GAME}.
 */
public final class DataDirectory {
    /** System property naming the log folder; the log's set-up (org.ichto.app.LogSetup) reads it. */
    public static final String LOG_DIR_PROPERTY = "primeval.logdir";

    private DataDirectory() {
    }

    /** The data directory of this user on this machine (not created). */
    public static Path get() {
        return resolve(System.getProperty("os.name", ""), System.getenv(), System.getProperty("user.home", "."));
    }

    /** Where the user's own personality files of a game go (*.profile); read beside the shipped ones. */
    public static Path profiles(String game) {
        return profiles(get(), game);
    }

    /** Where the personality files of a game go in this data directory. */
    public static Path profiles(Path dataDirectory, String game) {
        return dataDirectory.resolve("profiles").resolve(game);
    }

    /**
     * Urland 0.1.0 kept its files in a folder of its own ({@code urland}, {@code Urland}) beside where
     * Primeval keeps them: the folder an earlier version used on this machine.
     */
    public static Path earlierUrlandFolder() {
        Path here = get();
        String name = here.getFileName().toString();
        return here.resolveSibling(name.equals("primeval") ? "urland" : "Urland");
    }

    /**
     * Takes over what Urland 0.1.0 left in its folder, once: its personality files (into
     * {@code profiles/urland}) and its unfinished game (as Urland's autosave). Nothing is moved or
     * deleted, nothing already here is replaced, and a failure only means the old files stay where
     * they are. Returns what was taken over, for the log.
     */
    public static List<String> adoptEarlierFolder(Path earlier, Path here) {
        List<String> taken = new ArrayList<>();
        if (!Files.isDirectory(earlier)) {
            return taken;
        }
        try {
            Path oldProfiles = earlier.resolve("profiles");
            Path newProfiles = here.resolve("profiles").resolve("urland");
            if (Files.isDirectory(oldProfiles) && !Files.exists(newProfiles)) {
                Files.createDirectories(newProfiles);
                try (java.util.stream.Stream<Path> files = Files.list(oldProfiles)) {
                    for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".profile")).toList()) {
                        Files.copy(f, newProfiles.resolve(f.getFileName()));
                        taken.add(f.toString());
                    }
                }
            }
            Path oldAutosave = earlier.resolve("autosave.json");
            Path newAutosave = here.resolve("autosave-urland.json");
            if (Files.isRegularFile(oldAutosave) && !Files.exists(newAutosave)) {
                Files.createDirectories(here);
                Files.copy(oldAutosave, newAutosave);
                taken.add(oldAutosave.toString());
            }
        } catch (java.io.IOException | RuntimeException e) {
            taken.add("(stopped: " + e.getMessage() + ")");
        }
        return taken;
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
