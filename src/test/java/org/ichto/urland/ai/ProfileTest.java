package org.ichto.urland.ai;

import org.ichto.shell.game.Difficulty;

import org.ichto.shell.ai.ProfileException;

import org.ichto.shell.ai.ProfileParser;

import org.ichto.shell.ai.ProfileLibrary;

import org.ichto.shell.game.Profile;
import org.ichto.urland.Urlands;

import org.ichto.urland.rules.Gene;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProfileTest {

    private static final String MINIMAL = "name = Test\ndescription = A test player.\n";

    @Test
    void fiveShippedPersonalitiesLoadWithoutProblems() {
        ProfileLibrary lib = Urlands.profiles();
        assertThat(lib.problems()).isEmpty();
        assertThat(lib.all()).extracting(Profile::id)
                .containsExactly("balanced", "cautious-breeder", "gene-gambler", "land-grabber", "predator");
        Personality predator = Personality.of(lib.find("predator").orElseThrow());
        assertThat(predator.name()).isEqualTo("Predator");
        assertThat(predator.aggression()).isEqualTo(0.95);
        assertThat(predator.worth(Gene.TEETH)).isEqualTo(7 * 1.1);
    }

    @Test
    void theShippedIndexListsExactlyTheFilesInTheFolder() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("ai-profiles/urland"))) {
            var onDisk = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".profile")).sorted()
                    .toList();
            var listed = Files.readAllLines(Path.of("ai-profiles/urland/index.txt")).stream().map(String::trim)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).sorted().toList();
            assertThat(listed).isEqualTo(onDisk);
        }
    }

    @Test
    void personalitiesDifferInWhatTheyValue() {
        ProfileLibrary lib = Urlands.profiles();
        Personality breeder = Urlands.personality("cautious-breeder");
        Personality grabber = Urlands.personality("land-grabber");
        Personality gambler = Urlands.personality("gene-gambler");
        assertThat(breeder.breedingWeight()).isGreaterThan(grabber.breedingWeight());
        assertThat(grabber.landWeight()).isGreaterThan(breeder.landWeight());
        assertThat(gambler.bidAggressiveness()).isGreaterThan(breeder.bidAggressiveness());
        assertThat(gambler.reserveWeight()).isGreaterThan(grabber.reserveWeight());
    }

    @Test
    void difficultyChangesNoiseAndLookAhead() {
        Personality normal = Urlands.personality("balanced", Difficulty.NORMAL);
        Personality easy = Urlands.personality("balanced", Difficulty.EASY);
        Personality hard = Urlands.personality("balanced", Difficulty.HARD);
        assertThat(easy.noise()).isGreaterThan(normal.noise());
        assertThat(hard.noise()).isZero();
        assertThat(easy.beam()).isLessThan(normal.beam());
        assertThat(hard.beam()).isGreaterThan(normal.beam());
        assertThat(hard.spec()).isEqualTo("balanced:hard");
        assertThat(normal.spec()).isEqualTo("balanced");
    }

    @Test
    void settingsLeftOutTakeTheBalancedDefaults() throws ProfileException {
        Personality p = Personality.of(ProfileParser.parse(Personality.SCHEMA, "t", "t.profile",
                MINIMAL + "risk = 0.9  # bold\n"));
        assertThat(p.risk()).isEqualTo(0.9);
        assertThat(p.landWeight()).isEqualTo(1.0);
        assertThat(p.worth(Gene.WARM_BLOOD)).isEqualTo(4.0);
        assertThat(p.beam()).isEqualTo(6);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "misspelt setting     | bid.agressiveness = 0.5 | t.profile:3: 'bid.agressiveness' is not a profile setting (did you mean 'bid.aggressiveness'?)",
            "not a number         | risk = bold             | t.profile:3: 'risk' must be a number, not 'bold'",
            "out of range         | noise = 2               | t.profile:3: 'noise' must lie between 0 and 1, not 2",
            "not whole            | lookahead.beam = 2.5    | t.profile:3: 'lookahead.beam' must be a whole number, not 2.5",
            "no equals sign       | risk 0.5                | t.profile:3: expected 'setting = value', found 'risk 0.5'",
            "no value             | risk =                  | t.profile:3: 'risk' has no value",
            "unknown gene         | gene.GILLS = 3          | t.profile:3: 'gene.GILLS' is not a profile setting",
    })
    void aBrokenLineIsNamedWithFileAndLine(String name, String line, String message) {
        assertThatThrownBy(() -> ProfileParser.parse(Personality.SCHEMA, "t", "t.profile", MINIMAL + line + "\n"))
                .isInstanceOf(ProfileException.class).hasMessageStartingWith(message);
    }

    @Test
    void aProfileNeedsANameAndADescription() {
        assertThatThrownBy(() -> ProfileParser.parse(Personality.SCHEMA, "t", "t.profile", "description = x\n"))
                .hasMessage("t.profile: the profile has no 'name = ...' line");
        assertThatThrownBy(() -> ProfileParser.parse(Personality.SCHEMA, "t", "t.profile", "name = x\n"))
                .hasMessage("t.profile: the profile has no 'description = ...' line");
        assertThatThrownBy(() -> ProfileParser.parse(Personality.SCHEMA, "t", "t.profile", MINIMAL + "risk = 1\nrisk = 0\n"))
                .hasMessage("t.profile:4: 'risk' is set twice");
    }

    @Test
    void userProfilesAddToAndReplaceShippedOnesAndBrokenOnesAreSkipped(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("hermit.profile"), "name = Hermit\ndescription = Never lands.\nweight.land = 0\n");
        Files.writeString(dir.resolve("predator.profile"), "name = Tame Predator\ndescription = Mild.\naggression = 0.1\n");
        Files.writeString(dir.resolve("broken.profile"), "name = Broken\ndescription = x\nrisk = lots\n");
        Files.writeString(dir.resolve("Bad Name.profile"), MINIMAL);
        Files.writeString(dir.resolve("notes.txt"), "not a profile");
        ProfileLibrary lib = ProfileLibrary.load("urland", Personality.SCHEMA, dir);
        assertThat(Personality.of(lib.find("hermit").orElseThrow()).landWeight()).isZero();
        assertThat(Personality.of(lib.find("predator").orElseThrow()).aggression()).isEqualTo(0.1);
        assertThat(lib.find("broken")).isEmpty();
        assertThat(lib.problems()).hasSize(2);
        assertThat(lib.problems().get(0)).contains("Bad Name.profile").contains("lower-case letters");
        assertThat(lib.problems().get(1)).contains("broken.profile:3: 'risk' must be a number, not 'lots'");
        assertThat(lib.all()).hasSize(6);
    }

    @Test
    void theShippedProfilesAreReadOnceWhileTheUsersAreReadAtEveryLoad(@TempDir Path dir) throws IOException {
        ProfileLibrary first = ProfileLibrary.load("urland", Personality.SCHEMA, dir);
        Files.writeString(dir.resolve("hermit.profile"), "name = Hermit\ndescription = Never lands.\nweight.land = 0\n");
        Files.writeString(dir.resolve("predator.profile"), "name = Tame Predator\ndescription = Mild.\naggression = 0.1\n");
        ProfileLibrary second = ProfileLibrary.load("urland", Personality.SCHEMA, dir);
        // A file written between two loads is found by the second, and a user's file still replaces a shipped one.
        assertThat(first.find("hermit")).isEmpty();
        assertThat(second.find("hermit")).isPresent();
        assertThat(Personality.of(second.find("predator").orElseThrow()).aggression()).isEqualTo(0.1);
        // The shipped ones are the very same, read once for the run; a load without the user's folder is as shipped.
        Profile balanced = first.find("balanced").orElseThrow();
        assertThat(second.find("balanced")).containsSame(balanced);
        assertThat(ProfileLibrary.shipped("urland", Personality.SCHEMA).find("balanced")).containsSame(balanced);
        assertThat(Personality.of(ProfileLibrary.shipped("urland", Personality.SCHEMA).find("predator").orElseThrow())
                .aggression()).isNotEqualTo(0.1);
        assertThat(second.shippedIds()).isEqualTo(first.shippedIds());
    }

    @Test
    void aMissingUserDirectoryIsNoProblem(@TempDir Path dir) {
        ProfileLibrary lib = ProfileLibrary.load("urland", Personality.SCHEMA, dir.resolve("does-not-exist"));
        assertThat(lib.problems()).isEmpty();
        assertThat(lib.all()).hasSize(5);
    }

    @Test
    void aPersonalFileNamedLikeABuiltInPlayerIsRefusedByNameAndEverythingElseWorks(@TempDir Path dir)
            throws Exception {
        Files.writeString(dir.resolve("random.profile"), MINIMAL);
        Files.writeString(dir.resolve("expert.profile"), MINIMAL);
        Files.writeString(dir.resolve("hermit.profile"), MINIMAL);
        ProfileLibrary lib = ProfileLibrary.load("urland", Personality.SCHEMA, dir);
        assertThat(lib.problems()).hasSize(2).allSatisfy(p -> assertThat(p).contains("is the name of a built-in player"));
        assertThat(lib.problems()).anyMatch(p -> p.contains("random.profile")).anyMatch(p -> p.contains("expert.profile"));
        assertThat(lib.find("hermit")).isPresent();
        // The factory of every player is made without a clash, and random and the Expert are the built-in ones.
        var factory = org.ichto.shell.ai.PlayerFactory.standard(org.ichto.urland.UrlandGame.INSTANCE, lib);
        assertThat(factory.names()).contains("random", "expert", "hermit", "balanced");
        assertThat(factory.create(org.ichto.shell.ai.PlayerSpec.of("random"), 1).label()).isEqualTo("random");
        assertThat(factory.create(org.ichto.shell.ai.PlayerSpec.of("expert"), 1).label()).isEqualTo("expert");
    }

    @Test
    void askingForAPlayerWhoseFileWasLeftOutSaysWhy(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("broken.profile"), MINIMAL + "risk = lots\n");
        ProfileLibrary lib = ProfileLibrary.load("urland", Personality.SCHEMA, dir);
        var factory = org.ichto.shell.ai.PlayerFactory.standard(org.ichto.urland.UrlandGame.INSTANCE, lib);
        assertThatThrownBy(() -> factory.check(org.ichto.shell.ai.PlayerSpec.of("broken")))
                .hasMessageContaining("unknown player \"broken\" (its profile file was left out: ")
                .hasMessageContaining("broken.profile:3: 'risk' must be a number, not 'lots'")
                .hasMessageContaining("known players: balanced");
        assertThatThrownBy(() -> factory.check(org.ichto.shell.ai.PlayerSpec.of("shark")))
                .hasMessageStartingWith("unknown player \"shark\" (known players: ");
    }

    @Test
    void hostileProfileFilesAreLeftOutWithPlainShortReasons(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("latin.profile"), (MINIMAL + "# Zo\u00eb\n").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Files.write(dir.resolve("utf16.profile"), MINIMAL.getBytes(java.nio.charset.StandardCharsets.UTF_16));
        Files.writeString(dir.resolve("huge.profile"), MINIMAL + "#" + "x".repeat(ProfileLibrary.MAX_BYTES) + "\n");
        Files.writeString(dir.resolve("longline.profile"), MINIMAL + "y".repeat(50_000) + "\n");
        Files.writeString(dir.resolve("longkey.profile"), MINIMAL + "k".repeat(50_000) + " = 1\n");
        Files.writeString(dir.resolve("markup.profile"), MINIMAL + "risk = <html><b>lots\n");
        Files.createDirectories(dir.resolve("folder.profile"));
        long start = System.nanoTime();
        ProfileLibrary lib = ProfileLibrary.load("urland", Personality.SCHEMA, dir);
        assertThat((System.nanoTime() - start) / 1_000_000).as("milliseconds to read the folder").isLessThan(5_000);
        assertThat(lib.problems()).hasSize(7).allSatisfy(p -> {
            assertThat(p).doesNotContainPattern("(?i)exception|Input length|java\\.|\\$");
            assertThat(p.length()).isLessThan(dir.toString().length() + 200);
            assertThat(p.lines()).hasSize(1);
        });
        assertThat(String.join("\n", lib.problems()))
                .contains("latin.profile: cannot be read: it is not UTF-8 text")
                .contains("huge.profile: cannot be read: it is larger than 64 KB, far more than any profile")
                .contains("folder.profile: cannot be read: ")
                .contains("longline.profile:3: expected 'setting = value', found 'yyyyyyyy")
                .contains("longkey.profile:3: 'kkkkk")
                .contains("markup.profile:3: 'risk' must be a number, not '\u2039html>");
        assertThat(lib.all()).hasSize(5);
    }
}
