package org.ichto.shell.ui;

import org.ichto.urland.Urlands;

import org.ichto.shell.ai.ProfileLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class NewGameKindsTest {

    @Test
    void thePlayersOwnPersonalitiesAreOfferedAfterTheShippedOnesAndAReplacementIsNotOfferedTwice(@TempDir Path dir)
            throws Exception {
        Files.writeString(dir.resolve("night-owl.profile"), "name = Night Owl\ndescription = Bids late.\n");
        Files.writeString(dir.resolve("predator.profile"), "name = My Predator\ndescription = Mine.\n");
        Files.writeString(dir.resolve("broken.profile"), "weight.track = lots\n");
        ProfileLibrary library = ProfileLibrary.load("urland", org.ichto.urland.ai.Personality.SCHEMA, dir);

        assertThat(NewGameDialog.kinds(library)).containsExactly("human", "balanced", "cautious-breeder",
                "land-grabber", "predator", "gene-gambler", "expert", "random", "night-owl");
        assertThat(NewGameDialog.kinds(Urlands.profiles())).containsExactly("human", "balanced",
                "cautious-breeder", "land-grabber", "predator", "gene-gambler", "expert", "random");
        assertThat(library.problems()).anyMatch(p -> p.contains("broken.profile"));
    }
}
