package org.ichto.urland.ui.text;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Phase;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TextsTest {
    private final UrlandTexts en = UrlandTexts.of(Locale.ENGLISH);
    private final UrlandTexts nl = UrlandTexts.of(UrlandTexts.DUTCH);

    @Test
    void dutchLocalesGetDutchAndEverythingElseEnglish() {
        assertThat(UrlandTexts.supported()).containsExactly(UrlandTexts.ENGLISH, UrlandTexts.DUTCH);
        assertThat(UrlandTexts.of(Locale.forLanguageTag("nl-BE")).locale()).isEqualTo(UrlandTexts.DUTCH);
        assertThat(UrlandTexts.of(Locale.forLanguageTag("nl-NL"))).isSameAs(nl);
        assertThat(UrlandTexts.of(Locale.GERMAN)).isSameAs(en);
        assertThat(UrlandTexts.of(Locale.UK)).isSameAs(en);
        assertThat(UrlandTexts.of(null)).isSameAs(en);
        assertThat(en.get("menu.game")).isEqualTo("Game");
        assertThat(nl.get("menu.game")).isEqualTo("Spel");
    }

    @Test
    void aMissingKeyFailsLoudly() {
        assertThatThrownBy(() -> en.get("no.such.key")).isInstanceOf(MissingResourceException.class)
                .hasMessageContaining("no.such.key");
        assertThatThrownBy(() -> nl.format("no.such.key", 1)).isInstanceOf(MissingResourceException.class);
        assertThat(en.has("no.such.key")).isFalse();
        assertThat(en.has("app.title")).isTrue();
    }

    @Test
    void theVocabulary() {
        assertThat(en.gene(Gene.CARE_OF_YOUNG)).isEqualTo("Care of Young");
        assertThat(nl.gene(Gene.CARE_OF_YOUNG)).isEqualTo("Jongenverzorging");
        assertThat(nl.gene(Gene.WARM_BLOOD)).isEqualTo("Warmbloedig");
        assertThat(en.geneText(Gene.WARM_BLOOD)).startsWith("When you are Ichto player you get one extra action");
        assertThat(nl.geneText(Gene.EARS)).contains("immuun voor Tanden");
        assertThat(en.ocean(4)).isEqualTo("Inner Sea");
        assertThat(nl.ocean(0)).isEqualTo("Noord");
        assertThat(nl.ocean(4)).isEqualTo("Binnenzee");
        assertThat(en.place(6)).isEqualTo("area 7");
        assertThat(nl.place(6)).isEqualTo("gebied 7");
        assertThat(en.place(Board.oceanPlace(3))).isEqualTo("West");
        assertThat(en.placeInSentence(Board.oceanPlace(3))).isEqualTo("the West Ocean");
        assertThat(nl.placeInSentence(Board.oceanPlace(4))).isEqualTo("de Binnenzee");
        assertThat(nl.placeInSentence(11)).isEqualTo("gebied 12");
        assertThat(en.colour("purple")).isEqualTo("purple");
        assertThat(nl.colour("yellow")).isEqualTo("geel");
        assertThat(en.phase(Phase.BID)).isEqualTo("Mutation: bidding");
        assertThat(nl.phase(Phase.CHOOSE_CHIP)).isEqualTo("De schijf kiezen die scoort");
        assertThat(nl.scoringKind(ScoringKind.MONOPOLY)).isEqualTo("monopolie");
        assertThat(nl.get("role.dummy")).isEqualTo("Kievit");
        assertThat(nl.get("role.environment")).isEqualTo("Omgevingsspeler");
        assertThat(nl.personality("gene-gambler")).isEqualTo("Genengokker");
        assertThat(en.personality("someone-elses")).isEqualTo("someone-elses");
        assertThatThrownBy(() -> en.ocean(5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> en.place(Board.PLACES)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> en.colour("orange")).isInstanceOf(MissingResourceException.class);
    }

    @Test
    void formattingFillsInArgumentsAndPlurals() {
        assertThat(en.format("prompt.actions", "Anna", 1)).isEqualTo("Anna, you have 1 action left.");
        assertThat(en.format("prompt.actions", "Anna", 3)).isEqualTo("Anna, you have 3 actions left.");
        assertThat(nl.format("prompt.actions", "Anna", 0)).isEqualTo("Anna, je hebt nog geen acties.");
        assertThat(nl.format("cover.title", "Bert")).isEqualTo("Geef het scherm aan Bert");
        assertThat(en.format("action.cost", 2)).isEqualTo("2 actions");
        assertThat(nl.format("action.cost", 1)).isEqualTo("1 actie");
        assertThat(en.format("prompt.buy", "Carl", 0)).endsWith("Price: free.");
        assertThat(nl.format("panel.genes.pile", 1)).isEqualTo("Nog 1 gen op de stapel");
        // Patterns without arguments read the same through get and format.
        assertThat(nl.get("panel.ask.title")).isEqualTo(nl.format("panel.ask.title"));
        assertThat(nl.get("summary.scoring.ichtos")).isEqualTo("Ichto’s");
    }

    @Test
    void listsReadAsRunningText() {
        assertThat(en.list(List.of())).isEqualTo("nobody");
        assertThat(en.list(List.of("Anna"))).isEqualTo("Anna");
        assertThat(en.list(List.of("Anna", "Bert"))).isEqualTo("Anna and Bert");
        assertThat(en.list(List.of("Anna", "Bert", "Carl"))).isEqualTo("Anna, Bert and Carl");
        assertThat(nl.list(List.of("Anna", "Bert", "Carl"))).isEqualTo("Anna, Bert en Carl");
        assertThat(nl.commas(List.of("Anna 3", "Bert 2"))).isEqualTo("Anna 3, Bert 2");
    }
}
