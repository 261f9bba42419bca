package org.ichto.shell.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

import javax.swing.JLabel;
import javax.swing.SwingConstants;
import java.awt.Dimension;
import java.awt.Font;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A steady label keeps its size whatever it says (event thread). That a new text then lays out nothing is checked in
 * a window, by {@link LayoutRootGuiTest}.
 */
class SteadyLabelTest {

    @Test
    void aFigureIsAsWideAsItsWidestTextInBoldWhateverItSays() {
        GuiActionRunner.execute(() -> {
            SteadyLabel figure = SteadyLabel.figure("888");
            JLabel widestInBold = new JLabel("888");
            widestInBold.setFont(figure.getFont().deriveFont(Font.BOLD));
            Dimension steady = figure.getPreferredSize();

            assertThat(steady.width).isEqualTo(widestInBold.getPreferredSize().width);
            for (String text : new String[] {"7", "88", "888", "12"}) {
                figure.setText(text);
                assertThat(figure.getPreferredSize()).isEqualTo(steady);
                assertThat(figure.getMinimumSize()).isEqualTo(steady);
                assertThat(figure.getMaximumSize()).isEqualTo(steady);
            }
            figure.setFont(figure.getFont().deriveFont(Font.BOLD));
            assertThat(figure.getPreferredSize()).as("bold takes no more room").isEqualTo(steady);
            return null;
        });
    }

    @Test
    void aNumberStandsOnTheRightAndALineTakesTheWidthItIsGiven() {
        GuiActionRunner.execute(() -> {
            assertThat(SteadyLabel.number("888").getHorizontalAlignment()).isEqualTo(SwingConstants.RIGHT);
            SteadyLabel line = SteadyLabel.line();
            line.setText("a long line of genes that the column cuts short");
            assertThat(line.getPreferredSize().width).isZero();
            assertThat(line.getMaximumSize().width).isEqualTo(Short.MAX_VALUE);
            assertThat(line.getPreferredSize().height).isEqualTo(new JLabel("x").getPreferredSize().height);
            return null;
        });
    }

    @Test
    void itsTextIsNeverReadAsMarkup() {
        GuiActionRunner.execute(() -> {
            SteadyLabel figure = SteadyLabel.figure("a name");
            figure.setText("<html><b>a name</b></html>");
            assertThat(figure.getClientProperty("html.disable")).isEqualTo(Boolean.TRUE);
            assertThat(figure.getClientProperty("html")).isNull();
            return null;
        });
    }
}
