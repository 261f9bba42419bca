package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.PhaseSteps;

import java.util.ArrayList;
import java.util.List;

/**
 * The steps of the phase in progress in a position (its "steps" object): what the game waits for, the
 * phase's order, the defects owed, the round's attack marks, and the movement and attack under way.
 * Spaces are written by number 1..19, amoebas as lists of numbers per seat, as everywhere in a position.
 */
final class SoupStepsJson {
    private final SoupBoard board;

    SoupStepsJson(SoupBoard board) {
        this.board = board;
    }

    ObjectNode write(PhaseSteps p) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("await", p.await().name());
        ints(o.putArray("order"), p.order());
        ints(o.putArray("owed"), p.owed());
        amoebas(o.putArray("struggled"), p.struggled());
        amoebas(o.putArray("persisted"), p.persisted());
        ArrayNode aggressed = o.putArray("aggressed");
        p.aggressed().forEach(aggressed::add);
        o.put("feedMode", p.feedMode()).put("aggressionRetry", p.aggressionRetry());
        PhaseSteps.Mover m = p.mover();
        if (m == null) {
            o.putNull("movement");
        } else {
            ObjectNode mv = o.putObject("movement");
            mv.put("seat", m.seat()).put("number", m.number()).put("drift", m.drift()).put("escape", m.escape())
                    .put("step", m.step());
            ArrayNode dice = mv.putArray("dice");
            if (m.die1() != 0) {
                dice.add(m.die1()).add(m.die2());
            }
            mv.put("mayStay", m.mayStay()).put("origin", m.origin() + 1).put("from", m.from() + 1)
                    .put("to", m.to() + 1).put("tentacleDone", m.tentacleDone());
            ints(mv.putArray("carried"), m.carried());
            amoebas(mv.putArray("clingers"), m.clingers());
            amoebas(mv.putArray("asked"), m.asked());
        }
        PhaseSteps.Attack a = p.attack();
        if (a == null) {
            o.putNull("attack");
        } else {
            o.putObject("attack").put("seat", a.seat()).put("number", a.number()).put("victimSeat", a.victimSeat())
                    .put("victimNumber", a.victimNumber()).put("aggression", a.aggression())
                    .put("defenseUsed", a.defenseUsed()).put("defenseRetried", a.defenseRetried())
                    .put("escapeUsed", a.escapeUsed()).put("attackerClung", a.attackerClung());
        }
        return o;
    }

    private static void ints(ArrayNode into, List<Integer> values) {
        values.forEach(into::add);
    }

    /** Per seat, the numbers of the amoebas in its mask. */
    private void amoebas(ArrayNode into, List<Integer> masks) {
        for (int mask : masks) {
            ArrayNode numbers = into.addArray();
            for (int n = 1; n <= board.amoebasPerPlayer(); n++) {
                if ((mask & (1 << (n - 1))) != 0) {
                    numbers.add(n);
                }
            }
        }
    }

    // ---------------------------------------------------------------- reading

    PhaseSteps read(Fields f, int players) throws RecordException {
        Await await = await(f);
        List<Integer> order = perSeat(f, "order", 0, players - 1, "a seat", players);
        List<Integer> owed = perSeat(f, "owed", 0, SoupLimits.maxMutationPoints(board), "points owed", players);
        List<Integer> struggled = masks(f.get("struggled"), f.at("struggled"), players);
        List<Integer> persisted = masks(f.get("persisted"), f.at("persisted"), players);
        List<Boolean> aggressed = new ArrayList<>();
        List<JsonNode> flags = Fields.list(f.get("aggressed"), f.at("aggressed"));
        sized(flags.size(), players, f.at("aggressed"));
        for (int i = 0; i < flags.size(); i++) {
            if (!flags.get(i).isBoolean()) {
                throw new RecordException(f.at("aggressed") + "[" + i + "]: expected true or false, not "
                        + Fields.shown(flags.get(i)));
            }
            aggressed.add(flags.get(i).booleanValue());
        }
        int feedMode = f.integer("feedMode", 0, 2, "a feeding mode (0, 1 after a failed attack, 2 after clinging on)");
        boolean retry = f.bool("aggressionRetry");
        PhaseSteps.Mover mover = f.get("movement").isNull() ? null
                : mover(f.object("movement", "a movement"), players);
        PhaseSteps.Attack attack = f.get("attack").isNull() ? null : attack(f.object("attack", "an attack"), players);
        f.done();
        return new PhaseSteps(await, order, owed, struggled, persisted, aggressed, feedMode, retry, mover, attack);
    }

    private static Await await(Fields f) throws RecordException {
        String name = f.text("await");
        for (Await a : Await.values()) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        List<String> names = new ArrayList<>();
        for (Await a : Await.values()) {
            names.add(a.name());
        }
        throw new RecordException(f.at("await") + ": unknown step \"" + name + "\" (steps are "
                + String.join(", ", names) + ")");
    }

    private PhaseSteps.Mover mover(Fields m, int players) throws RecordException {
        int seat = m.integer("seat", 0, players - 1, "a seat");
        int number = m.integer("number", 1, board.amoebasPerPlayer(), "an amoeba number");
        boolean drift = m.bool("drift");
        boolean escape = m.bool("escape");
        int step = m.integer("step", 1, 2, "a step (1, or 2 for Speed's second)");
        List<Integer> dice = Fields.integers(m.get("dice"), m.at("dice"), 1, 6, "a die face");
        if (dice.size() != 0 && dice.size() != 2) {
            throw new RecordException(m.at("dice") + ": expected the two dice of Movement I, or none, not "
                    + dice.size());
        }
        boolean mayStay = m.bool("mayStay");
        int origin = space(m, "origin");
        int from = space(m, "from");
        int to = space(m, "to");
        boolean tentacleDone = m.bool("tentacleDone");
        List<Integer> carried = perSeat(m, "carried", 0, board.cubesPerColour(), "a number of cubes", players);
        List<Integer> clingers = masks(m.get("clingers"), m.at("clingers"), players);
        List<Integer> asked = masks(m.get("asked"), m.at("asked"), players);
        m.done();
        return new PhaseSteps.Mover(seat, number, drift, escape, step, dice.isEmpty() ? 0 : dice.get(0),
                dice.isEmpty() ? 0 : dice.get(1), mayStay, origin, from, to, tentacleDone, carried, clingers, asked);
    }

    private PhaseSteps.Attack attack(Fields a, int players) throws RecordException {
        int seats = players - 1;
        PhaseSteps.Attack attack = new PhaseSteps.Attack(a.integer("seat", 0, seats, "a seat"),
                a.integer("number", 1, board.amoebasPerPlayer(), "an amoeba number"),
                a.integer("victimSeat", 0, seats, "a seat"),
                a.integer("victimNumber", 1, board.amoebasPerPlayer(), "an amoeba number"), a.bool("aggression"),
                a.bool("defenseUsed"), a.bool("defenseRetried"), a.bool("escapeUsed"), a.bool("attackerClung"));
        a.done();
        return attack;
    }

    private static int space(Fields f, String name) throws RecordException {
        return f.integer(name, 1, SoupBoard.SPACES, "a space") - 1;
    }

    private static List<Integer> perSeat(Fields f, String name, int min, int max, String what, int players)
            throws RecordException {
        List<Integer> values = Fields.integers(f.get(name), f.at(name), min, max, what);
        sized(values.size(), players, f.at(name));
        return values;
    }

    /** Per seat, a list of amoeba numbers (each once) as a mask. */
    private List<Integer> masks(JsonNode node, String at, int players) throws RecordException {
        List<JsonNode> seats = Fields.list(node, at);
        sized(seats.size(), players, at);
        List<Integer> masks = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            int mask = 0;
            String where = at + "[" + seat + "]";
            for (int n : Fields.integers(seats.get(seat), where, 1, board.amoebasPerPlayer(), "an amoeba number")) {
                if ((mask & (1 << (n - 1))) != 0) {
                    throw new RecordException(where + ": amoeba " + n + " is listed twice");
                }
                mask |= 1 << (n - 1);
            }
            masks.add(mask);
        }
        return masks;
    }

    private static void sized(int size, int players, String at) throws RecordException {
        if (size != players) {
            throw new RecordException(at + ": expected one entry per seat (" + players + " entries), not " + size);
        }
    }
}
