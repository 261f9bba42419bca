package org.ichto.shell.files;

import org.junit.jupiter.api.Test;

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
}
