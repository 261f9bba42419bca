package org.ichto.shell.ui.workshop;

import org.ichto.shell.ai.ProfileException;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.ai.ProfileParser;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The personalities of one game the workshop can open: those shipped with it (read from the jar, never written)
 * and the player's own files in the game's profiles folder, broken ones included so that the player learns why.
 */
final class Personalities {

    /**
     * One personality on offer.
     *
     * @param id      its file name without ".profile"
     * @param file    the player's own file, or null for a shipped one
     * @param problem why the player's file cannot be read, or null
     */
    record Entry(String id, Path file, String problem) {
        boolean shipped() {
            return file == null;
        }
    }

    /**
     * A personality's file as opened: its text, and the personality the text makes.
     */
    record Opened(Entry entry, String text, Profile profile) {
    }

    private final String game;
    private final ProfileSchema schema;
    private final Path folder;
    private ProfileLibrary library;

    Personalities(String game, ProfileSchema schema, Path folder) {
        this.game = game;
        this.schema = schema;
        this.folder = folder;
        reload();
    }

    /** Reads the folder again (after a save, or when the player may have changed a file). */
    void reload() {
        library = ProfileLibrary.load(game, schema, folder);
    }

    ProfileLibrary library() {
        return library;
    }

    Path folder() {
        return folder;
    }

    Path fileOf(String id) {
        return folder.resolve(id + ProfileLibrary.EXTENSION);
    }

    /** The shipped personalities in their order (unless a file of the player's replaces one), then the player's. */
    List<Entry> entries() {
        List<Entry> all = new ArrayList<>();
        for (String id : library.shippedIds()) {
            if (!Files.isRegularFile(fileOf(id))) {
                all.add(new Entry(id, null, null));
            }
        }
        library.all().stream().map(Profile::id).filter(id -> Files.isRegularFile(fileOf(id))).sorted()
                .forEach(id -> all.add(new Entry(id, fileOf(id), null)));
        for (ProfileLibrary.Skipped s : library.skipped()) {
            String name = s.file();
            if (name.endsWith(ProfileLibrary.EXTENSION)) {
                String id = name.substring(0, name.length() - ProfileLibrary.EXTENSION.length());
                all.add(new Entry(id, folder.resolve(name), s.reason()));
            }
        }
        return all;
    }

    /** The text of a personality and what it makes; a message naming the line when it cannot be read. */
    Opened open(Entry e) throws ProfileException {
        String text;
        String shown;
        try {
            if (e.shipped()) {
                String resource = ProfileLibrary.shippedFolder(game) + e.id() + ProfileLibrary.EXTENSION;
                shown = resource.substring(1);
                try (InputStream in = Personalities.class.getResourceAsStream(resource)) {
                    if (in == null) {
                        throw new ProfileException(shown + ": missing");
                    }
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            } else {
                shown = e.file().getFileName().toString();
                if (Files.size(e.file()) > ProfileLibrary.MAX_BYTES) {
                    throw new ProfileException(shown + ": it is far larger than any profile");
                }
                text = Files.readString(e.file(), StandardCharsets.UTF_8);
            }
        } catch (IOException ex) {
            throw new ProfileException(e.id() + ": cannot be read: " + FileProblem.of(ex));
        }
        return new Opened(e, text, ProfileParser.parse(schema, e.id(), shown, text));
    }

    /**
     * Writes a personality of the player's own: the whole text to a file beside it first, then in its place, so
     * that a failure leaves the old file as it was. Returns the file.
     */
    Path write(String id, String text) throws IOException {
        Files.createDirectories(folder);
        Path target = fileOf(id);
        Path temp = Files.createTempFile(folder, id + "-", ".saving");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException ex) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }
}
