package org.ichto.soup.lab;

import org.ichto.shell.game.LabStats;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.soup.ai.SoupPersonality;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/ai.md explains every setting of a Soup personality and every column and figure of Soup in the lab. */
class SoupAiDocTest {

    private static String soupPart() throws Exception {
        String doc = Files.readString(Path.of("docs", "ai.md"));
        return doc.substring(doc.indexOf("\n## Primordial Soup"));
    }

    @Test
    void everySettingIsExplained() throws Exception {
        String doc = soupPart();
        for (ProfileSchema.Setting s : SoupPersonality.SCHEMA.settings().values()) {
            String key = s.key().startsWith("gene.") ? "gene.NAME" : s.key();
            assertThat(doc).as(s.key()).contains("| `" + key + "` |");
        }
    }

    @Test
    void everyColumnKindAndFigureIsExplained() throws Exception {
        String doc = soupPart();
        SoupStats stats = new SoupStats();
        for (String column : stats.columns()) {
            assertThat(doc).contains("| `" + column + "` |");
        }
        for (DecisionKind k : DecisionKind.values()) {
            assertThat(doc).contains("`" + k.id() + "`");
        }
        LabStats.Behaviour b = stats.tally().result(1);
        b.figures().keySet().forEach(f -> assertThat(doc).contains("`" + f + "`"));
        assertThat(doc).contains("### Soup personalities", "### Soup in the tournament lab");
    }
}
