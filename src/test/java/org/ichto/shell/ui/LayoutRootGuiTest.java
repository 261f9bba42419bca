package org.ichto.shell.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.BorderLayout;
import java.awt.Container;
import java.awt.FlowLayout;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A change inside a layout root lays out that panel alone, not the window around it; a change of the panel's own size
 * (rows added) lays out its parent too.
 */
class LayoutRootGuiTest {
    private final AtomicInteger outerLayouts = new AtomicInteger();
    private final AtomicInteger rootLayouts = new AtomicInteger();
    private JFrame frame;
    private Rows root;
    private JLabel figure;
    private SteadyLabel steady;

    /** A table whose rows the test adds, as the players' table adds a row per seat. */
    private static final class Rows extends LayoutRoot {
        Rows(java.awt.LayoutManager layout) {
            super(layout);
        }

        void addRow(String text) {
            add(new JLabel(text));
            revalidateAround();
        }
    }

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void showFrame() {
        frame = GuiActionRunner.execute(() -> {
            JFrame f = new JFrame();
            JPanel outer = new JPanel(new BorderLayout() {
                @Override
                public void layoutContainer(Container target) {
                    outerLayouts.incrementAndGet();
                    super.layoutContainer(target);
                }
            });
            root = new Rows(new FlowLayout());
            root.setLayout(new CountingBox(root, rootLayouts));
            figure = new JLabel("7");
            root.add(figure);
            steady = SteadyLabel.number("888");
            steady.setText("7");
            root.add(steady);
            outer.add(root, BorderLayout.NORTH);
            outer.add(new JLabel("the board"), BorderLayout.CENTER);
            f.add(outer);
            f.setSize(400, 300);
            f.setVisible(true);
            return f;
        });
        quiet();
    }

    /** Waits until the window, just shown, has stopped being laid out (the display answers in its own time). */
    private void quiet() {
        int seen = -1;
        for (int i = 0; i < 50 && seen != outerLayouts.get(); i++) {
            seen = outerLayouts.get();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            settle();
        }
    }

    /** A column that counts its layouts. */
    private static final class CountingBox extends javax.swing.BoxLayout {
        private final transient AtomicInteger count;

        CountingBox(Container target, AtomicInteger count) {
            super(target, javax.swing.BoxLayout.Y_AXIS);
            this.count = count;
        }

        @Override
        public void layoutContainer(Container target) {
            count.incrementAndGet();
            super.layoutContainer(target);
        }
    }

    @AfterEach
    void closeFrame() {
        if (frame != null) {
            GuiActionRunner.execute(frame::dispose);
        }
    }

    @Test
    void aNewFigureLaysOutItsPanelAloneNotTheWindow() {
        int outerBefore = outerLayouts.get();
        int rootBefore = rootLayouts.get();
        int widthBefore = GuiActionRunner.execute(figure::getWidth);

        GuiActionRunner.execute(() -> figure.setText("7,777,777"));
        settle();

        assertThat(rootLayouts.get()).isGreaterThan(rootBefore);
        assertThat(outerLayouts.get()).isEqualTo(outerBefore);
        assertThat(GuiActionRunner.execute(figure::getWidth)).isGreaterThan(widthBefore);
    }

    @Test
    void aRowAddedLaysOutTheParentWhichMakesRoom() {
        int outerBefore = outerLayouts.get();
        int heightBefore = GuiActionRunner.execute(root::getHeight);

        GuiActionRunner.execute(() -> root.addRow("a second row"));
        settle();

        assertThat(outerLayouts.get()).isGreaterThan(outerBefore);
        assertThat(GuiActionRunner.execute(root::getHeight)).isGreaterThan(heightBefore);
        assertThat(GuiActionRunner.execute(() -> root.getComponent(1).getHeight())).isPositive();
    }

    @Test
    void aSteadyLabelsNewTextOrBoldLaysOutNothingAndABiggerTypeLaysOutItsPanel() {
        int outerBefore = outerLayouts.get();
        int rootBefore = rootLayouts.get();
        int widthBefore = GuiActionRunner.execute(steady::getWidth);

        GuiActionRunner.execute(() -> {
            steady.setText("888");
            steady.setFont(steady.getFont().deriveFont(java.awt.Font.BOLD));
        });
        settle();
        assertThat(rootLayouts.get()).isEqualTo(rootBefore);
        assertThat(outerLayouts.get()).isEqualTo(outerBefore);
        assertThat(GuiActionRunner.execute(steady::getWidth)).isEqualTo(widthBefore);
        assertThat(GuiActionRunner.execute(steady::getText)).isEqualTo("888");

        GuiActionRunner.execute(() -> steady.setFont(steady.getFont().deriveFont(steady.getFont().getSize2D() * 2)));
        settle();
        assertThat(rootLayouts.get()).isGreaterThan(rootBefore);
        assertThat(GuiActionRunner.execute(steady::getWidth)).isGreaterThan(widthBefore);
    }

    /** Lets the repaint manager's layout, queued behind the change, run before the test looks. */
    private static void settle() {
        for (int i = 0; i < 3; i++) {
            GuiActionRunner.execute(() -> null);
        }
    }
}
