package org.ichto.soup.ui.board;

import org.ichto.soup.rules.SoupState;

import java.util.ArrayList;
import java.util.List;

/**
 * Which pieces a decision moved, read from the positions before and after it (never from the rules): the
 * amoebas that drifted, moved, were born or died (each known by its seat and number), and the score
 * markers that moved on the ladder.
 */
public final class SoupMotions {
    /** An amoeba that changed space: {@code from} -1 when it was born, {@code to} -1 when it died. */
    public record Amoeba(int seat, int number, int from, int to) {
    }

    /** A seat's score marker that moved on the ladder. */
    public record Marker(int seat, int from, int to) {
    }

    private final List<Amoeba> amoebas;
    private final List<Marker> markers;

    private SoupMotions(List<Amoeba> amoebas, List<Marker> markers) {
        this.amoebas = List.copyOf(amoebas);
        this.markers = List.copyOf(markers);
    }

    public List<Amoeba> amoebas() {
        return amoebas;
    }

    public List<Marker> markers() {
        return markers;
    }

    public boolean isEmpty() {
        return amoebas.isEmpty() && markers.isEmpty();
    }

    public static SoupMotions between(SoupState before, SoupState after) {
        List<Amoeba> amoebas = new ArrayList<>();
        List<Marker> markers = new ArrayList<>();
        for (int seat = 0; seat < after.players(); seat++) {
            for (int n = 1; n <= after.amoebasPerPlayer(); n++) {
                int from = before.amoebaSpace(seat, n);
                int to = after.amoebaSpace(seat, n);
                if (from != to) {
                    amoebas.add(new Amoeba(seat, n, from, to));
                }
            }
            if (before.score(seat) != after.score(seat)) {
                markers.add(new Marker(seat, before.score(seat), after.score(seat)));
            }
        }
        return new SoupMotions(amoebas, markers);
    }
}
