package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JLabel;
import javax.swing.JPanel;
import java.awt.Font;
import java.util.List;

/**
 * A table of figures at the end of a game: a bold header row whose labels explain themselves in their
 * tooltips (the key with {@code .tip}), the first column left-aligned (the player), the rest right-aligned.
 * The caller adds the cells row by row.
 */
public final class FiguresTable {
    private FiguresTable() {
    }

    /** An empty table named {@code name} with its header row, one column per key. */
    public static JPanel headed(Texts texts, List<String> keys, String name) {
        JPanel table = new JPanel(new MigLayout("wrap " + keys.size() + ", insets 0, gapx 12",
                "[]" + "[right]".repeat(keys.size() - 1)));
        table.setName(name);
        for (String key : keys) {
            JLabel h = new JLabel(texts.get(key));
            h.setFont(h.getFont().deriveFont(Font.BOLD));
            h.setToolTipText(texts.get(key + ".tip"));
            table.add(h);
        }
        return table;
    }
}
