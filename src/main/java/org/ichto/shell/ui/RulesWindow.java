package org.ichto.shell.ui;

import com.formdev.flatlaf.FlatClientProperties;
import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.JTextPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultHighlighter;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules reference of every game the window plays, in the window's language: a list of sections, the
 * text with its pictures, and a search field that marks every match and jumps from one to the next. The
 * text is the games' own ({@link GameUi#help}), inserted as plain text: nothing in it is read as HTML.
 */
final class RulesWindow extends JDialog {
    private final List<GameUi<?, ?, ?, ?>> games;
    private final Texts texts;
    private final boolean dark;
    private final JComboBox<String> game = new JComboBox<>();
    private final JTextField search = new JTextField(18);
    private final JLabel matches = new JLabel(" ");
    private final JTextPane text = new JTextPane();
    private final DefaultListModel<String> titles = new DefaultListModel<>();
    private final JList<String> contents = new JList<>(titles);
    /** Where each section starts in the text. */
    private final List<Integer> starts = new ArrayList<>();
    private final List<Integer> found = new ArrayList<>();
    private int current = -1;

    private RulesWindow(JFrame owner, List<GameUi<?, ?, ?, ?>> games, Texts texts, boolean dark) {
        super(owner, texts.get("rules.title"), false);
        this.games = games;
        this.texts = texts;
        this.dark = dark;
        setName("rules");
        for (GameUi<?, ?, ?, ?> ui : games) {
            game.addItem(ui.texts(texts.locale()).get("game.name"));
        }
        game.setName("rules.game");
        search.setName("rules.search");
        search.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, texts.get("rules.search"));
        search.putClientProperty(FlatClientProperties.TEXT_FIELD_SHOW_CLEAR_BUTTON, true);
        matches.setName("rules.matches");
        text.setName("rules.text");
        text.setEditable(false);
        contents.setName("rules.contents");
        contents.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        JButton next = new JButton(texts.get("rules.next"));
        next.setName("rules.next");
        next.addActionListener(e -> next());
        search.addActionListener(e -> next());
        search.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                find();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                find();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                find();
            }
        });
        contents.addListSelectionListener(e -> {
            int i = contents.getSelectedIndex();
            if (!e.getValueIsAdjusting() && i >= 0 && i < starts.size()) {
                reveal(starts.get(i), starts.get(i));
            }
        });
        game.addActionListener(e -> show(game.getSelectedIndex()));

        JPanel top = new JPanel(new MigLayout("insets 6, fillx", "[][grow][][]"));
        top.add(game, games.size() > 1 ? "" : "hidemode 3");
        game.setVisible(games.size() > 1);
        top.add(search, "growx");
        top.add(next);
        top.add(matches, "w 110!");
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, new JScrollPane(contents),
                new JScrollPane(text));
        split.setDividerLocation(230);
        JPanel root = new JPanel(new MigLayout("fill, insets 0", "[grow]", "[][grow]"));
        root.add(top, "growx, wrap");
        root.add(split, "grow");
        setContentPane(root);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        setSize(new Dimension(1000, 700));
        setMinimumSize(new Dimension(560, 360));
    }

    /** Opens the reference at a game (its index among the window's games). */
    static RulesWindow open(JFrame owner, List<GameUi<?, ?, ?, ?>> games, Texts texts, boolean dark, int at) {
        RulesWindow w = new RulesWindow(owner, games, texts, dark);
        w.game.setSelectedIndex(Math.max(0, Math.min(at, games.size() - 1)));
        w.show(w.game.getSelectedIndex());
        w.setLocationRelativeTo(owner);
        w.setVisible(true);
        w.search.requestFocusInWindow();
        return w;
    }

    /** Fills the text with a game's reference. */
    private void show(int index) {
        GameHelp help = games.get(index).help(games.get(index).texts(texts.locale()), dark);
        StyledDocument doc = text.getStyledDocument();
        titles.clear();
        starts.clear();
        try {
            doc.remove(0, doc.getLength());
            for (GameHelp.Section s : help.sections()) {
                starts.add(doc.getLength());
                titles.addElement(s.level() > 1 ? "    " + s.title() : s.title());
                SimpleAttributeSet head = new SimpleAttributeSet();
                StyleConstants.setBold(head, true);
                StyleConstants.setFontSize(head, text.getFont().getSize() + (s.level() > 1 ? 2 : 6));
                doc.insertString(doc.getLength(), s.title() + "\n", head);
                if (s.picture() != null) {
                    SimpleAttributeSet pic = new SimpleAttributeSet();
                    StyleConstants.setIcon(pic, s.picture());
                    doc.insertString(doc.getLength(), " ", pic);
                    doc.insertString(doc.getLength(), "\n", null);
                }
                doc.insertString(doc.getLength(), s.text() + "\n\n", new SimpleAttributeSet());
            }
        } catch (BadLocationException e) {
            throw new IllegalStateException("the reference's own text", e);
        }
        text.setCaretPosition(0);
        find();
    }

    /** Marks every match of the search in the text and goes to the first. */
    private void find() {
        text.getHighlighter().removeAllHighlights();
        found.clear();
        current = -1;
        String q = search.getText().strip().toLowerCase(texts.locale());
        if (q.isEmpty()) {
            matches.setText(" ");
            return;
        }
        String all;
        try {
            all = text.getDocument().getText(0, text.getDocument().getLength()).toLowerCase(texts.locale());
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
        for (int at = all.indexOf(q); at >= 0; at = all.indexOf(q, at + q.length())) {
            found.add(at);
        }
        if (found.isEmpty()) {
            matches.setText(texts.get("rules.none"));
        } else {
            next();
        }
    }

    /** Goes to the next match (after the last, the first again). */
    private void next() {
        if (found.isEmpty()) {
            return;
        }
        current = (current + 1) % found.size();
        int at = found.get(current);
        int length = search.getText().strip().length();
        matches.setText(texts.format("rules.matches", current + 1, found.size()));
        mark(length);
        reveal(at, at + length);
        // The section holding the match is marked in the contents without jumping back to its start.
        int section = 0;
        while (section + 1 < starts.size() && starts.get(section + 1) <= at) {
            section++;
        }
        if (section < titles.size()) {
            contents.ensureIndexIsVisible(section);
        }
    }

    /** Marks every match, the current one stronger: the marks show whether the text has the focus or not. */
    private void mark(int length) {
        text.getHighlighter().removeAllHighlights();
        Color light = dark ? new Color(0x7a6a20) : new Color(0xfff0a0);
        Color strong = dark ? new Color(0xc07a10) : new Color(0xffb340);
        for (int i = 0; i < found.size(); i++) {
            try {
                text.getHighlighter().addHighlight(found.get(i), found.get(i) + length,
                        new DefaultHighlighter.DefaultHighlightPainter(i == current ? strong : light));
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The matches marked now, and which of them is the current one (for tests). */
    int matchCount() {
        return found.size();
    }

    /** Where the current match starts, or -1. */
    int currentMatch() {
        return current < 0 ? -1 : found.get(current);
    }

    /** Selects a stretch of the text and scrolls it into sight. */
    private void reveal(int from, int to) {
        text.setCaretPosition(from);
        text.moveCaretPosition(to);
        try {
            java.awt.geom.Rectangle2D r = text.modelToView2D(from);
            if (r != null) {
                Rectangle view = r.getBounds();
                view.height = Math.max(view.height, text.getVisibleRect().height / 2);
                text.scrollRectToVisible(view);
            }
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The text shown (for tests). */
    String shownText() {
        try {
            return text.getDocument().getText(0, text.getDocument().getLength());
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }
}
