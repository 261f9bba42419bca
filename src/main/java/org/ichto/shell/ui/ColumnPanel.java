package org.ichto.shell.ui;

import javax.swing.JPanel;
import javax.swing.Scrollable;
import java.awt.Component;
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
