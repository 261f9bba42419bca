package org.ichto.shell.ui.text;

import org.junit.jupiter.api.Test;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The shell's own texts: both languages complete and alike, every value a pattern that parses. */
class ShellBundleTest {
    private static final Map<String, String> EN = Texts.readBundle(Texts.SHELL_BUNDLE + ".properties");
    private static final Map<String, String> NL = Texts.readBundle(Texts.SHELL_BUNDLE + "_nl.properties");
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    @Test
    void bothLanguagesHaveExactlyTheSameKeys() {
        assertThat(NL.keySet()).isEqualTo(EN.keySet());
        assertThat(EN).isNotEmpty();
    }

    @Test
    void everyValueIsAPatternThatParsesWithTheSameArgumentsInBothLanguages() {
        for (String key : EN.keySet()) {
            assertThat(EN.get(key)).as(key).isNotBlank();
            assertThat(NL.get(key)).as(key).isNotBlank();
            if (!key.equals("list.separator")) {
                assertThat(EN.get(key)).as(key).isEqualTo(EN.get(key).strip());
                assertThat(NL.get(key)).as(key).isEqualTo(NL.get(key).strip());
            }
            new MessageFormat(EN.get(key), Locale.ENGLISH);
            new MessageFormat(NL.get(key), Texts.DUTCH);
            assertThat(arguments(NL.get(key))).as(key).isEqualTo(arguments(EN.get(key)));
        }
    }

    @Test
    void theShellNamesNoGameInItsTextsButTheProductsDescription() {
        for (Map<String, String> bundle : java.util.List.of(EN, NL)) {
            bundle.forEach((key, value) -> {
                if (!key.equals("about.text")) {
                    assertThat(value).as(key).doesNotContain("Urland", "Ichto");
                }
            });
        }
    }

    @Test
    void theShellsTextsAloneServeAWindowWithoutAGame() {
        Texts nl = Texts.shell(Locale.forLanguageTag("nl-BE"));
        assertThat(nl.locale()).isEqualTo(Texts.DUTCH);
        assertThat(nl.get("app.title")).isEqualTo("Primeval");
        assertThat(nl.list(java.util.List.of("Anna", "Bert", "Carl"))).isEqualTo("Anna, Bert en Carl");
        assertThatThrownBy(() -> nl.get("game.name")).hasMessageContaining("game.name");
    }

    private static Set<String> arguments(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(pattern);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }
}
