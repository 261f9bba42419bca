package org.ichto.urland.record;

import org.ichto.shell.record.Json;

import org.ichto.shell.game.RecordException;

import org.ichto.shell.record.RecordIO;

import org.ichto.urland.Urlands;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Positions;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Whatever a position or record holds, reading it ends in a result or in a RecordException, never in a crash. */
class ChangedInputTest {
    private static final String[] TEXTS = {"1", "7", "12", "13", "O1", "O5", "O6", "panic", "LEGS", "EARS",
            "MUSCLES", "ACTIONS", "BUY", "PANIC_EARS", "EARS_FLIGHT", "GAME_OVER", "", "ffffffffffffffff"};

    @Test
    void changedPositionsAreReadOrRefusedButNeverCrash() {
        SeededRandom rng = new SeededRandom(42);
        List<ObjectNode> bases = new ArrayList<>();
        for (int players = 3; players <= 5; players++) {
            GameState s = UrlandGame.newGame(players, players);
            SeededRandom play = new SeededRandom(players);
            while (!s.isOver()) {
                if (rng.nextInt(8) == 0) {
                    bases.add(PositionJson.toTree(Positions.of(s)));
                }
                s = Rules.apply(s, Rules.randomDecision(s, play));
            }
            bases.add(PositionJson.toTree(Positions.of(s)));
        }
        int refused = 0;
        int tries = 3000;
        for (int i = 0; i < tries; i++) {
            ObjectNode tree = bases.get(rng.nextInt(bases.size())).deepCopy();
            for (int k = 1 + rng.nextInt(2); k > 0; k--) {
                mutate(tree, rng);
            }
            try {
                PositionJson.toState(BoardLoader.standard(), PositionJson.fromTree(tree, ""), "");
            } catch (RecordException e) {
                assertThat(e.getMessage()).isNotBlank().doesNotContain("\n");
                refused++;
            }
        }
        assertThat(refused).isGreaterThan(tries / 2);
    }

    @Test
    void changedDecisionsAreReplayedOrRefusedButNeverCrash() {
        SeededRandom rng = new SeededRandom(7);
        List<ObjectNode> bases = List.of(Urlands.io().toTree(Games.finished(3, 2)), Urlands.io().toTree(Games.finished(4, 2)),
                Urlands.io().toTree(Games.finished(5, 2)));
        int refused = 0;
        int tries = 1000;
        for (int i = 0; i < tries; i++) {
            ObjectNode tree = bases.get(rng.nextInt(bases.size())).deepCopy();
            mutate(tree.withArray("decisions"), rng);
            try {
                Urlands.read(tree.toString());
            } catch (RecordException e) {
                assertThat(e.getMessage()).isNotBlank().doesNotContain("\n");
                refused++;
            }
        }
        assertThat(refused).isGreaterThan(tries / 2);
    }

    /** Replaces one value somewhere in the tree by a number, a name, null, or removes a list element. */
    private static void mutate(JsonNode node, SeededRandom rng) {
        List<JsonNode> containers = new ArrayList<>();
        collect(node, containers);
        JsonNode c = containers.get(rng.nextInt(containers.size()));
        if (c.isEmpty()) {
            return;
        }
        if (c.isObject()) {
            ObjectNode o = (ObjectNode) c;
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            String f = names.get(rng.nextInt(names.size()));
            if (!o.get(f).isContainerNode() || rng.nextInt(10) == 0) {
                o.set(f, value(o, rng));
            }
        } else {
            ArrayNode a = (ArrayNode) c;
            int i = rng.nextInt(a.size());
            switch (rng.nextInt(3)) {
                case 0 -> a.remove(i);
                case 1 -> a.add(a.get(i).deepCopy());
                default -> a.set(i, value(a, rng));
            }
        }
    }

    private static JsonNode value(JsonNode factory, SeededRandom rng) {
        ObjectNode any = Json.MAPPER.createObjectNode();
        return switch (rng.nextInt(4)) {
            case 0 -> any.numberNode(rng.nextInt(45) - 3);
            case 1 -> any.textNode(TEXTS[rng.nextInt(TEXTS.length)]);
            case 2 -> any.nullNode();
            default -> any.booleanNode(rng.nextInt(2) == 0);
        };
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode()) {
            out.add(node);
            node.forEach(child -> collect(child, out));
        }
    }
}
