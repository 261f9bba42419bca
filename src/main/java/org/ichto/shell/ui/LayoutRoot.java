package org.ichto.shell.ui;

import javax.swing.JComponent;
import javax.swing.JPanel;
import java.awt.LayoutManager;

/**
 * A panel whose size does not follow what it shows: the side column, which its split pane gives its size, or the
 * players' table, whose rows keep their height whatever their figures say. A change inside (a label's new figure, a
 * prompt's new line) lays out this panel alone. Swing would lay out the whole window at each change, from the window's
 * root down, and ask every panel beside for its size on the way: at the instant speed, some twenty times a second
 * (docs/benchmarks.md, "What the event thread does at instant speed").
 * <p>
 * When the panel's own size changes (rows added for more players), {@link #revalidateAround} lays out its parent too.
 */
public class LayoutRoot extends JPanel {

    public LayoutRoot(LayoutManager layout) {
        super(layout);
    }

    @Override
    public boolean isValidateRoot() {
        return true;
    }

    /** Lays out the parent as well as this panel, after a change of this panel's own size. */
    protected void revalidateAround() {
        invalidate();
        if (getParent() instanceof JComponent parent) {
            parent.revalidate();
        } else if (getParent() != null) {
            getParent().validate();
        }
        repaint();
    }
}
