package org.ichto.soup.ui.text;

import org.ichto.shell.game.Seat;

import java.util.List;
import java.util.Locale;

/** Pieces of sentences the game's texts share. */
final class Words {
    private Words() {
    }

    /** A seat's amoeba: "Anna’s amoeba 3", "amoebe 3 van Anna". */
    static String amoeba(SoupTexts t, List<Seat> seats, int seat, int number) {
        return t.format("amoeba.of", SoupTexts.seatName(seats, seat), number);
    }

    /**
     * The sentence with its first letter in capitals (a Dutch sentence may begin with "amoebe"), unless it
     * begins with a player's name, which is written as the player wrote it.
     */
    static String capitalised(String s, List<Seat> seats) {
        if (s == null || s.isEmpty() || !Character.isLowerCase(s.charAt(0))) {
            return s;
        }
        for (Seat seat : seats == null ? List.<Seat>of() : seats) {
            if (seat != null && !seat.name().isEmpty() && s.startsWith(seat.name())) {
                return s;
            }
        }
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
