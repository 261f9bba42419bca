package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.PhaseSteps;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStateBuilder;
import org.ichto.soup.rules.SoupStates;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A whole state of Primordial Soup as a position (docs/record-format.md, "Primordial Soup"): every
 * field, hidden parts included, so that reading a written position gives an equal state. Reading is
 * strict: a missing, unknown or mistyped field or a number out of its range is refused with its path
 * at once; then {@link SoupPositionCheck} judges the whole as a game and names every problem.
 *
 * <p>Adding a field of the state: write it in {@link #write}, read it in {@link #read} at the same
 * place of the order (the reader refuses any field it did not ask for, so the two stay in step), set it
 * through {@link SoupStateBuilder}, and add what it must satisfy to {@link SoupPositionCheck}. A field of
 * the phase in progress (the movement or attack under way in phases 1 and 5 among them) goes into
 * {@link PhaseSteps} and its JSON, {@link SoupStepsJson}.
 */
public final class SoupPositionJson {
    private final SoupBoard board;
    private final SoupStepsJson steps;

    public SoupPositionJson(SoupBoard board) {
        this.board = board;
        this.steps = new SoupStepsJson(board);
    }

    // ---------------------------------------------------------------- writing

    public ObjectNode write(SoupState s) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        ArrayNode players = o.putArray("players");
        for (int seat = 0; seat < s.players(); seat++) {
            ObjectNode p = players.addObject();
            p.put("colour", s.colour(seat)).put("bp", s.bp(seat)).put("ladder", s.score(seat));
            ArrayNode genes = p.putArray("genes");
            for (int g : s.genesOf(seat)) {
                ObjectNode gene = genes.addObject().put("gene", board.gene(g).name())
                        .put("since", s.ownedSince(seat, g));
                if (board.gene(g).advanced()) {
                    int gaveUp = PhaseSteps.gaveUp(s, seat, g);
                    gene.put("gaveUp", gaveUp < 0 ? null : board.gene(gaveUp).name());
                }
            }
            ArrayNode amoebas = p.putArray("amoebas");
            ArrayNode acted = p.putArray("acted");
            int actedMask = SoupStates.actedMask(s, seat);
            for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                if (s.onBoard(seat, n)) {
                    amoebas.addObject().put("number", n).put("space", s.amoebaSpace(seat, n) + 1)
                            .put("damage", s.damage(seat, n));
                }
                if ((actedMask & (1 << (n - 1))) != 0) {
                    acted.add(n);
                }
            }
        }
        ArrayNode food = o.putArray("food");
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            ArrayNode cubes = food.addObject().put("space", space + 1).putArray("cubes");
            for (int c = 0; c < s.players(); c++) {
                cubes.add(s.food(space, c));
            }
        }
        ArrayNode supply = o.putArray("supply");
        for (int c = 0; c < s.players(); c++) {
            supply.add(s.supply(c));
        }
        ObjectNode pool = o.putObject("pool");
        for (Gene g : board.genes()) {
            if (g.cards(s.players()) > 0) {
                pool.put(g.name(), s.inPool(g.index()));
            }
        }
        ObjectNode environment = o.putObject("environment");
        environment.put("faceUp", s.environmentIndex() + 1);
        ArrayNode deck = environment.putArray("deck");
        s.deckTopFirst().forEach(card -> deck.add(card + 1));
        ArrayNode order = o.putArray("startOrder");
        s.startOrder().forEach(order::add);
        o.put("round", s.round()).put("phase", s.phase().name()).put("current", SoupStates.currentField(s))
                .put("actor", SoupStates.actorField(s)).put("turnIndex", SoupStates.turnIndex(s))
                .put("amoeba", s.amoeba());
        // The steps of the phase in progress, the movement or attack under way in phases 1 and 5 among them.
        o.set("steps", steps.write(PhaseSteps.of(s)));
        o.put("generator", String.format(Locale.ROOT, "%016x", s.generatorState()));
        return o;
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads and checks a position.
     *
     * @param where where it lies in its document ("startPosition"), to name it in messages; "" for the root
     * @throws RecordException naming the first problem of shape, or every problem of the position as a game
     */
    public SoupState read(JsonNode node, String where) throws RecordException {
        Fields f = Fields.of(node, where, Fields.Style.POSITION, "a position");
        List<JsonNode> players = f.list("players");
        if (!board.players().contains(players.size())) {
            throw new RecordException(f.at("players") + ": Primordial Soup is for " + board.players().get(0) + " to "
                    + board.players().get(board.players().size() - 1) + " players, not " + players.size());
        }
        int n = players.size();
        SoupStateBuilder b = new SoupStateBuilder(board, n);
        for (int seat = 0; seat < n; seat++) {
            player(Fields.of(players.get(seat), f.at("players") + "[" + seat + "]", Fields.Style.POSITION, "a player"),
                    seat, b);
        }
        food(f, b);
        List<Integer> supply = Fields.integers(f.get("supply"), f.at("supply"), 0, board.cubesPerColour(),
                "a number of cubes");
        sized(supply.size(), n, f.at("supply"), "one count per colour in play");
        for (int c = 0; c < n; c++) {
            b.supply(c, supply.get(c));
        }
        Map<Integer, Integer> pool = pool(f.object("pool", "the pool"), n);
        environment(f.object("environment", "the environment"), b);
        List<Integer> order = Fields.integers(f.get("startOrder"), f.at("startOrder"), 0, n - 1, "a seat");
        sized(order.size(), n, f.at("startOrder"), "every seat once");
        b.startOrder(order);
        b.round(f.integer("round", 0, board.maxRounds(), "a round"));
        b.phase(phase(f));
        b.current(f.integer("current", 0, n - 1, "a seat"));
        b.actor(f.integer("actor", 0, n - 1, "a seat"));
        b.turnIndex(f.integer("turnIndex", 0, n - 1, "a place in the phase's order"));
        b.actingAmoeba(f.integer("amoeba", 0, board.amoebasPerPlayer(), "an amoeba number or 0"));
        PhaseSteps phaseSteps = steps.read(f.object("steps", "the steps of the phase"), n);
        b.steps(phaseSteps);
        b.generator(generator(f));
        f.done();
        SoupState s = b.build();
        List<String> problems = SoupPositionCheck.problems(s, pool, phaseSteps);
        if (!problems.isEmpty()) {
            throw new RecordException((where.isEmpty() ? "" : where + ": ") + summary(problems));
        }
        return s;
    }

    private void player(Fields p, int seat, SoupStateBuilder b) throws RecordException {
        b.colour(seat, p.integer("colour", 0, SoupState.MAX_SEATS - 1, "a colour"));
        b.bp(seat, p.integer("bp", 0, SoupLimits.maxBp(board), "BP"));
        b.score(seat, p.integer("ladder", 0, SoupLimits.maxLadder(board, b.players()), "a ladder space"));
        Set<Integer> genes = new HashSet<>();
        List<JsonNode> owned = p.list("genes");
        for (int i = 0; i < owned.size(); i++) {
            Fields g = Fields.of(owned.get(i), p.at("genes") + "[" + i + "]", Fields.Style.POSITION, "a gene");
            int gene = gene(g.text("gene"), g.at("gene"));
            if (!genes.add(gene)) {
                throw new RecordException(g.at("gene") + ": " + board.gene(gene).name()
                        + " is listed twice (a player owns one copy of a gene at most)");
            }
            b.gene(seat, gene, g.integer("since", 1, board.maxRounds(), "the round it was bought"));
            if (board.gene(gene).advanced()) {
                String gaveUp = g.textOrNull("gaveUp");
                if (gaveUp != null) {
                    b.gaveUp(seat, gene, gene(gaveUp, g.at("gaveUp")));
                }
            }
            g.done();
        }
        Set<Integer> numbers = new HashSet<>();
        List<JsonNode> amoebas = p.list("amoebas");
        for (int i = 0; i < amoebas.size(); i++) {
            Fields a = Fields.of(amoebas.get(i), p.at("amoebas") + "[" + i + "]", Fields.Style.POSITION, "an amoeba");
            int number = a.integer("number", 1, board.amoebasPerPlayer(), "an amoeba number");
            if (!numbers.add(number)) {
                throw new RecordException(a.at("number") + ": amoeba " + number + " is listed twice");
            }
            b.amoeba(seat, number, a.integer("space", 1, SoupBoard.SPACES, "a space") - 1,
                    a.integer("damage", 0, SoupLimits.MAX_DAMAGE, "damage points"));
            a.done();
        }
        Set<Integer> acted = new HashSet<>();
        List<Integer> actedList = Fields.integers(p.get("acted"), p.at("acted"), 1, board.amoebasPerPlayer(),
                "an amoeba number");
        for (int number : actedList) {
            if (!acted.add(number)) {
                throw new RecordException(p.at("acted") + ": amoeba " + number + " is listed twice");
            }
            b.acted(seat, number);
        }
        p.done();
    }

    private void food(Fields f, SoupStateBuilder b) throws RecordException {
        List<JsonNode> spaces = f.list("food");
        sized(spaces.size(), SoupBoard.SPACES, f.at("food"), "every space of the soup once");
        boolean[] seen = new boolean[SoupBoard.SPACES];
        for (int i = 0; i < spaces.size(); i++) {
            Fields e = Fields.of(spaces.get(i), f.at("food") + "[" + i + "]", Fields.Style.POSITION, "a space's food");
            int space = e.integer("space", 1, SoupBoard.SPACES, "a space") - 1;
            if (seen[space]) {
                throw new RecordException(e.at("space") + ": space " + (space + 1) + " is listed twice");
            }
            seen[space] = true;
            List<Integer> cubes = Fields.integers(e.get("cubes"), e.at("cubes"), 0, board.cubesPerColour(),
                    "a number of cubes");
            sized(cubes.size(), b.players(), e.at("cubes"), "one count per colour in play");
            for (int c = 0; c < cubes.size(); c++) {
                b.food(space, c, cubes.get(c));
            }
            e.done();
        }
    }

    /** The pool: every gene in play with this many players, with its cards not owned by anyone. */
    private Map<Integer, Integer> pool(Fields p, int players) throws RecordException {
        Map<Integer, Integer> pool = new LinkedHashMap<>();
        for (Gene g : board.genes()) {
            if (g.cards(players) > 0) {
                pool.put(g.index(), p.integer(g.name(), 0, g.cards(players), "a number of " + g.name() + " cards"));
            }
        }
        for (Iterator<String> it = p.names(); it.hasNext(); ) {
            String name = it.next();
            Gene g = board.gene(name);
            if (g != null && g.name().equals(name) && g.cards(players) == 0) {
                throw new RecordException(p.at(name) + ": " + name + " is not in the game with " + players
                        + " players");
            }
        }
        p.done();
        return pool;
    }

    private void environment(Fields e, SoupStateBuilder b) throws RecordException {
        int cards = board.environmentCards().size();
        b.faceUp(e.integer("faceUp", 1, cards, "an environment card") - 1);
        List<Integer> deck = Fields.integers(e.get("deck"), e.at("deck"), 1, cards, "an environment card");
        if (deck.size() > cards - 1) {
            throw new RecordException(e.at("deck") + ": " + deck.size() + " cards face down; the game has " + cards
                    + " and one is face up");
        }
        List<Integer> indices = new ArrayList<>();
        deck.forEach(card -> indices.add(card - 1));
        b.deckTopFirst(indices);
        e.done();
    }

    private static Phase phase(Fields f) throws RecordException {
        String name = f.text("phase");
        for (Phase p : Phase.values()) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        List<String> names = new ArrayList<>();
        for (Phase p : Phase.values()) {
            names.add(p.name());
        }
        throw new RecordException(f.at("phase") + ": unknown phase \"" + name + "\" (phases are "
                + String.join(", ", names) + ")");
    }

    private static long generator(Fields f) throws RecordException {
        String text = f.text("generator");
        if (!text.matches("[0-9a-fA-F]{16}")) {
            throw new RecordException(f.at("generator") + ": expected 16 hexadecimal digits, not \"" + text + "\"");
        }
        return Long.parseUnsignedLong(text, 16);
    }

    private int gene(String name, String at) throws RecordException {
        Gene g = board.gene(name);
        if (g == null) {
            throw new RecordException(at + ": unknown gene \"" + name + "\"");
        }
        return g.index();
    }

    private static void sized(int size, int expected, String at, String what) throws RecordException {
        if (size != expected) {
            throw new RecordException(at + ": expected " + what + " (" + expected + " entries), not " + size);
        }
    }

    /** Every problem in one line: the first six, then how many more. */
    private static String summary(List<String> problems) {
        StringBuilder b = new StringBuilder("invalid position: ");
        for (int i = 0; i < problems.size() && i < 6; i++) {
            b.append(i == 0 ? "" : "; ").append(problems.get(i));
        }
        if (problems.size() > 6) {
            b.append("; and ").append(problems.size() - 6).append(" more");
        }
        return b.toString();
    }
}
