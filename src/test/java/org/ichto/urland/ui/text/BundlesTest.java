package org.ichto.urland.ui.text;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.Difficulty;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Phase;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/** The two bundles: the same keys, real values, patterns that parse and agree on their arguments. */
class BundlesTest {
    /** What Urland's window reads in each language: the shell's texts and Urland's, as one. */
    private static final Map<String, String> EN = patterns(UrlandTexts.of(UrlandTexts.ENGLISH));
    private static final Map<String, String> NL = patterns(UrlandTexts.of(UrlandTexts.DUTCH));

    private static Map<String, String> patterns(UrlandTexts texts) {
        Map<String, String> m = new java.util.TreeMap<>();
        texts.keys().forEach(k -> m.put(k, texts.pattern(k)));
        return m;
    }
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    @Test
    void bothLanguagesHaveExactlyTheSameKeys() {
        Set<String> onlyEnglish = new TreeSet<>(EN.keySet());
        onlyEnglish.removeAll(NL.keySet());
        Set<String> onlyDutch = new TreeSet<>(NL.keySet());
        onlyDutch.removeAll(EN.keySet());
        assertThat(onlyEnglish).as("keys missing in messages_nl.properties").isEmpty();
        assertThat(onlyDutch).as("keys missing in messages.properties").isEmpty();
        assertThat(EN).hasSizeGreaterThan(300);
    }

    @Test
    void noValueIsEmptyOrPadded() {
        for (Map<String, String> bundle : List.of(EN, NL)) {
            bundle.forEach((k, v) -> {
                assertThat(v).as(k).isNotBlank();
                if (!k.equals("list.separator")) {
                    assertThat(v).as(k).isEqualTo(v.strip());
                }
            });
        }
    }

    @Test
    void theFilesAreValidUtf8() throws IOException {
        for (String file : List.of("messages.properties", "messages_nl.properties")) {
            try (InputStream in = UrlandTexts.class.getResourceAsStream("/org/ichto/urland/ui/text/" + file)) {
                assertThat(in).as(file).isNotNull();
                byte[] bytes = in.readAllBytes();
                try {
                    StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
                } catch (CharacterCodingException e) {
                    fail(file + " is not valid UTF-8: " + e);
                }
            }
        }
        assertThat(NL.get("scoring.kind.COEXISTENCE")).isEqualTo("coëxistentie");
    }

    @Test
    void everyValueIsAPatternThatParses() {
        check(EN, UrlandTexts.ENGLISH);
        check(NL, UrlandTexts.DUTCH);
    }

    private static void check(Map<String, String> bundle, Locale locale) {
        bundle.forEach((k, v) -> {
            assertThat(v).as(k + ": write ’ instead of a straight apostrophe").doesNotContain("'");
            try {
                new MessageFormat(v, locale);
            } catch (IllegalArgumentException e) {
                fail(k + " in " + locale + " does not parse: " + v + " (" + e.getMessage() + ")");
            }
        });
    }

    @Test
    void bothLanguagesUseTheSameArgumentsInEveryPattern() {
        List<String> mismatches = new ArrayList<>();
        for (String k : EN.keySet()) {
            if (NL.containsKey(k) && !arguments(EN.get(k)).equals(arguments(NL.get(k)))) {
                mismatches.add(k + ": " + arguments(EN.get(k)) + " vs " + arguments(NL.get(k)));
            }
        }
        assertThat(mismatches).isEmpty();
    }

    @Test
    void argumentsAreNumberedWithoutGaps() {
        for (Map.Entry<String, String> e : EN.entrySet()) {
            if (e.getKey().startsWith("hint.")) {
                continue; // a hint's arguments are fixed by the hint; a reason may leave some unsaid
            }
            Set<Integer> args = arguments(e.getValue());
            if (!args.isEmpty()) {
                assertThat(args).as(e.getKey()).hasSize(((TreeSet<Integer>) args).last() + 1);
            }
            assertThat(new MessageFormat(e.getValue()).getFormatsByArgumentIndex()).as(e.getKey())
                    .hasSize(args.isEmpty() ? 0 : ((TreeSet<Integer>) args).last() + 1);
        }
    }

    static Set<Integer> arguments(String pattern) {
        Set<Integer> found = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(pattern);
        while (m.find()) {
            found.add(Integer.parseInt(m.group(1)));
        }
        return found;
    }

    @Test
    void theGameVocabularyIsComplete() {
        List<String> needed = new ArrayList<>();
        for (Gene g : Gene.values()) {
            needed.add("gene.name." + g.name());
            needed.add("gene.text." + g.name());
            needed.add("gene.short." + g.name());
            if (g.acts()) {
                needed.add("prompt.actions.gene." + g.name());
            }
        }
        for (Phase p : Phase.values()) {
            needed.add("phase." + p.name());
            needed.add("wait." + p.name());
        }
        for (ScoringKind k : ScoringKind.values()) {
            needed.add("scoring.kind." + k.name());
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            needed.add("ocean." + o);
            needed.add("place.ocean." + o);
        }
        for (String c : Urlands.COLOURS) {
            needed.add("colour." + c);
        }
        for (Difficulty d : Difficulty.values()) {
            needed.add("difficulty." + d.id());
        }
        for (String id : personalities()) {
            needed.add("personality." + id + ".name");
            needed.add("personality." + id + ".description");
        }
        for (String lang : List.of("en", "nl")) {
            needed.add("menu.view.language." + lang);
        }
        assertThat(EN.keySet()).containsAll(needed);
        assertThat(NL.keySet()).containsAll(needed);
    }

    /** The shipped personalities (ai-profiles/urland/index.txt) and the two other kinds of computer player. */
    private static List<String> personalities() {
        List<String> ids = new ArrayList<>(List.of("random", "expert"));
        try {
            for (String line : Files.readAllLines(Path.of("ai-profiles", "urland", "index.txt"))) {
                String s = line.strip();
                if (!s.isEmpty() && !s.startsWith("#")) {
                    ids.add(s.replace(".profile", ""));
                }
            }
        } catch (IOException e) {
            throw new AssertionError("cannot read ai-profiles/urland/index.txt", e);
        }
        assertThat(ids).hasSizeGreaterThan(2);
        return ids;
    }

    @Test
    void theLogsKeysAreTheOnesItsCodeUses() throws IOException {
        String code = Files.readString(Path.of("src/main/java/org/ichto/urland/ui/text/EventText.java"))
                + Files.readString(Path.of("src/main/java/org/ichto/urland/ui/text/DecisionText.java"));
        Set<String> used = new TreeSet<>();
        Matcher m = Pattern.compile("\"((?:event|decision|list|place)\\.[A-Za-z.]+)\"").matcher(code);
        while (m.find()) {
            used.add(m.group(1));
        }
        assertThat(EN.keySet()).containsAll(used);
        Set<String> unused = new TreeSet<>();
        for (String k : EN.keySet()) {
            if ((k.startsWith("event.") || k.startsWith("decision.")) && !used.contains(k)) {
                unused.add(k);
            }
        }
        assertThat(unused).as("log texts no code uses").isEmpty();
    }

    @Test
    void theNamesOfTheLanguagesAreTheirOwn() {
        for (Map<String, String> bundle : List.of(EN, NL)) {
            assertThat(bundle.get("menu.view.language.en")).isEqualTo("English");
            assertThat(bundle.get("menu.view.language.nl")).isEqualTo("Nederlands");
        }
    }
}
