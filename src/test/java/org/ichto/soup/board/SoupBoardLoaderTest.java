package org.ichto.soup.board;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ichto.soup.board.Direction.EAST;
import static org.ichto.soup.board.Direction.NORTH;
import static org.ichto.soup.board.Direction.SOUTH;
import static org.ichto.soup.board.Direction.WEST;

/** The standard soup board against shared/design/soup-board.md, and broken board files refused by name. */
class SoupBoardLoaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String standardText() throws IOException {
        try (InputStream in = SoupBoardLoader.class.getResourceAsStream(SoupBoardLoader.STANDARD_RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static SoupBoard read(String json) throws IOException {
        return SoupBoardLoader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    /** Space index of a space number as the design file writes it. */
    private static int s(int number) {
        return number - 1;
    }

    private static int mask(int... numbers) {
        int m = 0;
        for (int n : numbers) {
            m |= 1 << s(n);
        }
        return m;
    }

    @Test
    void theStandardBoardIsReadOnce() {
        assertThat(SoupBoardLoader.standard()).isSameAs(SoupBoardLoader.standard());
        assertThat(SoupBoardLoader.standard().name()).isEqualTo("Primordial Soup");
        assertThat(SoupBoardLoader.standard().players()).containsExactly(3, 4);
    }

    @Test
    void theSoupIsTheGridOfTheDesignFile() {
        SoupBoard b = SoupBoardLoader.standard();
        // r0: -- 01 -- -- --; r1: 02 03 04 05 06; r2: 07 08 [I] 09 10; r3: 11 12 13 14 15; r4: 16 17 18 19 --
        String[] grid = {
            "-- 01 -- -- --",
            "02 03 04 05 06",
            "07 08 [I] 09 10",
            "11 12 13 14 15",
            "16 17 18 19 --"};
        int spaces = 0;
        for (int r = 0; r < grid.length; r++) {
            String[] cells = grid[r].split(" ");
            for (int c = 0; c < cells.length; c++) {
                String expected = cells[c].equals("--") || cells[c].equals("[I]") ? null : cells[c];
                int at = b.spaceAt(r, c);
                assertThat(at < 0 ? null : SoupBoard.label(at)).as("cell r%dc%d", r, c).isEqualTo(expected);
                if (at >= 0) {
                    spaces++;
                    assertThat(b.row(at)).isEqualTo(r);
                    assertThat(b.column(at)).isEqualTo(c);
                }
            }
        }
        assertThat(spaces).isEqualTo(SoupBoard.SPACES).isEqualTo(19);
        assertThat(b.rows()).isEqualTo(5);
        assertThat(b.columns()).isEqualTo(5);
        assertThat(b.islandRow()).isEqualTo(2);
        assertThat(b.islandColumn()).isEqualTo(2);
        assertThat(b.spaceAt(-1, 1)).isEqualTo(-1);
        assertThat(b.spaceAt(2, 5)).isEqualTo(-1);
    }

    @Test
    void neighboursAreOrthogonalAndStepsStopAtObstacles() {
        SoupBoard b = SoupBoardLoader.standard();
        assertThat(b.neighbours(s(1))).isEqualTo(mask(3));
        assertThat(b.neighbours(s(3))).isEqualTo(mask(1, 2, 4, 8));
        assertThat(b.neighbours(s(4))).as("north of the island").isEqualTo(mask(3, 5));
        assertThat(b.neighbours(s(8))).isEqualTo(mask(3, 7, 12));
        assertThat(b.neighbours(s(13))).as("south of the island").isEqualTo(mask(12, 14, 18));
        assertThat(b.neighbours(s(15))).isEqualTo(mask(10, 14));
        assertThat(b.neighbours(s(19))).isEqualTo(mask(14, 18));
        int edges = 0;
        for (int i = 0; i < SoupBoard.SPACES; i++) {
            edges += Integer.bitCount(b.neighbours(i));
            for (int j = 0; j < SoupBoard.SPACES; j++) {
                assertThat(b.adjacent(i, j)).isEqualTo(b.adjacent(j, i));
            }
        }
        assertThat(edges / 2).as("13 across, 13 up and down").isEqualTo(26);
        // The DE example: on 04 a 2 (north) stays because of the edge, a 3 (east) moves to 05.
        assertThat(b.step(s(4), NORTH)).isEqualTo(s(4));
        assertThat(b.step(s(4), EAST)).isEqualTo(s(5));
        assertThat(b.step(s(4), SOUTH)).as("the island").isEqualTo(s(4));
        assertThat(b.step(s(8), EAST)).as("the island").isEqualTo(s(8));
        assertThat(b.step(s(9), WEST)).as("the island").isEqualTo(s(9));
        assertThat(b.step(s(13), NORTH)).as("the island").isEqualTo(s(13));
        assertThat(b.step(s(2), NORTH)).as("the -- beside 01").isEqualTo(s(2));
        assertThat(b.step(s(3), NORTH)).isEqualTo(s(1));
        assertThat(b.step(s(1), NORTH)).as("the edge").isEqualTo(s(1));
        assertThat(b.step(s(1), WEST)).isEqualTo(s(1));
        assertThat(b.step(s(15), SOUTH)).as("the -- in the south-east corner").isEqualTo(s(15));
        assertThat(b.step(s(19), EAST)).isEqualTo(s(19));
        assertThat(b.step(s(16), WEST)).isEqualTo(s(16));
        assertThat(b.step(s(12), SOUTH)).isEqualTo(s(17));
        assertThat(b.neighbour(s(6), NORTH)).isEqualTo(-1);
        assertThat(b.neighbour(s(6), SOUTH)).isEqualTo(s(10));
    }

    @Test
    void theCompassReadsTheDieAsTheGermanRulesDo() {
        SoupBoard b = SoupBoardLoader.standard();
        assertThat(b.compass(1)).isEqualTo(CompassFace.toward(WEST));
        assertThat(b.compass(2)).isEqualTo(CompassFace.toward(NORTH));
        assertThat(b.compass(3)).isEqualTo(CompassFace.toward(EAST));
        assertThat(b.compass(4)).isEqualTo(CompassFace.toward(SOUTH));
        assertThat(b.compass(5).stays()).isTrue();
        assertThat(b.compass(6).chooses()).isTrue();
        assertThat(b.compass(6).direction()).isNull();
    }

    @Test
    void elevenEnvironmentCardsOneWithoutDrift() {
        SoupBoard b = SoupBoardLoader.standard();
        assertThat(b.environmentCards()).containsExactly(
                new EnvironmentCard(6, WEST), new EnvironmentCard(7, NORTH), new EnvironmentCard(8, EAST),
                new EnvironmentCard(9, SOUTH), new EnvironmentCard(10, WEST), new EnvironmentCard(11, null),
                new EnvironmentCard(12, NORTH), new EnvironmentCard(13, EAST), new EnvironmentCard(14, SOUTH),
                new EnvironmentCard(15, WEST), new EnvironmentCard(16, NORTH));
        assertThat(b.environmentCards().stream().filter(c -> !c.hasDrift()).map(EnvironmentCard::ozone))
                .containsExactly(11);
        assertThat(b.maxRounds()).isEqualTo(10);
    }

    @Test
    void theLadderAndTheAdvanceTables() {
        SoupBoard b = SoupBoardLoader.standard();
        SoupBoard.Ladder l = b.ladder();
        assertThat(l.spaces()).isEqualTo(51);
        assertThat(l.startSpaces(3)).containsExactly(1, 2, 3);
        assertThat(l.startSpaces(4)).containsExactly(1, 2, 3, 4);
        assertThat(l.finishFirst()).isEqualTo(42);
        assertThat(l.finishLast()).isEqualTo(51);
        assertThat(l.inFinishZone(41)).isFalse();
        assertThat(l.inFinishZone(42)).isTrue();
        assertThat(l.inFinishZone(51)).isTrue();
        assertThat(l.inFinishZone(56)).as("markers may pass 51").isTrue();
        int[] amoebas = {0, 0, 0, 1, 2, 4, 5, 6};
        for (int n = 0; n < amoebas.length; n++) {
            assertThat(b.amoebaAdvance(n)).as("%d amoebas", n).isEqualTo(amoebas[n]);
        }
        int[] genes = {0, 0, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4};
        for (int n = 0; n < genes.length; n++) {
            assertThat(b.geneAdvance(n)).as("%d gene cards", n).isEqualTo(genes[n]);
        }
    }

    @Test
    void theComponents() {
        SoupBoard b = SoupBoardLoader.standard();
        assertThat(b.foodColours()).isEqualTo(4);
        assertThat(b.cubesPerColour()).isEqualTo(55);
        assertThat(b.cubesPerSpaceAtSetup()).isEqualTo(2);
        assertThat(b.amoebasPerPlayer()).isEqualTo(7);
        assertThat(b.startingBp()).isEqualTo(4);
    }

    @Test
    void theGenomeTableOfTheGermanReferenceSheet() {
        SoupBoard b = SoupBoardLoader.standard();
        // name, price, MP, cards with 3 players, cards with 4 players
        Object[][] basic = {
            {"Intelligence", 2, 3, 1, 2},
            {"Movement I", 3, 2, 2, 2},
            {"Spores", 3, 3, 1, 1},
            {"Speed", 4, 3, 1, 2},
            {"Defense", 4, 4, 1, 1},
            {"Escape", 4, 4, 1, 2},
            {"Substitution", 4, 4, 1, 1},
            {"Ray Protection", 5, -2, 1, 2},
            {"Streamlining", 5, 4, 1, 1},
            {"Tentacle", 5, 4, 1, 2},
            {"Holding", 5, 4, 1, 1},
            {"Life Expectancy", 5, 5, 1, 2},
            {"Frugality", 6, 5, 0, 1},
            {"Struggle for Survival", 6, 4, 2, 2},
            {"Parasitism", 6, 5, 0, 1},
            {"Division Rate", 6, 5, 1, 2}};
        // name, price, MP, cards with 3 players, cards with 4 players, gives up one of
        Object[][] advanced = {
            {"Persistence", 4, 4, 1, 1, List.of("Speed")},
            {"Movement II", 5, 5, 1, 2, List.of("Movement I")},
            {"Aggression", 5, 5, 1, 1, List.of("Struggle for Survival")},
            {"Armor", 6, 6, 1, 1, List.of("Defense", "Escape")}};
        assertThat(b.genes()).hasSize(20);
        assertThat(b.basicGenes()).hasSize(16);
        assertThat(b.advancedGenes()).hasSize(4);
        List<Object[]> rows = new ArrayList<>(List.of(basic));
        rows.addAll(List.of(advanced));
        for (int i = 0; i < rows.size(); i++) {
            Object[] row = rows.get(i);
            Gene g = b.gene(i);
            assertThat(g.index()).isEqualTo(i);
            assertThat(g.name()).isEqualTo(row[0]);
            assertThat(b.gene((String) row[0])).isSameAs(g);
            assertThat(g.price()).as("%s price", row[0]).isEqualTo(row[1]);
            assertThat(g.mp()).as("%s MP", row[0]).isEqualTo(row[2]);
            assertThat(g.cards(3)).as("%s cards with 3", row[0]).isEqualTo(row[3]);
            assertThat(g.cards(4)).as("%s cards with 4", row[0]).isEqualTo(row[4]);
            assertThat(g.advanced()).isEqualTo(i >= 16);
            assertThat(g.givesUpOneOf()).isEqualTo(i >= 16 ? row[5] : List.of());
            boolean ray = g.name().equals("Ray Protection");
            assertThat(g.advance()).as("%s on the advance table", row[0]).isEqualTo(i >= 16 ? 2 : ray ? 0 : 1);
            assertThat(g.defectPayment()).as("%s pays for a defect", row[0]).isEqualTo(ray ? 4 : g.mp());
        }
        assertThat(b.gene("Endurance")).as("Persistence's other name").isSameAs(b.gene("Persistence"));
        assertThat(b.gene("Persistence").cards(4)).as("DE: 1, not the English 2").isEqualTo(1);
        assertThat(b.gene("Flight")).isNull();
        assertThat(b.geneDeck(3)).isEqualTo(20);
        assertThat(b.geneDeck(4)).isEqualTo(30);
        assertThat(b.genes().stream().mapToInt(g -> g.cards(3)).sum()).isEqualTo(20);
        assertThat(b.genes().stream().mapToInt(g -> g.cards(4)).sum()).isEqualTo(30);
        assertThat(b.blankGeneCards()).isEqualTo(3);
    }

    // ---- broken files, made by changing the standard file's tree

    private static Arguments broken(String name, Consumer<ObjectNode> change, String problem) {
        return Arguments.of(name, change, problem);
    }

    private static ObjectNode space(ObjectNode root, int number) {
        return (ObjectNode) root.at("/soup/spaces/" + (number - 1));
    }

    private static ArrayNode neighbours(ObjectNode root, int number) {
        return (ArrayNode) space(root, number).get("neighbours");
    }

    private static void unlink(ObjectNode root, int a, int b) {
        drop(neighbours(root, a), b);
        drop(neighbours(root, b), a);
    }

    private static void drop(ArrayNode list, int value) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).asInt() == value) {
                list.remove(i);
                return;
            }
        }
        throw new AssertionError("no " + value + " in " + list);
    }

    private static ObjectNode gene(ObjectNode root, String name) {
        for (String group : List.of("basic", "advanced")) {
            for (var g : root.at("/genes/" + group)) {
                if (g.get("name").asText().equals(name)) {
                    return (ObjectNode) g;
                }
            }
        }
        throw new AssertionError("no gene " + name);
    }

    private static ObjectNode card(ObjectNode root, int index) {
        return (ObjectNode) root.at("/environment/cards/" + index);
    }

    static Stream<Arguments> brokenBoards() {
        return Stream.of(
                broken("a section missing", r -> r.remove("genes"), "soup board file lacks genes"),
                broken("a misspelt field", r -> r.put("ozne", 3), "not valid soup board JSON"),
                broken("players", r -> r.putArray("players").add(3).add(4).add(5), "the game is for 3 or 4 players"),
                broken("18 spaces", r -> ((ArrayNode) r.at("/soup/spaces")).remove(18),
                        "the soup must have 19 spaces, found 18"),
                broken("a space number twice", r -> space(r, 19).put("number", 18),
                        "space number 18 is out of range 1-19 or repeated"),
                broken("a space off the grid", r -> space(r, 6).put("column", 5),
                        "space 6 at r1c5 lies outside the 5x5 grid"),
                broken("a space on an obstacle", r -> ((ArrayNode) r.at("/soup/obstacles")).addObject()
                        .put("row", 1).put("column", 1), "cell r1c1 is both space 3 and an obstacle"),
                broken("a space on the island", r -> ((ObjectNode) r.at("/soup/island")).put("row", 3),
                        "cell r3c2 is both space 13 and the island"),
                broken("a cell that is nothing", r -> ((ArrayNode) r.at("/soup/obstacles")).remove(0),
                        "cell r0c0 is neither a space, the island nor an obstacle"),
                broken("numbered out of reading order", r -> {
                    space(r, 16).put("number", 17);
                    space(r, 17).put("number", 16);
                }, "spaces must be numbered row by row from the north, west to east: "
                        + "space 17 at r4c0 lies before space 16 at r4c1"),
                broken("a diagonal neighbour", r -> {
                    neighbours(r, 1).add(4);
                    neighbours(r, 4).add(1);
                }, "spaces 1 and 4 are not orthogonal neighbours: r0c1 and r1c2"),
                broken("a neighbour across the island", r -> {
                    neighbours(r, 8).add(9);
                    neighbours(r, 9).add(8);
                }, "spaces 8 and 9 are not orthogonal neighbours"),
                broken("a neighbour that is no space", r -> neighbours(r, 1).add(20),
                        "space 1 lists an impossible neighbour 20"),
                broken("one-sided adjacency", r -> drop(neighbours(r, 1), 3),
                        "adjacency between spaces 1 and 3 is not symmetric"),
                broken("a wall between two spaces", r -> unlink(r, 16, 17),
                        "space 16 does not list space 17, its neighbour to the east"),
                broken("a space cut off", r -> unlink(r, 1, 3),
                        "not every space can be reached from every other: the soup falls apart into "
                        + "[[1], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]"),
                broken("north of the island opens northwards", r -> {
                    space(r, 1).put("column", 2);
                    ((ObjectNode) r.at("/soup/obstacles/1")).put("column", 1);
                    neighbours(r, 1).removeAll();
                    neighbours(r, 1).add(4);
                    drop(neighbours(r, 3), 1);
                    neighbours(r, 4).add(1);
                }, "space 4, directly north of the island, must have no northern neighbour and an eastern one"),
                broken("no space north of the island", r -> {
                    ((ObjectNode) r.at("/soup/island")).put("row", 0).put("column", 0);
                    ((ObjectNode) r.at("/soup/obstacles/0")).put("row", 2).put("column", 2);
                }, "there must be a space directly north of the island"),
                broken("an island without its row", r -> ((ObjectNode) r.at("/soup/island")).remove("row"),
                        "soup board file lacks soup.island.row"),
                broken("a compass without 6", r -> ((ObjectNode) r.get("compass")).remove("6"),
                        "the compass must give the die faces 1-6"),
                broken("a compass face with no meaning", r -> ((ObjectNode) r.get("compass")).put("5", "wait"),
                        "compass face 5 has an unknown meaning wait"),
                broken("a compass with two wests", r -> ((ObjectNode) r.get("compass")).put("3", "W"),
                        "the compass must show each of W, N, E, S once, one stay and one choose"),
                broken("ten cards", r -> ((ArrayNode) r.at("/environment/cards")).remove(0),
                        "expected 11 environment cards, found 10"),
                broken("two cards without drift", r -> card(r, 0).put("drift", "none"),
                        "exactly one environment card must be without drift, found 2"),
                broken("every card drifts", r -> card(r, 5).put("drift", "S"),
                        "exactly one environment card must be without drift, found 0"),
                broken("a diagonal drift", r -> card(r, 2).put("drift", "NE"),
                        "environment card 3 has an unknown drift direction NE"),
                broken("no ozone layer", r -> card(r, 2).put("ozone", 0),
                        "environment card 3 has an impossible ozone layer 0"),
                broken("a finish zone of 11 spaces", r -> ((ObjectNode) r.at("/ladder/finishZone")).put("first", 41),
                        "the finish zone must be the last 10 spaces of the ladder (42-51), not 41-51"),
                broken("a finish zone short of the end", r -> ((ObjectNode) r.get("ladder")).put("spaces", 60),
                        "the finish zone must be the last 10 spaces of the ladder (51-60), not 42-51"),
                broken("too few start spaces", r -> ((ArrayNode) r.at("/ladder/startSpaces/3")).remove(2),
                        "with 3 players the ladder needs 3 different start spaces, not [1, 2]"),
                broken("a start space in the finish zone", r -> ((ArrayNode) r.at("/ladder/startSpaces/4")).set(3, 45),
                        "start space 45 with 4 players must lie on the ladder before the finish zone"),
                broken("start spaces for 4 players missing", r -> ((ObjectNode) r.at("/ladder/startSpaces"))
                        .remove("4"), "the ladder must give start spaces for [3, 4] players"),
                broken("an amoeba table short of 7", r -> ((ArrayNode) r.at("/scoring/amoebas")).remove(7),
                        "the amoeba advance table must give 0 to 7 amoebas"),
                broken("a falling gene table", r -> ((ArrayNode) r.at("/scoring/genes")).set(6, 1),
                        "the gene advance table must not fall"),
                broken("an empty gene table", r -> ((ArrayNode) r.at("/scoring/genes")).removeAll(),
                        "the gene advance table is empty"),
                broken("one amoeba per player", r -> ((ObjectNode) r.get("amoebas")).put("perPlayer", 1),
                        "each player needs at least the 2 amoebas of the setup"),
                broken("three food colours", r -> ((ObjectNode) r.get("food")).put("colours", 3),
                        "food must come in one colour per player (4), not 3"),
                broken("too few cubes", r -> ((ObjectNode) r.get("food")).put("cubesPerColour", 37),
                        "37 cubes of a colour cannot put 2 on each of the 19 spaces"),
                broken("an empty soup at setup", r -> ((ObjectNode) r.get("food")).put("perSpaceAtSetup", 0),
                        "the setup must put at least 1 cube of each colour on every space"),
                broken("negative starting BP", r -> ((ObjectNode) r.get("biologicalPoints")).put("atStart", -1),
                        "the biological points at the start cannot be negative"),
                broken("15 basic genes", r -> ((ArrayNode) r.at("/genes/basic")).remove(0),
                        "expected 16 basic genes, found 15"),
                broken("5 advanced genes", r -> ((ArrayNode) r.at("/genes/advanced"))
                        .add(gene(r, "Armor").deepCopy().put("name", "Shell")), "expected 4 advanced genes, found 5"),
                broken("a gene twice", r -> gene(r, "Spores").put("name", "Speed"), "gene name Speed is used twice"),
                broken("an alias taken", r -> gene(r, "Persistence").put("alias", "Speed"),
                        "gene name Speed is used twice"),
                broken("giving up an unknown gene", r -> ((ArrayNode) gene(r, "Armor").get("givesUpOneOf"))
                        .add("Flight"),
                        "advanced gene Armor gives up Flight, which is no basic gene"),
                broken("giving up an advanced gene", r -> ((ArrayNode) gene(r, "Aggression").get("givesUpOneOf"))
                        .set(0, "Movement II"),
                        "advanced gene Aggression gives up Movement II, which is no basic gene"),
                broken("an advanced gene that gives up nothing", r -> gene(r, "Movement II").remove("givesUpOneOf"),
                        "advanced gene Movement II names no gene to give up"),
                broken("a basic gene that gives up one", r -> gene(r, "Speed").putArray("givesUpOneOf").add("Spores"),
                        "basic gene Speed cannot require giving up [Spores]"),
                broken("the English Persistence count", r -> ((ObjectNode) gene(r, "Persistence").get("cards"))
                        .put("4", 2), "the gene cards with 4 players add up to 31, the deck holds 30"),
                broken("a gene without its 3-player count", r -> ((ObjectNode) gene(r, "Tentacle").get("cards"))
                        .remove("3"), "gene Tentacle must give its cards for [3, 4] players"),
                broken("more cards with 3 players than with 4", r -> {
                    ((ObjectNode) gene(r, "Spores").get("cards")).put("3", 2);
                    ((ObjectNode) gene(r, "Movement I").get("cards")).put("3", 1);
                }, "gene Spores has more cards with 3 players (2) than with 4 (1)"),
                broken("a negative count", r -> ((ObjectNode) gene(r, "Spores").get("cards")).put("3", -1),
                        "gene Spores has an impossible number of cards with 3 players: -1"),
                broken("a free gene", r -> gene(r, "Intelligence").put("price", 0),
                        "gene Intelligence has an impossible price 0"),
                broken("a gene without MP", r -> gene(r, "Holding").remove("mp"),
                        "gene Holding lacks its price, mp, cards or advance"),
                broken("an advanced gene counted once", r -> gene(r, "Armor").put("advance", 1),
                        "gene Armor counts 1 on the advance table; an advanced gene counts 2"),
                broken("a basic gene counted twice", r -> gene(r, "Spores").put("advance", 2),
                        "gene Spores counts 2 on the advance table; a basic gene counts 0 or 1"),
                broken("a defect payment of nothing", r -> gene(r, "Ray Protection").put("defectPayment", 0),
                        "gene Ray Protection has an impossible defect payment 0"),
                broken("a deck of the wrong size", r -> ((ObjectNode) r.at("/genes/deck")).put("3", 21),
                        "the gene cards with 3 players add up to 20, the deck holds 21"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenBoards")
    void aBrokenBoardFileIsRefusedNamingTheProblem(String name, Consumer<ObjectNode> change, String problem)
            throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(standardText());
        change.accept(root);
        String json = JSON.writeValueAsString(root);
        assertThatThrownBy(() -> read(json)).isInstanceOf(SoupBoardException.class).hasMessageContaining(problem);
    }

    @Test
    void aFileThatIsNoJsonIsRefused() {
        assertThatThrownBy(() -> read("{ \"name\": ")).isInstanceOf(SoupBoardException.class)
                .hasMessageContaining("not valid soup board JSON");
    }

    @Test
    void theStandardTreeWrittenBackIsRead() throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(standardText());
        assertThat(read(JSON.writeValueAsString(root)).genes()).hasSize(20);
    }
}
