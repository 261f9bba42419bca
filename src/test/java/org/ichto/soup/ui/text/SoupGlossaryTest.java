package org.ichto.soup.ui.text;

import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoardLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/glossary.md agrees with Primordial Soup's bundles: its key prefixes listed, its genes and words as the game shows them. */
class SoupGlossaryTest {
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
        Matcher m = Pattern.compile("`([a-z]+\\.)`").matcher(GLOSSARY);
        while (m.find()) {
            listed.add(m.group(1));
        }
        Set<String> unlisted = new TreeSet<>();
        for (String key : SoupTexts.of(Locale.ENGLISH).keys()) {
            if (listed.stream().noneMatch(key::startsWith)) {
                unlisted.add(key);
            }
        }
        assertThat(unlisted).isEmpty();
    }

    @Test
    void theGeneNamesAndTheGamesNameAreAsTheWindowShowsThem() {
        SoupTexts en = SoupTexts.of(Locale.ENGLISH);
        SoupTexts nl = SoupTexts.of(Locale.forLanguageTag("nl"));
        for (Gene g : SoupBoardLoader.standard().genes()) {
            assertThat(GLOSSARY).contains("| " + en.gene(g) + " | " + nl.gene(g) + " |");
        }
        assertThat(GLOSSARY).contains("| " + en.get("game.name") + " | " + nl.get("game.name") + " |");
        for (String id : java.util.List.of("balanced", "grower", "geneticist", "aggressor")) {
            assertThat(GLOSSARY).contains("| " + id + " | " + en.personality(id) + " | " + nl.personality(id) + " |");
        }
    }
}
