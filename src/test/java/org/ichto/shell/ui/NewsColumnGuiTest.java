package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.swing.JFrame;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new summary's wrapping texts ask for their true heights the first time the column lays them out: the column is laid
 * out once for it, not a second time when the texts find they wrap.
 */
class NewsColumnGuiTest {
    private static final String LONG = "A summary told at length, so that in a narrow column it wraps over several lines "
            + "and its card must be as high as all of them.";
    private final AtomicInteger layouts = new AtomicInteger();
    private JFrame frame;
    private JScrollPane scroll;
    private NewsPanel news;

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void showColumn() {
        frame = GuiActionRunner.execute(() -> {
            news = new NewsPanel(Texts.shell(Texts.ENGLISH), "Nothing has happened yet.", colour -> null);
            MigLayout own = (MigLayout) news.getLayout();
            MigLayout counting = new MigLayout() {
                @Override
                public void layoutContainer(Container parent) {
                    layouts.incrementAndGet();
                    super.layoutContainer(parent);
                }
            };
            counting.setLayoutConstraints(own.getLayoutConstraints());
            counting.setColumnConstraints(own.getColumnConstraints());
            counting.setRowConstraints(own.getRowConstraints());
            news.setLayout(counting);
            scroll = new JScrollPane(news);
            JFrame f = new JFrame();
            f.setContentPane(scroll);
            f.setSize(260, 600);
            f.setVisible(true);
            return f;
        });
        settle();
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> frame.dispose());
    }

    @Test
    void aNewCardsTextsHaveTheirHeightsAtTheColumnsFirstLayout() {
        List<int[]> heights = GuiActionRunner.execute(() -> {
            news.show(List.of(entry(1)), 0, List.of());
            scroll.validate(); // the layout that follows the update, with no event in between
            return textHeights();
        });
        assertThat(heights).hasSize(2);
        for (int[] h : heights) {
            assertThat(h[2]).as("the text wraps in the narrow column").isGreaterThan(1);
            assertThat(h[0]).as("laid out as high as its lines").isEqualTo(h[1]);
        }
    }

    @Test
    void eachNewCardLaysTheColumnOutOnce() {
        List<NewsCard.Entry> shown = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            shown.add(0, entry(i));
            List<NewsCard.Entry> now = List.copyOf(shown);
            int before = layouts.get();
            GuiActionRunner.execute(() -> news.show(now, 0, List.of()));
            settle();
            int cards = i;
            assertThat(layouts.get() - before).as("layouts of the column for card %d", cards).isEqualTo(1);
        }
        for (int[] h : GuiActionRunner.execute(this::textHeights)) {
            assertThat(h[0]).isEqualTo(h[1]);
        }
    }

    private static NewsCard.Entry entry(int decision) {
        return new NewsCard.Entry(decision, "summary", new NewsCard("Summary " + decision, List.of(LONG), List.of(),
                List.of(), List.of(LONG)));
    }

    /** Each wrapping text of the cards: its height, its preferred height and its lines. */
    private List<int[]> textHeights() {
        List<int[]> out = new ArrayList<>();
        collect(news, out);
        return out;
    }

    private static void collect(Container c, List<int[]> out) {
        for (Component child : c.getComponents()) {
            if (child instanceof WrappingText t && !(c == child.getParent() && c instanceof NewsPanel)) {
                out.add(new int[] {t.getHeight(), t.getPreferredSize().height, t.lines(t.getWidth()
                        - t.getInsets().left - t.getInsets().right).size()});
            } else if (child instanceof Container inner) {
                collect(inner, out);
            }
        }
    }

    /** Lets every event waiting run, the layouts and the ones they post in turn. */
    private static void settle() {
        for (int i = 0; i < 5; i++) {
            try {
                SwingUtilities.invokeAndWait(() -> { });
                Thread.sleep(30);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
