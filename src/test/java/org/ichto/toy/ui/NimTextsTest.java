package org.ichto.toy.ui;

import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimGame;
import org.junit.jupiter.api.Test;

import java.text.MessageFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Hidden Nim's window words: both languages alike, every key the shell asks a game for, plain lines. */
class NimTextsTest {
    private static final List<Seat> SEATS = List.of(Seat.human("<html><b>Anna", "red"),
            Seat.computer("Bert", "blue", "greedy"));

    @Test
    void englishAndDutchHaveTheSameKeysAndEveryPatternReads() {
        assertThat(Texts.readBundle(NimTexts.BUNDLE + "_nl.properties").keySet())
                .isEqualTo(Texts.readBundle(NimTexts.BUNDLE + ".properties").keySet());
        for (java.util.Locale l : Texts.supported()) {
            NimTexts t = NimTexts.of(l);
            t.keys().forEach(k -> new MessageFormat(t.pattern(k), l));
        }
    }

    @Test
    void theGameGivesEveryTextTheShellAsksOfIt() {
        ProfileLibrary profiles = ProfileLibrary.shipped(NimGame.INSTANCE.id(), NimGame.INSTANCE.ai().schema());
        for (java.util.Locale l : Texts.supported()) {
            NimTexts t = NimTexts.of(l);
            assertThat(t.has("game.name")).isTrue();
            assertThat(t.has("game.subtitle")).isTrue();
            NimGame.INSTANCE.seats().colours().forEach(c -> assertThat(t.has("colour." + c)).as(c).isTrue());
            for (String id : profiles.shippedIds()) {
                assertThat(t.has("personality." + id + ".name")).as(id).isTrue();
            }
            assertThat(t.has("personality.random.name") && t.has("personality.expert.name")).isTrue();
        }
        assertThat(NimTexts.of(Texts.ENGLISH).get("game.name")).isEqualTo("Hidden Nim");
        assertThat(NimTexts.of(Texts.DUTCH).get("game.name")).isEqualTo("Verborgen Nim");
    }

    @Test
    void eachEventIsOneLineAndDecisionsReadAsWords() {
        Texts en = NimTexts.of(Texts.ENGLISH);
        List<String> lines = NimUi.INSTANCE.logLines(List.of(new NimEvent.Took(1, 3, 0),
                new NimEvent.PileEmptied(1, 1), new NimEvent.NewPile(2, 17), new NimEvent.JokerPlayed(0, 2, 15)),
                SEATS, en);
        assertThat(lines).containsExactly("Bert takes 3; 0 left.", "Bert empties pile 1 and scores a point.",
                "Pile 2 is drawn: 17 counters.", "\u2039html><b>Anna plays a joker of 2; 15 left; \u2039html><b>Anna acts again.");
        assertThat(NimUi.INSTANCE.describe(new NimDecision.Take(1), 1, SEATS, en)).isEqualTo("Bert takes 1 counter");
        assertThat(NimUi.INSTANCE.describe(NimDecision.JOKER, 1, SEATS, NimTexts.of(Texts.DUTCH)))
                .isEqualTo("Bert speelt de joker");
    }
}
