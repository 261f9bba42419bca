package org.ichto.soup.ui.text;

import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.Phase;
import org.junit.jupiter.api.Test;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/** Primordial Soup's two bundles: the same keys, real values, patterns that parse and agree on their arguments. */
class SoupBundlesTest {
    private static final Map<String, String> EN = Texts.readBundle(SoupTexts.BUNDLE + ".properties");
    private static final Map<String, String> NL = Texts.readBundle(SoupTexts.BUNDLE + "_nl.properties");
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
    void theWindowReadsTheShellsTextsAndTheGamesAsOneInBothLanguages() {
        for (SoupTexts t : List.of(SoupTexts.of(Texts.ENGLISH), SoupTexts.of(Texts.DUTCH))) {
            assertThat(t.keys()).contains("menu.game.new", "game.name", "gene.name.ARMOR");
        }
        assertThat(SoupTexts.of(Texts.DUTCH).get("game.name")).isEqualTo("Oersoep");
    }

    @Test
    void everyValueIsAPlainPatternThatParses() {
        for (Map<String, String> bundle : List.of(EN, NL)) {
            bundle.forEach((k, v) -> {
                assertThat(v).as(k).isNotBlank().isEqualTo(v.strip());
                assertThat(v).as(k + ": write ’ instead of a straight apostrophe").doesNotContain("'");
                assertThat(v).as(k + ": plain text, never markup").doesNotContain("<html", "<b>", "<br");
                try {
                    new MessageFormat(v);
                } catch (IllegalArgumentException e) {
                    fail(k + " does not parse: " + v + " (" + e.getMessage() + ")");
                }
            });
        }
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

    private static Set<Integer> arguments(String pattern) {
        Set<Integer> args = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(pattern);
        while (m.find()) {
            args.add(Integer.parseInt(m.group(1)));
        }
        return args;
    }

    @Test
    void everyGenePhaseAndStepHasItsWords() {
        Map<String, String> all = new TreeMap<>(EN);
        for (Gene g : SoupBoardLoader.standard().genes()) {
            assertThat(all).containsKey("gene.name." + SoupTexts.geneKey(g)).containsKey("gene.text." + SoupTexts.geneKey(g));
        }
        for (Phase p : Phase.values()) {
            assertThat(all).containsKey("phase." + p.name());
            if (p.ofRound()) {
                assertThat(all).containsKey("phase.short." + p.name());
            } else {
                assertThat(all).containsKey("wait." + (p == Phase.GAME_OVER ? "GAME_OVER" : p.name()));
            }
        }
        for (Await a : Await.values()) {
            assertThat(all).containsKey("wait." + a.name());
        }
    }
}
