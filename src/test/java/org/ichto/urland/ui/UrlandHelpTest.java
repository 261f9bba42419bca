package org.ichto.urland.ui;

import org.ichto.shell.ui.GameHelp;
import org.ichto.shell.ui.text.Texts;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.UrlandTexts;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class UrlandHelpTest {

    @Test
    void theReferenceHoldsEveryGeneWithItsCardInBothLanguages() {
        for (Locale l : Texts.supported()) {
            UrlandTexts texts = UrlandTexts.of(l);
            GameHelp help = UrlandUi.INSTANCE.help(texts, false);
            List<String> titles = help.sections().stream().map(GameHelp.Section::title).toList();
            assertThat(titles).as(l.toString())
                    .containsAll(Arrays.stream(Gene.values()).map(texts::gene).toList());
            for (Gene g : Gene.values()) {
                GameHelp.Section s = help.sections().get(titles.indexOf(texts.gene(g)));
                assertThat(s.text()).contains(texts.geneText(g));
                assertThat(s.level()).isEqualTo(2);
            }
        }
        assertThat(UrlandUi.INSTANCE.help(UrlandTexts.of(Texts.DUTCH), false).sections())
                .anyMatch(s -> s.title().equals("Warmbloedig"));
    }

    @Test
    void bothLanguagesWelcomeInFiveLinesAndHaveTheSameChaptersAndPictures() {
        GameHelp en = UrlandUi.INSTANCE.help(UrlandTexts.of(Texts.ENGLISH), false);
        GameHelp nl = UrlandUi.INSTANCE.help(UrlandTexts.of(Texts.DUTCH), true);
        assertThat(en.welcome()).hasSize(5);
        assertThat(nl.welcome()).hasSize(5);
        assertThat(en.sections()).hasSameSizeAs(nl.sections()).allSatisfy(s -> assertThat(s.text()).isNotBlank());
        assertThat(en.sections().stream().filter(s -> s.picture() != null).count()).isEqualTo(2);
        assertThat(nl.sections().stream().filter(s -> s.picture() != null).count()).isEqualTo(2);
        // The board picture is the painted board: as wide as drawn, not an empty icon.
        assertThat(en.sections().get(0).picture().getIconWidth()).isEqualTo(640);
        assertThat(en.sections()).extracting(GameHelp.Section::title).contains("Scoring", "Panic");
        assertThat(nl.sections()).extracting(GameHelp.Section::title).contains("Waardering", "Paniek");
    }
}
