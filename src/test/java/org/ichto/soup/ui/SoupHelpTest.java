package org.ichto.soup.ui;

import org.ichto.shell.ui.GameHelp;
import org.ichto.shell.ui.text.Texts;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.ui.text.SoupTexts;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class SoupHelpTest {
    /** The help's pictures are Swing components: made on the event thread (window tests in the same run check it). */
    private static GameHelp help(SoupTexts texts, boolean dark) {
        return org.assertj.swing.edt.GuiActionRunner.execute(() -> SoupUi.INSTANCE.help(texts, dark));
    }

    @Test
    void theReferenceHoldsEveryGeneOfTheBoardDataInBothLanguages() {
        List<Gene> genes = SoupBoardLoader.standard().genes();
        assertThat(genes).hasSize(20);
        for (Locale l : Texts.supported()) {
            SoupTexts texts = SoupTexts.of(l);
            GameHelp help = help(texts, false);
            List<String> titles = help.sections().stream().map(GameHelp.Section::title).toList();
            for (Gene g : genes) {
                assertThat(titles).as(l + " " + g.name()).contains(texts.gene(g));
                assertThat(help.sections().get(titles.indexOf(texts.gene(g))).text()).contains(texts.geneText(g));
            }
        }
        GameHelp nl = help(SoupTexts.of(Texts.DUTCH), false);
        GameHelp.Section armor = nl.sections().stream().filter(s -> s.title().equals("Pantser")).findFirst().orElseThrow();
        assertThat(armor.text()).contains("Verdediging / Vlucht");
    }

    @Test
    void bothLanguagesWelcomeInFiveLinesAndHaveTheSameChaptersAndPictures() {
        GameHelp en = help(SoupTexts.of(Texts.ENGLISH), false);
        GameHelp nl = help(SoupTexts.of(Texts.DUTCH), true);
        assertThat(en.welcome()).hasSize(5);
        assertThat(nl.welcome()).hasSize(5);
        assertThat(en.sections()).hasSameSizeAs(nl.sections()).allSatisfy(s -> assertThat(s.text()).isNotBlank());
        assertThat(en.sections().stream().filter(s -> s.picture() != null).count()).isEqualTo(3);
        assertThat(nl.sections().stream().filter(s -> s.picture() != null).count()).isEqualTo(3);
        assertThat(en.sections()).extracting(GameHelp.Section::title).contains("Phase 5: deaths");
        assertThat(nl.sections()).extracting(GameHelp.Section::title).contains("Fase 5: sterfte");
    }
}
