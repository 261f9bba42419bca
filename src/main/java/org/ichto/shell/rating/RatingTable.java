package org.ichto.shell.rating;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.record.Json;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The shipped ratings of a game's computer opponents (ai-profiles/GAME/ratings.json), made by
 * {@code primeval rate}: how they were made (the command, seed, games and the Expert's budget) and each
 * opponent's rating.
 *
 * @param command          the command line that made the file, to make it again
 * @param expertIterations the Expert's search iterations per decision in the rating games
 */
public record RatingTable(int format, String game, String command, long seed, int games, int seats,
                          long expertIterations, List<Entry> entries) {
    public static final int FORMAT = 1;

    /**
     * One opponent's rating.
     *
     * @param player    the player spec, e.g. {@code predator:hard}
     * @param points    the rating players read ({@link Rating#points()})
     * @param mean      TrueSkill's mean
     * @param deviation TrueSkill's standard deviation
     */
    public record Entry(String player, int points, double mean, double deviation, int games, int wins) {
        public Rating rating() {
            return new Rating(mean, deviation);
        }
    }

    public RatingTable {
        entries = List.copyOf(entries);
    }

    /** The entry of a kind of computer opponent at a difficulty, if it was rated. */
    public Optional<Entry> find(String kind, Difficulty difficulty) {
        return find(new PlayerSpec(kind, difficulty).toString());
    }

    /** The entry of a player spec in its canonical text ({@code predator:hard}, {@code balanced}). */
    public Optional<Entry> find(String spec) {
        return entries.stream().filter(e -> e.player().equals(spec)).findFirst();
    }

    /** The table as JSON, one entry a line. */
    public String toJson() {
        try {
            return Json.MAPPER.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsString(this) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write ratings", e);
        }
    }

    /** Reads a table written by {@link #toJson()}. */
    public static RatingTable fromJson(String text) throws IOException {
        RatingTable t = Json.MAPPER.readValue(text, RatingTable.class);
        if (t.format() != FORMAT) {
            throw new IOException("ratings of format " + t.format() + ", not " + FORMAT);
        }
        return t;
    }

    /** Where a game's shipped ratings are on the class path. */
    public static String resource(String game) {
        return "/ai-profiles/" + game + "/ratings.json";
    }

    /** The game's shipped ratings, or empty when none are shipped or the file cannot be read. */
    public static Optional<RatingTable> shipped(String game) {
        try (InputStream in = RatingTable.class.getResourceAsStream(resource(game))) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException | RuntimeException e) {
            org.slf4j.LoggerFactory.getLogger(RatingTable.class).warn("shipped ratings of {} unreadable: {}", game,
                    e.getMessage());
            return Optional.empty();
        }
    }
}
