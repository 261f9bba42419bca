package org.ichto.soup.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.ColumnPanel;
import org.ichto.soup.board.Gene;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The gene pool as cards: each gene of this game with its price, mutation points, what it does, the cards
 * left in the pool, what an advanced gene needs, and who holds it; a Buy button on each card the player
 * may buy now, those cards first. Built again only when something on it changed, and then only the cards
 * that changed: a purchase changes one or two of some twenty cards, and building a card (its wrapped text
 * above all) costs the event thread.
 */
final class GenePoolPanel extends ColumnPanel {
    private final SoupTexts texts;
    private final Consumer<SoupDecision> buy;
    private String shown;
    /** The cards shown, by gene index, each with what it shows (see {@link #cardKey}). */
    private Map<Integer, Kept> cards = new HashMap<>();

    private record Kept(String key, JPanel card) {
    }

    GenePoolPanel(SoupTexts texts, Consumer<SoupDecision> buy) {
        super(new MigLayout("wrap 1, insets 4, gapy 6", "[grow, fill]"));
        this.texts = texts;
        this.buy = buy;
        setBorder(BorderFactory.createEmptyBorder(2, 2, 2, 2)); // the tab says what it is
        setName("genes");
    }

    /**
     * @param legal the viewer's legal decisions when the viewer is to buy, else empty
     */
    void show(SoupState s, List<Seat> seats, List<SoupDecision> legal) {
        List<SoupDecision.BuyGene> buys = new ArrayList<>();
        for (SoupDecision d : legal) {
            if (d instanceof SoupDecision.BuyGene b) {
                buys.add(b);
            }
        }
        StringBuilder key = new StringBuilder(seats.toString()).append(buys);
        for (Gene g : s.board().genes()) {
            key.append(g.index()).append(':').append(s.inPool(g.index()));
            for (int seat = 0; seat < s.players(); seat++) {
                key.append(s.owns(seat, g.index()) ? 'x' : '.');
            }
        }
        if (key.toString().equals(shown)) {
            return; // unchanged: keep the cards (building them costs the event thread)
        }
        shown = key.toString();
        // While the viewer buys, the genes on offer come first: their Buy buttons are in view.
        List<Gene> order = new ArrayList<>(s.board().genes());
        order.sort(java.util.Comparator.comparing(g -> buys.stream().noneMatch(b -> b.gene() == g.index())));
        Map<Integer, Kept> next = new HashMap<>();
        List<JPanel> shownCards = new ArrayList<>();
        for (Gene g : order) {
            int count = g.cards(s.players());
            if (count > 0) {
                String cardKey = cardKey(s, seats, g, count, buys);
                Kept kept = cards.get(g.index());
                JPanel card = kept != null && kept.key().equals(cardKey) ? kept.card()
                        : card(s, seats, g, count, buys);
                next.put(g.index(), new Kept(cardKey, card));
                shownCards.add(card);
            }
        }
        cards = next;
        showComponents(shownCards);
        revalidate();
        repaint();
    }

    /** Everything a gene's card shows that can change during a game. */
    private static String cardKey(SoupState s, List<Seat> seats, Gene g, int count, List<SoupDecision.BuyGene> buys) {
        StringBuilder key = new StringBuilder().append(count).append(':').append(s.inPool(g.index())).append(':');
        for (int seat = 0; seat < s.players(); seat++) {
            key.append(s.owns(seat, g.index()) ? SoupTexts.seatName(seats, seat) : "").append('|');
        }
        for (SoupDecision.BuyGene b : buys) {
            if (b.gene() == g.index()) {
                key.append(b);
            }
        }
        return key.toString();
    }

    private JPanel card(SoupState s, List<Seat> seats, Gene g, int cards, List<SoupDecision.BuyGene> buys) {
        int left = s.inPool(g.index());
        JPanel card = new JPanel(new MigLayout("wrap 2, insets 4 8 6 6, gapy 1", "[grow, fill][right]"));
        card.setName("gene." + SoupTexts.geneKey(g));
        Color edge = g.advanced() ? new Color(0x8E5BB5) : new Color(0x2E8B8B);
        card.setBorder(BorderFactory.createMatteBorder(0, 4, 0, 0, left > 0 ? edge : Color.GRAY));
        JLabel name = new JLabel(texts.gene(g));
        name.setFont(name.getFont().deriveFont(Font.BOLD));
        card.add(name);
        JLabel figures = new JLabel(texts.format("panel.genes.figures", g.price(), g.mp()));
        figures.setFont(figures.getFont().deriveFont(Font.BOLD));
        card.add(figures);
        card.add(wrappingText(texts.geneText(g)), "span 2, wmin 10");
        List<String> facts = new ArrayList<>();
        facts.add(texts.format("panel.genes.left", left, cards));
        if (g.advanced()) {
            List<String> needs = new ArrayList<>();
            for (String lower : g.givesUpOneOf()) {
                needs.add(texts.gene(s.board().gene(lower)));
            }
            facts.add(texts.format("panel.genes.needs", String.join(" / ", needs)));
        }
        List<String> holders = new ArrayList<>();
        for (int seat = 0; seat < s.players(); seat++) {
            if (s.owns(seat, g.index())) {
                holders.add(SoupTexts.seatName(seats, seat));
            }
        }
        if (!holders.isEmpty()) {
            facts.add(texts.format("panel.genes.heldBy", texts.list(holders)));
        }
        JLabel line = new JLabel(String.join("  \u00b7  ", facts));
        line.putClientProperty("html.disable", Boolean.TRUE);
        line.setFont(line.getFont().deriveFont(line.getFont().getSize2D() - 1f));
        Color muted = UIManager.getColor("Label.disabledForeground");
        if (muted != null) {
            line.setForeground(muted);
        }
        card.add(line, "span 2, wmin 10");
        for (SoupDecision.BuyGene b : buys) {
            if (b.gene() != g.index()) {
                continue;
            }
            String label = b.givesUp() >= 0 ? texts.format("panel.genes.buy.givingUp",
                    texts.gene(s.board().gene(b.givesUp()))) : texts.format("panel.genes.buy", g.price());
            JButton button = new JButton(label);
            button.setName("card.buy." + SoupTexts.geneKey(g)
                    + (b.givesUp() >= 0 ? "." + SoupTexts.geneKey(s.board().gene(b.givesUp())) : ""));
            button.addActionListener(e -> buy.accept(b));
            SuggestedButtons.tag(button, b);
            card.add(button, "span 2, growx 0, left");
        }
        return card;
    }
}
