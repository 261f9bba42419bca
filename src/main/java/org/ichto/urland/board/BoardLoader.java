package org.ichto.urland.board;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads a board file and checks it against every rule the map must satisfy before the game uses it. */
public final class BoardLoader {
    public static final String STANDARD_RESOURCE = "/org/ichto/urland/board/urland-board.json";

    private static volatile Board standard;

    private BoardLoader() {
    }

    /** The canonical Urland board, read once from the jar. */
    public static Board standard() {
        Board b = standard;
        if (b == null) {
            synchronized (BoardLoader.class) {
                b = standard;
                if (b == null) {
                    try (InputStream in = BoardLoader.class.getResourceAsStream(STANDARD_RESOURCE)) {
                        if (in == null) {
                            throw new BoardException("board resource missing: " + STANDARD_RESOURCE);
                        }
                        b = read(in);
                    } catch (IOException e) {
                        throw new BoardException("cannot read the board resource: " + e.getMessage(), e);
                    }
                    standard = b;
                }
            }
        }
        return b;
    }

    public static Board read(InputStream in) throws IOException {
        ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        BoardData data;
        try {
            data = mapper.readValue(in, BoardData.class);
        } catch (IOException e) {
            throw new BoardException("board file is not valid board JSON: " + e.getMessage(), e);
        }
        return build(data);
    }

    /** Builds and validates; every problem found is named in the exception message. */
    public static Board build(BoardData d) {
        List<String> problems = new ArrayList<>();
        if (d.areas() == null || d.oceans() == null || d.continents() == null || d.oceanAdjacency() == null
                || d.track() == null) {
            throw new BoardException("board file lacks one of: continents, oceans, oceanAdjacency, areas, track");
        }
        if (d.oceans().size() != Board.OCEANS) {
            problems.add("expected " + Board.OCEANS + " oceans, found " + d.oceans().size());
        }
        if (d.areas().size() != Board.AREAS) {
            problems.add("expected " + Board.AREAS + " land areas, found " + d.areas().size());
        }
        if (!problems.isEmpty()) {
            throw new BoardException(String.join("; ", problems));
        }
        Map<String, Integer> oceanIndex = new HashMap<>();
        String[] oceanIds = new String[Board.OCEANS];
        String[] oceanNames = new String[Board.OCEANS];
        for (int i = 0; i < Board.OCEANS; i++) {
            BoardData.Ocean o = d.oceans().get(i);
            String expected = "O" + (i + 1);
            if (!expected.equals(o.id())) {
                problems.add("ocean " + (i + 1) + " must have id " + expected + ", found " + o.id());
            }
            oceanIndex.put(o.id(), i);
            oceanIds[i] = o.id();
            oceanNames[i] = o.name() == null ? o.id() : o.name();
        }
        Map<String, Integer> continentIndex = new HashMap<>();
        String[] continentIds = new String[d.continents().size()];
        int[] continentOfArea = new int[Board.AREAS];
        java.util.Arrays.fill(continentOfArea, -1);
        for (int c = 0; c < d.continents().size(); c++) {
            BoardData.Continent cont = d.continents().get(c);
            continentIds[c] = cont.id();
            continentIndex.put(cont.id(), c);
            for (int a : cont.areas() == null ? List.<Integer>of() : cont.areas()) {
                if (a < 1 || a > Board.AREAS) {
                    problems.add("continent " + cont.id() + " lists unknown area " + a);
                } else if (continentOfArea[a - 1] >= 0) {
                    problems.add("area " + a + " is listed in two continents");
                } else {
                    continentOfArea[a - 1] = c;
                }
            }
        }
        int[] areaOceans = new int[Board.AREAS];
        int[] shallow = new int[Board.AREAS];
        int[] target = new int[Board.AREAS];
        Set<Integer> seen = new HashSet<>();
        for (BoardData.Area area : d.areas()) {
            int n = area.number();
            if (n < 1 || n > Board.AREAS || !seen.add(n)) {
                problems.add("area number " + n + " is out of range or repeated");
                continue;
            }
            int i = n - 1;
            Integer cont = continentIndex.get(area.continent());
            if (cont == null || continentOfArea[i] != cont) {
                problems.add("area " + n + " names continent " + area.continent()
                        + " but the continents list disagrees");
            }
            for (String o : area.oceans() == null ? List.<String>of() : area.oceans()) {
                Integer oi = oceanIndex.get(o);
                if (oi == null) {
                    problems.add("area " + n + " borders unknown ocean " + o);
                } else {
                    areaOceans[i] |= 1 << oi;
                }
            }
            if (areaOceans[i] == 0) {
                problems.add("area " + n + " borders no ocean");
            }
            for (int s : area.shallowWater() == null ? List.<Integer>of() : area.shallowWater()) {
                if (s < 1 || s > Board.AREAS || s == n) {
                    problems.add("area " + n + " has an impossible shallow-water neighbour " + s);
                } else {
                    shallow[i] |= 1 << (s - 1);
                }
            }
            target[i] = area.volcanoMergesInto() - 1;
        }
        for (int i = 0; i < Board.AREAS && problems.isEmpty(); i++) {
            for (int j = 0; j < Board.AREAS; j++) {
                boolean ij = (shallow[i] & (1 << j)) != 0;
                boolean ji = (shallow[j] & (1 << i)) != 0;
                if (ij != ji) {
                    problems.add("shallow water between " + (i + 1) + " and " + (j + 1) + " is not symmetric");
                }
                if (ij && continentOfArea[i] != continentOfArea[j]) {
                    problems.add("shallow water joins " + (i + 1) + " and " + (j + 1) + " on different continents");
                }
            }
            if (target[i] < 0 || target[i] >= Board.AREAS || (shallow[i] & (1 << target[i])) == 0) {
                problems.add("volcano " + (i + 1) + " must merge into a shallow-water neighbour, not "
                        + (target[i] + 1));
            }
        }
        int[] oceanNeighbours = new int[Board.OCEANS];
        for (List<String> pair : d.oceanAdjacency()) {
            if (pair == null || pair.size() != 2 || !oceanIndex.containsKey(pair.get(0))
                    || !oceanIndex.containsKey(pair.get(1)) || pair.get(0).equals(pair.get(1))) {
                problems.add("ocean adjacency " + pair + " must name two different known oceans");
                continue;
            }
            int a = oceanIndex.get(pair.get(0));
            int b = oceanIndex.get(pair.get(1));
            oceanNeighbours[a] |= 1 << b;
            oceanNeighbours[b] |= 1 << a;
        }
        for (int o = 0; o < Board.OCEANS; o++) {
            int bordered = 0;
            for (int a = 0; a < Board.AREAS; a++) {
                bordered |= (areaOceans[a] >> o) & 1;
            }
            if (bordered == 0) {
                problems.add("ocean " + oceanIds[o] + " borders no land area");
            }
            if (oceanNeighbours[o] == 0) {
                problems.add("ocean " + oceanIds[o] + " touches no other ocean");
            }
        }
        BoardData.Track t = d.track();
        List<Integer> spaces = t.mutationSpaces() == null ? List.of() : t.mutationSpaces();
        int last = 0;
        for (int s : spaces) {
            if (s <= last || s >= t.goal()) {
                problems.add("mutation spaces must rise and lie below the goal " + t.goal() + ": " + spaces);
                break;
            }
            last = s;
        }
        if (t.goal() <= 0 || t.length() < t.goal()) {
            problems.add("track length " + t.length() + " must reach the goal " + t.goal());
        }
        if (!problems.isEmpty()) {
            throw new BoardException("invalid board: " + String.join("; ", problems));
        }
        return new Board(d.name(), oceanIds, oceanNames, continentIds, continentOfArea, areaOceans, shallow, target,
                oceanNeighbours, t.length(), t.goal(), spaces);
    }
}
