package org.ichto.shell.ui;

import javax.swing.JComponent;
import javax.swing.JSplitPane;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;

/**
 * A board on the left and the side panels on the right. At its first layout the side panels get their
 * preferred width (the split pane alone would give the board its preferred width and squeeze the side
 * panels to their minimum on a small screen, cutting off their tables); afterwards the board takes every
 * change of the window's width, and the player may drag the divider.
 */
public final class SideSplit {
    private SideSplit() {
    }

    public static JSplitPane of(JComponent board, JComponent side) {
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, board, side);
        split.setResizeWeight(1.0);
        split.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (split.getWidth() <= 0) {
                    return;
                }
                split.removeComponentListener(this);
                int sideWidth = Math.max(side.getMinimumSize().width, Math.min(side.getPreferredSize().width,
                        split.getWidth() - board.getMinimumSize().width - split.getDividerSize()));
                split.setDividerLocation(Math.max(0, split.getWidth() - sideWidth - split.getDividerSize()));
            }
        });
        return split;
    }
}
