package org.ichto.shell.ui;

import javax.swing.JTextArea;
import javax.swing.UIManager;
import java.awt.Font;

/**
 * The text of a game's prompt (what is asked now, and a line on how): plain text wrapping at words in the labels'
 * font. Set again after every move; a label would need HTML to wrap, parsed (style sheet and all) at each change and
 * read as markup.
 */
public final class PromptText {
    private PromptText() {
    }

    /** A read-only text area, not focusable, see-through, wrapping at words. */
    public static JTextArea create() {
        JTextArea a = new JTextArea();
        a.setEditable(false);
        a.setFocusable(false);
        a.setOpaque(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        Font f = UIManager.getFont("Label.font");
        if (f != null) {
            a.setFont(f);
        }
        return a;
    }
}
