package org.ichto.shell.ui.workshop;

import org.ichto.shell.lab.EntryResult;
import org.ichto.shell.lab.TournamentResult;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JComponent;
import javax.swing.JTable;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.DefaultTableModel;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;

/**
 * A trial's figures, one column a player, the edited personality first: its wins with their 95 % interval, its
 * mean score, the game's own figures, and the share of each kind of decision it took ("breeds 24 %").
 */
final class TrialTable {
    private final Texts texts;
    private final DefaultTableModel model = new DefaultTableModel() {
        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JTable table = new JTable(model);

    TrialTable(Texts texts) {
        this.texts = texts;
        table.setName("workshop.trial.table");
        table.setFillsViewportHeight(true);
        table.getTableHeader().setReorderingAllowed(false);
        // Names of the player's own personalities are their text: shown as plain text, never as markup.
        DefaultTableCellRenderer plain = new DefaultTableCellRenderer() {
            @Override
            public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus,
                                                           int row, int column) {
                JComponent c = (JComponent) super.getTableCellRendererComponent(t, value, selected, focus, row,
                        column);
                c.putClientProperty("html.disable", Boolean.TRUE);
                setHorizontalAlignment(column == 0 ? LEFT : RIGHT);
                return c;
            }
        };
        table.setDefaultRenderer(Object.class, plain);
        ((DefaultTableCellRenderer) table.getTableHeader().getDefaultRenderer()).putClientProperty("html.disable",
                Boolean.TRUE);
    }

    JComponent component() {
        return table;
    }

    void clear() {
        model.setRowCount(0);
    }

    /** The figures of a trial; {@code columns} names its entries in their order. */
    void show(TournamentResult r, List<String> columns) {
        List<String> head = new ArrayList<>();
        head.add("");
        head.addAll(columns);
        model.setColumnIdentifiers(head.toArray());
        model.setRowCount(0);
        table.getColumnModel().getColumn(0).setPreferredWidth(170);
        for (int c = 1; c < table.getColumnCount(); c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(90);
        }
        List<EntryResult> entries = r.entries();
        // The interval in whole percents: after a few dozen games its ends are not known more closely.
        row(texts.get("workshop.trial.winRate"), entries.stream().map(e -> texts.format("workshop.trial.winRateValue",
                percent(e.winRate()), whole(e.winInterval().low()), whole(e.winInterval().high()))).toList());
        row(texts.get("workshop.trial.score"), entries.stream().map(e -> SettingWords.number(texts,
                Math.round(e.meanScore() * 10) / 10.0)).toList());
        for (int c = 0; c < r.columns().size(); c++) {
            int column = c;
            String key = "lab.column." + r.columns().get(c);
            row(texts.has(key) ? texts.get(key) : r.columns().get(c),
                    entries.stream().map(e -> localDigits(e.behaviour().cells().get(column))).toList());
        }
        if (!entries.isEmpty() && !entries.get(0).behaviour().shares().isEmpty()) {
            row(texts.get("workshop.trial.shares"), entries.stream().map(e -> "").toList());
            for (String kind : entries.get(0).behaviour().shares().keySet()) {
                String key = "lab.share." + kind;
                row("  " + (texts.has(key) ? texts.get(key) : kind),
                        entries.stream().map(e -> percent(e.share(kind)) + "%").toList());
            }
        }
    }

    private void row(String label, List<String> cells) {
        List<Object> row = new ArrayList<>();
        row.add(label);
        row.addAll(cells);
        model.addRow(row.toArray());
    }

    /** A figure the game wrote with a decimal point, in the language's digits ("2.55" reads "2,55" in Dutch). */
    private String localDigits(String cell) {
        if (!cell.matches("-?\\d+\\.\\d+")) {
            return cell;
        }
        char point = java.text.DecimalFormatSymbols.getInstance(texts.locale()).getDecimalSeparator();
        return cell.replace('.', point);
    }

    private String whole(double share) {
        return SettingWords.number(texts, Math.round(share * 100));
    }

    private String percent(double share) {
        return SettingWords.number(texts, Math.round(share * 1000) / 10.0);
    }
}
