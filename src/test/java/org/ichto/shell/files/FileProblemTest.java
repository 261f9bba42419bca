package org.ichto.shell.files;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

import static org.assertj.core.api.Assertions.assertThat;

/** File problems in the player's words, never an exception's name. */
class FileProblemTest {

    @Test
    void theUsualProblemsAreSaidPlainly() {
        assertThat(FileProblem.of(new NoSuchFileException("/x"))).isEqualTo("there is no such file or folder");
        assertThat(FileProblem.of(new AccessDeniedException("/x"))).isEqualTo("permission denied");
        assertThat(FileProblem.of(new FileSystemException("/x", null, "No space left on device")))
                .isEqualTo("the disk is full");
        assertThat(FileProblem.of(new IOException("No space left on device"))).isEqualTo("the disk is full");
        assertThat(FileProblem.of(new FileSystemException("/x", null, "Read-only file system")))
                .isEqualTo("the disk is read-only");
        assertThat(FileProblem.of(new MalformedInputException(1))).isEqualTo("it is not UTF-8 text");
        assertThat(FileProblem.of(new FileSystemException("/x", null, "Input/output error")))
                .isEqualTo("input/output error");
        assertThat(FileProblem.of(new IOException())).isEqualTo("the system refused it");
    }
}
