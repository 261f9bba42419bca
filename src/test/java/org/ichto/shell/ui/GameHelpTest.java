package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import javax.swing.Icon;
import javax.swing.ImageIcon;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GameHelpTest {
    private static final Icon DOT = new ImageIcon(new BufferedImage(2, 2, BufferedImage.TYPE_INT_ARGB));

    @Test
    void aRulesTextGivesTheWelcomeSectionsPicturesAndTheGenesWhereItSaysSo() {
        List<String> asked = new ArrayList<>();
        GameHelp help = GameHelp.parse("""
                # a comment, never shown
                == @welcome
                First line.

                Second line.
                == Setup
                Put the pieces out.
                @picture board
                More <b>text</b>.
                == Genes
                Some genes.
                @genes
                == End
                The end.
                """, name -> {
            asked.add(name);
            return DOT;
        }, List.of(new GameHelp.Section("Legs", "Walk.", null, 2)));

        assertThat(help.welcome()).containsExactly("First line.", "Second line.");
        assertThat(help.sections()).extracting(GameHelp.Section::title)
                .containsExactly("Setup", "Genes", "Legs", "End");
        assertThat(help.sections().get(0).text()).isEqualTo("Put the pieces out.\nMore <b>text</b>.");
        assertThat(help.sections().get(0).picture()).isSameAs(DOT);
        assertThat(help.sections().get(2).level()).isEqualTo(2);
        assertThat(help.sections().get(3).picture()).isNull();
        assertThat(asked).containsExactly("board");
        assertThat(help.sections()).noneMatch(s -> s.text().contains("comment"));
    }

    @Test
    void aMissingRulesFileIsNamed() {
        assertThatThrownBy(() -> GameHelp.read(GameHelpTest.class, "/no/such/rules.txt", n -> DOT, List.of()))
                .hasMessageContaining("/no/such/rules.txt");
    }
}
