package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

import java.util.ArrayList;
import java.util.List;

/**
 * Which Ears flights the origins of the surplus (each with at least one Ichto) allow: each fleeing Ichto goes into an ocean that
 * bordered its own origin, no origin gives more Ichtos than stood there, and one Ichto stays on land.
 * A flight names only oceans, not origins: the board afterwards is the same whichever Ichtos fled, so
 * it is legal when some assignment of its Ichtos to origins keeps these limits. Such an assignment
 * exists exactly when every set of origins holds at least as many Ichtos as the flight sends into the
 * oceans that bordered no other origin (Hall's condition), which is what {@link #whyNot} checks.
 */
final class FlightLimits {
    private FlightLimits() {
    }

    /** All but the one Ichto that stays. */
    static int surplus(List<FlightOrigin> from) {
        int total = 0;
        for (FlightOrigin o : from) {
            total += o.ichtos();
        }
        return Math.max(0, total - 1);
    }

    /** The most that may flee into the ocean (a place) if none flee elsewhere. */
    static int mostInto(List<FlightOrigin> from, int oceanPlace) {
        int stood = 0;
        for (int m = bordering(from, oceanPlace); m != 0; m &= m - 1) {
            stood += from.get(Integer.numberOfTrailingZeros(m)).ichtos();
        }
        return Math.min(stood, surplus(from));
    }

    /** Null if the flight keeps the limits, else why not, naming the ocean and the areas. */
    static String whyNot(List<FlightOrigin> from, PlaceCounts flight) {
        for (int p = 0; p < Board.PLACES; p++) {
            if (flight.get(p) == 0) {
                continue;
            }
            if (!Board.isOcean(p)) {
                return "surplus Ichtos can flee only into an ocean, not " + Board.placeName(p);
            }
            if (bordering(from, p) == 0) {
                return Board.placeName(p) + " did not border " + names(from, (1 << from.size()) - 1, " or ")
                        + " before the eruption; surplus Ichtos flee only into an ocean that bordered the area"
                        + " where they stood";
            }
        }
        int surplus = surplus(from);
        if (flight.total() > surplus) {
            return "only " + surplus + " surplus Ichtos can flee";
        }
        return overcrowded(from, flight);
    }

    /** Hall's condition, smallest sets of origins first so that the reason names as few as it can. */
    private static String overcrowded(List<FlightOrigin> from, PlaceCounts flight) {
        int all = (1 << from.size()) - 1;
        for (int size = 1; size <= from.size(); size++) {
            for (int set = all; set != 0; set = (set - 1) & all) {
                if (Integer.bitCount(set) != size) {
                    continue;
                }
                long sent = 0;
                int oceans = 0;
                for (int p = Board.AREAS; p < Board.PLACES; p++) {
                    if (flight.get(p) > 0 && (bordering(from, p) & ~set) == 0) {
                        sent += flight.get(p);
                        oceans |= 1 << p;
                    }
                }
                long there = 0;
                for (int m = set; m != 0; m &= m - 1) {
                    there += from.get(Integer.numberOfTrailingZeros(m)).ichtos();
                }
                if (sent > there) {
                    boolean one = Integer.bitCount(oceans) == 1;
                    return "only " + there + (there == 1 ? " Ichto" : " Ichtos") + " stood in "
                            + names(from, set, " and ") + " before the eruption, and " + placeNames(oceans)
                            + " bordered no other area where they stood; " + (one ? "it" : "they")
                            + " cannot take " + sent;
                }
            }
        }
        return null;
    }

    /** The origins that the ocean bordered, as a mask over their indices. */
    static int bordering(List<FlightOrigin> from, int oceanPlace) {
        int m = 0;
        for (int i = 0; i < from.size(); i++) {
            if (from.get(i).bordered(oceanPlace)) {
                m |= 1 << i;
            }
        }
        return m;
    }

    private static String names(List<FlightOrigin> from, int set, String last) {
        List<String> names = new ArrayList<>();
        for (int m = set; m != 0; m &= m - 1) {
            names.add(from.get(Integer.numberOfTrailingZeros(m)).name());
        }
        return join(names, last);
    }

    private static String placeNames(int places) {
        List<String> names = new ArrayList<>();
        for (int m = places; m != 0; m &= m - 1) {
            names.add(Board.placeName(Integer.numberOfTrailingZeros(m)));
        }
        return join(names, " and ");
    }

    private static String join(List<String> names, String last) {
        if (names.size() <= 1) {
            return names.isEmpty() ? "no area" : names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + last + names.get(names.size() - 1);
    }
}
