package org.ichto.shell.ui;

import javax.swing.JPanel;
import javax.swing.Scrollable;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * A panel inside a vertical scroll pane that takes the viewport's width, so its texts wrap instead
 * of widening the side column (the gene cards, the summaries).
 */
public class ColumnPanel extends JPanel implements Scrollable {

    protected ColumnPanel(LayoutManager layout) {
        super(layout);
    }

    /** A read-only text that wraps at word boundaries, a size below the labels. */
    protected static WrappingText wrappingText(String text) {
        return new WrappingText(text);
    }

    /**
     * Shows these components, in this order, as the panel's children. Those already shown stay (moved if they
     * must): removing and adding again costs a component its native resources and its kept sizes, so a long game's
     * cards were all measured and laid out anew on every update. Only the new ones are added, those gone removed.
     */
    protected void showComponents(List<? extends Component> wanted) {
        Set<Component> keep = Collections.newSetFromMap(new IdentityHashMap<>());
        keep.addAll(wanted);
        for (int i = getComponentCount() - 1; i >= 0; i--) {
            if (!keep.contains(getComponent(i))) {
                remove(i);
            }
        }
        for (int i = 0; i < wanted.size(); i++) {
            Component c = wanted.get(i);
            if (c.getParent() != this) {
                add(c, i);
            } else if (getComponent(i) != c) {
                setComponentZOrder(c, i);
            }
        }
    }

    /**
     * Lays a component about to join the column out at the width the column gives its children, once it has laid one
     * out: the wrapping texts in it then ask for their true heights when the column is laid out. A text measured before
     * it has a width asks for a line per paragraph, wraps once laid out and has the whole column laid out again, in an
     * event of its own: at the instant speed, two layouts of a long game's column for every new summary.
     */
    protected void fitToColumn(Container c) {
        int width = childWidth();
        if (width <= 0 || c.getParent() == this) {
            return; // the column's first layout, or a child it has already laid out
        }
        c.setSize(width, c.getPreferredSize().height);
        layOutTree(c);
        c.invalidate(); // its sizes are asked again, now with its texts' widths
    }

    /** The width of the column's children (they all take the column's width), or 0 before its first layout. */
    private int childWidth() {
        for (Component c : getComponents()) {
            if (c.getWidth() > 0) {
                return c.getWidth();
            }
        }
        return 0;
    }

    private static void layOutTree(Container c) {
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container inner) {
                layOutTree(inner);
            }
        }
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
