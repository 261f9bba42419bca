package org.ichto.urland.record;

import org.ichto.shell.record.Json;

import org.ichto.shell.game.RecordException;

import org.ichto.shell.record.RecordIO;

import org.ichto.shell.record.SeatDecision;

import org.ichto.shell.record.GameRecord;

import org.ichto.urland.Urlands;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Positions;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecordIOTest {
    /** A 4-player record from a mid-game position (waiting for ACTIONS), with 20 decisions after it. */
    private static final GameRecord<GameState, Decision> MID4 = Games.fromMidGame(4, 11, 30, 20);
    /** A 3-player record from the setup position of seed 5. */
    private static final GameRecord<GameState, Decision> START3 =
            Urlands.fromPosition(Games.seats(3), (UrlandGame.newGame(3, 5)));
    /** A whole 3-player game from a seed. */
    private static final GameRecord<GameState, Decision> DONE3 = Games.finished(3, 21);

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void aWholeGameSurvivesWritingAndReading(int players) throws Exception {
        for (long seed = 1; seed <= 3; seed++) {
            GameRecord<GameState, Decision> record = Games.finished(players, seed * 17 + players);
            String json = Urlands.write(record);
            GameRecord<GameState, Decision> back = Urlands.read(json);
            assertThat(back).isEqualTo(record);
            assertThat(Urlands.write(back)).isEqualTo(json);
            GameState end = Urlands.finalState(back);
            assertThat(end.isOver()).isTrue();
            assertThat(end).isEqualTo(playDirectly(record));
        }
    }

    @Test
    void aRecordFromAPositionReplaysFromThatPosition() throws Exception {
        GameRecord<GameState, Decision> back = Urlands.read(Urlands.write(MID4));
        assertThat(back).isEqualTo(MID4);
        assertThat(back.seed()).isNull();
        List<GameState> states = Urlands.states(back);
        assertThat(states).hasSize(MID4.decisions().size() + 1);
        assertThat(states.get(0)).isEqualTo(MID4.start());
        assertThat(states.get(0).phase()).isEqualTo(Phase.ACTIONS);
        for (int i = 0; i < MID4.decisions().size(); i++) {
            assertThat(states.get(i + 1)).isEqualTo(Rules.apply(states.get(i), MID4.decisions().get(i).decision()));
        }
        assertThat(Urlands.finalState(back)).isEqualTo(states.get(states.size() - 1));
    }

    @Test
    void practiceIsKeptAndDefaultsToFalse() throws Exception {
        assertThat(Urlands.read(Urlands.write(DONE3.withPractice(true))).practice()).isTrue();
        ObjectNode tree = Urlands.io().toTree(DONE3);
        tree.remove("practice");
        assertThat(Urlands.read(tree.toString()).practice()).isFalse();
    }

    @Test
    void readsFilesAndStreams(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.json");
        Urlands.write(DONE3, file);
        assertThat(Urlands.read(file)).isEqualTo(DONE3);
        byte[] bytes = Files.readAllBytes(file);
        assertThat(Urlands.read(new ByteArrayInputStream(bytes))).isEqualTo(DONE3);
        assertThatThrownBy(() -> Urlands.read(dir.resolve("missing.json")))
                .isInstanceOf(RecordException.class).hasMessageContaining("no such file");
    }

    @Test
    void aPositionSurvivesWritingAndReadingAsJson() throws Exception {
        GameState s = Urlands.states(MID4).get(7);
        String json = PositionJson.write(s);
        assertThat(PositionJson.readState(BoardLoader.standard(), json)).isEqualTo(s);
        assertThat(json).contains("\"generator\": \"" + Positions.generatorText(s.generatorState()) + "\"");
        JsonNode deck = Json.MAPPER.readTree(json).path("chips").path("deck");
        deck.forEach(chip -> assertThat(chip.isInt() || chip.asText().equals("panic")).isTrue());
    }

    @Test
    void theGeneratorKeepsAll64Bits() throws Exception {
        String json = PositionJson.write(UrlandGame.newGame(4, 1));
        String edited = json.replaceFirst("\"generator\": \"[0-9a-f]{16}\"", "\"generator\": \"fffffffffffffffe\"");
        assertThat(edited).isNotEqualTo(json);
        GameState s = PositionJson.readState(BoardLoader.standard(), edited);
        assertThat(s.generatorState()).isEqualTo(-2L);
        assertThat(PositionJson.write(s)).isEqualTo(edited);
    }

    private static GameState playDirectly(GameRecord<GameState, Decision> r) {
        GameState s = UrlandGame.newGame(r.players(), r.seed());
        for (SeatDecision<Decision> d : r.decisions()) {
            assertThat(d.seat()).isEqualTo(s.actor());
            s = Rules.apply(s, d.decision());
        }
        return s;
    }

    // ------------------------------------------------------------------ refused inputs

    static Stream<Arguments> badInputs() {
        return Stream.of(
                text("malformed JSON", MID4, t -> t.replaceFirst("\"game\":", "\"game\" "), "line 3"),
                text("malformed JSON says why", MID4, t -> t.replaceFirst("\"game\":", "\"game\" "),
                        "expected a colon after the field name"),
                text("truncated file", MID4, t -> t.substring(0, t.length() / 2), "unexpected end of the text (it is cut short)"),
                text("empty file", MID4, t -> "  ", "the file is empty"),
                text("not an object", MID4, t -> "[1, 2]", "a record must be a JSON object"),
                text("trailing content", MID4, t -> t + "{}", "line"),
                text("duplicated field", DONE3, t -> t.replaceFirst("\"game\": \"urland\",",
                        "\"game\": \"urland\", \"game\": \"urland\","), "the field \"game\" is given twice"),
                tree("unknown version", MID4, r -> r.put("formatVersion", 7), "unknown format version 7"),
                tree("missing version", MID4, r -> r.remove("formatVersion"), "formatVersion is missing"),
                tree("wrong game", MID4, r -> r.put("game", "ursuppe"), "not a record of urland"),
                tree("unknown field", MID4, r -> r.put("winner", 2), "unknown property \"winner\""),
                tree("too few seats", DONE3, r -> seats(r).remove(2), "3 to 5 seats, not 2"),
                tree("seats and players differ", MID4, r -> seats(r).remove(3),
                        "3 seats but its start position 4 players"),
                tree("duplicate colours", MID4, r -> seat(r, 1).put("colour", "red"), "two seats have the colour red"),
                tree("unknown colour", MID4, r -> seat(r, 1).put("colour", "pink"), "unknown colour \"pink\""),
                tree("computer without profile", MID4, r -> seat(r, 0).putNull("profile"), "needs a profile"),
                tree("seed and position", MID4, r -> r.put("seed", 3), "not both"),
                tree("neither seed nor position", MID4, r -> r.remove("startPosition"), "it has neither"),
                tree("seed not a number", DONE3, r -> r.put("seed", "x"), "seed must be a whole number"),
                tree("29 Ichtos", MID4, r -> inc(ichtos(pos(r), "oceans", 0), 0, 1),
                        "seat 0 has 29 Ichtos"),
                tree("27 Ichtos", MID4, r -> inc(player(r, 2), "reserve", -1), "seat 2 has 27 Ichtos"),
                tree("negative count", MID4, r -> ichtos(pos(r), "oceans", 1).set(1, -1),
                        "Ichtos of seat 1 must be 0 to 28, not -1"),
                tree("two markers on one space", MID4,
                        r -> player(r, 1).put("track", player(r, 0).get("track").intValue()), "share space"),
                tree("impossible region", MID4, RecordIOTest::joinTwoSingleAreas, "the erupted volcanoes"),
                tree("region number not its own", MID4, r -> region(pos(r), 0).put("region", "12"),
                        "does not hold area 12"),
                tree("region named after a removed chip", MID4, RecordIOTest::nameMergedRegionAfterRemovedChip,
                        "must carry the number of its live chip"),
                tree("area in no region", MID4, r -> regions(pos(r)).remove(0), "lie in no region"),
                tree("unknown ocean", MID4, r -> ((ObjectNode) pos(r).withArray("oceans").get(4)).put("ocean", "O6"),
                        "no ocean \"O6\""),
                tree("unknown gene", MID4, r -> player(r, 0).withArray("genes").add("GILLS"), "unknown gene \"GILLS\""),
                tree("gene owned and on display", MID4, r -> player(r, 0).withArray("genes").add(displayed(r)),
                        "and on display"),
                tree("gene with two owners", MID4, RecordIOTest::twoOwners, "owned by seat 0 and owned by seat 1"),
                tree("missing gene", MID4, r -> pos(r).with("genes").withArray("pile").remove(0),
                        "is nowhere"),
                tree("Muscles with 3 players", START3, r -> player(r, 0).withArray("genes").add("MUSCLES"),
                        "MUSCLES is not part of a 3-player game"),
                tree("duplicated chip", MID4, r -> chips(r).withArray("scored").add(chips(r).get("dummy").get(0)),
                        "lies in two places"),
                tree("chip nowhere", MID4, r -> chips(r).withArray("dummy").remove(0), "lies nowhere"),
                tree("unknown chip", MID4, r -> chips(r).withArray("deck").add("joker"), "no chip \"joker\""),
                tree("removed chip that never erupted", MID4, r -> chips(r).withArray("removed")
                        .add(chips(r).withArray("dummy").remove(0)), "volcanoes have erupted"),
                tree("chips wrong for the phase", MID4, r -> pos(r).put("phase", "CHOOSE_CHIP"),
                        "the chips must lie 3 in hand"),
                tree("unknown phase", MID4, r -> pos(r).put("phase", "DANCE"), "unknown phase \"DANCE\""),
                tree("environment player acting", MID4, r -> pos(r).put("actor",
                        pos(r).get("environmentPlayer").intValue()), "cannot take actions"),
                tree("no actor while the game goes on", MID4, r -> pos(r).put("phase", "PANIC_EARS").putNull("actor"),
                        "phase PANIC_EARS needs an actor"),
                tree("an actor after the end", MID4, r -> pos(r).put("phase", "GAME_OVER"),
                        "nobody acts once the game is over"),
                tree("actor not a seat", MID4, r -> pos(r).put("actor", 4), "actor must be a seat 0..3"),
                tree("too many actions left", MID4, r -> pos(r).put("actionsLeft", 9), "cannot have 9 actions left"),
                tree("bid above reserve", MID4, r -> ((ArrayNode) pos(r).with("mutation").get("bids")).set(0, 99),
                        "exceeds its reserve"),
                tree("mutation space never reached", MID4,
                        r -> pos(r).with("mutation").withArray("triggeredSpaces").removeAll().add(21),
                        "21 is marked reached"),
                tree("no mutation space", MID4,
                        r -> pos(r).with("mutation").withArray("triggeredSpaces").add(13), "13 is no mutation space"),
                tree("bad generator", MID4, r -> pos(r).put("generator", "12345"), "16 hexadecimal digits"),
                tree("missing position field", MID4, r -> pos(r).remove("epoch"),
                        "startPosition: missing property \"epoch\""),
                tree("unknown position field", MID4, r -> pos(r).put("weather", "rain"),
                        "unknown property \"weather\""),
                tree("mistyped position field", MID4, r -> player(r, 1).put("track", "five"),
                        "startPosition.players[1].track: expected a whole number"),
                tree("null where a number is due", MID4, r -> pos(r).putNull("turn"),
                        "startPosition.turn: must not be null"),
                tree("list where an object is due", MID4, r -> pos(r).putArray("panic"),
                        "startPosition.panic: expected an object"),
                tree("place of the wrong kind in a decision", MID4, r -> decision(r, 1).put("type", "breed")
                        .put("ocean", "3").remove(List.of("from", "to", "count", "region")),
                        "decision 1: \"ocean\" must name an ocean O1..O5, not \"3\""),
                tree("position not an object", MID4, r -> r.put("startPosition", 4),
                        "startPosition: a position must be a JSON object"),
                tree("unknown decision type", MID4, r -> decision(r, 3).put("type", "jump"),
                        "decision 3: unknown decision type \"jump\""),
                tree("decision of the wrong seat", MID4, RecordIOTest::wrongSeat, "decision 0 (seat"),
                tree("illegal decision in list", MID4, r -> decisions(r).set(0, Urlands.io().toJson(
                        new SeatDecision<>(decision(r, 0).get("seat").intValue(), new Decision.Bid(1)))),
                        "decision 0 (seat " + MID4.decisions().get(0).seat() + ", bid 1): not now: the game waits for"
                                + " ACTIONS from seat " + MID4.decisions().get(0).seat()),
                tree("decision after the end", DONE3, r -> decisions(r).add(decision(r, 0).deepCopy()),
                        "decision " + DONE3.decisions().size() + " (" + DONE3.decisions().get(0)
                                + "): the game is already over"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void refusesBadInputNamingTheProblem(String name, String json, String problem) {
        assertThatThrownBy(() -> Urlands.read(json))
                .isInstanceOf(RecordException.class)
                .hasMessageContaining(problem)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void anIllegalMoveIsReportedWithTheRulesReason() throws Exception {
        GameRecord<GameState, Decision> r = Games.finished(4, 3);
        GameState before = Urlands.states(r).get(0);
        int seat = before.actor();
        int chip = 0;
        for (int c = 1; c <= 12; c++) {
            if (before.chipLocation(c) == GameState.ChipLocation.REMOVED) {
                chip = c;
            }
        }
        GameRecord<GameState, Decision> bad = r.withDecisions(List.of(new SeatDecision<>(seat, new Decision.ChooseChip(chip))));
        assertThatThrownBy(() -> Urlands.finalState(bad))
                .hasMessage("decision 0 (seat " + seat + ", choose chip " + chip + "): chip " + chip
                        + " is not in the environment player's hand");
    }

    private static Arguments text(String name, GameRecord<GameState, Decision> base, UnaryOperator<String> edit, String problem) {
        return Arguments.of(name, edit.apply(Urlands.write(base)), problem);
    }

    private static Arguments tree(String name, GameRecord<GameState, Decision> base, Consumer<ObjectNode> edit, String problem) {
        ObjectNode root = Urlands.io().toTree(base);
        edit.accept(root);
        return Arguments.of(name, Json.pretty(root), problem);
    }

    private static ArrayNode seats(ObjectNode r) {
        return r.withArray("seats");
    }

    private static ObjectNode seat(ObjectNode r, int i) {
        return (ObjectNode) seats(r).get(i);
    }

    private static ObjectNode pos(ObjectNode r) {
        return (ObjectNode) r.get("startPosition");
    }

    private static ObjectNode player(ObjectNode r, int seat) {
        return (ObjectNode) pos(r).withArray("players").get(seat);
    }

    private static ObjectNode chips(ObjectNode r) {
        return pos(r).with("chips");
    }

    private static ArrayNode regions(ObjectNode p) {
        return p.withArray("regions");
    }

    private static ObjectNode region(ObjectNode p, int i) {
        return (ObjectNode) regions(p).get(i);
    }

    private static ArrayNode ichtos(ObjectNode p, String list, int i) {
        return (ArrayNode) p.withArray(list).get(i).get("ichtos");
    }

    private static void inc(ArrayNode a, int i, int by) {
        a.set(i, a.get(i).intValue() + by);
    }

    private static void inc(ObjectNode o, String field, int by) {
        o.put(field, o.get(field).intValue() + by);
    }

    private static ArrayNode decisions(ObjectNode r) {
        return r.withArray("decisions");
    }

    private static ObjectNode decision(ObjectNode r, int i) {
        return (ObjectNode) decisions(r).get(i);
    }

    private static String displayed(ObjectNode r) {
        return pos(r).with("genes").get("display").get(0).asText();
    }

    private static void twoOwners(ObjectNode r) {
        String gene = displayed(r);
        ((ArrayNode) pos(r).with("genes").get("display")).remove(0);
        player(r, 0).withArray("genes").add(gene);
        player(r, 1).withArray("genes").add(gene);
    }

    private static void wrongSeat(ObjectNode r) {
        ObjectNode d = decision(r, 0);
        d.put("seat", (d.get("seat").intValue() + 1) % 4);
    }

    /** Two single-area regions of different continents made one (their Ichtos added, so every count still fits). */
    private static void joinTwoSingleAreas(ObjectNode r) {
        ArrayNode regions = regions(pos(r));
        int a = -1;
        int b = -1;
        for (int i = 0; i < regions.size(); i++) {
            String number = regions.get(i).get("region").asText();
            if (regions.get(i).get("areas").size() == 1 && (number.equals("1") || number.equals("2"))) {
                a = a < 0 ? i : a;
            }
            if (regions.get(i).get("areas").size() == 1 && (number.equals("9") || number.equals("10"))) {
                b = b < 0 ? i : b;
            }
        }
        assertThat(a).as("a single-area region on continent A").isNotNegative();
        assertThat(b).as("a single-area region on continent C").isNotNegative();
        ObjectNode ra = (ObjectNode) regions.get(a);
        JsonNode rb = regions.get(b);
        ra.withArray("areas").add(rb.get("areas").get(0));
        for (int seat = 0; seat < 4; seat++) {
            inc((ArrayNode) ra.get("ichtos"), seat, rb.get("ichtos").get(seat).intValue());
        }
        regions.remove(b);
    }

    /** The region the first volcano made carries the number of the area whose chip left the game. */
    private static void nameMergedRegionAfterRemovedChip(ObjectNode r) {
        String removed = chips(r).get("removed").get(0).asText();
        for (JsonNode region : regions(pos(r))) {
            for (JsonNode area : region.get("areas")) {
                if (area.asText().equals(removed)) {
                    ((ObjectNode) region).put("region", removed);
                }
            }
        }
    }

    @Test
    void aThreePlayerPositionLeavesMusclesAndStinkglandsOut() {
        assertThat(Gene.MUSCLES.inGameWith(3)).isFalse();
        assertThat(Urlands.write(START3)).doesNotContain("MUSCLES").doesNotContain("STINKGLANDS");
    }
}
