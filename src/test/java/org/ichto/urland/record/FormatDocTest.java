package org.ichto.urland.record;

import org.ichto.shell.record.Replay;

import org.ichto.shell.record.GameRecord;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The examples in docs/record-format.md are real: each reads, and they fit together. */
class FormatDocTest {
    private static final Path DOC = Path.of("docs", "record-format.md");

    /** Urland's part of the page: everything before Primordial Soup's section. */
    static String urlandPart() throws java.io.IOException {
        String doc = Files.readString(DOC);
        return doc.substring(0, doc.indexOf("\n## Primordial Soup"));
    }

    @Test
    void theExamplesReadAndFitTogether() throws Exception {
        String doc = urlandPart();
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("```json\\n(.*?)\\n```", Pattern.DOTALL).matcher(doc);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        assertThat(blocks).hasSize(3);
        GameRecord<GameState, Decision> fromSeed = Urlands.read(blocks.get(0));
        GameState position = PositionJson.readState(BoardLoader.standard(), blocks.get(1));
        GameRecord<GameState, Decision> fromPosition = Urlands.read(blocks.get(2));
        assertThat(Urlands.finalState(fromSeed)).isEqualTo(position);
        assertThat(Replay.start(Urlands.GAME, fromPosition)).isEqualTo(position);
        assertThat(position.phase()).isEqualTo(Phase.ACTIONS);
        assertThat(Urlands.write(fromSeed).strip()).isEqualTo(blocks.get(0));
        assertThat(PositionJson.write(position).strip()).isEqualTo(blocks.get(1));
        assertThat(Urlands.write(fromPosition).strip()).isEqualTo(blocks.get(2));
    }

    @Test
    void everyDecisionTypeIsDocumented() throws Exception {
        String doc = urlandPart();
        for (String type : DecisionJson.FIELDS.keySet()) {
            assertThat(doc).contains("| `" + type + "` |").contains("\"type\": \"" + type + "\"");
        }
    }
}
