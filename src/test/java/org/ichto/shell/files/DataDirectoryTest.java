package org.ichto.shell.files;

import org.junit.jupiter.api.Test;
import java.nio.file.Files;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DataDirectoryTest {

    @Test
    void linuxUsesXdgDataHome() {
        assertThat(DataDirectory.resolve("Linux", Map.of("XDG_DATA_HOME", "/data/me"), "/home/me"))
                .isEqualTo(Path.of("/data/me/primeval"));
    }

    @Test
    void linuxFallsBackToLocalShare() {
        assertThat(DataDirectory.resolve("Linux", Map.of(), "/home/me"))
                .isEqualTo(Path.of("/home/me/.local/share/primeval"));
        assertThat(DataDirectory.resolve("Linux", Map.of("XDG_DATA_HOME", "relative/dir"), "/home/me"))
                .as("a relative XDG_DATA_HOME is ignored")
                .isEqualTo(Path.of("/home/me/.local/share/primeval"));
    }

    @Test
    void macUsesApplicationSupport() {
        assertThat(DataDirectory.resolve("Mac OS X", Map.of(), "/Users/me"))
                .isEqualTo(Path.of("/Users/me/Library/Application Support/Primeval"));
    }

    @Test
    void windowsUsesAppData() {
        // Path syntax is the running system's; the shape is what matters here.
        Path home = Path.of("/home/me").toAbsolutePath();
        Path appData = home.resolve("Roaming-from-env");
        assertThat(DataDirectory.resolve("Windows 11", Map.of("APPDATA", appData.toString()), home.toString()))
                .isEqualTo(appData.resolve("Primeval"));
        assertThat(DataDirectory.resolve("Windows 11", Map.of(), home.toString()))
                .isEqualTo(home.resolve("AppData").resolve("Roaming").resolve("Primeval"));
    }

    @Test
    void theLogFolderPropertyIsSetBeforeLogging() {
        DataDirectory.prepareLogging();
        assertThat(System.getProperty(DataDirectory.LOG_DIR_PROPERTY)).isNotBlank();
    }

    @Test
    void whatUrlandLeftIsTakenOverOnceAndNothingIsReplacedOrRemoved(@TempDir Path dir) throws Exception {
        Path old = dir.resolve("urland");
        Path here = dir.resolve("primeval");
        Files.createDirectories(old.resolve("profiles"));
        Files.writeString(old.resolve("profiles").resolve("hermit.profile"), "name = Hermit\n");
        Files.writeString(old.resolve("profiles").resolve("notes.txt"), "not a profile");
        Files.writeString(old.resolve("autosave.json"), "{\"game\": \"urland\"}");

        assertThat(DataDirectory.adoptEarlierFolder(old, here)).hasSize(2);
        assertThat(here.resolve("profiles/urland/hermit.profile")).hasContent("name = Hermit");
        assertThat(here.resolve("profiles/urland/notes.txt")).doesNotExist();
        assertThat(here.resolve("autosave-urland.json")).hasContent("{\"game\": \"urland\"}");
        assertThat(old.resolve("autosave.json")).exists();

        Files.writeString(old.resolve("autosave.json"), "{\"a\": \"newer\"}");
        assertThat(DataDirectory.adoptEarlierFolder(old, here)).isEmpty();
        assertThat(here.resolve("autosave-urland.json")).hasContent("{\"game\": \"urland\"}");
        assertThat(DataDirectory.adoptEarlierFolder(dir.resolve("never-was"), here)).isEmpty();
        assertThat(DataDirectory.earlierUrlandFolder().getFileName().toString()).isIn("urland", "Urland");
    }
}
