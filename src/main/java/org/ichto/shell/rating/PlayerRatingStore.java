package org.ichto.shell.rating;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.record.Json;
import org.ichto.shell.session.WholeFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * The player's ratings file in the data folder ({@code ratings.json}). A file that cannot be read is never
 * lost and never silently replaced: it is moved aside ({@code ratings.damaged-TIME.json}), the caller is told
 * why and where it went, and the ratings begin afresh.
 */
public final class PlayerRatingStore {
    public static final String FILE_NAME = "ratings.json";
    /** Far more than a lifetime of games (one is about 300 bytes); a larger file is not the player's ratings. */
    static final long MAX_BYTES = 16L << 20;

    /**
     * What was read.
     *
     * @param problem null when the file was read (or there was none), else why it could not be
     * @param keptAs  where a damaged file was moved, or null (also when it could not be moved)
     */
    public record Loaded(PlayerRatings ratings, String problem, Path keptAs) {
    }

    private final Path file;
    /** A damaged file that could not be moved aside is never written over: the player may still rescue it. */
    private boolean damagedInPlace;

    public PlayerRatingStore(Path dataDirectory) {
        this.file = dataDirectory.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** The ratings in the file; none when there is no file; a fresh start, said so, when it is damaged. */
    public Loaded load() {
        if (!Files.exists(file)) {
            return new Loaded(PlayerRatings.empty(), null, null);
        }
        String problem;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new IOException("the file is larger than " + (MAX_BYTES >> 20) + " MB");
            }
            return new Loaded(check(Json.MAPPER.readValue(Files.readString(file, StandardCharsets.UTF_8),
                    PlayerRatings.class)), null, null);
        } catch (JsonProcessingException e) {
            problem = Json.describe(e, "");
        } catch (java.nio.file.NoSuchFileException e) {
            return new Loaded(PlayerRatings.empty(), null, null);
        } catch (IOException e) {
            problem = e.getMessage() != null && e.getClass() == IOException.class ? e.getMessage() : FileProblem.of(e);
        } catch (RuntimeException e) {
            problem = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        Path aside = setAside();
        damagedInPlace = aside == null;
        return new Loaded(PlayerRatings.empty(), problem, aside);
    }

    /** Writes the ratings whole; null, or why they could not be written. */
    public String save(PlayerRatings ratings) {
        if (damagedInPlace) {
            return "the damaged ratings file is still in its place";
        }
        try {
            return WholeFile.write(Json.MAPPER.writer().with(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(ratings) + "\n", file);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write ratings", e);
        }
    }

    /** Every value a rating needs is there and makes sense: else the file is damaged. */
    private static PlayerRatings check(PlayerRatings r) throws IOException {
        if (r.format() != PlayerRatings.FORMAT) {
            throw new IOException("ratings of format " + r.format() + ", not " + PlayerRatings.FORMAT);
        }
        for (Map.Entry<String, List<RatedGame>> e : r.games().entrySet()) {
            for (RatedGame g : e.getValue()) {
                if (g == null || g.when() == null || g.place() < 1 || g.opponents().isEmpty()
                        || g.opponents().stream().anyMatch(o -> o == null || o.player() == null || o.place() < 1)) {
                    throw new IOException("a game of " + e.getKey() + " lacks its place, time or opponents");
                }
                g.rating(); // throws for a mean or deviation that is no rating
            }
        }
        return r;
    }

    private Path setAside() {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").format(LocalDateTime.now());
        Path aside = file.resolveSibling("ratings.damaged-" + stamp + ".json");
        try {
            Files.move(file, aside);
            return aside;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
