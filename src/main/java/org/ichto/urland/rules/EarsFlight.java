package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/**
 * Ears at an eruption (section 5, ruling 17): in each region an eruption touched, the owner of Ears
 * keeps one Ichto like everyone else, but the surplus may flee into oceans instead of returning to
 * the reserve: each Ichto only into an ocean that bordered its own area before the eruption. The
 * merged region may border oceans its parts did not, so where each Ichto stood is remembered at the
 * eruption ({@link #remember}) until the owner has decided, one flight region at a time.
 */
final class EarsFlight {
    private EarsFlight() {
    }

    /**
     * Before the eruptions: the owner's Ichtos per region as the map is now, counted at each region's
     * representative (what {@link #remember} needs once the map has changed).
     */
    static int[] standing(GameState s, int owner) {
        int[] stood = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            stood[a] = s.ichtos(a, owner);
        }
        return stood;
    }

    /**
     * After the eruptions: a flight region remembers each region it was made of where the owner's
     * Ichtos stood ({@code regionBefore} and {@code stood} describe the map before the eruptions).
     */
    static void remember(GameState s, int region, int[] regionBefore, int[] stood) {
        s.flightRegions |= 1 << region;
        for (int r = 0; r < Board.AREAS; r++) {
            if (regionBefore[r] != r || s.regionOf[r] != region || stood[r] == 0) {
                continue;
            }
            int areas = 0;
            for (int a = 0; a < Board.AREAS; a++) {
                if (regionBefore[a] == r) {
                    areas |= 1 << a;
                }
            }
            int lowest = Integer.numberOfTrailingZeros(areas);
            s.flightOriginAreasW()[lowest] = areas;
            s.flightOriginIchtosW()[lowest] = stood[r];
        }
    }

    /** The region whose surplus flees now: the lowest-numbered one still waiting. */
    static int region(GameState s) {
        return Integer.numberOfTrailingZeros(s.flightRegions);
    }

    /** What the owner may decide now. */
    static OpenChoice.FlightChoice choice(GameState s) {
        int region = region(s);
        return new OpenChoice.FlightChoice(region, s.flightOrigins(region));
    }

    static String whyIllegal(GameState s, Decision.EarsFlight d) {
        return FlightLimits.whyNot(s.flightOrigins(region(s)), d.oceans());
    }

    /** The flight: the chosen Ichtos into their oceans, one stays, the rest to reserve; then the next region. */
    static void flee(GameState s, Decision.EarsFlight d) {
        int region = region(s);
        int seat = s.actor;
        int surplus = s.ichtos(region, seat) - 1;
        for (int p = Board.AREAS; p < Board.PLACES; p++) {
            s.add(p, seat, d.oceans().get(p));
        }
        int[] lost = new int[s.players];
        lost[seat] = surplus - d.oceans().total();
        s.reserve[seat] += lost[seat];
        s.ichtos[region * GameState.MAX_SEATS + seat] = 1;
        s.flightRegions &= ~(1 << region);
        forget(s, region);
        s.events.accept(new GameEvent.VolcanoLosses(region, lost));
        if (s.flightRegions == 0) {
            Volcano.afterEruptions(s);
        }
    }

    private static void forget(GameState s, int region) {
        for (int a = 0; a < Board.AREAS; a++) {
            int areas = s.flightOriginAreas[a];
            if (areas != 0 && s.regionOf[Integer.numberOfTrailingZeros(areas)] == region) {
                s.flightOriginAreasW()[a] = 0;
                s.flightOriginIchtosW()[a] = 0;
            }
        }
    }
}
