package org.ichto.shell.ui;

import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.Scrollable;
import javax.swing.UIManager;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.LayoutManager;
import java.awt.Rectangle;

/**
 * A panel inside a vertical scroll pane that takes the viewport's width, so its texts wrap instead
 * of widening the side column (the gene cards, the summaries).
 */
public class ColumnPanel extends JPanel implements Scrollable {

    protected ColumnPanel(LayoutManager layout) {
        super(layout);
    }

    /** A read-only text that wraps at word boundaries, a size below the labels. */
    protected static JTextArea wrappingText(String text) {
        JTextArea a = new JTextArea(text);
        a.setEditable(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        a.setOpaque(false);
        a.setFocusable(false);
        // A caret that follows the text would scroll the column to this text when it is laid out,
        // pulling the newest summaries out of view.
        if (a.getCaret() instanceof javax.swing.text.DefaultCaret caret) {
            caret.setUpdatePolicy(javax.swing.text.DefaultCaret.NEVER_UPDATE);
        }
        Font f = UIManager.getFont("Label.font");
        if (f != null) {
            a.setFont(f.deriveFont(Font.PLAIN, f.getSize2D() - 1f));
        }
        return a;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
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
}
