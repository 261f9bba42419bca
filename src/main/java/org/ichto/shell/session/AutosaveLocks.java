package org.ichto.shell.session;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * Which autosave slots running windows hold: slot N of a game is held by a lock on byte N of the game's lock
 * file ({@code autosave-GAME.lock}), taken with {@link FileChannel#tryLock}. The system lets go of a lock when
 * its program ends, however it ends, so a slot is never held by a window that is gone.
 *
 * <p>Within one program every lock file has one channel, opened once and never closed: on some systems
 * closing any channel of a file lets go of every lock the program holds on it. A slot held by another window
 * of the same program shows as an {@link OverlappingFileLockException}, one held by another program as no
 * lock; both mean "held".
 */
final class AutosaveLocks {
    private static final Logger LOG = LoggerFactory.getLogger(AutosaveLocks.class);
    private static final Map<Path, FileChannel> CHANNELS = new HashMap<>();

    private AutosaveLocks() {
    }

    /** What trying to take a slot gave. */
    enum Outcome { TAKEN, HELD, UNLOCKABLE }

    /** A slot taken: let go of it with {@link #release}. */
    record Hold(FileLock lock) {
    }

    /**
     * Tries to take slot {@code slot} of this lock file. UNLOCKABLE when the lock file cannot be opened (a
     * read-only or full data folder): then nothing can be saved there anyway, and nobody is kept out.
     */
    static synchronized Outcome tryTake(Path lockFile, int slot, Map<Integer, Hold> into) {
        FileChannel channel;
        try {
            channel = channel(lockFile);
        } catch (IOException | RuntimeException e) {
            LOG.warn("cannot open the lock file {}: {}", lockFile, e.getMessage());
            return Outcome.UNLOCKABLE;
        }
        try {
            FileLock lock = channel.tryLock(slot, 1, false);
            if (lock == null) {
                return Outcome.HELD; // another program
            }
            into.put(slot, new Hold(lock));
            return Outcome.TAKEN;
        } catch (OverlappingFileLockException e) {
            return Outcome.HELD; // another window of this program
        } catch (IOException e) {
            LOG.warn("cannot lock {} at {}: {}", lockFile, slot, e.getMessage());
            return Outcome.UNLOCKABLE;
        }
    }

    /** Whether another window (of this program or another) holds the slot; the slot is not kept. */
    static synchronized boolean heldElsewhere(Path lockFile, int slot) {
        Map<Integer, Hold> probe = new HashMap<>();
        Outcome o = tryTake(lockFile, slot, probe);
        probe.values().forEach(AutosaveLocks::release);
        return o == Outcome.HELD;
    }

    static synchronized void release(Hold hold) {
        if (hold == null) {
            return;
        }
        try {
            hold.lock().release();
        } catch (IOException | RuntimeException e) {
            LOG.debug("cannot let go of an autosave lock", e);
        }
    }

    private static FileChannel channel(Path lockFile) throws IOException {
        Path key = lockFile.toAbsolutePath().normalize();
        FileChannel c = CHANNELS.get(key);
        if (c == null || !c.isOpen()) {
            java.nio.file.Files.createDirectories(key.getParent());
            c = FileChannel.open(key, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            CHANNELS.put(key, c);
        }
        return c;
    }
}
