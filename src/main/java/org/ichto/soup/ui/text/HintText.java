package org.ichto.soup.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.soup.board.Gene;
import org.ichto.soup.session.SoupHint;

import java.util.List;

/** A hint's reason in words: its key in the game's texts, with spaces, seats and genes named. */
public final class HintText {
    private final SoupTexts t;

    public HintText(SoupTexts texts) {
        this.t = texts;
    }

    public String reason(SoupHint hint, List<Seat> seats) {
        Object[] args = hint.args();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof SoupHint.Space s) {
                args[i] = t.space(s.index());
            } else if (args[i] instanceof SoupHint.SeatRef r) {
                args[i] = SoupTexts.seatName(seats, r.seat());
            } else if (args[i] instanceof Gene g) {
                args[i] = t.gene(g);
            }
        }
        return t.format(hint.reasonKey(), args);
    }
}
