package org.ichto.app;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.soup.SoupGame;
import org.ichto.toy.NimGame;
import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Hostile record files, in every game that reads records: each is refused with one plain sentence that names
 * the file, the place (line and column for broken JSON) and the problem, and shows nothing of the libraries
 * inside (no feature names, exception classes or limits' getters). Opening in the window and the command
 * line's replay say the same.
 *
 * <p>Every input is made from real records of the game (a seeded game played out, and a game from a start
 * position), so a game is added by adding it to {@link #GAMES}.
 */
class HostileRecordsTest extends CommandHarness {
    /** The games whose records are tried. */
    static final List<GameDefinition<?, ?, ?, ?>> GAMES = List.of(UrlandGame.INSTANCE, SoupGame.INSTANCE,
            NimGame.INSTANCE);

    /** What a message shown to the player must never hold: the libraries' and the program's insides. */
    static final List<Pattern> INTERNALS = Stream.of(
            "(?i)exception", "Json[A-Z]", "Feature", "Constraints", "getMax", "\\bjava\\.", "fasterxml",
            "org\\.ichto", "`", "Input length", "\\(code \\d+\\)", "CTRL-CHAR", "(?i)cannot construct",
            "instance of", "START_", "END_", "VALUE_", "FIELD_NAME", "out of range of (int|long)",
            "Unrecognized", "Source:", "REDACTED", "was expecting", "Unexpected character", "Non-standard",
            "ALLOW_", "Illegal unquoted", "(?i)\\btoken\\b", "\\bint\\b", "\\bdouble\\b(?! quotes)", "Integer\\.",
            "\\$", "\\bchar\\b", "(?i)mismatched", "(?i)coercion").map(Pattern::compile).toList();

    /** The most a message may say, in characters: hostile names and keys are shortened, not repeated whole. */
    static final int LONGEST = 400;

    /** Real records of one game, the material hostile files are made of. */
    record Samples(GameDefinition<?, ?, ?, ?> game, String seeded, String fromPosition) {
        static Samples of(GameDefinition<?, ?, ?, ?> game) {
            return of2(game);
        }

        private static <S, V, D, E> Samples of2(GameDefinition<S, V, D, E> game) {
            int players = game.seats().min();
            GameRecord<S, D> played = SelfplayCommand.play(game, PlayerFactory.standard(game),
                    java.util.Collections.nCopies(players, org.ichto.shell.ai.PlayerSpec.of("random")), 7);
            List<Seat> seats = played.seats();
            GameRecord<S, D> positioned = GameRecord.fromPosition(game, seats, game.rules().newGame(players, 9));
            RecordIO<S, D> io = new RecordIO<>(game);
            return new Samples(game, io.write(played), io.write(positioned));
        }
    }

    /** How one hostile file is made from a game's records; {@code syntax} when the JSON itself is broken. */
    record Hostile(String name, Maker make, boolean syntax) {
        @Override
        public String toString() {
            return name;
        }
    }

    @FunctionalInterface
    interface Maker {
        /** The hostile file in this folder. */
        Path make(Path dir, Samples s) throws Exception;
    }

    private static Hostile text(String name, boolean syntax, java.util.function.Function<Samples, String> text) {
        return new Hostile(name, (dir, s) -> Files.writeString(dir.resolve("hostile.json"), text.apply(s),
                StandardCharsets.UTF_8), syntax);
    }

    private static Hostile bytes(String name, java.util.function.Function<Samples, byte[]> bytes) {
        return new Hostile(name, (dir, s) -> Files.write(dir.resolve("hostile.json"), bytes.apply(s)), false);
    }

    /** The text with the first match replaced; the table checks that each input really differs. */
    static String swap(String text, String regex, String replacement) {
        String out = text.replaceFirst(regex, replacement);
        if (out.equals(text)) {
            throw new IllegalStateException("the hostile input changed nothing: " + regex);
        }
        return out;
    }

    private static String seedTo(Samples s, String value) {
        return swap(s.seeded(), "\"seed\": -?\\d+", "\"seed\": " + java.util.regex.Matcher.quoteReplacement(value));
    }

    private static String firstName(Samples s, String name) {
        return swap(s.seeded(), "\"name\": \"[^\"]*\"", "\"name\": \"" + java.util.regex.Matcher.quoteReplacement(name) + "\"");
    }

    private static String firstDecision(Samples s, String decision) {
        return swap(s.seeded(), "\\{\"seat\": \\d+, \"type\"[^}]*}",
                java.util.regex.Matcher.quoteReplacement(decision));
    }

    /** Every whole number inside the start position set to this text. */
    private static String positionNumbers(Samples s, String value) {
        int start = s.fromPosition().indexOf("\"startPosition\"");
        int end = s.fromPosition().indexOf("\"practice\"");
        String position = s.fromPosition().substring(start, end).replaceAll("(?<=[\\[ :])-?\\d+(?=[,\\]}\\s])",
                java.util.regex.Matcher.quoteReplacement(value));
        return s.fromPosition().substring(0, start) + position + s.fromPosition().substring(end);
    }

    /** The record with as many copies of one decision as fit just under the 16 MB limit. */
    private static String manyDecisions(Samples s, String decision) {
        String head = s.seeded().substring(0, s.seeded().indexOf("\"decisions\": [") + "\"decisions\": [".length());
        int copies = (RecordIO.MAX_BYTES - head.length() - 100) / (decision.length() + 1);
        return head + String.join(",", java.util.Collections.nCopies(copies, decision)) + "]}\n";
    }

    private static byte[] gzip(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static byte[] randomBytes(int n, long seed) {
        byte[] b = new byte[n];
        new java.util.Random(seed).nextBytes(b);
        return b;
    }

    /** The hostile inputs, each tried in every game. */
    static final List<Hostile> HOSTILE = List.of(
            // Not a record at all
            text("an empty file", false, s -> ""),
            text("only spaces and line ends", false, s -> "  \n\t\n"),
            bytes("only a byte order mark", s -> new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}),
            text("null", false, s -> "null"),
            text("an empty list", false, s -> "[]"),
            text("a number", false, s -> "42"),
            text("a string", false, s -> "\"a saved game\""),
            text("an empty object", false, s -> "{}"),
            // Broken JSON
            text("cut in half", true, s -> s.seeded().substring(0, s.seeded().length() / 2)),
            text("the last brace missing", true, s -> s.seeded().strip().substring(0, s.seeded().strip().length() - 1)),
            text("more after the end", true, s -> s.seeded() + "x"),
            text("two records in one file", true, s -> s.seeded() + s.seeded()),
            text("a comment line", true, s -> "// my game\n" + s.seeded()),
            text("a block comment", true, s -> "/* my game */" + s.seeded()),
            text("single quotes", true, s -> swap(s.seeded(), "\"formatVersion\"", "'formatVersion'")),
            text("a key without quotes", true, s -> swap(s.seeded(), "\"formatVersion\"", "formatVersion")),
            text("a trailing comma", true, s -> swap(s.seeded(), "\\s*}\\s*$", ",}")),
            text("a missing comma", true, s -> swap(s.seeded(), "\"formatVersion\": 1,", "\"formatVersion\": 1")),
            text("NaN", true, s -> seedTo(s, "NaN")),
            text("Infinity", true, s -> seedTo(s, "Infinity")),
            text("minus Infinity", true, s -> seedTo(s, "-Infinity")),
            text("a leading zero", true, s -> seedTo(s, "007")),
            text("a plus sign", true, s -> seedTo(s, "+7")),
            text("a hexadecimal number", true, s -> seedTo(s, "0x1F")),
            text("a bare word", true, s -> seedTo(s, "seven")),
            text("a control character in a name", true, s -> firstName(s, "A\u0001B")),
            text("a line end in a name", true, s -> firstName(s, "A\nB")),
            text("an unknown escape in a name", true, s -> firstName(s, "A\\xB")),
            text("a short unicode escape in a name", true, s -> firstName(s, "A\\u12")),
            text("a duplicate field", true, s -> swap(s.seeded(), "\"formatVersion\": 1,",
                    "\"formatVersion\": 1, \"formatVersion\": 1,")),
            text("lists nested 100,000 deep", true, s -> "[".repeat(100_000) + "]".repeat(100_000)),
            text("objects nested 5,000 deep in the seed", true, s -> seedTo(s,
                    "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_000))),
            text("a number of 2,000 digits", true, s -> seedTo(s, "9".repeat(2_000))),
            text("a fraction of 2,000 digits", true, s -> seedTo(s, "0." + "1".repeat(2_000))),
            // JSON, but not a record
            text("a huge exponent", false, s -> seedTo(s, "1e999999999")),
            text("a seed beyond 64 bits", false, s -> seedTo(s, "18446744073709551616")),
            text("a fractional seed", false, s -> seedTo(s, "1.5")),
            text("a seed in quotes", false, s -> seedTo(s, "\"7\"")),
            text("no format version", false, s -> swap(s.seeded(), "\"formatVersion\": 1,", "")),
            text("format version 2", false, s -> swap(s.seeded(), "\"formatVersion\": 1", "\"formatVersion\": 2")),
            text("format version as text", false, s -> swap(s.seeded(), "\"formatVersion\": 1", "\"formatVersion\": \"1\"")),
            text("format version 1.0", false, s -> swap(s.seeded(), "\"formatVersion\": 1", "\"formatVersion\": 1.0")),
            text("format version beyond 32 bits", false, s -> swap(s.seeded(), "\"formatVersion\": 1",
                    "\"formatVersion\": 4294967297")),
            text("no game", false, s -> swap(s.seeded(), "\"game\": \"[a-z]+\",", "")),
            text("an unknown game", false, s -> swap(s.seeded(), "\"game\": \"[a-z]+\"", "\"game\": \"chess\"")),
            text("a game of markup", false, s -> swap(s.seeded(), "\"game\": \"[a-z]+\"",
                    "\"game\": \"<html><b>x</b>\"")),
            text("the game as a number", false, s -> swap(s.seeded(), "\"game\": \"[a-z]+\"", "\"game\": 1")),
            text("an unknown field", false, s -> swap(s.seeded(), "\"formatVersion\": 1,",
                    "\"formatVersion\": 1, \"cheat\": true,")),
            text("an unknown field of 100,000 letters", false, s -> swap(s.seeded(), "\"formatVersion\": 1,",
                    "\"formatVersion\": 1, \"" + "A".repeat(100_000) + "\": true,")),
            text("seats not a list", false, s -> swap(s.seeded(), "\"seats\": \\[", "\"seats\": {\"a\": [")
                    .replaceFirst("\\n  \\],", "]},")),
            text("no seats", false, s -> s.seeded().replaceAll("(?s)\"seats\": \\[.*?\\n  \\]", "\"seats\": []")),
            text("a hundred seats", false, s -> s.seeded().replaceAll("(?s)(\"seats\": \\[)(\\s*\\{[^}]*})",
                    "$1" + "$2,".repeat(99) + "$2")),
            text("a seat without a name", false, s -> swap(s.seeded(), "\"name\": \"[^\"]*\", ", "")),
            text("a seat of an unknown colour", false, s -> swap(s.seeded(), "\"colour\": \"[a-z]+\"",
                    "\"colour\": \"ultraviolet\"")),
            text("an unknown colour of 100,000 letters", false, s -> swap(s.seeded(), "\"colour\": \"[a-z]+\"",
                    "\"colour\": \"" + "u".repeat(100_000) + "\"")),
            text("human as text", false, s -> swap(s.seeded(), "\"human\": (true|false)", "\"human\": \"yes\"")),
            text("a seat as a number", false, s -> swap(s.seeded(), "\\{\"name\": [^}]*}", "7")),
            text("decisions not a list", false, s -> s.seeded().replaceAll("(?s)\"decisions\": \\[.*\\]",
                    "\"decisions\": 5")),
            text("a decision as a number", false, s -> firstDecision(s, "5")),
            text("a decision of an unknown type", false, s -> firstDecision(s, "{\"seat\": 0, \"type\": \"win\"}")),
            text("a decision without a type", false, s -> firstDecision(s, "{\"seat\": 0}")),
            text("a decision without a seat", false, s -> swap(s.seeded(), "\\{\"seat\": \\d+, \"type\"", "{\"type\"")),
            text("a decision by seat -1", false, s -> swap(s.seeded(), "\\{\"seat\": \\d+, \"type\"",
                    "{\"seat\": -1, \"type\"")),
            text("a decision by seat 99", false, s -> swap(s.seeded(), "\\{\"seat\": \\d+, \"type\"",
                    "{\"seat\": 99, \"type\"")),
            text("a decision by seat 2^40", false, s -> swap(s.seeded(), "\\{\"seat\": \\d+, \"type\"",
                    "{\"seat\": 1099511627776, \"type\"")),
            text("a decision with an extra field", false, s -> swap(s.seeded(), "\\{\"seat\": (\\d+), \"type\"",
                    "{\"seat\": $1, \"cheat\": 1, \"type\"")),
            text("a decision after the end", false, s -> swap(s.seeded(), "(\\}\\s*\\n  \\]\\s*\\n\\}\\s*)$",
                    "}, " + s.seeded().replaceAll("(?s).*\\n    (\\{\"seat\": [^\\n]*?})\\s*\\n  \\].*", "$1")
                    + "\n  ]\n}\n")),
            text("a start position as a number", false, s -> s.fromPosition().replaceAll(
                    "(?s)\"startPosition\": \\{.*?\\n  },", "\"startPosition\": 3,")),
            text("a start position with an unknown field", false, s -> swap(s.fromPosition(),
                    "\"startPosition\": \\{", "\"startPosition\": {\"cheat\": 1, ")),
            text("a start position of 2,147,483,647 everywhere", false, s -> positionNumbers(s, "2147483647")),
            text("a start position of -1 everywhere", false, s -> positionNumbers(s, "-1")),
            text("a start position of 2^63 everywhere", false, s -> positionNumbers(s, "9223372036854775808")),
            text("a start position of fractions", false, s -> positionNumbers(s, "0.5")),
            text("a start position of nulls", false, s -> positionNumbers(s, "null")),
            // Not UTF-8 text
            bytes("a name in Latin-1", s -> firstName(s, "Zo\u00eb").getBytes(StandardCharsets.ISO_8859_1)),
            bytes("UTF-16 with its byte order mark", s -> s.seeded().getBytes(StandardCharsets.UTF_16)),
            bytes("UTF-16 without one", s -> s.seeded().getBytes(StandardCharsets.UTF_16LE)),
            bytes("UTF-32", s -> s.seeded().getBytes(java.nio.charset.Charset.forName("UTF-32"))),
            bytes("gzip-compressed", s -> gzip(s.seeded())),
            bytes("random bytes", s -> randomBytes(4096, 1)),
            bytes("zero bytes", s -> new byte[4096]),
            bytes("a picture's header", s -> new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0}),
            bytes("a record after zero bytes", s -> (new String(new byte[16]) + s.seeded()).getBytes(StandardCharsets.UTF_8)),
            // Too much, or not a file
            new Hostile("a 17 MB file of spaces before a record", (dir, s) -> {
                Path f = dir.resolve("hostile.json");
                Files.writeString(f, " ".repeat(17 * 1024 * 1024) + s.seeded());
                return f;
            }, false),
            new Hostile("a 200 MB file of zero bytes", (dir, s) -> {
                Path f = dir.resolve("hostile.json");
                try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
                    r.setLength(200L * 1024 * 1024); // sparse: takes no room on the disk
                }
                return f;
            }, false),
            new Hostile("a name of 15 MB", (dir, s) -> Files.writeString(dir.resolve("hostile.json"),
                    firstName(s, "N".repeat(15 * 1024 * 1024)).replaceFirst("\"colour\": \"[a-z]+\"",
                            "\"colour\": \"ultraviolet\"")), false),
            new Hostile("16 MB of empty objects as decisions", (dir, s) -> Files.writeString(dir.resolve("hostile.json"),
                    manyDecisions(s, "{}")), false),
            new Hostile("16 MB of numbers as decisions", (dir, s) -> Files.writeString(dir.resolve("hostile.json"),
                    manyDecisions(s, "1")), false),
            new Hostile("16 MB of one decision again and again", (dir, s) -> Files.writeString(
                    dir.resolve("hostile.json"), manyDecisions(s, s.seeded().replaceAll(
                            "(?s).*?\\n    (\\{\"seat\": [^\\n]*?})[,\\n].*", "$1"))), false),
            new Hostile("a text of 15 MB in an unknown field", (dir, s) -> Files.writeString(dir.resolve("hostile.json"),
                    swap(s.seeded(), "\"formatVersion\": 1,", "\"formatVersion\": 1, \"x\": \""
                            + "y".repeat(15 * 1024 * 1024) + "\",")), false),
            new Hostile("an endless device", (dir, s) -> Files.isReadable(Path.of("/dev/zero")) ? Path.of("/dev/zero")
                    : Files.write(dir.resolve("hostile.json"), new byte[RecordIO.MAX_BYTES + 1]), false),
            new Hostile("a folder", (dir, s) -> Files.createDirectories(dir.resolve("hostile.json")), false),
            new Hostile("a file that is not there", (dir, s) -> dir.resolve("hostile.json"), false));

    static Stream<Arguments> cases() {
        return GAMES.stream().map(Samples::of)
                .flatMap(s -> HOSTILE.stream().map(h -> Arguments.of(s.game().id(), h, s)));
    }

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void isRefusedInPlainWordsThatNameTheFile(String game, Hostile hostile, Samples samples) throws Exception {
        Path file = hostile.make().make(dir, samples);
        SaveStore store = new SaveStore(dir.resolve("data"), new GameRegistry(GAMES), Opponents.shipped());
        long start = System.nanoTime();
        RecordException refused = catchThrowableOfType(() -> store.open(file), RecordException.class);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(refused).as("%s is refused", hostile).isNotNull();
        assertPlain(refused.getMessage(), file, hostile);
        assertThat(millis).as("time to refuse %s (ms)", hostile).isLessThan(5_000);

        if (Catalogue.GAMES.find(game).isPresent()) {
            assertThat(run("replay", file.toString())).as(hostile.name()).isEqualTo(2);
            assertThat(out.toString()).isEmpty();
            assertThat(err.toString()).endsWith("\n");
            assertPlain(err.toString().strip(), file, hostile);
        }
    }

    static void assertPlain(String message, Path file, Hostile hostile) {
        // Shown shortened in a failure: a hostile message can be megabytes long.
        String shown = message.length() > 600 ? message.substring(0, 600) + "..." : message;
        assertThat(message.contains(file.toString())).as("%s names the file", shown).isTrue();
        assertThat(message.contains("\n") || message.contains("\r")).as("%s is one line", shown).isFalse();
        assertThat(message.length()).as("the length of %s", shown).isLessThanOrEqualTo(LONGEST + file.toString().length());
        assertThat(message.codePoints().anyMatch(Character::isISOControl)).as("control characters in %s", shown)
                .isFalse();
        for (Pattern p : INTERNALS) {
            assertThat(p.matcher(message).find()).as("\"%s\" shows %s", shown, p).isFalse();
        }
        if (hostile.syntax()) {
            assertThat(message).as("the place of the broken JSON in %s", shown).containsPattern("line \\d+, column \\d+");
        }
    }
}
