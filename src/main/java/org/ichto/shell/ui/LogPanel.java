package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.text.Texts;

import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import java.util.ArrayList;
import java.util.List;

/**
 * The game log: the game's readable lines for each thing that happened, newest at the bottom. Plain
 * text only: names from files are never read as markup here.
 */
public final class LogPanel extends JPanel {
    /** The game's lines for the events of one decision. */
    public interface Lines<E> {
        List<String> of(List<E> events, List<Seat> seats);
    }

    private final JTextArea text = new JTextArea();
    private final Texts texts;

    public LogPanel(Texts texts) {
        super(new MigLayout("fill, insets 0", "[grow]", "[grow]"));
        this.texts = texts;
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.log.title")));
        text.setEditable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setName("log");
        text.setText(texts.get("panel.log.empty"));
        JScrollPane scroll = new JScrollPane(text);
        // A log that followed its newest line keeps following it when it gets shorter (the window fitted to a
        // smaller screen, the divider moved): otherwise the newest lines would hide below its edge.
        scroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (followsEnd()) {
                    javax.swing.SwingUtilities.invokeLater(LogPanel.this::showEnd);
                }
            }
        });
        add(scroll, "grow");
        // At least three lines, however small the screen: the board above gives way first.
        int line = text.getFontMetrics(text.getFont()).getHeight();
        setMinimumSize(new java.awt.Dimension(100, 3 * line + getInsets().top + getInsets().bottom + 10));
    }

    /** Whether the caret stands at the end (where each append puts it), so the player did not move it. */
    private boolean followsEnd() {
        return text.getCaretPosition() == text.getDocument().getLength();
    }

    /** Scrolls to the newest line. */
    void showEnd() {
        javax.swing.JScrollBar bar = ((JScrollPane) text.getParent().getParent()).getVerticalScrollBar();
        bar.setValue(bar.getMaximum());
    }

    /** Whether the newest line is in view (for tests). */
    boolean endShown() {
        javax.swing.JViewport v = (javax.swing.JViewport) text.getParent();
        return v.getViewPosition().y + v.getExtentSize().height >= text.getHeight();
    }

    /** Replaces the log with these events (after an undo, a load, a language switch). */
    public <E> void show(List<LoggedEvent<E>> events, List<Seat> seats, Lines<E> lines) {
        text.setText("");
        append(events, seats, lines);
        if (text.getText().isEmpty()) {
            text.setText(texts.get("panel.log.empty"));
        }
    }

    public <E> void append(List<LoggedEvent<E>> events, List<Seat> seats, Lines<E> lines) {
        if (events.isEmpty()) {
            return;
        }
        if (text.getText().equals(texts.get("panel.log.empty"))) {
            text.setText("");
        }
        StringBuilder b = new StringBuilder();
        int decision = events.get(0).decision();
        List<E> batch = new ArrayList<>();
        for (LoggedEvent<E> e : events) {
            if (e.decision() != decision) {
                lines.of(batch, seats).forEach(l -> b.append(l).append('\n'));
                batch.clear();
                decision = e.decision();
            }
            batch.add(e.event());
        }
        lines.of(batch, seats).forEach(l -> b.append(l).append('\n'));
        text.append(b.toString());
        text.setCaretPosition(text.getDocument().getLength());
    }

    public String content() {
        return text.getText();
    }
}
