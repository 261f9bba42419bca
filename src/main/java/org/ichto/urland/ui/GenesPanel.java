package org.ichto.urland.ui;

import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import java.awt.Font;

/** The genes on display, each with its full card text, and what is left in the pile. */
final class GenesPanel extends JPanel implements javax.swing.Scrollable {
    private final Texts texts;
    private int shownDisplay = -1;
    private int shownPile = -1;

    GenesPanel(Texts texts) {
        super(new MigLayout("wrap 1, insets 4, gapy 2", "[grow, fill]"));
        this.texts = texts;
        setBorder(BorderFactory.createEmptyBorder(2, 2, 2, 2)); // the tab says what it is
        setName("genes");
    }

    // Scrollable: follow the viewport's width so the card texts wrap instead of widening the panel.
    @Override
    public java.awt.Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return visible.height - 16;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }

    void show(GameState s) {
        int display = 0;
        for (Gene g : Gene.values()) {
            display |= s.onDisplay(g) ? g.bit() : 0;
        }
        if (display == shownDisplay && s.genePileSize() == shownPile) {
            return; // unchanged: keep the cards (rebuilding them after every move costs the event thread)
        }
        shownDisplay = display;
        shownPile = s.genePileSize();
        removeAll();
        for (Gene g : Gene.values()) {
            if (!s.onDisplay(g)) {
                continue;
            }
            JLabel name = new JLabel(texts.gene(g));
            name.setFont(name.getFont().deriveFont(Font.BOLD));
            add(name, "gaptop 4");
            JTextArea card = new JTextArea(texts.geneText(g));
            card.setEditable(false);
            card.setLineWrap(true);
            card.setWrapStyleWord(true);
            card.setOpaque(false);
            card.setFocusable(false);
            card.setFont(UIManager.getFont("Label.font").deriveFont(Font.PLAIN, UIManager.getFont("Label.font").getSize2D() - 1f));
            add(card, "wmin 10");
        }
        add(new JLabel(texts.format("panel.genes.pile", s.genePileSize())), "gaptop 6");
        revalidate();
        repaint();
    }
}
