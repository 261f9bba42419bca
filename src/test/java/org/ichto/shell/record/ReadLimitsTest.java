package org.ichto.shell.record;

import org.ichto.shell.game.RecordException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What is read of a file is bounded: endless or huge inputs are refused at once, with a plain message. */
class ReadLimitsTest {

    @Test
    void anEndlessDeviceIsRefusedWithoutReadingItAll() {
        Path zero = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isReadable(zero), "no /dev/zero here");
        assertThatThrownBy(() -> RecordIO.readText(zero)).isInstanceOf(RecordException.class)
                .hasMessage("cannot read /dev/zero: it is larger than 16 MB, far more than any saved game");
    }

    @Test
    void aHugeFileIsRefusedBySize(@TempDir Path dir) throws Exception {
        Path huge = dir.resolve("huge.urland");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(200L * 1024 * 1024); // sparse: takes no room on the disk
        }
        assertThatThrownBy(() -> RecordIO.readText(huge)).hasMessageEndingWith("larger than 16 MB, far more than any saved game");
    }

    @Test
    void aByteOrderMarkIsSkippedAndBrokenUtf8IsNamed(@TempDir Path dir) throws Exception {
        Path bom = dir.resolve("bom.json");
        Files.write(bom, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'});
        assertThat(RecordIO.readText(bom)).isEqualTo("{}");
        Path latin = dir.resolve("latin.json");
        Files.write(latin, "{\"name\": \"Zo\u00eb\"}".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> RecordIO.readText(latin)).hasMessageEndingWith("it is not UTF-8 text (a saved game is JSON text)");
        assertThatThrownBy(() -> RecordIO.readText(dir)).hasMessageEndingWith("it is a folder");
        assertThatThrownBy(() -> RecordIO.readText(dir.resolve("none.json"))).hasMessageStartingWith("no such file");
    }
}
