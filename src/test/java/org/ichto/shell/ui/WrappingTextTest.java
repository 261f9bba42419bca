package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The side column's read-only text: broken at spaces to its width, as high as its lines, never markup. */
class WrappingTextTest {
    /** Swing's components are made and measured on the event thread (window tests in the same run check it). */
    private static void onEventThread(Runnable test) {
        org.assertj.swing.edt.GuiActionRunner.execute(test::run);
    }

    private static int width(WrappingText t, String s) {
        FontMetrics fm = t.getFontMetrics(t.getFont());
        return (int) Math.ceil(javax.swing.plaf.basic.BasicGraphicsUtils.getStringWidth(t, fm, s));
    }

    @Test
    void linesBreakAtSpacesWithinTheWidth() {
        onEventThread(() -> {
            WrappingText t = new WrappingText("Area 7 scores: Bert 3, Dora 3; Anna's Ichto goes home.");
            int w = width(t, "Area 7 scores: Bert 3,");
            List<String> lines = t.lines(w);
            assertThat(lines.get(0)).isEqualTo("Area 7 scores: Bert 3,");
            assertThat(String.join(" ", lines)).isEqualTo(t.getText());
            for (String line : lines) {
                assertThat(width(t, line)).isLessThanOrEqualTo(w);
            }
            assertThat(t.lines(Integer.MAX_VALUE)).containsExactly(t.getText());
        });
    }

    @Test
    void aWordWiderThanTheLineIsCutAndNewLinesAreKept() {
        onEventThread(() -> {
            WrappingText t = new WrappingText("Nothing\nSupercalifragilistic");
            List<String> lines = t.lines(width(t, "Supercali"));
            assertThat(lines.get(0)).isEqualTo("Nothing");
            assertThat(String.join("", lines.subList(1, lines.size()))).isEqualTo("Supercalifragilistic");
            assertThat(lines.size()).isGreaterThan(2);
            assertThat(new WrappingText("a\n\nb").lines(500)).containsExactly("a", "", "b");
        });
    }

    @Test
    void laidOutNarrowerItAsksForMoreHeight() {
        onEventThread(() -> {
            WrappingText t = new WrappingText("Coexistence: every colour here has as many Ichtos as the others, so each scores 2 "
                    + "points.");
            Dimension before = t.getPreferredSize();
            assertThat(before.width).as("no wider than its longest word, not to widen its column")
                    .isLessThan(width(t, "Coexistence: every colour"));
            int line = t.getFontMetrics(t.getFont()).getHeight();
            int wide = width(t, t.getText()) + 20;
            t.setBounds(0, 0, wide, before.height);
            assertThat(t.getPreferredSize().height).isEqualTo(before.height);
            t.setBounds(0, 0, wide / 3, before.height);
            assertThat(t.getPreferredSize().height).isGreaterThanOrEqualTo(before.height + 2 * line);
            assertThat(t.getPreferredSize().width).isEqualTo(wide / 3);
            assertThat(t.getMinimumSize().width).isLessThan(20);
        });
    }

    @Test
    void beforeALayoutItIsAsWideAsItsWidestWordInItsFont() {
        onEventThread(() -> {
            WrappingText t = new WrappingText("Most Ichtos on land:\ntwo points, shared when tied");
            java.awt.Insets in = t.getInsets();
            int small = widest(t);
            assertThat(t.getPreferredSize().width).isEqualTo(small + in.left + in.right);
            // Asked again, the same; in a larger font, wider, as its words are.
            assertThat(t.getPreferredSize().width).isEqualTo(small + in.left + in.right);
            t.setFont(t.getFont().deriveFont(t.getFont().getSize2D() * 2));
            assertThat(t.getPreferredSize().width).isEqualTo(widest(t) + in.left + in.right);
            assertThat(widest(t)).isGreaterThan(small);
        });
    }

    /** The width of the text's widest word in its font. */
    private static int widest(WrappingText t) {
        int w = 0;
        for (String word : t.getText().split("[ \n]")) {
            w = Math.max(w, width(t, word));
        }
        return w;
    }

    @Test
    void markupIsShownAsWritten() {
        onEventThread(() -> {
            WrappingText t = new WrappingText("<html><b>Anna</b>");
            assertThat(t.lines(Integer.MAX_VALUE)).containsExactly("<html><b>Anna</b>");
            assertThat(t.getAccessibleContext().getAccessibleName()).isEqualTo("<html><b>Anna</b>");
        });
    }
}
