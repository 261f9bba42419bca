package org.ichto.urland.board;

import java.util.List;

/**
 * The Urland map as the rules need it: 12 land areas and 5 oceans, addressed by a place index.
 * Places 0..11 are the land areas 1..12, places 12..16 the oceans O1..O5. All sets are bit masks
 * over those indices (area masks use bits 0..11, ocean masks bits 0..4). Immutable.
 */
public final class Board {
    public static final int AREAS = 12;
    public static final int OCEANS = 5;
    public static final int PLACES = AREAS + OCEANS;

    private final String name;
    private final String[] oceanIds;
    private final String[] oceanNames;
    private final String[] continentIds;
    private final int[] continentOfArea;
    private final int[] areaOceans;
    private final int[] shallowNeighbours;
    private final int[] volcanoTarget;
    private final int[] oceanNeighbours;
    private final int trackLength;
    private final int goal;
    private final List<Integer> mutationSpaces;
    private final Topology[] topologies = new Topology[1 << AREAS];

    Board(String name, String[] oceanIds, String[] oceanNames, String[] continentIds, int[] continentOfArea,
          int[] areaOceans, int[] shallowNeighbours, int[] volcanoTarget, int[] oceanNeighbours,
          int trackLength, int goal, List<Integer> mutationSpaces) {
        this.name = name;
        this.oceanIds = oceanIds.clone();
        this.oceanNames = oceanNames.clone();
        this.continentIds = continentIds.clone();
        this.continentOfArea = continentOfArea.clone();
        this.areaOceans = areaOceans.clone();
        this.shallowNeighbours = shallowNeighbours.clone();
        this.volcanoTarget = volcanoTarget.clone();
        this.oceanNeighbours = oceanNeighbours.clone();
        this.trackLength = trackLength;
        this.goal = goal;
        this.mutationSpaces = List.copyOf(mutationSpaces);
    }

    public String name() {
        return name;
    }

    public static boolean isOcean(int place) {
        return place >= AREAS;
    }

    public static int oceanPlace(int ocean) {
        return AREAS + ocean;
    }

    public static int oceanOf(int place) {
        return place - AREAS;
    }

    /** Human name of a place: "7" for area 7, "O3" for the third ocean. */
    public static String placeName(int place) {
        return isOcean(place) ? "O" + (place - AREAS + 1) : Integer.toString(place + 1);
    }

    /** Inverse of {@link #placeName}; -1 when the text names no place. */
    public static int parsePlace(String text) {
        if (text == null || text.isEmpty()) {
            return -1;
        }
        try {
            if (text.charAt(0) == 'O' || text.charAt(0) == 'o') {
                int o = Integer.parseInt(text.substring(1));
                return o >= 1 && o <= OCEANS ? AREAS + o - 1 : -1;
            }
            int a = Integer.parseInt(text);
            return a >= 1 && a <= AREAS ? a - 1 : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    public String oceanId(int ocean) {
        return oceanIds[ocean];
    }

    public String oceanName(int ocean) {
        return oceanNames[ocean];
    }

    public String continentOf(int area) {
        return continentIds[continentOfArea[area]];
    }

    public int continentIndexOf(int area) {
        return continentOfArea[area];
    }

    public int continentCount() {
        return continentIds.length;
    }

    /** Oceans bordering an area, as a mask over ocean indices. */
    public int areaOceans(int area) {
        return areaOceans[area];
    }

    /** Areas across a shallow-water gap from an area, as an area mask. */
    public int shallowNeighbours(int area) {
        return shallowNeighbours[area];
    }

    /** The area a volcano on this area bridges to ("the next"). */
    public int volcanoTarget(int area) {
        return volcanoTarget[area];
    }

    /** Oceans adjacent to an ocean, as an ocean mask. */
    public int oceanNeighbours(int ocean) {
        return oceanNeighbours[ocean];
    }

    /** The map after the eruptions in the mask; computed once per mask (a benign race at worst computes twice). */
    public Topology topology(int erupted) {
        Topology t = topologies[erupted];
        if (t == null) {
            t = new Topology(this, erupted);
            topologies[erupted] = t;
        }
        return t;
    }

    public int trackLength() {
        return trackLength;
    }

    public int goal() {
        return goal;
    }

    public List<Integer> mutationSpaces() {
        return mutationSpaces;
    }
}
