package org.ichto.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Saves and selfplay records made by version 0.1.0 (src/test/resources/compat/v0.1.0, see its
 * README.md) still open, replay to the very same final position, and the same selfplay command
 * still plays the very same game. Everything goes through the command line, in-process.
 */
class CompatibilityTest extends CommandHarness {
    private static final String ROOT = "/compat/v0.1.0/";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The saves written with the classes of 0.1.0; each X.json has X.final.json and X.final.txt beside it. */
    static Stream<String> saves() {
        return Stream.of(
                "3p-human-vs-2-computers-finished",
                "4p-two-humans-practice-unfinished",
                "5p-all-computers-finished",
                "4p-stopped-in-auction-bidding",
                "3p-stopped-in-auction-buying",
                "5p-from-start-position");
    }

    /** One line of selfplay/commands.txt: the record's file name, then the selfplay arguments that made it. */
    static Stream<Arguments> selfplays() throws IOException {
        List<Arguments> list = new ArrayList<>();
        for (String line : resource("selfplay/commands.txt").lines().map(String::strip).toList()) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split("\\s+");
            list.add(Arguments.of(words[0], String.join(" ", Arrays.copyOfRange(words, 1, words.length))));
        }
        return list.stream();
    }

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @MethodSource("saves")
    void saveReplaysToItsFinalPositionAsJson(String save) throws IOException {
        Path file = copy("saves/" + save + ".json");
        assertThat(run("replay", file.toString(), "--json")).as(err.toString()).isZero();
        assertThat(err.toString()).isEmpty();
        assertThat(lines(out.toString())).isEqualTo(lines(resource("saves/" + save + ".final.json")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("saves")
    void saveReplaysToItsFinalPositionAsText(String save) throws IOException {
        Path file = copy("saves/" + save + ".json");
        assertThat(run("replay", file.toString())).as(err.toString()).isZero();
        assertThat(err.toString()).isEmpty();
        assertThat(lines(out.toString())).isEqualTo(lines(resource("saves/" + save + ".final.txt")));
    }

    @ParameterizedTest(name = "{0}: selfplay {1}")
    @MethodSource("selfplays")
    void selfplayPlaysTheSameGameAgain(String record, String arguments) throws IOException {
        List<String> args = new ArrayList<>(List.of("selfplay"));
        args.addAll(List.of(arguments.split(" ")));
        assumeNoPersonalProfileReplaces(args);
        Path file = dir.resolve(record);
        args.addAll(List.of("--save", file.toString()));
        assertThat(run(args.toArray(String[]::new))).as(err.toString()).isZero();
        assertThat(err.toString()).isEmpty();
        JsonNode expected = MAPPER.readTree(resource("selfplay/" + record));
        assertThat(MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8))).isEqualTo(expected);
    }

    /** Every fixture file of the folders is one of the cases above, so none is forgotten. */
    @Test
    void everyFixtureIsChecked() throws Exception {
        Set<String> saves = new LinkedHashSet<>();
        saves().forEach(s -> saves.addAll(List.of(s + ".json", s + ".final.json", s + ".final.txt")));
        Set<String> selfplay = new LinkedHashSet<>(List.of("commands.txt"));
        selfplays().forEach(a -> selfplay.add((String) a.get()[0]));
        Path saveDir = folder("saves");
        Path selfplayDir = folder("selfplay");
        Assumptions.assumeTrue(saveDir != null && selfplayDir != null, "the fixtures are not a folder here");
        assertThat(names(saveDir)).containsExactlyInAnyOrderElementsOf(saves);
        assertThat(names(selfplayDir)).containsExactlyInAnyOrderElementsOf(selfplay);
    }

    // ---------------------------------------------------------------- helpers

    /**
     * The selfplay command reads the personalities of the user's data directory beside the shipped
     * ones, and a personal file of the same name replaces a shipped personality (a file named random
     * or expert even clashes with the built-in players). On a machine with such a file the recorded
     * games cannot be expected, so the case is skipped, saying why, rather than failed.
     */
    private static void assumeNoPersonalProfileReplaces(List<String> args) throws IOException {
        Path profiles = org.ichto.shell.files.DataDirectory.profiles("urland");
        if (!Files.isDirectory(profiles)) {
            return;
        }
        Set<String> names = new LinkedHashSet<>(List.of("random", "expert"));
        String players = args.get(args.indexOf("--players") + 1);
        for (String spec : players.split(",")) {
            names.add(spec.strip().split(":")[0]);
        }
        try (Stream<Path> files = Files.list(profiles)) {
            List<String> clashes = files.map(p -> p.getFileName().toString())
                    .filter(f -> f.endsWith(".profile") && names.contains(f.substring(0, f.length() - 8)))
                    .toList();
            Assumptions.assumeTrue(clashes.isEmpty(),
                    () -> "personal profiles " + clashes + " in " + profiles + " replace the recorded players");
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = CompatibilityTest.class.getResourceAsStream(ROOT + name)) {
            assertThat(in).as("fixture " + ROOT + name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The fixture copied to the temporary folder (the commands read files, not the classpath). */
    private Path copy(String name) throws IOException {
        Path file = dir.resolve(Path.of(name).getFileName().toString());
        Files.writeString(file, resource(name), StandardCharsets.UTF_8);
        return file;
    }

    /** The text with Unix line ends, whatever line ends the system or a checkout gave it. */
    private static String lines(String text) {
        return text.replace("\r\n", "\n");
    }

    private static Path folder(String name) throws URISyntaxException {
        URL url = CompatibilityTest.class.getResource(ROOT + name);
        return url != null && "file".equals(url.getProtocol()) ? Path.of(url.toURI()) : null;
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
