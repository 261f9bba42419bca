package org.ichto.shell.session;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A data folder that cannot be written, as a full or read-only disk leaves it: nothing can be created, replaced
 * or removed in it, while what is there can still be read. Where the file system enforces permissions the
 * folder is made read-only. The system administrator ignores permissions, so for them (tests may run as
 * root in a container) the folder is moved aside and a plain file of its name put in its place, which no one
 * can write into; what was in it cannot be read meanwhile, as from a disk that went away. {@link #close}
 * gives the folder back as it was.
 */
public final class Unwritable implements AutoCloseable {
    private final Path folder;
    private final Path away;
    private final boolean readOnly;

    private Unwritable(Path folder, Path away, boolean readOnly) {
        this.folder = folder;
        this.away = away;
        this.readOnly = readOnly;
    }

    /** Makes the folder unwritable until {@link #close}. */
    public static Unwritable folder(Path folder) throws Exception {
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        Path probe = folder.resolve(".probe");
        try {
            Files.createFile(probe);
        } catch (java.io.IOException refused) {
            return new Unwritable(folder, null, true); // permissions hold
        }
        Files.delete(probe);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path away = folder.resolveSibling(folder.getFileName() + ".away");
        Files.move(folder, away);
        Files.writeString(folder, "a file where the folder was");
        return new Unwritable(folder, away, false);
    }

    /** Whether permissions made the folder read-only (else it was swapped for a file). */
    public boolean readOnly() {
        return readOnly;
    }

    @Override
    public void close() throws Exception {
        if (readOnly) {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        } else {
            Files.delete(folder);
            Files.move(away, folder);
        }
    }
}
