package org.ichto.soup.board;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Reads a soup board file and checks it against every fact of the board, the cards and the genes
 * (shared/design/soup-board.md) before the game uses it.
 */
public final class SoupBoardLoader {
    public static final String STANDARD_RESOURCE = "/org/ichto/soup/board/soup-board.json";

    private static final int FINISH_ZONE_SPACES = 10;
    private static final int COMPASS_FACES = 6;

    private static volatile SoupBoard standard;

    private SoupBoardLoader() {
    }

    /** The standard Primordial Soup board, read once from the jar. */
    public static SoupBoard standard() {
        SoupBoard b = standard;
        if (b == null) {
            synchronized (SoupBoardLoader.class) {
                b = standard;
                if (b == null) {
                    try (InputStream in = SoupBoardLoader.class.getResourceAsStream(STANDARD_RESOURCE)) {
                        if (in == null) {
                            throw new SoupBoardException("soup board resource missing: " + STANDARD_RESOURCE);
                        }
                        b = read(in);
                    } catch (IOException e) {
                        throw new SoupBoardException("cannot read the soup board resource: " + e.getMessage(), e);
                    }
                    standard = b;
                }
            }
        }
        return b;
    }

    public static SoupBoard read(InputStream in) throws IOException {
        ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        SoupBoardData data;
        try {
            data = mapper.readValue(in, SoupBoardData.class);
        } catch (IOException e) {
            throw new SoupBoardException("soup board file is not valid soup board JSON: " + e.getMessage(), e);
        }
        return build(data);
    }

    /** Builds and validates; every problem found is named in the exception message. */
    public static SoupBoard build(SoupBoardData d) {
        List<String> missing = new ArrayList<>();
        if (d == null) {
            throw new SoupBoardException("soup board file is empty");
        }
        need(d.players(), "players", missing);
        need(d.soup(), "soup", missing);
        need(d.compass(), "compass", missing);
        need(d.environment(), "environment", missing);
        need(d.ladder(), "ladder", missing);
        need(d.scoring(), "scoring", missing);
        need(d.food(), "food", missing);
        need(d.amoebas(), "amoebas", missing);
        need(d.biologicalPoints(), "biologicalPoints", missing);
        need(d.genes(), "genes", missing);
        if (d.soup() != null) {
            need(d.soup().rows(), "soup.rows", missing);
            need(d.soup().columns(), "soup.columns", missing);
            need(d.soup().island(), "soup.island", missing);
            need(d.soup().spaces(), "soup.spaces", missing);
            if (d.soup().island() != null) {
                need(d.soup().island().row(), "soup.island.row", missing);
                need(d.soup().island().column(), "soup.island.column", missing);
            }
        }
        if (d.environment() != null) {
            need(d.environment().cards(), "environment.cards", missing);
        }
        if (d.ladder() != null) {
            need(d.ladder().spaces(), "ladder.spaces", missing);
            need(d.ladder().startSpaces(), "ladder.startSpaces", missing);
            need(d.ladder().finishZone(), "ladder.finishZone", missing);
            if (d.ladder().finishZone() != null) {
                need(d.ladder().finishZone().first(), "ladder.finishZone.first", missing);
                need(d.ladder().finishZone().last(), "ladder.finishZone.last", missing);
            }
        }
        if (d.scoring() != null) {
            need(d.scoring().amoebas(), "scoring.amoebas", missing);
            need(d.scoring().genes(), "scoring.genes", missing);
        }
        if (d.food() != null) {
            need(d.food().colours(), "food.colours", missing);
            need(d.food().cubesPerColour(), "food.cubesPerColour", missing);
            need(d.food().perSpaceAtSetup(), "food.perSpaceAtSetup", missing);
        }
        if (d.amoebas() != null) {
            need(d.amoebas().perPlayer(), "amoebas.perPlayer", missing);
        }
        if (d.biologicalPoints() != null) {
            need(d.biologicalPoints().atStart(), "biologicalPoints.atStart", missing);
        }
        if (d.genes() != null) {
            need(d.genes().deck(), "genes.deck", missing);
            need(d.genes().basic(), "genes.basic", missing);
            need(d.genes().advanced(), "genes.advanced", missing);
        }
        if (!missing.isEmpty()) {
            throw new SoupBoardException("soup board file lacks " + String.join(", ", missing));
        }

        List<String> problems = new ArrayList<>();
        List<Integer> players = checkPlayers(d, problems);
        Soup soup = checkSoup(d.soup(), problems);
        CompassFace[] compass = checkCompass(d.compass(), problems);
        List<EnvironmentCard> cards = checkCards(d.environment().cards(), problems);
        SoupBoard.Ladder ladder = checkLadder(d.ladder(), players, problems);
        int[] amoebaAdvance = checkTable("amoeba", d.scoring().amoebas(), problems);
        int[] geneAdvance = checkTable("gene", d.scoring().genes(), problems);

        int amoebasPerPlayer = d.amoebas().perPlayer();
        if (amoebasPerPlayer < 2) {
            problems.add("each player needs at least the 2 amoebas of the setup, not " + amoebasPerPlayer);
        }
        if (amoebaAdvance.length != amoebasPerPlayer + 1) {
            problems.add("the amoeba advance table must give 0 to " + amoebasPerPlayer + " amoebas, it gives "
                    + amoebaAdvance.length + " entries");
        }
        int maxPlayers = players.isEmpty() ? 0 : players.get(players.size() - 1);
        SoupBoardData.Food food = d.food();
        if (food.colours() != maxPlayers) {
            problems.add("food must come in one colour per player (" + maxPlayers + "), not " + food.colours());
        }
        if (food.perSpaceAtSetup() < 1) {
            problems.add("the setup must put at least 1 cube of each colour on every space, not "
                    + food.perSpaceAtSetup());
        }
        if (food.cubesPerColour() < SoupBoard.SPACES * food.perSpaceAtSetup()) {
            problems.add(food.cubesPerColour() + " cubes of a colour cannot put " + food.perSpaceAtSetup()
                    + " on each of the " + SoupBoard.SPACES + " spaces");
        }
        int startingBp = d.biologicalPoints().atStart();
        if (startingBp < 0) {
            problems.add("the biological points at the start cannot be negative: " + startingBp);
        }
        List<Gene> genes = checkGenes(d.genes(), players, problems);

        if (!problems.isEmpty()) {
            throw new SoupBoardException("invalid soup board: " + String.join("; ", problems));
        }
        return new SoupBoard(d.name(), players, soup.rows, soup.columns, soup.islandRow, soup.islandColumn, soup.row,
                soup.column, soup.neighbours, compass, cards, ladder, amoebaAdvance, geneAdvance, food.colours(),
                food.cubesPerColour(), food.perSpaceAtSetup(), amoebasPerPlayer, startingBp, genes,
                new TreeMap<>(d.genes().deck()), orZero(d.genes().blankCards()));
    }

    // ---- players

    private static List<Integer> checkPlayers(SoupBoardData d, List<String> problems) {
        List<Integer> players = d.players().stream().filter(Objects::nonNull).sorted().distinct().toList();
        if (!players.equals(List.of(3, 4))) {
            problems.add("the game is for 3 or 4 players, the file says " + d.players());
        }
        return players;
    }

    // ---- the soup

    private record Soup(int rows, int columns, int islandRow, int islandColumn, int[] row, int[] column,
                        int[] neighbours) {
    }

    private static Soup checkSoup(SoupBoardData.Soup s, List<String> problems) {
        int rows = s.rows();
        int columns = s.columns();
        int n = SoupBoard.SPACES;
        int[] row = new int[n];
        int[] column = new int[n];
        int[] neighbours = new int[n];
        if (rows < 1 || columns < 1 || rows * columns > 1000) {
            problems.add("the soup grid cannot have " + rows + " rows and " + columns + " columns");
            return new Soup(rows, columns, 0, 0, row, column, neighbours);
        }
        if (s.spaces().size() != n) {
            problems.add("the soup must have " + n + " spaces, found " + s.spaces().size());
            return new Soup(rows, columns, 0, 0, row, column, neighbours);
        }
        // What each cell of the grid is: a space (its index), the island, an obstacle, or nothing.
        String[] cell = new String[rows * columns];
        int[] cellSpace = new int[rows * columns];
        java.util.Arrays.fill(cellSpace, -1);
        boolean placed = true;
        SoupBoardData.Space[] byIndex = new SoupBoardData.Space[n];
        for (SoupBoardData.Space sp : s.spaces()) {
            if (sp == null || sp.number() == null || sp.row() == null || sp.column() == null) {
                problems.add("a space lacks its number, row or column: " + sp);
                placed = false;
                continue;
            }
            int num = sp.number();
            if (num < 1 || num > n || byIndex[num - 1] != null) {
                problems.add("space number " + num + " is out of range 1-" + n + " or repeated");
                placed = false;
                continue;
            }
            byIndex[num - 1] = sp;
            row[num - 1] = sp.row();
            column[num - 1] = sp.column();
            if (!mark(cell, rows, columns, sp.row(), sp.column(), "space " + num, problems)) {
                placed = false;
            } else {
                cellSpace[sp.row() * columns + sp.column()] = num - 1;
            }
        }
        int islandRow = s.island().row();
        int islandColumn = s.island().column();
        mark(cell, rows, columns, islandRow, islandColumn, "the island", problems);
        for (SoupBoardData.Cell o : s.obstacles() == null ? List.<SoupBoardData.Cell>of() : s.obstacles()) {
            if (o == null || o.row() == null || o.column() == null) {
                problems.add("an obstacle lacks its row or column");
                continue;
            }
            mark(cell, rows, columns, o.row(), o.column(), "an obstacle", problems);
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (cell[r * columns + c] == null) {
                    problems.add("cell " + at(r, c) + " is neither a space, the island nor an obstacle");
                }
            }
        }
        if (!placed) {
            return new Soup(rows, columns, islandRow, islandColumn, row, column, neighbours);
        }
        // Numbered as ours are: row by row from the north, west to east.
        for (int i = 1; i < n; i++) {
            if (row[i] < row[i - 1] || (row[i] == row[i - 1] && column[i] <= column[i - 1])) {
                problems.add("spaces must be numbered row by row from the north, west to east: space " + (i + 1)
                        + " at " + at(row[i], column[i]) + " lies before space " + i + " at "
                        + at(row[i - 1], column[i - 1]));
                break;
            }
        }
        // Adjacency: listed, orthogonal, symmetric, and exactly the grid's.
        for (int i = 0; i < n; i++) {
            List<Integer> listed = byIndex[i].neighbours() == null ? List.of() : byIndex[i].neighbours();
            for (Integer m : listed) {
                if (m == null || m < 1 || m > n || m == i + 1) {
                    problems.add("space " + (i + 1) + " lists an impossible neighbour " + m);
                    continue;
                }
                int j = m - 1;
                if (Math.abs(row[i] - row[j]) + Math.abs(column[i] - column[j]) != 1) {
                    problems.add("spaces " + (i + 1) + " and " + m + " are not orthogonal neighbours: "
                            + at(row[i], column[i]) + " and " + at(row[j], column[j]));
                    continue;
                }
                neighbours[i] |= 1 << j;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                boolean ij = (neighbours[i] & (1 << j)) != 0;
                boolean ji = (neighbours[j] & (1 << i)) != 0;
                if (ij != ji) {
                    problems.add("adjacency between spaces " + (i + 1) + " and " + (j + 1) + " is not symmetric");
                }
            }
            for (Direction d : Direction.values()) {
                int r = row[i] + d.rowStep();
                int c = column[i] + d.columnStep();
                if (r >= 0 && r < rows && c >= 0 && c < columns) {
                    int j = cellSpace[r * columns + c];
                    if (j >= 0 && (neighbours[i] & (1 << j)) == 0) {
                        problems.add("space " + (i + 1) + " does not list space " + (j + 1) + ", its neighbour to the "
                                + d.name().toLowerCase());
                    }
                }
            }
        }
        // Every space reachable from every other: the soup is one piece (adjacency read both ways).
        List<List<Integer>> parts = new ArrayList<>();
        int seen = 0;
        for (int first = 0; first < n; first++) {
            if ((seen & (1 << first)) != 0) {
                continue;
            }
            int part = 1 << first;
            int frontier = part;
            while (frontier != 0) {
                int next = 0;
                for (int i = 0; i < n; i++) {
                    if ((frontier & (1 << i)) != 0) {
                        next |= neighbours[i];
                    }
                    if ((neighbours[i] & frontier) != 0) {
                        next |= 1 << i;
                    }
                }
                frontier = next & ~part;
                part |= next;
            }
            seen |= part;
            List<Integer> numbers = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((part & (1 << i)) != 0) {
                    numbers.add(i + 1);
                }
            }
            parts.add(numbers);
        }
        if (parts.size() > 1) {
            problems.add("not every space can be reached from every other: the soup falls apart into " + parts);
        }
        // DE: an amoeba directly north of the island that rolls north stays because of the edge; east moves it.
        int north = spaceOnCell(cellSpace, rows, columns, islandRow - 1, islandColumn);
        if (north < 0) {
            problems.add("there must be a space directly north of the island");
        } else {
            int beyond = spaceOnCell(cellSpace, rows, columns, row[north] - 1, column[north]);
            int east = spaceOnCell(cellSpace, rows, columns, row[north], column[north] + 1);
            if ((beyond >= 0 && (neighbours[north] & (1 << beyond)) != 0)
                    || east < 0 || (neighbours[north] & (1 << east)) == 0) {
                problems.add("space " + (north + 1) + ", directly north of the island, must have no northern "
                        + "neighbour and an eastern one");
            }
        }
        return new Soup(rows, columns, islandRow, islandColumn, row, column, neighbours);
    }

    private static int spaceOnCell(int[] cellSpace, int rows, int columns, int r, int c) {
        return r < 0 || r >= rows || c < 0 || c >= columns ? -1 : cellSpace[r * columns + c];
    }

    private static boolean mark(String[] cell, int rows, int columns, int r, int c, String what,
                                List<String> problems) {
        if (r < 0 || r >= rows || c < 0 || c >= columns) {
            problems.add(what + " at " + at(r, c) + " lies outside the " + rows + "x" + columns + " grid");
            return false;
        }
        String before = cell[r * columns + c];
        if (before != null) {
            problems.add("cell " + at(r, c) + " is both " + before + " and " + what);
            return false;
        }
        cell[r * columns + c] = what;
        return true;
    }

    private static String at(int r, int c) {
        return "r" + r + "c" + c;
    }

    // ---- the compass and the cards

    private static CompassFace[] checkCompass(Map<String, String> faces, List<String> problems) {
        CompassFace[] compass = new CompassFace[COMPASS_FACES];
        Set<String> expected = new TreeSet<>();
        for (int f = 1; f <= COMPASS_FACES; f++) {
            expected.add(Integer.toString(f));
        }
        if (!faces.keySet().equals(expected)) {
            problems.add("the compass must give the die faces 1-6, it gives " + new TreeSet<>(faces.keySet()));
            return compass;
        }
        int stays = 0;
        int chooses = 0;
        Set<Direction> directions = new HashSet<>();
        for (int f = 1; f <= COMPASS_FACES; f++) {
            String v = faces.get(Integer.toString(f));
            Direction d = Direction.ofCode(v);
            if (d != null) {
                compass[f - 1] = CompassFace.toward(d);
                directions.add(d);
            } else if ("stay".equals(v)) {
                compass[f - 1] = CompassFace.stay();
                stays++;
            } else if ("choose".equals(v)) {
                compass[f - 1] = CompassFace.choose();
                chooses++;
            } else {
                problems.add("compass face " + f + " has an unknown meaning " + v
                        + " (W, N, E, S, stay or choose)");
                return compass;
            }
        }
        if (directions.size() != 4 || stays != 1 || chooses != 1) {
            problems.add("the compass must show each of W, N, E, S once, one stay and one choose: " + faces);
        }
        return compass;
    }

    private static List<EnvironmentCard> checkCards(List<SoupBoardData.Card> cards, List<String> problems) {
        List<EnvironmentCard> result = new ArrayList<>();
        if (cards.size() != SoupBoard.ENVIRONMENT_CARDS) {
            problems.add("expected " + SoupBoard.ENVIRONMENT_CARDS + " environment cards, found " + cards.size());
        }
        int withoutDrift = 0;
        for (int i = 0; i < cards.size(); i++) {
            SoupBoardData.Card c = cards.get(i);
            if (c == null || c.ozone() == null || c.drift() == null) {
                problems.add("environment card " + (i + 1) + " lacks its ozone or drift");
                continue;
            }
            if (c.ozone() < 1) {
                problems.add("environment card " + (i + 1) + " has an impossible ozone layer " + c.ozone());
            }
            Direction d = Direction.ofCode(c.drift());
            if ("none".equals(c.drift())) {
                withoutDrift++;
            } else if (d == null) {
                problems.add("environment card " + (i + 1) + " has an unknown drift direction " + c.drift()
                        + " (W, N, E, S or none)");
                continue;
            }
            result.add(new EnvironmentCard(c.ozone(), d));
        }
        if (withoutDrift != 1) {
            problems.add("exactly one environment card must be without drift, found " + withoutDrift);
        }
        return result;
    }

    // ---- the ladder and the advance tables

    private static SoupBoard.Ladder checkLadder(SoupBoardData.Ladder l, List<Integer> players,
                                                List<String> problems) {
        int spaces = l.spaces();
        int first = l.finishZone().first();
        int last = l.finishZone().last();
        if (spaces < FINISH_ZONE_SPACES + 1) {
            problems.add("the scoring ladder is too short: " + spaces + " spaces");
        }
        if (last != spaces || last - first + 1 != FINISH_ZONE_SPACES) {
            problems.add("the finish zone must be the last " + FINISH_ZONE_SPACES + " spaces of the ladder ("
                    + (spaces - FINISH_ZONE_SPACES + 1) + "-" + spaces + "), not " + first + "-" + last);
        }
        Map<Integer, List<Integer>> start = new TreeMap<>();
        if (!new TreeSet<>(l.startSpaces().keySet()).equals(new TreeSet<>(players))) {
            problems.add("the ladder must give start spaces for " + players + " players, it gives them for "
                    + new TreeSet<>(l.startSpaces().keySet()));
        }
        for (Map.Entry<Integer, List<Integer>> e : l.startSpaces().entrySet()) {
            List<Integer> s = e.getValue() == null ? List.of() : e.getValue();
            int p = e.getKey();
            if (s.size() != p || s.stream().anyMatch(Objects::isNull) || new HashSet<>(s).size() != s.size()) {
                problems.add("with " + p + " players the ladder needs " + p + " different start spaces, not " + s);
                continue;
            }
            for (int x : s) {
                if (x < 1 || x >= first) {
                    problems.add("start space " + x + " with " + p + " players must lie on the ladder before the "
                            + "finish zone");
                }
            }
            start.put(p, List.copyOf(s));
        }
        return new SoupBoard.Ladder(spaces, start, first, last);
    }

    private static int[] checkTable(String what, List<Integer> table, List<String> problems) {
        int[] result = new int[table.size()];
        if (table.isEmpty()) {
            problems.add("the " + what + " advance table is empty");
        }
        for (int i = 0; i < table.size(); i++) {
            Integer v = table.get(i);
            if (v == null || v < 0 || (i > 0 && v < result[i - 1])) {
                problems.add("the " + what + " advance table must not fall and have no negative entry: " + table);
                break;
            }
            result[i] = v;
        }
        return result;
    }

    // ---- genes

    private static List<Gene> checkGenes(SoupBoardData.Genes g, List<Integer> players, List<String> problems) {
        if (g.basic().size() != SoupBoard.BASIC_GENES) {
            problems.add("expected " + SoupBoard.BASIC_GENES + " basic genes, found " + g.basic().size());
        }
        if (g.advanced().size() != SoupBoard.ADVANCED_GENES) {
            problems.add("expected " + SoupBoard.ADVANCED_GENES + " advanced genes, found " + g.advanced().size());
        }
        Set<String> basicNames = new HashSet<>();
        Set<String> allNames = new HashSet<>();
        Map<Integer, Integer> total = new HashMap<>();
        List<Gene> genes = new ArrayList<>();
        List<SoupBoardData.Gene> all = new ArrayList<>(g.basic());
        all.addAll(g.advanced());
        for (int i = 0; i < all.size(); i++) {
            SoupBoardData.Gene x = all.get(i);
            boolean advanced = i >= g.basic().size();
            if (x == null || x.name() == null || x.name().isBlank()) {
                problems.add("gene " + (i + 1) + " has no name");
                continue;
            }
            String name = x.name();
            for (String called : x.alias() == null ? List.of(name) : List.of(name, x.alias())) {
                if (!allNames.add(called)) {
                    problems.add("gene name " + called + " is used twice");
                }
            }
            if (!advanced) {
                basicNames.add(name);
            }
            if (x.price() == null || x.mp() == null || x.cards() == null || x.advance() == null) {
                problems.add("gene " + name + " lacks its price, mp, cards or advance");
                continue;
            }
            if (x.price() < 1) {
                problems.add("gene " + name + " has an impossible price " + x.price());
            }
            if (!new TreeSet<>(x.cards().keySet()).equals(new TreeSet<>(players))) {
                problems.add("gene " + name + " must give its cards for " + players + " players, it gives them for "
                        + new TreeSet<>(x.cards().keySet()));
                continue;
            }
            int before = -1;
            int beforePlayers = 0;
            for (int p : players) {
                Integer c = x.cards().get(p);
                if (c == null || c < 0) {
                    problems.add("gene " + name + " has an impossible number of cards with " + p + " players: " + c);
                    continue;
                }
                if (c < before) {
                    problems.add("gene " + name + " has more cards with " + beforePlayers + " players (" + before
                            + ") than with " + p + " (" + c + ")");
                }
                before = c;
                beforePlayers = p;
                total.merge(p, c, Integer::sum);
            }
            if (advanced ? x.advance() != 2 : x.advance() < 0 || x.advance() > 1) {
                problems.add("gene " + name + " counts " + x.advance() + " on the advance table; "
                        + (advanced ? "an advanced gene counts 2" : "a basic gene counts 0 or 1"));
            }
            if (x.defectPayment() != null && x.defectPayment() < 1) {
                problems.add("gene " + name + " has an impossible defect payment " + x.defectPayment());
            }
            List<String> givesUp = x.givesUpOneOf() == null ? List.of() : x.givesUpOneOf();
            if (advanced && givesUp.isEmpty()) {
                problems.add("advanced gene " + name + " names no gene to give up");
            }
            if (!advanced && !givesUp.isEmpty()) {
                problems.add("basic gene " + name + " cannot require giving up " + givesUp);
            }
            genes.add(new Gene(genes.size(), name, x.alias(), x.price(), x.mp(), givesUp, x.cards(), x.advance(),
                    x.defectPayment() == null ? x.mp() : x.defectPayment()));
        }
        for (Gene gene : genes) {
            for (String given : gene.givesUpOneOf()) {
                if (!basicNames.contains(given)) {
                    problems.add("advanced gene " + gene.name() + " gives up " + given + ", which is no basic gene");
                }
            }
        }
        if (!new TreeSet<>(g.deck().keySet()).equals(new TreeSet<>(players))) {
            problems.add("the gene deck must be given for " + players + " players, it is given for "
                    + new TreeSet<>(g.deck().keySet()));
        }
        for (int p : players) {
            Integer deck = g.deck().get(p);
            int sum = total.getOrDefault(p, 0);
            if (deck != null && deck != sum) {
                problems.add("the gene cards with " + p + " players add up to " + sum + ", the deck holds " + deck);
            }
        }
        if (orZero(g.blankCards()) < 0) {
            problems.add("the number of blank gene cards cannot be negative");
        }
        return genes;
    }

    // ---- helpers

    private static void need(Object value, String what, List<String> missing) {
        if (value == null) {
            missing.add(what);
        }
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }
}
