package org.ichto.shell.ui.workshop;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ai.ProfileNames;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.UIManager;
import java.awt.Window;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Asks for the name and file name of a personality of the player's own. The file name follows the name until the
 * player types one; a name or file name that may not be used is refused below the fields, saying why.
 */
final class SaveAsDialog extends JDialog {
    /** What the player chose. */
    record Names(String name, String id) {
    }

    private final Texts texts;
    private final Collection<String> shippedIds;
    private final Set<String> takenNames;
    private final JTextField name = new JTextField(24);
    private final JTextField file = new JTextField(24);
    private final JLabel problem = new JLabel(" ");
    private boolean fileTyped;
    private boolean following;
    private Names chosen;

    /**
     * @param shippedIds   the shipped personalities' file names: a file name of the player's may not take them
     * @param shippedNames the names the shipped and built-in players are shown by, in any language
     */
    SaveAsDialog(Window owner, Texts texts, String startName, Collection<String> shippedIds,
                 Collection<String> shippedNames) {
        super(owner, texts.get("workshop.saveAs.title"), ModalityType.DOCUMENT_MODAL);
        this.texts = texts;
        this.shippedIds = shippedIds;
        this.takenNames = shippedNames.stream().map(n -> n.strip().toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        setName("workshop.saveAs");
        name.setName("workshop.saveAs.name");
        file.setName("workshop.saveAs.file");
        problem.setName("workshop.saveAs.problem");
        problem.putClientProperty("html.disable", Boolean.TRUE);
        problem.setForeground(UIManager.getColor("Component.error.focusedBorderColor"));
        name.setText(startName);
        file.setText(ProfileNames.suggestId(startName));
        name.getDocument().addDocumentListener(PlainSwing.onChange(() -> {
            if (!fileTyped) {
                following = true;
                file.setText(ProfileNames.suggestId(name.getText()));
                following = false;
            }
        }));
        file.getDocument().addDocumentListener(PlainSwing.onChange(() -> fileTyped |= !following));
        JPanel root = new JPanel(new MigLayout("wrap 2, insets 12", "[][grow, fill]"));
        root.add(new JLabel(texts.get("workshop.saveAs.name")));
        root.add(name);
        root.add(new JLabel(texts.get("workshop.saveAs.file")));
        root.add(file);
        JLabel hint = new JLabel(texts.get("workshop.saveAs.hint"));
        hint.putClientProperty("FlatLaf.styleClass", "small");
        root.add(hint, "span 2");
        root.add(problem, "span 2, growx");
        JButton ok = new JButton(texts.get("workshop.save"));
        ok.setName("workshop.saveAs.ok");
        JButton cancel = new JButton(texts.get("button.cancel"));
        cancel.setName("workshop.saveAs.cancel");
        ok.addActionListener(e -> accept());
        cancel.addActionListener(e -> dispose());
        root.add(ok, "span 2, split 2, right, tag ok");
        root.add(cancel, "tag cancel");
        getRootPane().setDefaultButton(ok);
        setContentPane(root);
        pack();
        setLocationRelativeTo(owner);
    }

    /** Shows the dialog; the names chosen, or empty when cancelled. */
    Optional<Names> ask() {
        name.selectAll();
        setVisible(true);
        return Optional.ofNullable(chosen);
    }

    private void accept() {
        String n = name.getText().strip();
        String id = file.getText().strip();
        Optional<String> why = ProfileNames.checkName(n).map(p -> problem("name", p))
                .or(() -> takenNames.contains(n.toLowerCase(Locale.ROOT))
                        ? Optional.of(problem("name", ProfileNames.Problem.SHIPPED)) : Optional.empty())
                .or(() -> ProfileNames.checkId(id, shippedIds).map(p -> problem("file", p)));
        if (why.isPresent()) {
            problem.setText(why.get());
            pack();
            return;
        }
        chosen = new Names(n, id);
        dispose();
    }

    private String problem(String what, ProfileNames.Problem p) {
        return texts.format("workshop.problem." + what, texts.get("workshop.problem." + p.name()));
    }

}
