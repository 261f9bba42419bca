package org.ichto.soup.ai;

import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.ai.ProfileParser;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.board.Gene;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Primordial Soup's personality files: the settings they may hold and the four shipped with the game. */
class SoupPersonalityTest {
    private static final ProfileLibrary SHIPPED = ProfileLibrary.shipped("soup", SoupPersonality.SCHEMA);

    static SoupPersonality personality(String id, Difficulty d) {
        return SoupPersonality.of(SHIPPED.find(id, d).orElseThrow());
    }

    @Test
    void fiveShippedPersonalitiesLoadWithoutProblems() {
        assertThat(SHIPPED.problems()).isEmpty();
        assertThat(SHIPPED.all()).extracting(Profile::id)
                .containsExactlyInAnyOrder("balanced", "grower", "geneticist", "aggressor", "grazer", "economist");
        SoupPersonality aggressor = personality("aggressor", Difficulty.NORMAL);
        assertThat(aggressor.name()).isEqualTo("Aggressor");
        assertThat(aggressor.taste(SoupFixtures.BOARD.gene("Aggression").index())).isEqualTo(4.0);
        // What the file leaves out is the balanced value.
        assertThat(aggressor.taste(SoupFixtures.BOARD.gene("Intelligence").index())).isEqualTo(0.2);
    }

    @Test
    void theShippedIndexListsExactlyTheFilesInTheFolder() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("ai-profiles/soup"))) {
            var onDisk = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".profile")).sorted()
                    .toList();
            var listed = Files.readAllLines(Path.of("ai-profiles/soup/index.txt")).stream().map(String::trim)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).sorted().toList();
            assertThat(listed).isEqualTo(onDisk);
        }
    }

    @Test
    void theBalancedFileWritesOutEveryDefault() {
        Profile balanced = SHIPPED.find("balanced").orElseThrow();
        for (ProfileSchema.Setting s : SoupPersonality.SCHEMA.settings().values()) {
            assertThat(balanced.get(s.key())).as(s.key()).isEqualTo(s.fallback());
        }
    }

    @Test
    void everyGeneHasASettingNamedAfterIt() {
        for (Gene g : SoupFixtures.BOARD.genes()) {
            assertThat(SoupPersonality.SCHEMA.get(SoupPersonality.geneKey(g))).as(g.name()).isNotNull();
        }
        assertThat(SoupPersonality.geneKey(SoupFixtures.BOARD.gene("Struggle for Survival")))
                .isEqualTo("gene.STRUGGLE_FOR_SURVIVAL");
        assertThat(SoupPersonality.geneKey(SoupFixtures.BOARD.gene("Movement II"))).isEqualTo("gene.MOVEMENT_II");
    }

    @Test
    void thePersonalitiesDifferWhereTheirNamesSay() {
        SoupPersonality balanced = personality("balanced", Difficulty.NORMAL);
        SoupPersonality grower = personality("grower", Difficulty.NORMAL);
        SoupPersonality geneticist = personality("geneticist", Difficulty.NORMAL);
        SoupPersonality aggressor = personality("aggressor", Difficulty.NORMAL);
        assertThat(grower.amoebas()).isGreaterThan(balanced.amoebas()).isGreaterThan(geneticist.amoebas());
        assertThat(grower.taste(SoupFixtures.BOARD.gene("Division Rate").index())).isGreaterThan(
                balanced.taste(SoupFixtures.BOARD.gene("Division Rate").index()));
        assertThat(geneticist.genes()).isGreaterThan(balanced.genes()).isGreaterThan(grower.genes());
        assertThat(aggressor.rivals()).isGreaterThan(balanced.rivals());
        assertThat(aggressor.taste(SoupFixtures.BOARD.gene("Struggle for Survival").index())).isGreaterThan(
                geneticist.taste(SoupFixtures.BOARD.gene("Struggle for Survival").index()));
    }

    @Test
    void difficultyChangesTheRandomError() {
        assertThat(personality("balanced", Difficulty.EASY).noise()).isEqualTo(0.35);
        assertThat(personality("balanced", Difficulty.HARD).noise()).isZero();
        assertThat(personality("grower", Difficulty.HARD).spec()).isEqualTo("grower:hard");
        assertThat(personality("grower", Difficulty.NORMAL).spec()).isEqualTo("grower");
    }

    @Test
    void aBrokenSettingIsNamedWithItsLine() {
        String minimal = "name = Test\ndescription = A test player.\n";
        assertThatThrownBy(() -> ProfileParser.parse(SoupPersonality.SCHEMA, "t", "t.profile",
                minimal + "gene.STRUGGLE = 3\n")).hasMessageStartingWith("t.profile:3: 'gene.STRUGGLE' is not a profile setting");
        assertThatThrownBy(() -> ProfileParser.parse(SoupPersonality.SCHEMA, "t", "t.profile",
                minimal + "weight.rivals = 3\n")).hasMessageStartingWith("t.profile:3: 'weight.rivals' must lie between 0 and 2");
    }
}
