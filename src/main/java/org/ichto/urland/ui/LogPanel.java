package org.ichto.urland.ui;

import org.ichto.urland.rules.GameEvent;

import org.ichto.shell.game.Seat;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.urland.ui.text.EventText;
import org.ichto.urland.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import java.util.ArrayList;
import java.util.List;

/** The game log: one readable line for each thing that happened, newest at the bottom. */
final class LogPanel extends JPanel {
    private final JTextArea text = new JTextArea();
    private final Texts texts;
    private final EventText eventText;

    LogPanel(Texts texts) {
        super(new MigLayout("fill, insets 0", "[grow]", "[grow]"));
        this.texts = texts;
        this.eventText = new EventText(texts);
        setBorder(BorderFactory.createTitledBorder(texts.get("panel.log.title")));
        text.setEditable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setName("log");
        text.setText(texts.get("panel.log.empty"));
        add(new JScrollPane(text), "grow");
    }

    /** Replaces the log with these events (after an undo, a load, a language switch). */
    void show(List<LoggedEvent<GameEvent>> events, List<Seat> seats) {
        text.setText("");
        append(events, seats);
        if (text.getText().isEmpty()) {
            text.setText(texts.get("panel.log.empty"));
        }
    }

    void append(List<LoggedEvent<GameEvent>> events, List<Seat> seats) {
        if (events.isEmpty()) {
            return;
        }
        if (text.getText().equals(texts.get("panel.log.empty"))) {
            text.setText("");
        }
        StringBuilder b = new StringBuilder();
        int decision = events.get(0).decision();
        List<org.ichto.urland.rules.GameEvent> batch = new ArrayList<>();
        for (LoggedEvent<GameEvent> e : events) {
            if (e.decision() != decision) {
                eventText.lines(batch, seats).forEach(l -> b.append(l).append('\n'));
                batch.clear();
                decision = e.decision();
            }
            batch.add(e.event());
        }
        eventText.lines(batch, seats).forEach(l -> b.append(l).append('\n'));
        text.append(b.toString());
        text.setCaretPosition(text.getDocument().getLength());
    }

    String content() {
        return text.getText();
    }
}
