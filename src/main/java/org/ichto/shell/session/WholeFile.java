package org.ichto.shell.session;

import org.ichto.shell.files.FileProblem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file written whole: to a temporary file beside it first, then moved over it, so that a crash, a full
 * disk or a second writer never leaves half a file.
 */
public final class WholeFile {
    private static final Logger LOG = LoggerFactory.getLogger(WholeFile.class);

    private WholeFile() {
    }

    /** Writes the text whole (a temporary file moved over the target); null, or why it could not. */
    public static String write(String text, Path file) {
        Path target = file.toAbsolutePath();
        Path tmp = null;
        try {
            Path dir = target.getParent();
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
            return null;
        } catch (IOException e) {
            return FileProblem.of(e);
        } catch (RuntimeException e) {
            LOG.warn("cannot write {}", file, e);
            return "the system refused it";
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    LOG.debug("cannot remove {}", tmp, e);
                }
            }
        }
    }
}
