package org.ichto.shell.ui;


import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;
import java.awt.Point;
import java.util.List;
import java.util.function.Function;
import javax.swing.Icon;

/**
 * "What happened": a game's summaries of what happened (for Urland its scorings, auctions, panics and
 * volcano eruptions), newest first, each as a card that says what happened and which rule made it
 * so. Cards the player has not seen yet carry a coloured edge and a "new" tag. Every text is plain
 * text.
 * <p>
 * The whole game is kept. A card's components are built once and kept while the same summary is shown
 * the same way (new or not), so an update builds only the cards that changed; after an update that
 * changed the cards, the newest card (the top) is scrolled into view.
 */
public final class NewsPanel extends ColumnPanel {
    private final Texts texts;
    private final String emptyText;
    private final Function<String, Icon> seatIcon;
    private List<NewsCard.Entry> shown = List.of();
    private int shownAnchor = -1;
    private final java.util.ArrayList<String> titles = new java.util.ArrayList<>();
    /** The components of the cards shown, by summary and new-ness: reused by the next update. */
    private java.util.Map<CardKey, JComponent> built = new java.util.HashMap<>();
    private List<Seat> builtFor = List.of();

    /** A card as drawn: the same summary is drawn differently once it is no longer new. */
    private record CardKey(NewsCard.Entry entry, boolean isNew) {
    }

    /**
     * @param emptyText what the panel says before anything happened (the game's words)
     * @param seatIcon  a seat colour's icon
     */
    public NewsPanel(Texts texts, String emptyText, Function<String, Icon> seatIcon) {
        super(new MigLayout("wrap 1, insets 4, gapy 6", "[grow, fill]"));
        this.texts = texts;
        this.emptyText = emptyText;
        this.seatIcon = seatIcon;
        setName("news");
        showEmpty();
    }

    /**
     * Shows these summaries (newest first); those from decision {@code anchor} on are new.
     *
     * @return true when the newest summary is new and was not shown before: worth drawing the eye to
     */
    public boolean show(List<NewsCard.Entry> items, int anchor, List<Seat> seats) {
        if (items.equals(shown) && anchor == shownAnchor) {
            return false; // unchanged: keep the cards
        }
        boolean fresh = !items.isEmpty() && items.get(0).decision() >= anchor
                && (shown.isEmpty() || !sameStart(items.get(0), shown.get(0)));
        shown = List.copyOf(items);
        shownAnchor = anchor;
        titles.clear();
        List<JComponent> wanted = new java.util.ArrayList<>();
        if (items.isEmpty()) {
            wanted.add(wrappingText(emptyText));
        }
        // Seat icons are drawn into the cards: other seats (another game) build every card anew.
        java.util.Map<CardKey, JComponent> previous = seats.equals(builtFor) ? built : java.util.Map.of();
        java.util.Map<CardKey, JComponent> next = new java.util.HashMap<>();
        for (NewsCard.Entry item : items) {
            NewsCard c = item.card();
            titles.add(c.title());
            CardKey key = new CardKey(item, item.decision() >= anchor);
            JComponent card = previous.get(key);
            if (card == null || next.containsKey(key)) {
                card = card(c, seats, key.isNew());
            }
            next.put(key, card);
            wanted.add(card);
        }
        // The cards kept stay in the panel: only new ones are added (see showComponents).
        showComponents(wanted);
        built = next;
        builtFor = List.copyOf(seats);
        revalidate();
        repaint();
        showNewest();
        return fresh;
    }

    /** Scrolls the newest card (the top) into view once the new cards are laid out. */
    private void showNewest() {
        // Twice later: the layout queued by revalidate runs first, then the scroll sees the final sizes.
        SwingUtilities.invokeLater(() -> SwingUtilities.invokeLater(() -> {
            if (getParent() instanceof JViewport v) {
                v.setViewPosition(new Point(0, 0));
            }
        }));
    }

    /** How many cards are shown (the whole game's). */
    public int cards() {
        return titles.size();
    }

    /** The titles of the cards shown, newest first. */
    public List<String> titles() {
        return List.copyOf(titles);
    }

    /** The same summary, perhaps further along (an auction gaining results). */
    private static boolean sameStart(NewsCard.Entry a, NewsCard.Entry b) {
        return a.kind().equals(b.kind()) && a.decision() == b.decision();
    }

    private void showEmpty() {
        add(wrappingText(emptyText));
    }

    private JComponent card(NewsCard c, List<Seat> seats, boolean isNew) {
        JPanel card = new JPanel(new MigLayout("wrap 1, insets 4 8 6 6, gapy 2", "[grow, fill]"));
        Color edge = isNew ? UIManager.getColor("Component.accentColor") : UIManager.getColor("Separator.foreground");
        if (edge == null) {
            edge = isNew ? new Color(0x2675BF) : Color.GRAY;
        }
        card.setBorder(BorderFactory.createMatteBorder(0, isNew ? 4 : 1, 0, 0, edge));
        JLabel title = plain(c.title());
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

    private JComponent table(NewsCard c, List<Seat> seats) {
        // The names' column gives way (cut short with "...") before the card grows wider than the side panel:
        // a wider card would be clipped on the right, numbers and sentences with it.
        StringBuilder columns = new StringBuilder("[40:pref, grow, fill]");
        for (int i = 1; i < c.header().size(); i++) {
            columns.append(wordy(c, i) ? "[left]" : "[right]");
        }
        JPanel table = new JPanel(new MigLayout("wrap " + c.header().size() + ", insets 2 0 2 0, gapx 8, gapy 1",
                columns.toString()));
        table.setOpaque(false);
        for (String h : c.header()) {
            JLabel l = plain(h);
            l.setFont(l.getFont().deriveFont(Font.BOLD, l.getFont().getSize2D() - 1f));
            table.add(l);
        }
        for (NewsCard.Row row : c.rows()) {
            for (int i = 0; i < row.cells().size(); i++) {
                JLabel cell = plain(row.cells().get(i));
                if (i == 0 && row.seat() >= 0 && row.seat() < seats.size()) {
                    cell.setIcon(seatIcon.apply(seats.get(row.seat()).colour()));
                }
                table.add(cell);
            }
        }
        return table;
    }

    /** A column of words reads from the left; numbers line up on the right. */
    /** A label that never reads its text as markup (names come from files). */
    private static JLabel plain(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty("html.disable", Boolean.TRUE);
        return l;
    }

    private static boolean wordy(NewsCard c, int column) {
        return c.rows().stream().anyMatch(r -> r.cells().get(column).chars().anyMatch(Character::isLetter));
    }
}
