package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether the remembered origins of an Ears flight fit the state (part of {@link PositionCheck}): only
 * while the flight waits, each a region that could have stood before the eruption inside a region
 * waiting for the flight, holding together exactly the owner's Ichtos there.
 */
final class FlightOriginCheck {
    private FlightOriginCheck() {
    }

    static List<String> problems(GameState s) {
        List<String> problems = new ArrayList<>();
        int ears = s.ownerOf(Gene.EARS);
        long[] stood = new long[Board.AREAS];
        int[] origins = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            int areas = s.flightOriginAreas[a];
            if (areas == 0) {
                continue;
            }
            String name = "earsFlightFrom: " + new FlightOrigin(areas, 0, 0).name();
            if (s.phase != Phase.EARS_FLIGHT) {
                problems.add(name + ": origins belong to phase EARS_FLIGHT, not " + s.phase);
                continue;
            }
            if (!oneRegionOnce(s.board, s.erupted, areas)) {
                problems.add(name + " were never one region");
            }
            int region = s.regionOf[a];
            if ((s.regionAreas(region) & areas) != areas || (s.flightRegions & (1 << region)) == 0) {
                problems.add(name + " must lie within one region waiting for the flight");
                continue;
            }
            if (s.flightOriginIchtos[a] < 1) {
                problems.add(name + ": " + s.flightOriginIchtos[a] + " Ichtos stood there; an origin holds at least 1");
            }
            stood[region] += s.flightOriginIchtos[a];
            origins[region]++;
        }
        int joined = 0;
        for (int m = s.phase == Phase.EARS_FLIGHT && ears >= 0 ? s.flightRegions : 0; m != 0; m &= m - 1) {
            int region = Integer.numberOfTrailingZeros(m);
            if (s.isRegion(region) && stood[region] != s.ichtos(region, ears)) {
                problems.add("earsFlightFrom: " + stood[region] + " Ichtos stood in the origins of region "
                        + Board.placeName(region) + ", but the Ears owner has " + s.ichtos(region, ears) + " there");
            }
            joined += Math.max(0, origins[region] - 1);
        }
        if (joined > 2) {
            problems.add("earsFlightFrom: the origins make " + joined + " joins of regions, but two eruptions"
                    + " make at most 2");
        }
        return problems;
    }

    /** The areas form one region by their own erupted volcanoes (those bridging two of them). */
    private static boolean oneRegionOnce(Board board, int erupted, int areas) {
        int inner = 0;
        for (int m = areas & erupted; m != 0; m &= m - 1) {
            int a = Integer.numberOfTrailingZeros(m);
            if ((areas & (1 << board.volcanoTarget(a))) != 0) {
                inner |= 1 << a;
            }
        }
        return board.topology(inner).regionAreas(Integer.numberOfTrailingZeros(areas)) == areas;
    }
}
