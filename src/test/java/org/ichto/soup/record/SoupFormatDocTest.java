package org.ichto.soup.record;

import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.Json;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.soup.SoupGame;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The Primordial Soup section of docs/record-format.md is real: its examples read, fit together and are written alike. */
class SoupFormatDocTest {
    private static final RecordIO<SoupState, SoupDecision> IO = new RecordIO<>(SoupGame.INSTANCE);

    private static String soupPart() throws Exception {
        String doc = Files.readString(Path.of("docs", "record-format.md"));
        return doc.substring(doc.indexOf("\n## Primordial Soup"));
    }

    private static List<String> blocks(String text, String kind) {
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("```" + kind + "\\n(.*?)\\n```", Pattern.DOTALL).matcher(text);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    @Test
    void theRecordReplaysToThePositionAndBothAreWrittenAsShown() throws Exception {
        List<String> json = blocks(soupPart(), "json");
        assertThat(json).hasSize(2);
        GameRecord<SoupState, SoupDecision> record = IO.read(json.get(0));
        SoupState position = IO.readPosition(json.get(1));
        assertThat(Replay.finalState(SoupGame.INSTANCE, record)).isEqualTo(position);
        assertThat(position.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
        assertThat(IO.write(record).strip()).isEqualTo(json.get(0));
        assertThat(IO.writePosition(position).strip()).isEqualTo(json.get(1));
    }

    @Test
    void everyDecisionTypeIsDocumentedWithAnExampleThatReads() throws Exception {
        String doc = soupPart();
        List<String> examples = blocks(doc, "").get(0).lines().toList();
        assertThat(examples).hasSize(SoupDecisionJson.TYPES.size());
        for (int i = 0; i < examples.size(); i++) {
            String type = SoupDecisionJson.TYPES.get(i);
            assertThat(doc).contains("| `" + type + "` |");
            assertThat(examples.get(i)).contains("\"type\": \"" + type + "\"");
            SoupDecision d = IO.decision(Json.parse(examples.get(i)), "example " + i).decision();
            // Written back, each example is the same text.
            assertThat(IO.toJson(new org.ichto.shell.record.SeatDecision<>(2, d)).toString().replace(",", ", ")
                    .replace(":", ": ")).isEqualTo(examples.get(i));
        }
    }

    @Test
    void theMessagesShownAreTheReadersOwn() throws Exception {
        String doc = soupPart();
        String example = "startPosition.food[3].cubes[2]: expected a number of cubes (a whole number 0 to 55), not 56";
        assertThat(doc).contains(example);
        var position = (com.fasterxml.jackson.databind.node.ObjectNode) Json.parse(blocks(doc, "json").get(1));
        ((com.fasterxml.jackson.databind.node.ArrayNode) position.path("food").get(3).path("cubes")).set(2,
                position.numberNode(56));
        try {
            new SoupPositionJson(org.ichto.soup.SoupFixtures.BOARD).read(position, "startPosition");
        } catch (RecordException e) {
            assertThat(e.getMessage()).isEqualTo(example);
            return;
        }
        throw new AssertionError("the position was read");
    }
}
