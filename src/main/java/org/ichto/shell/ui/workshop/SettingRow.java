package org.ichto.shell.ui.workshop;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.ProfileSchema.Setting;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.UIManager;
import java.util.function.DoubleConsumer;

/**
 * One setting as a control: its sentence, a slider (a check box for a yes-or-no setting) with the value shown,
 * and its key and range below. The value is the file's until the player moves the slider, which then snaps it
 * to the setting's steps.
 */
final class SettingRow extends JPanel {
    private final Setting setting;
    private final Texts texts;
    private final DoubleConsumer changed;
    private final JSlider slider;
    private final JCheckBox box;
    private final JLabel shown = new JLabel();
    private double value;
    /** True while the value is being set from outside, so the control's own listener keeps out. */
    private boolean quiet;

    SettingRow(Texts texts, Setting setting, DoubleConsumer changed) {
        super(new MigLayout("insets 2 0 6 0, wrap 3", "[grow, fill][170!][55!, right]"));
        this.texts = texts;
        this.setting = setting;
        this.changed = changed;
        setName("workshop.row." + setting.key());
        add(Wrapped.text(SettingWords.sentence(texts, setting.key())), "wmin 120");
        JComponent control;
        if (yesOrNo(setting)) {
            box = new JCheckBox();
            box.setName("workshop.setting." + setting.key());
            box.addActionListener(e -> userSet(box.isSelected() ? 1 : 0));
            slider = null;
            control = box;
        } else {
            double step = SettingWords.step(setting);
            slider = new JSlider(0, (int) Math.round((setting.max() - setting.min()) / step));
            slider.setName("workshop.setting." + setting.key());
            slider.addChangeListener(e -> {
                if (!quiet) {
                    userSet(snap(setting.min() + slider.getValue() * step));
                }
            });
            box = null;
            control = slider;
        }
        add(control, "growx");
        shown.setName("workshop.value." + setting.key());
        add(shown);
        JLabel range = new JLabel(SettingWords.range(texts, setting));
        range.putClientProperty("html.disable", Boolean.TRUE);
        range.putClientProperty("FlatLaf.styleClass", "small");
        range.setForeground(UIManager.getColor("Label.disabledForeground"));
        add(range, "span 3");
    }

    /** A whole-number setting from 0 to 1: a yes or no. */
    static boolean yesOrNo(Setting s) {
        return s.whole() && s.min() == 0 && s.max() == 1;
    }

    /** The value rounded to the millionth, so 0.1 + 0.2 reads 0.3. */
    private double snap(double v) {
        double r = Math.round(v * 1e6) / 1e6;
        return Math.max(setting.min(), Math.min(setting.max(), r));
    }

    private void userSet(double v) {
        value = v;
        shown.setText(SettingWords.number(texts, v));
        changed.accept(v);
    }

    Setting setting() {
        return setting;
    }

    double value() {
        return value;
    }

    /** Shows a value (from a file) without telling of a change. */
    void show(double v) {
        value = v;
        quiet = true;
        try {
            if (slider != null) {
                slider.setValue((int) Math.round((v - setting.min()) / SettingWords.step(setting)));
            } else {
                box.setSelected(v >= 0.5);
            }
        } finally {
            quiet = false;
        }
        shown.setText(SettingWords.number(texts, v));
    }
}
