package org.ichto.urland.lab;

import org.ichto.shell.lab.TournamentReport;

import org.ichto.shell.lab.TournamentResult;

import org.ichto.shell.lab.Tournament;

import org.ichto.urland.Urlands;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.urland.rules.GameState;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The tournament example in docs/ai.md is real, and every column and field is explained there. */
class AiDocTest {
    private static final Path DOC = Path.of("docs", "ai.md");

    @Test
    void theJsonExampleIsWhatTheTournamentGives() throws Exception {
        String doc = Files.readString(DOC);
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("```json\\n(.*?)\\n```", Pattern.DOTALL).matcher(doc);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        assertThat(blocks).hasSize(1);
        ObjectMapper mapper = new ObjectMapper();
        JsonNode example = mapper.readTree(blocks.get(0));
        List<PlayerSpec> specs = new ArrayList<>();
        example.get("players").forEach(p -> specs.add(PlayerSpec.parse(p.asText())));
        TournamentResult r = new Tournament<>(Urlands.GAME, Urlands.factory(), specs, example.get("games").asInt(),
                example.get("seed").asLong()).run();
        JsonNode actual = mapper.readTree(TournamentReport.json(r));
        assertThat(withoutTimes(actual)).isEqualTo(withoutTimes(example));
        assertThat(doc).contains("tournament --players " + String.join(",", r.players()) + " --games "
                + r.games() + " --seed " + r.seed());
    }

    @Test
    void everyColumnAndFieldIsExplained() throws Exception {
        String doc = Files.readString(DOC);
        TournamentResult r = new Tournament<>(Urlands.GAME, Urlands.factory(), PlayerSpec.parseList("random,random,random"),
                1, 1).run();
        for (String column : TournamentReport.columns(r)) {
            assertThat(doc).contains("`" + column + "`");
        }
        for (ActionKind k : ActionKind.values()) {
            assertThat(doc).contains("`" + k.id() + "`");
        }
        ObjectNode json = TournamentReport.toJson(r);
        json.fieldNames().forEachRemaining(f -> assertThat(doc).contains("`" + f + "`"));
        json.get("entries").get(0).fieldNames().forEachRemaining(f -> assertThat(doc).contains("`" + f + "`"));
        assertThat(doc).contains("## How the computer opponents think", "## Personalities", "## Tournament lab");
    }

    private static JsonNode withoutTimes(JsonNode root) {
        ObjectNode copy = root.deepCopy();
        copy.remove("seconds");
        for (Iterator<JsonNode> it = copy.get("entries").elements(); it.hasNext(); ) {
            ObjectNode e = (ObjectNode) it.next();
            e.remove("decisionMillisP50");
            e.remove("decisionMillisP95");
        }
        return copy;
    }
}
