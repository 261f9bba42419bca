package org.ichto.toy.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimView;

import java.util.ArrayList;
import java.util.List;

/** Hidden Nim in words: log lines, decisions and the reasons of hints. Plain text, never markup. */
final class NimWords {
    private final Texts texts;

    NimWords(Texts texts) {
        this.texts = texts;
    }

    /** One line per event. */
    List<String> lines(List<NimEvent> events, List<Seat> seats) {
        List<String> lines = new ArrayList<>();
        for (NimEvent e : events) {
            if (e instanceof NimEvent.Took t) {
                lines.add(texts.format("nim.log.took", Texts.seatName(seats, t.seat()), t.count(), t.left()));
            } else if (e instanceof NimEvent.JokerPlayed j) {
                lines.add(texts.format("nim.log.joker", Texts.seatName(seats, j.seat()), j.value(), j.left()));
            } else if (e instanceof NimEvent.PileEmptied p) {
                lines.add(texts.format("nim.log.pileEmptied", Texts.seatName(seats, p.seat()), p.pile()));
            } else if (e instanceof NimEvent.NewPile n) {
                lines.add(texts.format("nim.log.newPile", n.pile(), n.size()));
            }
        }
        return lines;
    }

    String describe(NimDecision decision, int seat, List<Seat> seats) {
        String name = Texts.seatName(seats, seat);
        return decision instanceof NimDecision.Take t ? texts.format("nim.decision.take", name, t.count())
                : texts.format("nim.decision.joker", name);
    }

    /** Why the rule of thumb (or the Expert) suggests the decision, read from the seat's view. */
    String reason(NimDecision decision, NimView view, boolean expert) {
        String why;
        if (decision instanceof NimDecision.Take t) {
            int left = view.pile() - t.count();
            why = left == 0 ? texts.get("nim.hint.empties")
                    : left % 4 == 0 ? texts.format("nim.hint.four", left) : texts.get("nim.hint.small");
        } else {
            why = texts.format("nim.hint.joker", view.ownJoker());
        }
        return expert ? texts.get("nim.hint.expert") + "; " + why : why;
    }
}
