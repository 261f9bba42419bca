package org.ichto.urland.ui.text;

import org.ichto.urland.rules.Gene;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/glossary.md agrees with the bundles: every key prefix listed, the gene names as in the game. */
class GlossaryTest {
    private static final String GLOSSARY = read();

    private static String read() {
        try {
            return Files.readString(Path.of("docs", "glossary.md"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("cannot read docs/glossary.md", e);
        }
    }

    @Test
    void everyKeyPrefixIsListed() {
        Set<String> listed = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)^\\| `([a-z.]+\\.)` \\|").matcher(GLOSSARY);
        while (m.find()) {
            listed.add(m.group(1));
        }
        assertThat(listed).hasSizeGreaterThan(20);
        Set<String> unlisted = new TreeSet<>();
        for (String key : UrlandTexts.of(UrlandTexts.ENGLISH).keys()) {
            if (listed.stream().noneMatch(key::startsWith)) {
                unlisted.add(key);
            }
        }
        assertThat(unlisted).isEmpty();
    }

    @Test
    void theGeneNamesAreTheGamesOwn() {
        UrlandTexts en = UrlandTexts.of(UrlandTexts.ENGLISH);
        UrlandTexts nl = UrlandTexts.of(UrlandTexts.DUTCH);
        for (Gene g : Gene.values()) {
            assertThat(GLOSSARY).contains("| " + en.gene(g) + " | " + nl.gene(g) + " |");
        }
    }

    @Test
    void theRolesAndOceansAreTheGamesOwn() {
        UrlandTexts en = UrlandTexts.of(UrlandTexts.ENGLISH);
        UrlandTexts nl = UrlandTexts.of(UrlandTexts.DUTCH);
        assertThat(GLOSSARY).contains("| " + en.get("role.environment").toLowerCase(java.util.Locale.ROOT) + " | "
                + nl.get("role.environment").toLowerCase(java.util.Locale.ROOT) + " |");
        assertThat(GLOSSARY).contains("| " + en.get("role.dummy").toLowerCase(java.util.Locale.ROOT) + " | " + nl.get("role.dummy") + " |");
        for (int o = 0; o < 5; o++) {
            assertThat(GLOSSARY).contains("| " + en.ocean(o) + " (" + en.get("place.ocean." + o) + ") | "
                    + nl.ocean(o) + " (" + nl.get("place.ocean." + o) + ") |");
        }
    }
}
