package org.ichto.shell.game;

import org.junit.jupiter.api.Test;

import javax.swing.plaf.basic.BasicHTML;

import static org.assertj.core.api.Assertions.assertThat;

/** Names from files are shown as plain text: no markup, no control or direction characters, not too long. */
class PlainTextTest {

    @Test
    void aLeadingHtmlTagIsShownAsTextNeverReadAsMarkup() {
        String hostile = "<html><img src='http://127.0.0.1:8765/x.png'>";
        assertThat(BasicHTML.isHTMLString(hostile)).isTrue();
        String shown = PlainText.name(hostile);
        assertThat(BasicHTML.isHTMLString(shown)).isFalse();
        assertThat(shown).startsWith("\u2039html>");
        assertThat(PlainText.name("  <HTML>bold")).startsWith("\u2039HTML>");
        assertThat(PlainText.name("a <b> c")).isEqualTo("a <b> c");
    }

    @Test
    void controlAndDirectionCharactersAreRemoved() {
        assertThat(PlainText.name("Anna\u202Eanna")).isEqualTo("Annaanna");
        assertThat(PlainText.name("\u001B[31mRed\u001B[0m")).isEqualTo("[31mRed[0m");
        assertThat(PlainText.name("Bert\u0000\u0007")).isEqualTo("Bert");
        assertThat(PlainText.name("two\nlines\tand  tabs")).isEqualTo("two lines and tabs");
        assertThat(PlainText.name("Zoë 🦕")).isEqualTo("Zoë 🦕");
    }

    @Test
    void aLongNameIsCutWithAnEllipsis() {
        String huge = "x".repeat(50_000_000 / 10);
        String shown = PlainText.name(huge);
        assertThat(shown).hasSize(PlainText.MAX_NAME).endsWith("\u2026");
        assertThat(PlainText.name("x".repeat(40))).hasSize(40).doesNotEndWith("\u2026");
    }

    @Test
    void aSeatKeepsOnlyThePlainName() {
        Seat s = Seat.human("<html><b>Eve</b>\u202E", "red");
        assertThat(BasicHTML.isHTMLString(s.name())).isFalse();
        assertThat(s.name()).doesNotContain("\u202E");
    }

    @Test
    void aMessageKeepsItsWordsButShortensHostileOnesAndItsLength() {
        assertThat(PlainText.message("seats[0]: unknown colour \"pink\"", 400)).isEqualTo("seats[0]: unknown colour \"pink\"");
        String word = PlainText.message("unknown colour \"" + "u".repeat(100_000) + "\" for Anna", 400);
        assertThat(word).startsWith("unknown colour \"uuu").contains("u\u2026 for Anna").hasSizeLessThan(100);
        String many = PlainText.message("a " .repeat(10_000_000), 400);
        assertThat(many).hasSizeLessThanOrEqualTo(401).endsWith("\u2026");
        assertThat(PlainText.message("line one\nline\u0007 two\u202E", 400)).isEqualTo("line one line two");
    }
}
