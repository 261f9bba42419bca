package org.ichto.urland.ui;

import org.ichto.shell.ui.ColumnPanel;

import org.ichto.shell.game.Seat;
import org.ichto.urland.ui.news.NewsItem;
import org.ichto.urland.ui.news.NewsText;
import org.ichto.urland.ui.text.UrlandTexts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;
import java.util.List;

/**
 * "What happened": the last scorings, auctions, panics and volcano eruptions, newest first, each as
 * a card that says what happened and which rule made it so. Cards the player has not seen yet
 * (see {@link org.ichto.urland.ui.news.RecentChanges}) carry a coloured edge and a "new" tag.
 */
final class NewsPanel extends ColumnPanel {
    private final UrlandTexts texts;
    private final NewsText words;
    private List<NewsItem> shown = List.of();
    private int shownAnchor = -1;
    private final java.util.ArrayList<String> titles = new java.util.ArrayList<>();

    NewsPanel(UrlandTexts texts) {
        super(new MigLayout("wrap 1, insets 4, gapy 6", "[grow, fill]"));
        this.texts = texts;
        this.words = new NewsText(texts);
        setName("news");
        showEmpty();
    }

    /**
     * Shows these summaries (newest first); those from decision {@code anchor} on are new.
     *
     * @return true when the newest summary is new and was not shown before: worth drawing the eye to
     */
    boolean show(List<NewsItem> items, int anchor, List<Seat> seats) {
        if (items.equals(shown) && anchor == shownAnchor) {
            return false; // unchanged: keep the cards
        }
        boolean fresh = !items.isEmpty() && items.get(0).decision() >= anchor
                && (shown.isEmpty() || !sameStart(items.get(0), shown.get(0)));
        shown = List.copyOf(items);
        shownAnchor = anchor;
        removeAll();
        titles.clear();
        if (items.isEmpty()) {
            showEmpty();
        }
        for (NewsItem item : items) {
            NewsText.Card c = words.card(item, seats);
            titles.add(c.title());
            add(card(c, seats, item.decision() >= anchor));
        }
        revalidate();
        repaint();
        return fresh;
    }

    /** The titles of the cards shown, newest first. */
    List<String> titles() {
        return List.copyOf(titles);
    }

    /** The same summary, perhaps further along (an auction gaining results). */
    private static boolean sameStart(NewsItem a, NewsItem b) {
        return a.getClass() == b.getClass() && a.decision() == b.decision();
    }

    private void showEmpty() {
        add(wrappingText(texts.get("panel.news.empty")));
    }

    private JComponent card(NewsText.Card c, List<Seat> seats, boolean isNew) {
        JPanel card = new JPanel(new MigLayout("wrap 1, insets 4 8 6 6, gapy 2", "[grow, fill]"));
        Color edge = isNew ? UIManager.getColor("Component.accentColor") : UIManager.getColor("Separator.foreground");
        if (edge == null) {
            edge = isNew ? new Color(0x2675BF) : Color.GRAY;
        }
        card.setBorder(BorderFactory.createMatteBorder(0, isNew ? 4 : 1, 0, 0, edge));
        JLabel title = new JLabel(c.title());
        title.setFont(title.getFont().deriveFont(Font.BOLD));
        if (isNew) {
            JPanel head = new JPanel(new MigLayout("insets 0", "[][grow]"));
            head.setOpaque(false);
            head.add(title);
            JLabel tag = new JLabel(texts.get("panel.news.new"));
            tag.setForeground(edge);
            tag.setFont(tag.getFont().deriveFont(Font.BOLD, tag.getFont().getSize2D() - 1f));
            head.add(tag);
            card.add(head);
        } else {
            card.add(title);
        }
        for (String line : c.lines()) {
            card.add(wrappingText(line), "wmin 10");
        }
        if (!c.header().isEmpty()) {
            card.add(table(c, seats));
        }
        for (String line : c.footer()) {
            card.add(wrappingText(line), "wmin 10");
        }
        return card;
    }

    private JComponent table(NewsText.Card c, List<Seat> seats) {
        StringBuilder columns = new StringBuilder("[grow, fill]");
        for (int i = 1; i < c.header().size(); i++) {
            columns.append(wordy(c, i) ? "[left]" : "[right]");
        }
        JPanel table = new JPanel(new MigLayout("wrap " + c.header().size() + ", insets 2 0 2 0, gapx 10, gapy 1",
                columns.toString()));
        table.setOpaque(false);
        for (String h : c.header()) {
            JLabel l = new JLabel(h);
            l.setFont(l.getFont().deriveFont(Font.BOLD, l.getFont().getSize2D() - 1f));
            table.add(l);
        }
        for (NewsText.Row row : c.rows()) {
            for (int i = 0; i < row.cells().size(); i++) {
                JLabel cell = new JLabel(row.cells().get(i));
                if (i == 0 && row.seat() >= 0 && row.seat() < seats.size()) {
                    cell.setIcon(SeatIcon.of(seats.get(row.seat()).colour(), 14));
                }
                table.add(cell);
            }
        }
        return table;
    }

    /** A column of words reads from the left; numbers line up on the right. */
    private static boolean wordy(NewsText.Card c, int column) {
        return c.rows().stream().anyMatch(r -> r.cells().get(column).chars().anyMatch(Character::isLetter));
    }
}
