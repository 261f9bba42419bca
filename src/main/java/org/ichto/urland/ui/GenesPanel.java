package org.ichto.urland.ui;

import org.ichto.shell.ui.ColumnPanel;

import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.UrlandTexts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import java.awt.Font;

/** The genes on display, each with its full card text, and what is left in the pile. */
final class GenesPanel extends ColumnPanel {
    private final UrlandTexts texts;
    private int shownDisplay = -1;
    private int shownPile = -1;

    GenesPanel(UrlandTexts texts) {
        super(new MigLayout("wrap 1, insets 4, gapy 2", "[grow, fill]"));
        this.texts = texts;
        setBorder(BorderFactory.createEmptyBorder(2, 2, 2, 2)); // the tab says what it is
        setName("genes");
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
            add(wrappingText(texts.geneText(g)), "wmin 10");
        }
        add(new JLabel(texts.format("panel.genes.pile", s.genePileSize())), "gaptop 6");
        revalidate();
        repaint();
    }
}
