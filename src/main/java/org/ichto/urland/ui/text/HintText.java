package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.session.Hint;

import java.util.List;
import java.util.Objects;

/**
 * A hint's reason in the player's language. The reason comes as a key of the bundle (the same keys as
 * the English templates beside {@link Hint}) and arguments: places become phrases ("area 7", "the
 * North Ocean"), genes and other seats their names, counts per place a list.
 */
public final class HintText {
    private final UrlandTexts t;
    private final DecisionText decisions;

    public HintText(UrlandTexts texts) {
        this.t = Objects.requireNonNull(texts, "texts");
        this.decisions = new DecisionText(texts);
    }

    /** The reason, one line. */
    public String reason(Hint hint, List<Seat> seats) {
        Object[] args = hint.args();
        Object[] shown = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            shown[i] = shown(args[i], seats);
        }
        return t.has(hint.reasonKey()) ? t.format(hint.reasonKey(), shown) : hint.reasonText();
    }

    private Object shown(Object arg, List<Seat> seats) {
        if (arg instanceof Gene g) {
            return t.gene(g);
        }
        if (arg instanceof Hint.SeatRef ref) {
            return UrlandTexts.seatName(seats, ref.seat());
        }
        if (arg instanceof PlaceCounts pc) {
            return decisions.placeCounts(pc);
        }
        if (arg instanceof String place && Board.parsePlace(place) >= 0) {
            return t.placeInSentence(Board.parsePlace(place));
        }
        return arg;
    }
}
