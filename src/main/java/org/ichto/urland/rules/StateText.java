package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/** A plain-text picture of a state, for the command line, logs and test failures. */
public final class StateText {
    private StateText() {
    }

    public static String describe(GameState s) {
        StringBuilder b = new StringBuilder();
        b.append("Epoch ").append(s.epoch).append(", turn ").append(s.turn)
                .append(", environment player seat ").append(s.env).append(", dummy seat ").append(s.dummy())
                .append('\n');
        b.append(s.isOver() ? "Game over, winner seat " + s.leader() : "Waiting for " + Rules.describeWait(s))
                .append('\n');
        b.append("Seat  track  reserve  board  land  extra  genes\n");
        for (int seat = 0; seat < s.players; seat++) {
            StringBuilder genes = new StringBuilder();
            for (Gene g : Gene.values()) {
                if (s.owns(seat, g)) {
                    genes.append(genes.length() == 0 ? "" : ", ").append(g);
                }
            }
            b.append(String.format("%4d  %5d  %7d  %5d  %4d  %5d  %s%n", seat, s.track[seat], s.reserve[seat],
                    s.onBoard(seat), s.onLand(seat), s.extraChips[seat], genes));
        }
        b.append("Regions (Ichtos per seat):\n");
        for (int p = 0; p < Board.PLACES; p++) {
            if (!Board.isOcean(p) && !s.isRegion(p)) {
                continue;
            }
            b.append(String.format("  %-3s", Board.placeName(p)));
            if (!Board.isOcean(p)) {
                StringBuilder areas = new StringBuilder();
                for (int m = s.regionAreas(p); m != 0; m &= m - 1) {
                    areas.append(areas.length() == 0 ? "" : "+").append(Integer.numberOfTrailingZeros(m) + 1);
                }
                b.append(String.format(" %-9s", "[" + areas + "]"));
            } else {
                b.append(String.format(" %-9s", s.board.oceanName(Board.oceanOf(p))));
            }
            for (int seat = 0; seat < s.players; seat++) {
                b.append(String.format(" %3d", s.ichtos(p, seat)));
            }
            b.append('\n');
        }
        b.append("Genes on display:");
        for (Gene g : Gene.values()) {
            if (s.onDisplay(g)) {
                b.append(' ').append(g);
            }
        }
        b.append('\n');
        return b.toString();
    }
}
