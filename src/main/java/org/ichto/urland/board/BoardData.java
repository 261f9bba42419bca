package org.ichto.urland.board;

import java.util.List;

/** The board resource file as written: plain data, read by Jackson, checked by {@link BoardLoader}. */
public record BoardData(String name, List<Continent> continents, List<Ocean> oceans,
                        List<List<String>> oceanAdjacency, List<Area> areas, Track track) {

    public record Continent(String id, String name, List<Integer> areas) {
    }

    public record Ocean(String id, String name) {
    }

    public record Area(int number, String continent, List<String> oceans, List<Integer> shallowWater,
                       int volcanoMergesInto) {
    }

    public record Track(int length, List<Integer> mutationSpaces, int goal) {
    }
}
