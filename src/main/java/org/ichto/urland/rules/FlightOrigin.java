package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/**
 * Where some of the Ears owner's surplus Ichtos stood before an eruption merged their region into a
 * larger one: the region as it was then. They may flee only into an ocean that bordered it then (the
 * footnote on Ears in the Dutch rules, ruling 17), not into one the rest of the merged region brought.
 *
 * @param areas     the areas of that region before the eruption (area mask)
 * @param oceanMask the oceans that bordered it then (ocean mask)
 * @param ichtos    the owner's Ichtos that stood there
 */
public record FlightOrigin(int areas, int oceanMask, int ichtos) {

    /** The origin of a region as it was: the oceans are those its areas border. */
    static FlightOrigin of(Board board, int areas, int ichtos) {
        int oceans = 0;
        for (int m = areas; m != 0; m &= m - 1) {
            oceans |= board.areaOceans(Integer.numberOfTrailingZeros(m));
        }
        return new FlightOrigin(areas, oceans, ichtos);
    }

    /** Whether the ocean (a place) bordered this region before the eruption. */
    public boolean bordered(int oceanPlace) {
        return Board.isOcean(oceanPlace) && (oceanMask & (1 << Board.oceanOf(oceanPlace))) != 0;
    }

    /** "area 10", or "areas 5 and 6" for a region that had already merged before. */
    public String name() {
        StringBuilder b = new StringBuilder(Integer.bitCount(areas) == 1 ? "area " : "areas ");
        for (int m = areas; m != 0; m &= m - 1) {
            int a = Integer.numberOfTrailingZeros(m);
            b.append(m == areas ? "" : (m & (m - 1)) == 0 ? " and " : ", ").append(Board.placeName(a));
        }
        return b.toString();
    }
}
