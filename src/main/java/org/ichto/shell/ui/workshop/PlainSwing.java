package org.ichto.shell.ui.workshop;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import java.awt.Component;
import java.util.function.Function;

/** Small Swing pieces the workshop's windows share. */
final class PlainSwing {
    private PlainSwing() {
    }

    /** A listener that runs {@code r} on any change of a text (typed, deleted or set). */
    static DocumentListener onChange(Runnable r) {
        return new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                r.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                r.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                r.run();
            }
        };
    }

    /** List cells that show each value in words, as plain text: names come from files and are never HTML. */
    static DefaultListCellRenderer renderer(Function<Object, String> words) {
        return new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                JComponent c = (JComponent) super.getListCellRendererComponent(list,
                        value == null ? "" : words.apply(value), index, selected, focus);
                c.putClientProperty("html.disable", Boolean.TRUE);
                return c;
            }
        };
    }
}
