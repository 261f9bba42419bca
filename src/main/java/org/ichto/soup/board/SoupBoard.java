package org.ichto.soup.board;

import java.util.List;
import java.util.Map;

/**
 * The board, the cards and the genes of Primordial Soup as the rules need them. The 19 spaces of
 * the soup are addressed by an index 0..18 (space number 1..19); sets of spaces are bit masks over
 * those indices. Rows run from north (0) to south, columns from west (0) to east. Immutable.
 */
public final class SoupBoard {
    public static final int SPACES = 19;
    public static final int BASIC_GENES = 16;
    public static final int ADVANCED_GENES = 4;
    public static final int ENVIRONMENT_CARDS = 11;

    private final String name;
    private final List<Integer> players;
    private final int rows;
    private final int columns;
    private final int islandRow;
    private final int islandColumn;
    private final int[] row;
    private final int[] column;
    private final int[] cellSpace;
    private final int[] neighbours;
    private final CompassFace[] compass;
    private final List<EnvironmentCard> cards;
    private final Ladder ladder;
    private final int[] amoebaAdvance;
    private final int[] geneAdvance;
    private final int foodColours;
    private final int cubesPerColour;
    private final int cubesPerSpaceAtSetup;
    private final int amoebasPerPlayer;
    private final int startingBp;
    private final List<Gene> genes;
    private final Map<Integer, Integer> geneDeck;
    private final int blankGeneCards;

    /** The scoring ladder: its spaces 1..spaces, the start spaces per number of players and the dark finish zone. */
    public record Ladder(int spaces, Map<Integer, List<Integer>> startSpaces, int finishFirst, int finishLast) {
        public Ladder {
            startSpaces = Map.copyOf(startSpaces);
        }

        public List<Integer> startSpaces(int players) {
            return startSpaces.getOrDefault(players, List.of());
        }

        /** True for a ladder space in the finish zone or beyond (markers may pass the last space). */
        public boolean inFinishZone(int position) {
            return position >= finishFirst;
        }
    }

    SoupBoard(String name, List<Integer> players, int rows, int columns, int islandRow, int islandColumn, int[] row,
              int[] column, int[] neighbours, CompassFace[] compass, List<EnvironmentCard> cards, Ladder ladder,
              int[] amoebaAdvance, int[] geneAdvance, int foodColours, int cubesPerColour, int cubesPerSpaceAtSetup,
              int amoebasPerPlayer, int startingBp, List<Gene> genes, Map<Integer, Integer> geneDeck,
              int blankGeneCards) {
        this.name = name;
        this.players = List.copyOf(players);
        this.rows = rows;
        this.columns = columns;
        this.islandRow = islandRow;
        this.islandColumn = islandColumn;
        this.row = row.clone();
        this.column = column.clone();
        this.neighbours = neighbours.clone();
        this.compass = compass.clone();
        this.cards = List.copyOf(cards);
        this.ladder = ladder;
        this.amoebaAdvance = amoebaAdvance.clone();
        this.geneAdvance = geneAdvance.clone();
        this.foodColours = foodColours;
        this.cubesPerColour = cubesPerColour;
        this.cubesPerSpaceAtSetup = cubesPerSpaceAtSetup;
        this.amoebasPerPlayer = amoebasPerPlayer;
        this.startingBp = startingBp;
        this.genes = List.copyOf(genes);
        this.geneDeck = Map.copyOf(geneDeck);
        this.blankGeneCards = blankGeneCards;
        this.cellSpace = new int[rows * columns];
        java.util.Arrays.fill(cellSpace, -1);
        for (int s = 0; s < SPACES; s++) {
            cellSpace[row[s] * columns + column[s]] = s;
        }
    }

    public String name() {
        return name;
    }

    /** The numbers of players the game is for, ascending (3 and 4). */
    public List<Integer> players() {
        return players;
    }

    // ---- the soup

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    public int islandRow() {
        return islandRow;
    }

    public int islandColumn() {
        return islandColumn;
    }

    /** The printed-style label of a space: "04" for index 3. */
    public static String label(int space) {
        return String.format("%02d", space + 1);
    }

    public int row(int space) {
        return row[space];
    }

    public int column(int space) {
        return column[space];
    }

    /** The space on a cell of the grid, or -1 for the island, an obstacle or a cell off the grid. */
    public int spaceAt(int r, int c) {
        if (r < 0 || r >= rows || c < 0 || c >= columns) {
            return -1;
        }
        return cellSpace[r * columns + c];
    }

    /** The spaces orthogonally next to a space, as a mask over space indices. */
    public int neighbours(int space) {
        return neighbours[space];
    }

    public boolean adjacent(int a, int b) {
        return (neighbours[a] & (1 << b)) != 0;
    }

    /** The neighbour in a direction, or -1 where an obstacle (the edge, the island, a non-space) is. */
    public int neighbour(int space, Direction d) {
        int n = spaceAt(row[space] + d.rowStep(), column[space] + d.columnStep());
        return n >= 0 && adjacent(space, n) ? n : -1;
    }

    /** Where one step (a move or a drift) in a direction ends: the neighbour, or the same space before an obstacle. */
    public int step(int space, Direction d) {
        int n = neighbour(space, d);
        return n < 0 ? space : n;
    }

    // ---- the compass and the environment cards

    /** What a die face 1-6 means. */
    public CompassFace compass(int die) {
        return compass[die - 1];
    }

    /** The environment cards in the order of the file (the deck is shuffled by the game). */
    public List<EnvironmentCard> environmentCards() {
        return cards;
    }

    /** One card is face up from the setup and one is turned each round: the most rounds a game can last. */
    public int maxRounds() {
        return cards.size() - 1;
    }

    // ---- the scoring ladder and the advance tables

    public Ladder ladder() {
        return ladder;
    }

    /** Ladder spaces a marker advances for this many live amoebas on the board. */
    public int amoebaAdvance(int amoebas) {
        return amoebaAdvance[Math.min(amoebas, amoebaAdvance.length - 1)];
    }

    /** Ladder spaces a marker advances for this many counted gene cards; the last entry counts for more too. */
    public int geneAdvance(int geneCards) {
        return geneAdvance[Math.min(geneCards, geneAdvance.length - 1)];
    }

    // ---- components

    public int foodColours() {
        return foodColours;
    }

    public int cubesPerColour() {
        return cubesPerColour;
    }

    public int cubesPerSpaceAtSetup() {
        return cubesPerSpaceAtSetup;
    }

    /** Amoebas per player, numbered 1 to this. */
    public int amoebasPerPlayer() {
        return amoebasPerPlayer;
    }

    /** Biological points each player takes at the start. */
    public int startingBp() {
        return startingBp;
    }

    // ---- genes

    /** All genes: the basic ones first, then the advanced ones, each at its {@link Gene#index()}. */
    public List<Gene> genes() {
        return genes;
    }

    public Gene gene(int index) {
        return genes.get(index);
    }

    /** The gene with this name or other name, or null. */
    public Gene gene(String name) {
        for (Gene g : genes) {
            if (g.isCalled(name)) {
                return g;
            }
        }
        return null;
    }

    public List<Gene> basicGenes() {
        return genes.subList(0, BASIC_GENES);
    }

    public List<Gene> advancedGenes() {
        return genes.subList(BASIC_GENES, genes.size());
    }

    /** The number of gene cards in play with that many players. */
    public int geneDeck(int players) {
        return geneDeck.getOrDefault(players, 0);
    }

    public int blankGeneCards() {
        return blankGeneCards;
    }
}
