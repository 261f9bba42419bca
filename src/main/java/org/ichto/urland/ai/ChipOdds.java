package org.ichto.urland.ai;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;

/**
 * How likely each region is to be scored soon, judged only from what a seat sees: the chip it
 * knows is chosen (as environment player) scores for sure; chips it holds or remembers are likely
 * soon; every other live chip it cannot see shares the chance of being the hidden chosen one;
 * chips scored this epoch come back only after the volcanoes.
 */
final class ChipOdds {
    private ChipOdds() {
    }

    /** Weight per region representative (0 for places that are not live regions). */
    static double[] of(GameState view, int seat) {
        double[] w = new double[Board.AREAS];
        boolean choiceMade = view.chipsAt(ChipLocation.CHOSEN) != 0;
        int unknown = 0;
        for (int c = 1; c <= Board.AREAS; c++) {
            if (view.chipLocation(c) == ChipLocation.HIDDEN && (view.knownChips(seat) & (1 << c)) == 0) {
                unknown++;
            }
        }
        boolean hiddenChosen = !choiceMade && view.phase() == org.ichto.urland.rules.Phase.ACTIONS;
        for (int c = 1; c <= Board.AREAS; c++) {
            int region = view.regionOf(c - 1);
            ChipLocation loc = view.chipLocation(c);
            if (loc == ChipLocation.REMOVED) {
                continue;
            }
            boolean remembered = (view.knownChips(seat) & (1 << c)) != 0;
            double p = odds(loc, remembered, hiddenChosen || view.phase() == org.ichto.urland.rules.Phase.ACTIONS,
                    unknown);
            w[region] = Math.max(w[region], p);
        }
        return w;
    }

    /**
     * {@link #of} for every seat at once ({@code result[seat]} equals {@code of(view, seat)}): what is the
     * same for every seat (where each chip lies, whether the choice is made) is read once.
     */
    static double[][] ofEach(GameState view) {
        int n = view.players();
        double[][] w = new double[n][Board.AREAS];
        boolean choiceMade = view.chipsAt(ChipLocation.CHOSEN) != 0;
        boolean actions = view.phase() == org.ichto.urland.rules.Phase.ACTIONS;
        boolean hiddenChosen = !choiceMade && actions;
        int[] known = new int[n];
        int[] unknown = new int[n];
        for (int seat = 0; seat < n; seat++) {
            known[seat] = view.knownChips(seat);
        }
        for (int c = 1; c <= Board.AREAS; c++) {
            if (view.chipLocation(c) == ChipLocation.HIDDEN) {
                for (int seat = 0; seat < n; seat++) {
                    if ((known[seat] & (1 << c)) == 0) {
                        unknown[seat]++;
                    }
                }
            }
        }
        for (int c = 1; c <= Board.AREAS; c++) {
            int region = view.regionOf(c - 1);
            ChipLocation loc = view.chipLocation(c);
            if (loc == ChipLocation.REMOVED) {
                continue;
            }
            for (int seat = 0; seat < n; seat++) {
                boolean remembered = (known[seat] & (1 << c)) != 0;
                double p = odds(loc, remembered, hiddenChosen || actions, unknown[seat]);
                w[seat][region] = Math.max(w[seat][region], p);
            }
        }
        return w;
    }

    /**
     * How likely a live chip's region is to be scored soon, for a seat that remembers the chip or not; a hidden chip
     * shares the chance of being the chosen one with the {@code unknown} others when {@code hiddenMayBeChosen}.
     */
    private static double odds(ChipLocation loc, boolean remembered, boolean hiddenMayBeChosen, int unknown) {
        if (loc == ChipLocation.CHOSEN) {
            return 1.0;
        } else if (loc == ChipLocation.SCORED) {
            return 0.1;
        } else if (loc == ChipLocation.HAND || loc == ChipLocation.DUMMY || remembered) {
            return 0.45;
        } else if (loc == ChipLocation.HIDDEN) {
            return 0.25 + (hiddenMayBeChosen ? 1.0 / Math.max(1, unknown) : 0.0);
        }
        return 0.25;
    }
}
