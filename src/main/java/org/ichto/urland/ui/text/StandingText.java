package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.text.Texts;
import org.ichto.urland.view.Secrets;
import org.ichto.urland.view.Standing;

import java.util.ArrayList;
import java.util.List;

/** The strip above the board in words: where the game stands, and what the viewer alone knows. */
public final class StandingText {
    private final Texts texts;

    public StandingText(Texts texts) {
        this.texts = texts;
    }

    /** "Epoch 1 · turn 3 · environment player Anna, dummy Bert · 4 area chips left: 4 more turns before the volcanoes". */
    public String standing(Standing s, List<Seat> seats) {
        if (s.over()) {
            return texts.get("standing.over");
        }
        return texts.format("standing.line", s.epoch(), s.turn(), seats.get(s.environmentPlayer()).name(),
                seats.get(s.dummy()).name())
                + " · " + texts.format("standing.deck", s.areaChipsInDeck())
                + " · " + texts.get(s.panicInDeck() ? "standing.panic.deck" : "standing.panic.drawn");
    }

    /** What the seat secretly knows of the chips, or that it knows nothing the others do not. */
    public String secrets(Secrets k, int seat, Standing s, List<Seat> seats) {
        if (!k.any()) {
            return texts.get("secret.none");
        }
        List<String> parts = new ArrayList<>();
        if (!k.hand().isEmpty()) {
            parts.add(texts.format("secret.hand", areas(k.hand())));
        }
        if (k.chosen() != 0) {
            parts.add(texts.format("secret.chosen", k.chosen()));
        }
        if (!k.withDummy().isEmpty()) {
            parts.add(seat == s.dummy()
                    ? texts.format("secret.received", areas(k.withDummy()), seats.get(s.environmentPlayer()).name())
                    : texts.format("secret.gave", areas(k.withDummy()), seats.get(s.dummy()).name()));
        }
        if (!k.remembered().isEmpty()) {
            parts.add(texts.format("secret.remembered", areas(k.remembered())));
        }
        return texts.get("secret.title") + " " + String.join("; ", parts) + ".";
    }

    private String areas(List<Integer> chips) {
        List<String> names = new ArrayList<>();
        for (int chip : chips) {
            names.add(Integer.toString(chip));
        }
        return texts.format(names.size() == 1 ? "secret.areas.one" : "secret.areas.many", texts.list(names));
    }
}
