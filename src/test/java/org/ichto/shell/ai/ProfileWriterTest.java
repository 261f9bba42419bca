package org.ichto.shell.ai;

import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.game.ProfileSchema.Setting;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Writing a personality back keeps the file the player's: comments, order and unchanged lines as they were. */
class ProfileWriterTest {
    private static final ProfileSchema SCHEMA = ProfileSchema.of(List.of(
            new Setting("weight.a", 0, 10, 1.0, false),
            new Setting("weight.b", 0, 10, 0.5, false),
            new Setting("beam", 1, 64, 6, true)));

    private static final String FILE = """
            # A test personality: comments stay where they are.
            name = Tester
            description = Tries things.

            weight.a = 1.0      # the first weight
            weight.b=0.25
            # beam left out: it takes the default
            """;

    private static Profile parse(String text) throws ProfileException {
        return ProfileParser.parse(SCHEMA, "tester", "tester.profile", text);
    }

    @Test
    void savingUnchangedGivesTheSameText() throws Exception {
        Profile p = parse(FILE);
        assertThat(ProfileWriter.write(FILE, SCHEMA, p.name(), p.description(), p.values())).isEqualTo(FILE);
    }

    @Test
    void changingOneValueChangesOnlyItsLineAndKeepsTheComment() throws Exception {
        Profile p = parse(FILE);
        Map<String, Double> values = new HashMap<>(p.values());
        values.put("weight.a", 2.35);
        String out = ProfileWriter.write(FILE, SCHEMA, p.name(), p.description(), values);
        List<String> before = FILE.lines().toList();
        List<String> after = out.lines().toList();
        assertThat(after).hasSameSizeAs(before);
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i).startsWith("weight.a")) {
                assertThat(after.get(i)).isEqualTo("weight.a = 2.35     # the first weight");
            } else {
                assertThat(after.get(i)).isEqualTo(before.get(i));
            }
        }
        assertThat(parse(out).get("weight.a")).isEqualTo(2.35);
    }

    @Test
    void aSettingTheFileLeftOutIsAppendedOnlyWhenItDiffersFromTheDefault() throws Exception {
        Profile p = parse(FILE);
        Map<String, Double> values = new HashMap<>(p.values());
        values.put("beam", 12.0);
        values.put("weight.b", 0.3);
        String out = ProfileWriter.write(FILE, SCHEMA, p.name(), p.description(), values);
        assertThat(out).startsWith(FILE.replace("weight.b=0.25", "weight.b=0.3")).endsWith("beam = 12\n");
        assertThat(parse(out).get("beam")).isEqualTo(12.0);
        assertThat(parse(out).get("weight.b")).isEqualTo(0.3);
    }

    @Test
    void theNameAndDescriptionAreReplacedInTheirLines() throws Exception {
        Profile p = parse(FILE);
        String out = ProfileWriter.write(FILE, SCHEMA, "Tester 2", "Tries other things.", p.values());
        assertThat(out).contains("name = Tester 2\n").contains("description = Tries other things.\n")
                .contains("# A test personality: comments stay where they are.");
        assertThat(parse(out).name()).isEqualTo("Tester 2");
    }

    @Test
    void windowsLineEndsStay() throws Exception {
        String crlf = FILE.replace("\n", "\r\n");
        Profile p = parse(crlf);
        Map<String, Double> values = new HashMap<>(p.values());
        values.put("beam", 7.0);
        String out = ProfileWriter.write(crlf, SCHEMA, p.name(), p.description(), values);
        assertThat(out).startsWith(crlf).endsWith("beam = 7\r\n");
    }

    @Test
    void everyShippedPersonalityRoundTrips() throws Exception {
        for (String game : List.of("urland", "soup")) {
            ProfileSchema schema = schemaOf(game);
            ProfileLibrary shipped = ProfileLibrary.shipped(game, schema);
            assertThat(shipped.shippedIds()).isNotEmpty();
            for (String id : shipped.shippedIds()) {
                String text;
                try (InputStream in = getClass().getResourceAsStream(ProfileLibrary.shippedFolder(game) + id
                        + ProfileLibrary.EXTENSION)) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                Profile p = shipped.find(id).orElseThrow();
                assertThat(ProfileWriter.write(text, schema, p.name(), p.description(), p.values()))
                        .as(game + "/" + id).isEqualTo(text);
            }
        }
    }

    private static ProfileSchema schemaOf(String game) {
        return game.equals("urland") ? org.ichto.urland.ai.Personality.SCHEMA : org.ichto.soup.ai.SoupPersonality.SCHEMA;
    }
}
