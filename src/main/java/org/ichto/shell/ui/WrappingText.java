package org.ichto.shell.ui;

import com.formdev.flatlaf.util.UIScale;

import javax.swing.JComponent;
import javax.swing.UIManager;
import javax.swing.border.EmptyBorder;
import javax.swing.plaf.basic.BasicGraphicsUtils;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;

/**
 * A read-only text that wraps at word boundaries to its width, a size below the labels: what a line-wrapping,
 * non-editable text area showed, at a fraction of the cost. A text area builds a document, its views, a caret and key
 * bindings; the side column of a long game holds dozens, and making and measuring a new card's was the longest work
 * of a computer's move at instant speed. Plain text only: nothing in it is read as markup.
 */
public final class WrappingText extends JComponent {
    private final String text;
    /** The lines as broken for {@link #brokenFor} pixels of width in {@link #brokenIn}. */
    private List<String> lines = List.of();
    private int brokenFor = -1;
    private Font brokenIn;
    /** The width of the widest word in {@link #widestIn}, or -1: the preferred width before a layout. */
    private int widestWord = -1;
    private Font widestIn;
    /** How many lines the last preferred size was for. */
    private int linesAskedFor = -1;
    private boolean remeasureAsked;

    public WrappingText(String text) {
        this.text = text == null ? "" : text;
        setOpaque(false);
        setFocusable(false);
        updateUI();
    }

    /** Read out as a label with its text. */
    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.LABEL;
                }
            };
            accessibleContext.setAccessibleName(text);
        }
        return accessibleContext;
    }

    public String getText() {
        return text;
    }

    /** The look's label font a size smaller, its text colour and a text area's margins, anew with each look. */
    @Override
    public void updateUI() {
        super.updateUI();
        Font f = UIManager.getFont("Label.font");
        if (f != null) {
            setFont(f.deriveFont(Font.PLAIN, f.getSize2D() - 1f));
        }
        setForeground(UIManager.getColor("TextArea.foreground"));
        Insets margin = UIManager.getInsets("TextArea.margin");
        setBorder(new EmptyBorder(margin == null ? new Insets(0, 0, 0, 0) : UIScale.scale(margin)));
        brokenFor = -1;
        widestWord = -1;
    }

    /**
     * Laid out at a width where the text takes other lines than the height it asked for: the column measures it
     * again (a text is first measured before it has a width). Asked after this layout: one asked during it would be
     * undone as the layout ends.
     */
    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        if (width > 0 && lines(innerWidth()).size() != linesAskedFor && !remeasureAsked) {
            remeasureAsked = true;
            javax.swing.SwingUtilities.invokeLater(() -> {
                remeasureAsked = false;
                revalidate();
                repaint();
            });
        }
    }

    /**
     * As wide as it is laid out (before that, as its longest word: the text must not widen the column it wraps in),
     * as high as its lines at that width.
     */
    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        Insets in = getInsets();
        FontMetrics fm = getFontMetrics(getFont());
        List<String> shown;
        int width;
        if (getWidth() > 0) {
            shown = lines(innerWidth());
            width = getWidth();
        } else {
            shown = lines(Integer.MAX_VALUE);
            width = widestWord(fm) + in.left + in.right;
        }
        linesAskedFor = shown.size();
        return new Dimension(width, Math.max(1, shown.size()) * fm.getHeight() + in.top + in.bottom);
    }

    /**
     * The width of the widest word, worked out once per font: a layout asks a text's sizes several times before it has
     * a width, and the text was split and measured word by word at each of them (seen in the event thread's longest
     * events at instant speed, laying out a new game's side column).
     */
    private int widestWord(FontMetrics fm) {
        if (widestWord < 0 || getFont() != widestIn) {
            int longest = 0;
            for (String word : text.split("[ \n]")) {
                longest = Math.max(longest, (int) Math.ceil(BasicGraphicsUtils.getStringWidth(this, fm, word)));
            }
            widestWord = longest;
            widestIn = getFont();
        }
        return widestWord;
    }

    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        Insets in = getInsets();
        return new Dimension(in.left + in.right, getPreferredSize().height);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setFont(getFont());
            g2.setColor(getForeground());
            Insets in = getInsets();
            FontMetrics fm = getFontMetrics(getFont());
            float y = in.top + fm.getAscent();
            for (String line : lines(innerWidth())) {
                BasicGraphicsUtils.drawString(this, g2, line, in.left, y);
                y += fm.getHeight();
            }
        } finally {
            g2.dispose();
        }
    }

    private int innerWidth() {
        Insets in = getInsets();
        return Math.max(1, getWidth() - in.left - in.right);
    }

    /** The text broken into lines no wider than this: at spaces, within a word only where a word is wider. */
    List<String> lines(int width) {
        if (width != brokenFor || getFont() != brokenIn) {
            lines = breakLines(width);
            brokenFor = width;
            brokenIn = getFont();
        }
        return lines;
    }

    private List<String> breakLines(int width) {
        FontMetrics fm = getFontMetrics(getFont());
        List<String> out = new ArrayList<>();
        for (String paragraph : text.split("\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" ", -1)) {
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (fits(fm, candidate, width) || line.length() == 0 && word.isEmpty()) {
                    line.setLength(0);
                    line.append(candidate);
                    continue;
                }
                if (line.length() > 0) {
                    out.add(line.toString());
                    line.setLength(0);
                }
                // A word wider than the line is cut where it must be.
                String rest = word;
                while (!rest.isEmpty() && !fits(fm, rest, width)) {
                    int cut = 1;
                    while (cut < rest.length() && fits(fm, rest.substring(0, cut + 1), width)) {
                        cut++;
                    }
                    out.add(rest.substring(0, cut));
                    rest = rest.substring(cut);
                }
                line.append(rest);
            }
            out.add(line.toString());
        }
        return List.copyOf(out);
    }

    private boolean fits(FontMetrics fm, String s, int width) {
        return BasicGraphicsUtils.getStringWidth(this, fm, s) <= width;
    }
}
