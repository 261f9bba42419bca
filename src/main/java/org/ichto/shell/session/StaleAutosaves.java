package org.ichto.shell.session;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Autosaves that are out of date but could not be removed: the game in them ended (or was given up) while the
 * data folder could not be written, so the file still shows it unfinished. Each is remembered by its file and
 * a fingerprint of its text, outside the data folder (the user's preferences), so that the next start does not
 * offer it again; a file that was written anew since has another fingerprint and counts again.
 */
public interface StaleAutosaves {

    /** Remembers that the file, holding this text, is out of date. */
    void mark(Path file, String text);

    /** Whether the file holds the text it was marked stale with. */
    boolean isStale(Path file, String text);

    /** Forgets the file (it was removed, or written anew). */
    void forget(Path file);

    /** Kept in memory only, for this run of the program (tests, and where preferences fail). */
    static StaleAutosaves inMemory() {
        Map<String, String> marks = new ConcurrentHashMap<>();
        return new StaleAutosaves() {
            @Override
            public void mark(Path file, String text) {
                marks.put(key(file), fingerprint(text));
            }

            @Override
            public boolean isStale(Path file, String text) {
                return fingerprint(text).equals(marks.get(key(file)));
            }

            @Override
            public void forget(Path file) {
                marks.remove(key(file));
            }
        };
    }

    /** Kept in the user's preferences under this node, across runs. */
    static StaleAutosaves in(Preferences node) {
        return new StaleAutosaves() {
            @Override
            public void mark(Path file, String text) {
                node.put(key(file), fingerprint(text));
                flush();
            }

            @Override
            public boolean isStale(Path file, String text) {
                return fingerprint(text).equals(node.get(key(file), null));
            }

            @Override
            public void forget(Path file) {
                if (node.get(key(file), null) != null) {
                    node.remove(key(file));
                    flush();
                }
            }

            private void flush() {
                try {
                    node.flush();
                } catch (BackingStoreException e) {
                    org.slf4j.LoggerFactory.getLogger(StaleAutosaves.class).warn("cannot keep the preferences: {}",
                            e.getMessage());
                }
            }
        };
    }

    /** A short key for a file's path (preference keys are at most 80 characters). */
    private static String key(Path file) {
        return "stale-" + fingerprint(file.toAbsolutePath().normalize().toString()).substring(0, 32);
    }

    private static String fingerprint(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
