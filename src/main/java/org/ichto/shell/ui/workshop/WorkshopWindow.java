package org.ichto.shell.ui.workshop;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ai.ProfileException;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.ai.ProfileNames;
import org.ichto.shell.ai.ProfileParser;
import org.ichto.shell.ai.ProfileWriter;
import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.PlainText;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;
import org.ichto.shell.ui.text.Texts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The personality workshop: opens any personality of either game, shows every setting as a control with a sentence
 * on what it changes, saves the player's own files (keeping their comments), makes copies of the shipped ones,
 * and tries the settings out against other personalities in games played in the background. Beside the game's
 * window, which stays usable.
 */
public final class WorkshopWindow extends JDialog {
    private static final Logger LOG = LoggerFactory.getLogger(WorkshopWindow.class);

    private final List<WorkshopGame> games;
    private final Locale locale;
    private final Path dataDirectory;
    private final JComboBox<WorkshopGame> gameBox = new JComboBox<>();
    private final JComboBox<Personalities.Entry> personalityBox = new JComboBox<>();
    private final JTextField name = new JTextField(30);
    private final JTextField description = new JTextField(50);
    private final JLabel where = new JLabel(" ");
    private final JLabel status = new JLabel(" ");
    private final JButton save = new JButton();
    private final JButton saveAs = new JButton();
    private final JButton revert = new JButton();
    private final List<SettingRow> rows = new ArrayList<>();
    private Texts texts;
    private WorkshopGame game;
    private Personalities personalities;
    private Personalities.Opened opened;
    private TrialPanel trial;
    private JScrollPane scroll;
    /** True while the window fills its fields, so that their listeners do not count it as the player's change. */
    private boolean filling;

    /**
     * @param dataDirectory where the player's files are kept: their personalities go to its profiles folder
     */
    public WorkshopWindow(Window owner, List<WorkshopGame> games, WorkshopGame first,
                          Locale locale, Path dataDirectory) {
        super(owner, ModalityType.MODELESS);
        this.games = List.copyOf(games);
        this.locale = locale;
        this.dataDirectory = dataDirectory;
        setName("workshop");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                close();
            }
        });
        games.forEach(gameBox::addItem);
        gameBox.setName("workshop.game");
        gameBox.setRenderer(PlainSwing.renderer(v -> ((WorkshopGame) v).texts(locale).get("game.name")));
        gameBox.setSelectedItem(first);
        gameBox.addActionListener(e -> {
            WorkshopGame chosen = (WorkshopGame) gameBox.getSelectedItem();
            if (chosen == game || filling) {
                return;
            }
            if (mayLeave()) {
                choose(chosen, null);
            } else {
                filling = true;
                gameBox.setSelectedItem(game);
                filling = false;
            }
        });
        personalityBox.setName("workshop.personality");
        personalityBox.setRenderer(PlainSwing.renderer(v -> label((Personalities.Entry) v)));
        personalityBox.addActionListener(e -> {
            if (filling) {
                return;
            }
            Personalities.Entry chosen = (Personalities.Entry) personalityBox.getSelectedItem();
            if (chosen != null && opened != null && !chosen.equals(opened.entry())) {
                if (mayLeave()) {
                    open(chosen);
                }
                filling = true;
                personalityBox.setSelectedItem(opened.entry());
                filling = false;
            }
        });
        name.setName("workshop.name");
        description.setName("workshop.description");
        name.getDocument().addDocumentListener(PlainSwing.onChange(this::changed));
        description.getDocument().addDocumentListener(PlainSwing.onChange(this::changed));
        where.setName("workshop.where");
        where.putClientProperty("html.disable", Boolean.TRUE);
        status.setName("workshop.status");
        status.putClientProperty("html.disable", Boolean.TRUE);
        save.setName("workshop.save");
        saveAs.setName("workshop.saveAs");
        revert.setName("workshop.revert");
        save.addActionListener(e -> save());
        saveAs.addActionListener(e -> saveAs());
        revert.addActionListener(e -> {
            if (opened != null) {
                show(opened);
            }
        });
        choose(first, null);
        pack();
        // As large as its settings want, within the screen (a 1280x720 one with a task bar too).
        java.awt.Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        setSize(Math.min(1180, screen.width - 20), Math.min(780, screen.height - 20));
        setLocationRelativeTo(owner);
    }

    /** Builds the window for a game (its texts, its settings) and opens a personality of it, the first if none. */
    private void choose(WorkshopGame chosen, String id) {
        if (trial != null) {
            trial.stop();
        }
        game = chosen;
        texts = chosen.texts(locale);
        String gameId = chosen.game().id();
        personalities = new Personalities(gameId, chosen.game().ai().schema(),
                DataDirectory.profiles(dataDirectory, gameId));
        setTitle(texts.get("workshop.title"));
        save.setText(texts.get("workshop.save"));
        saveAs.setText(texts.get("workshop.saveAs"));
        revert.setText(texts.get("workshop.revert"));
        rows.clear();
        JPanel settings = Wrapped.column(new MigLayout("wrap 1, insets 8", "[grow, fill]"));
        for (ProfileSchema.Setting s : chosen.game().ai().schema().settings().values()) {
            SettingRow row = new SettingRow(texts, s, v -> changed());
            rows.add(row);
            settings.add(row);
        }
        scroll = new JScrollPane(settings, JScrollPane.VERTICAL_SCROLLBAR_ALWAYS,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        scroll.setBorder(BorderFactory.createTitledBorder(texts.get("workshop.settings")));

        JPanel editor = new JPanel(new MigLayout("wrap 2, insets 8", "[][grow, fill]", "[][][][][][grow, fill][]"));
        if (games.size() > 1) {
            editor.add(new JLabel(texts.get("workshop.game")));
            editor.add(gameBox, "growx 0");
        }
        editor.add(new JLabel(texts.get("workshop.personality")));
        editor.add(personalityBox, "growx 0, wmin 240");
        editor.add(where, "skip 1, wmin 0");
        editor.add(new JLabel(texts.get("workshop.name")));
        editor.add(name);
        editor.add(new JLabel(texts.get("workshop.description")));
        editor.add(description, "wmin 0");
        editor.add(scroll, "span 2, grow, push");
        editor.add(status, "span 2, split 4, growx, wmin 0");
        editor.add(revert);
        editor.add(saveAs);
        editor.add(save);

        trial = new TrialPanel(texts, chosen, personalities, this::edited, this::entryLabel);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, editor, trial);
        split.setResizeWeight(0.55);
        split.setBorder(null);
        setContentPane(split);
        fillPersonalities();
        List<Personalities.Entry> entries = personalities.entries();
        Personalities.Entry start = entries.stream().filter(e -> e.id().equals(id) && e.problem() == null).findFirst()
                .orElse(entries.stream().filter(e -> e.problem() == null).findFirst().orElse(null));
        opened = null;
        if (start != null) {
            open(start);
        }
        revalidate();
    }

    private void fillPersonalities() {
        filling = true;
        try {
            personalityBox.removeAllItems();
            personalities.entries().forEach(personalityBox::addItem);
            if (opened != null) {
                personalityBox.setSelectedItem(opened.entry());
            }
        } finally {
            filling = false;
        }
    }

    /** Opens a personality; one that cannot be read is reported, naming the line, and the editor keeps its own. */
    private void open(Personalities.Entry e) {
        try {
            Personalities.Opened o = personalities.open(e);
            show(o);
        } catch (ProfileException ex) {
            String why = PlainText.message(ex.getMessage(), PlainText.MAX_MESSAGE);
            message(texts.format("workshop.error.read", e.id(), why), JOptionPane.WARNING_MESSAGE);
        }
    }

    private void show(Personalities.Opened o) {
        opened = o;
        filling = true;
        try {
            name.setText(o.profile().name());
            description.setText(o.profile().description());
            for (SettingRow r : rows) {
                r.show(o.profile().get(r.setting().key()));
            }
            personalityBox.setSelectedItem(o.entry());
            name.setCaretPosition(0);
            description.setCaretPosition(0);
        } finally {
            filling = false;
        }
        where.setText(o.entry().shipped() ? texts.get("workshop.shipped")
                : texts.format("workshop.own", o.entry().file().toString()));
        status.setText(" ");
        updateButtons();
        SwingUtilities.invokeLater(() -> scroll.getVerticalScrollBar().setValue(0));
    }

    private void changed() {
        if (filling || opened == null) {
            return;
        }
        status.setText(isChanged() ? texts.get("workshop.changed") : " ");
        updateButtons();
    }

    private void updateButtons() {
        boolean changed = isChanged();
        save.setEnabled(opened != null && !opened.entry().shipped() && changed);
        save.setToolTipText(opened != null && opened.entry().shipped() ? texts.get("workshop.shipped") : null);
        revert.setEnabled(changed);
        saveAs.setEnabled(opened != null);
    }

    /** Whether the fields differ from the personality as opened. */
    boolean isChanged() {
        if (opened == null) {
            return false;
        }
        Profile p = opened.profile();
        return !name.getText().strip().equals(p.name()) || !description.getText().strip().equals(p.description())
                || rows.stream().anyMatch(r -> r.value() != p.get(r.setting().key()));
    }

    /** The settings as the fields show them now. */
    Map<String, Double> values() {
        Map<String, Double> v = new LinkedHashMap<>();
        rows.forEach(r -> v.put(r.setting().key(), r.value()));
        return v;
    }

    /** The personality as edited (saved or not), for trying it out. */
    private Profile edited() {
        String id = opened == null ? "edited" : opened.entry().id();
        return new Profile(id, name.getText().strip(), description.getText().strip(), values(), Difficulty.NORMAL);
    }

    /** The text of the file with the fields' values; null (after saying why) when the name or description may not be used. */
    private String newText() {
        String n = name.getText().strip();
        String d = description.getText().strip();
        String why = ProfileNames.checkName(n).map(p -> problem("name", p))
                .or(() -> ProfileNames.checkDescription(d).map(p -> problem("description", p))).orElse(null);
        if (why != null) {
            message(why, JOptionPane.WARNING_MESSAGE);
            return null;
        }
        return ProfileWriter.write(opened.text(), game.game().ai().schema(), n, d, values());
    }

    private String problem(String what, ProfileNames.Problem p) {
        return texts.format("workshop.problem." + what, texts.get("workshop.problem." + p.name()));
    }

    private void save() {
        if (opened == null || opened.entry().shipped()) {
            return;
        }
        String text = newText();
        if (text != null) {
            write(opened.entry().id(), text);
        }
    }

    private void saveAs() {
        if (opened == null) {
            return;
        }
        List<String> shippedNames = new ArrayList<>();
        ProfileLibrary shipped = ProfileLibrary.shipped(game.game().id(), game.game().ai().schema());
        for (String id : shipped.shippedIds()) {
            shipped.find(id).ifPresent(p -> shippedNames.add(p.name()));
            shippedNames.add(texts.personality(id));
        }
        for (String id : ProfileLibrary.BUILT_IN) {
            shippedNames.add(id);
            shippedNames.add(texts.personality(id));
        }
        shippedNames.add(texts.get("newgame.human"));
        String start = name.getText().strip();
        new SaveAsDialog(this, texts, start, shipped.shippedIds(), shippedNames).ask().ifPresent(names -> {
            Path file = personalities.fileOf(names.id());
            if (java.nio.file.Files.exists(file) && !confirmOverwrite(file)) {
                return;
            }
            filling = true;
            name.setText(names.name());
            filling = false;
            String text = newText();
            if (text != null) {
                write(names.id(), text);
            }
        });
    }

    private boolean confirmOverwrite(Path file) {
        Object[] options = {texts.get("workshop.saveAs.overwrite.yes"), texts.get("button.cancel")};
        JOptionPane pane = new JOptionPane(texts.format("workshop.saveAs.overwrite", file.getFileName().toString()),
                JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_OPTION, null, options, options[1]);
        pane.putClientProperty("html.disable", Boolean.TRUE);
        JDialog dialog = pane.createDialog(this, texts.get("workshop.saveAs.title"));
        dialog.setName("workshop.overwrite");
        dialog.setVisible(true);
        dialog.dispose();
        return options[0].equals(pane.getValue());
    }

    /** Writes the text to the player's file of that id and opens it from there; a failure is reported. */
    private void write(String id, String text) {
        Path file = personalities.fileOf(id);
        try {
            // Read back before writing: what is saved must be what the game will read.
            ProfileParser.parse(game.game().ai().schema(), id, file.getFileName().toString(), text);
            personalities.write(id, text);
        } catch (IOException | ProfileException e) {
            String why = e instanceof IOException io ? FileProblem.of(io) : e.getMessage();
            LOG.warn("personality not saved to {}: {}", file, why);
            message(texts.format("workshop.error.write", file.toString(), why), JOptionPane.ERROR_MESSAGE);
            return;
        }
        personalities.reload();
        Personalities.Entry saved = new Personalities.Entry(id, file, null);
        opened = null;
        fillPersonalities();
        open(saved);
        status.setText(texts.format("workshop.saved", file.toString()));
        trial.refresh();
    }

    /** A personality in the list: its name in the player's language, marked when it cannot be read. */
    private String label(Personalities.Entry e) {
        if (e == null) {
            return "";
        }
        if (e.problem() != null) {
            return texts.format("workshop.broken", e.id());
        }
        return entryLabel(e.id());
    }

    /** A player of the tournament by its id: a shipped or built-in one in the player's language, one's own by name. */
    String entryLabel(String id) {
        ProfileLibrary library = personalities.library();
        if (library.shippedIds().contains(id) && !java.nio.file.Files.isRegularFile(personalities.fileOf(id))
                || ProfileLibrary.BUILT_IN.contains(id)) {
            return texts.personality(id);
        }
        return library.find(id).map(Profile::name).orElse(id);
    }

    /** Whether the window may show another personality: nothing changed, or the player leaves the changes. */
    private boolean mayLeave() {
        if (filling || !isChanged()) {
            return true;
        }
        Object[] options = {texts.get("workshop.discard.yes"), texts.get("button.cancel")};
        JOptionPane pane = new JOptionPane(texts.format("workshop.discard", opened.profile().name()),
                JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_OPTION, null, options, options[1]);
        pane.putClientProperty("html.disable", Boolean.TRUE);
        JDialog dialog = pane.createDialog(this, texts.get("workshop.title"));
        dialog.setName("workshop.discard");
        dialog.setVisible(true);
        dialog.dispose();
        return options[0].equals(pane.getValue());
    }

    /** Closes the workshop (after asking about unsaved changes); games being tried are stopped. */
    public void close() {
        if (!mayLeave()) {
            return;
        }
        if (trial != null) {
            trial.stop();
        }
        dispose();
    }

    private void message(String text, int type) {
        JOptionPane pane = new JOptionPane(text, type);
        pane.putClientProperty("html.disable", Boolean.TRUE);
        JDialog dialog = pane.createDialog(this, texts.get("workshop.title"));
        dialog.setName("workshop.message");
        dialog.setVisible(true);
        dialog.dispose();
    }


}
