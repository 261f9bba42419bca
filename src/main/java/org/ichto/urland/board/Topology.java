package org.ichto.urland.board;

/**
 * The map after a set of eruptions: which areas form one region, the oceans each region borders and
 * the areas across its shallow-water gaps. The partition depends only on which volcanoes have erupted
 * (merging is a union, whatever the order), so one instance per erupted set serves every state.
 */
public final class Topology {
    private final int[] members;
    private final int[] oceans;
    private final int[] neighbourAreas;
    /** Per ocean: the areas whose region borders it (area mask). */
    private final int[] bordering = new int[Board.OCEANS];

    Topology(Board board, int erupted) {
        int[] root = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            root[a] = a;
        }
        for (int a = 0; a < Board.AREAS; a++) {
            if ((erupted & (1 << a)) != 0) {
                int x = find(root, a);
                int y = find(root, board.volcanoTarget(a));
                root[x] = y;
            }
        }
        members = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            members[find(root, a)] |= 1 << a;
        }
        oceans = new int[Board.AREAS];
        neighbourAreas = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            int m = members[find(root, a)];
            int o = 0;
            int n = 0;
            for (int b = m; b != 0; b &= b - 1) {
                int area = Integer.numberOfTrailingZeros(b);
                o |= board.areaOceans(area);
                n |= board.shallowNeighbours(area);
            }
            oceans[a] = o;
            neighbourAreas[a] = n & ~m;
            for (int ocean = 0; ocean < Board.OCEANS; ocean++) {
                if ((o & (1 << ocean)) != 0) {
                    bordering[ocean] |= 1 << a;
                }
            }
        }
        for (int a = 0; a < Board.AREAS; a++) {
            members[a] = members[find(root, a)];
        }
    }

    private static int find(int[] root, int a) {
        while (root[a] != a) {
            a = root[a];
        }
        return a;
    }

    /** Areas of the region holding this area (area mask). */
    public int regionAreas(int area) {
        return members[area];
    }

    /** Oceans bordering the region holding this area (ocean mask). */
    public int regionOceans(int area) {
        return oceans[area];
    }

    /** Areas whose region borders the ocean (area mask, every area of such a region). */
    public int areasBordering(int ocean) {
        return bordering[ocean];
    }

    /** Areas outside the region, across one of its shallow-water gaps (area mask). */
    public int neighbourAreas(int area) {
        return neighbourAreas[area];
    }
}
