package org.ichto.shell.ui.workshop;

import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import javax.swing.text.DefaultCaret;
import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;

/** Text that wraps at the width it is given, and a panel of such text that scrolls up and down only. */
final class Wrapped {

    private Wrapped() {
    }

    /** A label's text, wrapped at word breaks; plain text always (a text area shows no markup). */
    static JTextArea text(String text) {
        JTextArea area = new JTextArea(text);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setEditable(false);
        area.setFocusable(false);
        area.setOpaque(false);
        area.setBorder(null);
        area.setFont(UIManager.getFont("Label.font"));
        area.setForeground(UIManager.getColor("Label.foreground"));
        // Setting the text must not scroll the settings to it.
        ((DefaultCaret) area.getCaret()).setUpdatePolicy(DefaultCaret.NEVER_UPDATE);
        return area;
    }

    /** A panel as wide as the scroll pane's view, so its text wraps there instead of running off to the right. */
    static JPanel column(LayoutManager layout) {
        return new Column(layout);
    }

    private static final class Column extends JPanel implements Scrollable {
        private int laidOutWidth = -1;

        Column(LayoutManager layout) {
            super(layout);
        }

        /**
         * Lays out once more when the width changed: wrapped text knows its height only once it has a width, so
         * the first layout at a new width gives its rows the height of unwrapped text.
         */
        @Override
        public void doLayout() {
            super.doLayout();
            if (getWidth() != laidOutWidth) {
                laidOutWidth = getWidth();
                javax.swing.SwingUtilities.invokeLater(this::revalidate);
            }
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
            return 24;
        }

        @Override
        public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
            return orientation == SwingConstants.VERTICAL ? visible.height - 24 : visible.width;
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
}
