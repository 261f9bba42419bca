package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.board.Gene;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Positions of Primordial Soup written and read back, and a table of impossible ones, each refused with its reason. */
class SoupPositionJsonTest {
    private static final SoupPositionJson POSITIONS = new SoupPositionJson(SoupFixtures.BOARD);

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void everyStateOfTheSetupIsWrittenAndReadBackEqual(int players) throws Exception {
        for (long seed = 1; seed <= 12; seed++) {
            for (SoupState s : SoupFixtures.setup(players, seed)) {
                SoupState back = POSITIONS.read(POSITIONS.write(s), "");
                assertThat(back).isEqualTo(s).hasSameHashCodeAs(s);
                // As the text of a file, too.
                assertThat(POSITIONS.read(Json.parse(Json.pretty(POSITIONS.write(s), SoupCodec.BLOCK_LISTS)), ""))
                        .isEqualTo(s);
                // It plays on exactly as the original.
                if (s.phase().isSetup()) {
                    SoupDecision d = SoupRules.legal(s).get(0);
                    assertThat(SoupRules.apply(back, d)).isEqualTo(SoupRules.apply(s, d));
                }
            }
        }
    }

    @Test
    void thePositionNamesEverythingAsTheRecordFormatSays() {
        SoupState s = SoupFixtures.afterSetup(4, 5);
        ObjectNode o = POSITIONS.write(s);
        assertThat(o.fieldNames()).toIterable().containsExactly("players", "food", "supply", "pool", "environment",
                "startOrder", "round", "phase", "current", "actor", "turnIndex", "amoeba", "steps", "generator");
        assertThat(o.path("steps").fieldNames()).toIterable().containsExactly("await", "order", "owed", "struggled",
                "persisted", "aggressed", "feedMode", "aggressionRetry", "movement", "attack");
        assertThat(o.path("steps").path("await").asText()).isEqualTo("ACTION");
        assertThat(o.path("players").get(0).fieldNames()).toIterable()
                .containsExactly("colour", "bp", "ladder", "genes", "amoebas", "acted");
        assertThat(o.path("phase").asText()).isEqualTo("MOVEMENT_AND_FEEDING");
        assertThat(o.path("generator").asText()).matches("[0-9a-f]{16}");
        assertThat(o.path("environment").path("faceUp").intValue()).isEqualTo(s.environmentIndex() + 1);
        assertThat(o.path("food").get(18).path("space").intValue()).isEqualTo(19);
        assertThat(o.path("pool").path("Persistence").intValue()).isEqualTo(1);
        assertThat(POSITIONS.write(SoupFixtures.afterSetup(3, 5)).path("pool").has("Frugality")).isFalse();
    }

    // ---------------------------------------------------------------- the table of impossible positions

    /** A position made from a good one by one edit, and the start of what its refusal must say. */
    record Bad(String what, Supplier<ObjectNode> base, Consumer<ObjectNode> edit, String message) {
        @Override
        public String toString() {
            return what;
        }
    }

    /** The fourth decision of a 4-player setup: seats placing their first amoeba. */
    private static ObjectNode setup4() {
        for (SoupState s : SoupFixtures.setup(4, 5)) {
            if (s.phase() == Phase.SETUP_FIRST_AMOEBA && s.amoebasOnBoard(s.ascending()[0]) == 1) {
                return POSITIONS.write(s);
            }
        }
        throw new AssertionError("no placement");
    }

    /** Round 1, phase 1, 4 players: the first amoeba about to move. */
    private static ObjectNode round1() {
        return POSITIONS.write(SoupFixtures.afterSetup(4, 5));
    }

    /** The same table in round 2 (one more card turned), where genes bought in round 1 may be owned. */
    private static ObjectNode round2() {
        ObjectNode o = round1();
        o.put("round", 2);
        ((ArrayNode) o.path("environment").path("deck")).remove(0);
        return o;
    }

    private static ObjectNode round1With3() {
        return POSITIONS.write(SoupFixtures.afterSetup(3, 6));
    }

    private static ObjectNode player(ObjectNode o, int seat) {
        return (ObjectNode) o.path("players").get(seat);
    }

    private static ObjectNode firstAmoeba(ObjectNode o, int seat) {
        return (ObjectNode) player(o, seat).path("amoebas").get(0);
    }

    /** The seat owns the gene from that round; an advanced gene gives up the first gene it names. */
    private static void own(ObjectNode o, int seat, String gene, int since) {
        Gene g = SoupFixtures.BOARD.gene(gene);
        own(o, seat, gene, since, g != null && g.advanced() ? g.givesUpOneOf().get(0) : null);
    }

    private static void own(ObjectNode o, int seat, String gene, int since, String gaveUp) {
        ObjectNode entry = ((ArrayNode) player(o, seat).path("genes")).addObject().put("gene", gene).put("since", since);
        Gene g = SoupFixtures.BOARD.gene(gene);
        if (g != null && g.advanced()) {
            entry.put("gaveUp", gaveUp);
        }
        ObjectNode pool = (ObjectNode) o.path("pool");
        pool.put(gene, pool.path(gene).intValue() - 1);
    }

    private static ObjectNode steps(ObjectNode o) {
        return (ObjectNode) o.path("steps");
    }

    /** A movement of the acting amoeba in phase 1, about to step from where it stands. */
    private static ObjectNode moving(ObjectNode o) {
        int seat = o.path("current").intValue();
        int number = o.path("amoeba").intValue();
        int space = 0;
        for (JsonNode a : player(o, seat).path("amoebas")) {
            if (a.path("number").intValue() == number) {
                space = a.path("space").intValue();
            }
        }
        ObjectNode m = steps(o).putObject("movement").put("seat", seat).put("number", number).put("drift", false)
                .put("escape", false).put("step", 1);
        m.putArray("dice");
        m.put("mayStay", false).put("origin", space).put("from", space).put("to", space).put("tentacleDone", false);
        int players = o.path("players").size();
        ArrayNode carried = m.putArray("carried");
        ArrayNode clingers = m.putArray("clingers");
        ArrayNode asked = m.putArray("asked");
        for (int i = 0; i < players; i++) {
            carried.add(0);
            clingers.addArray();
            asked.addArray();
        }
        steps(o).put("await", "DIRECTION");
        return m;
    }

    /** An amoeba number of the seat on turn that is not on the board. */
    private static int offTheBoard(ObjectNode o) {
        JsonNode amoebas = player(o, o.path("current").intValue()).path("amoebas");
        for (int n = 1; ; n++) {
            boolean on = false;
            for (JsonNode a : amoebas) {
                on |= a.path("number").intValue() == n;
            }
            if (!on) {
                return n;
            }
        }
    }

    private static void cubes(ObjectNode o, int space, int colour, long value) {
        ((ArrayNode) o.path("food").get(space - 1).path("cubes")).set(colour, o.numberNode(value));
    }

    static Stream<Bad> badPositions() {
        Supplier<ObjectNode> setup = SoupPositionJsonTest::setup4;
        Supplier<ObjectNode> round1 = SoupPositionJsonTest::round1;
        Supplier<ObjectNode> round2 = SoupPositionJsonTest::round2;
        Supplier<ObjectNode> three = SoupPositionJsonTest::round1With3;
        return Stream.of(
                // ---- shape: the first problem, with its path
                new Bad("an unknown property", round1, o -> o.put("weather", "warm"), "unknown property \"weather\""),
                new Bad("a missing property", round1, o -> o.remove("round"), "missing property \"round\""),
                new Bad("a missing property of a player", round1, o -> player(o, 2).remove("acted"),
                        "players[2]: missing property \"acted\""),
                new Bad("BP as text", round1, o -> player(o, 1).put("bp", "4"),
                        "players[1].bp: expected BP (a whole number 0 to 104), not \"4\""),
                new Bad("negative BP", round1, o -> player(o, 1).put("bp", -1),
                        "players[1].bp: expected BP (a whole number 0 to 104), not -1"),
                new Bad("two players", round1, o -> {
                    ((ArrayNode) o.path("players")).remove(0);
                    ((ArrayNode) o.path("players")).remove(0);
                },
                        "players: Primordial Soup is for 3 to 4 players, not 2"),
                new Bad("too many cubes on a space", round1, o -> cubes(o, 4, 2, 56),
                        "food[3].cubes[2]: expected a number of cubes (a whole number 0 to 55), not 56"),
                new Bad("a count that would overflow a sum", round1, o -> cubes(o, 4, 2, 4_294_967_296L + 2),
                        "food[3].cubes[2]: expected a number of cubes (a whole number 0 to 55), not 4294967298"),
                new Bad("a space without its food", round1, o -> ((ArrayNode) o.path("food")).remove(18),
                        "food: expected every space of the soup once (19 entries), not 18"),
                new Bad("a space listed twice", round1, o -> ((ObjectNode) o.path("food").get(5)).put("space", 5),
                        "food[5].space: space 5 is listed twice"),
                new Bad("cubes of a colour not in play", three,
                        o -> ((ArrayNode) o.path("food").get(0).path("cubes")).add(0),
                        "food[0].cubes: expected one count per colour in play (3 entries), not 4"),
                new Bad("a supply without a colour", round1, o -> ((ArrayNode) o.path("supply")).remove(3),
                        "supply: expected one count per colour in play (4 entries), not 3"),
                new Bad("amoeba number 8", round1, o -> firstAmoeba(o, 0).put("number", 8),
                        "players[0].amoebas[0].number: expected an amoeba number (a whole number 1 to 7), not 8"),
                new Bad("an amoeba listed twice", round1, o -> firstAmoeba(o, 1).put("number",
                        player(o, 1).path("amoebas").get(1).path("number").intValue()),
                        "players[1].amoebas[1].number: amoeba"),
                new Bad("four damage points", round1, o -> firstAmoeba(o, 0).put("damage", 4),
                        "players[0].amoebas[0].damage: expected damage points (a whole number 0 to 3), not 4"),
                new Bad("an amoeba off the soup", round1, o -> firstAmoeba(o, 0).put("space", 20),
                        "players[0].amoebas[0].space: expected a space (a whole number 1 to 19), not 20"),
                new Bad("an unknown gene", round2, o -> own(o, 0, "Telepathy", 1),
                        "players[0].genes[0].gene: unknown gene \"Telepathy\""),
                new Bad("a gene owned twice", round2, o -> {
                    own(o, 0, "Speed", 1);
                    own(o, 0, "Speed", 1);
                }, "players[0].genes[1].gene: Speed is listed twice"),
                new Bad("a pool without a gene", round1, o -> ((ObjectNode) o.path("pool")).remove("Armor"),
                        "pool: missing property \"Armor\""),
                new Bad("a pool with a gene not in the game", three, o -> ((ObjectNode) o.path("pool")).put("Frugality", 0),
                        "pool.Frugality: Frugality is not in the game with 3 players"),
                new Bad("an unknown phase", round1, o -> o.put("phase", "PHASE_7"), "phase: unknown phase \"PHASE_7\""),
                new Bad("an actor who is no seat", round1, o -> o.put("actor", 4),
                        "actor: expected a seat (a whole number 0 to 3), not 4"),
                new Bad("a generator that is not hexadecimal", round1, o -> o.put("generator", "0123456789abcdeg"),
                        "generator: expected 16 hexadecimal digits, not \"0123456789abcdeg\""),
                new Bad("card 12", round1, o -> ((ObjectNode) o.path("environment")).put("faceUp", 12),
                        "environment.faceUp: expected an environment card (a whole number 1 to 11), not 12"),
                new Bad("eleven cards face down", setup, o -> ((ArrayNode) o.path("environment").path("deck")).add(1),
                        "environment.deck: 11 cards face down; the game has 11 and one is face up"),
                new Bad("an amoeba that acted twice", round1, o -> ((ArrayNode) player(o, 0).path("acted")).add(1).add(1),
                        "players[0].acted: amoeba 1 is listed twice"),
                new Bad("an empty position", round1, ObjectNode::removeAll, "missing property \"players\""),
                // ---- the position as a game: every problem, after "invalid position"
                new Bad("food not conserved", round1, o -> cubes(o, 4, 2, 3),
                        "invalid position: colour 2 has 56 cubes (39 on the board, 17 in the supply); every colour has 55"),
                new Bad("food lost", round1, o -> ((ArrayNode) o.path("supply")).set(1, o.numberNode(0)),
                        "invalid position: colour 1 has 38 cubes (38 on the board, 0 in the supply)"),
                new Bad("food moved during the setup", setup, o -> {
                    cubes(o, 1, 0, 3);
                    cubes(o, 2, 0, 1);
                }, "invalid position: space 1 has 3 cubes of colour 0 during the setup"),
                new Bad("two markers on one space", round1, o -> player(o, 1).put("ladder", player(o, 0).path("ladder").intValue()),
                        "one marker per space"),
                new Bad("a marker in the finish zone before the end", round1, o -> player(o, 0).put("ladder", 42),
                        "in the finish zone, but the game is not over"),
                new Bad("a marker beyond any reach", round1, o -> player(o, 0).put("ladder", 60),
                        "players[0].ladder: expected a ladder space (a whole number 0 to 54), not 60"),
                new Bad("a marker off the start spaces in the setup", setup, o -> player(o, 0).put("ladder", 7),
                        "invalid position: seat 0's marker is on ladder space 7 during the setup"),
                new Bad("more BP than the rounds gave", round1, o -> player(o, 2).put("bp", 5),
                        "invalid position: seat 2 has 5 BP, but after 0 cell divisions a player has at most 4"),
                new Bad("BP spent during the setup", setup, o -> player(o, 2).put("bp", 3),
                        "invalid position: seat 2 has 3 BP during the setup, not the 4 every player starts with"),
                new Bad("a gene not counted in the pool", round2, o -> ((ArrayNode) player(o, 0).path("genes"))
                        .addObject().put("gene", "Speed").put("since", 1),
                        "invalid position: Speed: 1 owned and 2 in the pool, but the game with 4 players has 2"),
                new Bad("more owners than cards", round2, o -> {
                    own(o, 0, "Defense", 1);
                    own(o, 1, "Defense", 1);
                    ((ObjectNode) o.path("pool")).put("Defense", 0);
                }, "invalid position: Defense: 2 owned and 0 in the pool, but the game with 4 players has 1"),
                new Bad("a gene not in the game owned", three, o -> ((ArrayNode) player(o, 0).path("genes"))
                        .addObject().put("gene", "Parasitism").put("since", 1),
                        "Parasitism is owned, but it is not in the game with 3 players"),
                new Bad("an advanced gene beside the gene it gave up", round2, o -> {
                    o.put("round", 3);
                    ((ArrayNode) o.path("environment").path("deck")).remove(0);
                    own(o, 1, "Speed", 1);
                    own(o, 1, "Persistence", 2);
                }, "invalid position: seat 1 owns Speed, which it gave up for Persistence and cannot buy again while it "
                        + "owns Persistence; seat 1 owns Persistence and Speed, but buying Persistence gave up Speed"),
                new Bad("Armor beside both Defense and Escape", round2, o -> {
                    o.put("round", 3);
                    ((ArrayNode) o.path("environment").path("deck")).remove(0);
                    own(o, 1, "Defense", 1);
                    own(o, 1, "Escape", 1);
                    own(o, 1, "Armor", 2);
                }, "seat 1 owns Armor and Defense and Escape, but buying Armor gave up Defense or Escape"),
                new Bad("an advanced gene in the first round it could be bought", round2, o -> own(o, 3, "Armor", 1),
                        "seat 3 bought Armor in round 1, but an advanced gene needs its lower gene held since an earlier round"),
                new Bad("a gene bought before this round's phase 3", round2, o -> own(o, 0, "Speed", 2),
                        "seat 0 bought Speed in round 2, but in round 2 phase 1 (MOVEMENT_AND_FEEDING) the last purchase was in round 1"),
                new Bad("a gene during the setup", setup, o -> own(o, 0, "Speed", 1),
                        "invalid position: seat 0 owns Speed during the setup"),
                new Bad("three damage points without Life Expectancy", round1, o -> firstAmoeba(o, 0).put("damage", 3),
                        "damage points, but in phase 1 (MOVEMENT_AND_FEEDING) an amoeba of seat 0 has at most 2"),
                new Bad("an acting amoeba off the board", round1, o -> o.put("amoeba", offTheBoard(o)),
                        "is acting in phase 1, but it is not on the board"),
                new Bad("a card twice in the deck", round1, o -> {
                    ArrayNode deck = (ArrayNode) o.path("environment").path("deck");
                    deck.set(0, deck.get(1));
                }, "is twice in the deck"),
                new Bad("the face-up card in the deck", round1, o -> {
                    ArrayNode deck = (ArrayNode) o.path("environment").path("deck");
                    deck.set(2, o.path("environment").path("faceUp"));
                }, "is both face up and in the deck"),
                new Bad("a card too few turned", round1, o -> o.put("round", 2),
                        "invalid position: 10 environment cards are face down in round 2 phase 1 (MOVEMENT_AND_FEEDING); there should be 9"),
                new Bad("a start order without a seat", round1, o -> ((ArrayNode) o.path("startOrder")).set(0,
                        o.path("startOrder").get(1)), "must hold every seat once"),
                new Bad("a round phase in round 0", round1, o -> o.put("round", 0),
                        "phase 1 (MOVEMENT_AND_FEEDING) belongs to a round 1 to 10, not to round 0"),
                new Bad("the setup in round 1", setup, o -> o.put("round", 1),
                        "the setup (SETUP_FIRST_AMOEBA) comes before round 1, not in round 1"),
                new Bad("waiting in the scoring", round2, o -> o.put("phase", "SCORING"),
                        "the game never waits in phase 6 (SCORING)"),
                new Bad("gene defects in round 1", round1, o -> {
                    o.put("phase", "ENVIRONMENT_AND_GENE_DEFECTS");
                    ((ArrayNode) o.path("environment").path("deck")).remove(0);
                }, "gene defects are paid from round 2 on"),
                new Bad("an end with nothing ended", round1, o -> o.put("phase", "GAME_OVER"),
                        "the game is over, but no marker has reached the finish zone (42) and 10 environment cards"),
                new Bad("another seat deciding in the setup", setup, o -> o.put("actor", (o.path("current").intValue() + 1) % 4),
                        "is to decide in SETUP_FIRST_AMOEBA, where only the seat on turn"),
                new Bad("the wrong seat on turn", round1, o -> o.put("current", (o.path("current").intValue() + 1) % 4),
                        "is on turn in phase 1 (MOVEMENT_AND_FEEDING), but place 0 of its ascending order"),
                new Bad("an amoeba too many in the setup", setup, o -> ((ArrayNode) player(o, o.path("current").intValue())
                        .path("amoebas")).addObject().put("number", 6).put("space", 19).put("damage", 1),
                        "amoebas on the board in SETUP_FIRST_AMOEBA"),
                new Bad("two colours alike", round1, o -> player(o, 3).put("colour", 0),
                        "invalid position: seats 0 and 3 both play colour 0"),
                // ---- the steps of the phase in progress
                new Bad("an unknown step", round1, o -> steps(o).put("await", "JUMP"),
                        "steps.await: unknown step \"JUMP\""),
                new Bad("a step of another phase", round1, o -> steps(o).put("await", "PURCHASE"),
                        "invalid position: the game waits for PURCHASE in MOVEMENT_AND_FEEDING"),
                new Bad("an order the markers do not give", round1, o -> {
                    ArrayNode order = (ArrayNode) steps(o).path("order");
                    JsonNode first = order.remove(0);
                    order.add(first);
                }, "invalid position: the order of MOVEMENT_AND_FEEDING is"),
                new Bad("a defect owed in phase 1", round1, o -> ((ArrayNode) steps(o).path("owed")).set(0,
                        o.numberNode(3)), "invalid position: seat 0 owes a gene defect of 3 outside phase 2"),
                new Bad("a second attempt without a first", round1, o -> ((ArrayNode) steps(o).path("persisted").get(1))
                        .add(1), "seat 1 has used Persistence's second attempt for an amoeba that never attacked"),
                new Bad("Aggression in phase 1", round1, o -> ((ArrayNode) steps(o).path("aggressed")).set(2,
                        o.booleanNode(true)), "invalid position: seat 2 has used Aggression before phase 5"),
                new Bad("a feeding mode while acting", round1, o -> steps(o).put("feedMode", 1),
                        "invalid position: a feeding mode (1) while the game waits for ACTION"),
                new Bad("a movement step without a movement", round1, o -> steps(o).put("await", "MOVE_AGAIN"),
                        "the game waits for MOVE_AGAIN, a step of a movement, but nothing moves"),
                new Bad("a movement while the amoeba is still to choose", round1, o -> {
                    moving(o);
                    steps(o).put("await", "ACTION");
                }, "is moving while the game waits for ACTION"),
                new Bad("three dice", round1, o -> moving(o).putArray("dice").add(1).add(2).add(3),
                        "steps.movement.dice: expected the two dice of Movement I, or none, not 3"),
                new Bad("dice while choosing a direction", round1, o -> moving(o).putArray("dice").add(1).add(6),
                        "Movement I's dice wait to be chosen while the game waits for DIRECTION"),
                new Bad("an answer without an attack", round1, o -> steps(o).put("await", "ANSWER"),
                        "the game waits for an answer to an attack, but there is none"),
                new Bad("cubes carried but not conserved", round1, o -> {
                    ObjectNode m = moving(o).put("tentacleDone", true);
                    ((ArrayNode) m.path("carried")).set(1, o.numberNode(2));
                }, "colour 1 has 57 cubes (38 on the board, 17 in the supply, 2 carried)"),
                new Bad("an advanced gene that gave up nothing", round2, o -> {
                    o.put("round", 3);
                    ((ArrayNode) o.path("environment").path("deck")).remove(0);
                    own(o, 1, "Armor", 2, null);
                }, "seat 1 owns Armor, bought by giving up nothing, but it costs Defense or Escape"),
                new Bad("an advanced gene for the wrong gene", round2, o -> {
                    o.put("round", 3);
                    ((ArrayNode) o.path("environment").path("deck")).remove(0);
                    own(o, 1, "Armor", 2, "Speed");
                }, "seat 1 owns Armor, bought by giving up Speed, but it costs Defense or Escape"),
                new Bad("a basic gene that gave something up", round2, o -> {
                    own(o, 1, "Speed", 1);
                    ((ObjectNode) player(o, 1).path("genes").get(0)).put("gaveUp", "Defense");
                }, "players[1].genes[0]: unknown property \"gaveUp\""),
                new Bad("many problems", round1, o -> {
                    for (int space = 1; space <= 8; space++) {
                        cubes(o, space, 0, 0);
                        cubes(o, space, 1, 0);
                    }
                    o.put("round", 3);
                    player(o, 0).put("bp", 30);
                    player(o, 1).put("bp", 30);
                    player(o, 2).put("bp", 30);
                    player(o, 3).put("bp", 30);
                }, "every colour has 55; and 1 more"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badPositions")
    void anImpossiblePositionIsRefusedSayingWhy(Bad bad) {
        ObjectNode good = bad.base().get();
        assertThat(readable(good)).as("the position before the edit").isTrue();
        ObjectNode o = good.deepCopy();
        bad.edit().accept(o);
        assertThatThrownBy(() -> POSITIONS.read(o, "")).isInstanceOf(RecordException.class)
                .hasMessageContaining(bad.message());
    }

    private static boolean readable(JsonNode o) {
        try {
            POSITIONS.read(o, "");
            return true;
        } catch (RecordException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void editsThatKeepAGameLikePositionAreAccepted() throws Exception {
        // Genes bought in round 1 and an advanced gene in round 2, seen in round 3's phase 3.
        ObjectNode o = round2();
        o.put("round", 3).put("phase", "NEW_GENES");
        ((ArrayNode) o.path("environment").path("deck")).remove(0);
        ((ArrayNode) o.path("environment").path("deck")).remove(0);
        int[] descending = SoupFixtures.afterSetup(4, 5).descending();
        o.put("current", descending[0]).put("actor", descending[0]).put("turnIndex", 0).put("amoeba", 0);
        steps(o).put("await", "PURCHASE");
        ArrayNode order = steps(o).putArray("order");
        for (int seat : descending) {
            order.add(seat);
        }
        own(o, 1, "Escape", 1);
        own(o, 1, "Armor", 2);
        own(o, 2, "Movement I", 1);
        own(o, 2, "Life Expectancy", 3);
        firstAmoeba(o, 2).put("damage", 3);
        player(o, 2).put("bp", 24);
        SoupState s = POSITIONS.read(o, "startPosition");
        assertThat(s.owns(1, SoupFixtures.BOARD.gene("Armor").index())).isTrue();
        assertThat(s.inPool(SoupFixtures.BOARD.gene("Escape").index())).isEqualTo(1);
        assertThat(POSITIONS.write(s)).isEqualTo(o);
    }

    @Test
    void cubesCarriedWithTentacleCountTowardTheirColour() throws Exception {
        ObjectNode o = round1();
        ObjectNode m = moving(o).put("tentacleDone", true);
        ((ArrayNode) m.path("carried")).set(1, o.numberNode(2));
        int from = m.path("from").intValue();
        cubes(o, from, 1, 0);
        SoupState s = POSITIONS.read(o, "");
        assertThat(s.carried().get(1)).isEqualTo(2);
        assertThat(s.foodOnBoard(1) + s.supply(1) + 2).isEqualTo(55);
        assertThat(POSITIONS.write(s).toString()).isEqualTo(o.toString());
    }

    @Test
    void theReaderNamesWhereThePositionLies() {
        ObjectNode o = round1();
        player(o, 1).put("bp", -3);
        assertThatThrownBy(() -> POSITIONS.read(o, "startPosition"))
                .hasMessage("startPosition.players[1].bp: expected BP (a whole number 0 to 104), not -3");
        ObjectNode p = round1();
        p.put("round", 2);
        assertThatThrownBy(() -> POSITIONS.read(p, "startPosition"))
                .hasMessageStartingWith("startPosition: invalid position: ");
        assertThatThrownBy(() -> POSITIONS.read(Json.MAPPER.createArrayNode(), "startPosition"))
                .hasMessage("startPosition: a position must be a JSON object, not []");
    }
}
