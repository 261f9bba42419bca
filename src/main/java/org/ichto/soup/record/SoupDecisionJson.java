package org.ichto.soup.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.Json;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;

import java.util.ArrayList;
import java.util.List;

/**
 * A decision of Primordial Soup as a JSON object: the deciding seat, a type name and the decision's
 * fields, e.g. {@code {"seat": 2, "type": "divide", "number": 3, "space": 12}}. Spaces are written by
 * their number 1..19 (the board's numbering), amoebas by their number 1..7, seats by index, genes by
 * name, directions by the board's letters N, E, S, W, cubes as one count per colour in play. Reading
 * checks the shape: the type, every field and no other, the kind and range of each value; whether the
 * decision is legal is the rules' matter.
 */
public final class SoupDecisionJson {
    /** Every type name, in the order of {@link SoupDecision.Visitor}. */
    public static final List<String> TYPES = List.of("chooseStartSpace", "placeAmoeba", "drift", "stayPut", "move",
            "takeDie", "chooseDirection", "moveAgain", "stopMoving", "takeCubes", "cling", "feed", "starve",
            "attack", "defend", "escape", "giveIn", "payDefect", "buyGene", "endPurchase", "divide", "endDivision",
            "aggress", "passAggression");

    private final SoupBoard board;
    /** The most BP a seat can ever hold: its start and 10 in each round's cell division. */
    private final int maxBp;

    public SoupDecisionJson(SoupBoard board) {
        this.board = board;
        this.maxBp = SoupLimits.maxBp(board);
    }

    // ---------------------------------------------------------------- writing

    /** Writes the decision's type and fields into {@code into} (after what it holds, e.g. "seat"). */
    public void write(SoupDecision d, ObjectNode into) {
        ObjectNode fields = Json.MAPPER.createObjectNode();
        into.put("type", d.accept(new Fill(fields)));
        into.setAll(fields);
    }

    /** Each decision type's fields; returns its type name. */
    private final class Fill implements SoupDecision.Visitor<String> {
        private final ObjectNode o;

        Fill(ObjectNode o) {
            this.o = o;
        }

        @Override
        public String chooseStartSpace(SoupDecision.ChooseStartSpace d) {
            o.put("ladderSpace", d.ladderSpace());
            return "chooseStartSpace";
        }

        @Override
        public String placeAmoeba(SoupDecision.PlaceAmoeba d) {
            o.put("number", d.number()).put("space", d.space() + 1);
            return "placeAmoeba";
        }

        @Override
        public String drift(SoupDecision.Drift d) {
            return "drift";
        }

        @Override
        public String stayPut(SoupDecision.StayPut d) {
            return "stayPut";
        }

        @Override
        public String move(SoupDecision.Move d) {
            return "move";
        }

        @Override
        public String takeDie(SoupDecision.TakeDie d) {
            o.put("face", d.face());
            return "takeDie";
        }

        @Override
        public String chooseDirection(SoupDecision.ChooseDirection d) {
            o.put("direction", d.direction() == null ? null : d.direction().code());
            return "chooseDirection";
        }

        @Override
        public String moveAgain(SoupDecision.MoveAgain d) {
            return "moveAgain";
        }

        @Override
        public String stopMoving(SoupDecision.StopMoving d) {
            return "stopMoving";
        }

        @Override
        public String takeCubes(SoupDecision.TakeCubes d) {
            counts(o.putArray("cubes"), d.cubes());
            return "takeCubes";
        }

        @Override
        public String cling(SoupDecision.Cling d) {
            o.put("number", d.number()).put("cling", d.cling());
            return "cling";
        }

        @Override
        public String feed(SoupDecision.Feed d) {
            counts(o.putArray("eaten"), d.eaten());
            if (d.host() < 0) {
                o.putNull("host");
            } else {
                o.put("host", d.host());
            }
            return "feed";
        }

        @Override
        public String starve(SoupDecision.Starve d) {
            return "starve";
        }

        @Override
        public String attack(SoupDecision.Attack d) {
            o.put("victimSeat", d.seat()).put("victimNumber", d.number());
            return "attack";
        }

        @Override
        public String defend(SoupDecision.Defend d) {
            return "defend";
        }

        @Override
        public String escape(SoupDecision.Escape d) {
            return "escape";
        }

        @Override
        public String giveIn(SoupDecision.GiveIn d) {
            return "giveIn";
        }

        @Override
        public String payDefect(SoupDecision.PayDefect d) {
            ArrayNode genes = o.putArray("genes");
            d.genes().forEach(g -> genes.add(geneName(g)));
            o.put("bp", d.bp());
            return "payDefect";
        }

        @Override
        public String buyGene(SoupDecision.BuyGene d) {
            o.put("gene", geneName(d.gene())).put("givesUp", d.givesUp() < 0 ? null : geneName(d.givesUp()));
            return "buyGene";
        }

        @Override
        public String endPurchase(SoupDecision.EndPurchase d) {
            return "endPurchase";
        }

        @Override
        public String divide(SoupDecision.Divide d) {
            o.put("number", d.number()).put("space", d.space() + 1);
            return "divide";
        }

        @Override
        public String endDivision(SoupDecision.EndDivision d) {
            return "endDivision";
        }

        @Override
        public String aggress(SoupDecision.Aggress d) {
            o.put("number", d.number()).put("victimSeat", d.victimSeat()).put("victimNumber", d.victimNumber());
            return "aggress";
        }

        @Override
        public String passAggression(SoupDecision.PassAggression d) {
            return "passAggression";
        }
    }

    private static void counts(ArrayNode into, List<Integer> counts) {
        counts.forEach(into::add);
    }

    /** A gene's name as written: its name in the board file ("Struggle for Survival"); an unknown index as is. */
    private String geneName(int gene) {
        return gene >= 0 && gene < board.genes().size() ? board.gene(gene).name() : Integer.toString(gene);
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads one decision (the entry's "seat" is read by the record).
     *
     * @param where names the entry in messages: "decision 4"
     * @throws RecordException naming the entry and the problem
     */
    public SoupDecision read(JsonNode node, String where) throws RecordException {
        Fields f = Fields.of(node, where, Fields.Style.DECISION, "a decision");
        f.skip("seat");
        if (!f.has("type")) {
            throw new RecordException(where + ": a decision needs a \"type\" (" + String.join(", ", TYPES) + ")");
        }
        String type = f.text("type");
        SoupDecision d = switch (type) {
            case "chooseStartSpace" -> new SoupDecision.ChooseStartSpace(
                    f.integer("ladderSpace", 1, board.ladder().spaces(), "a ladder space"));
            case "placeAmoeba" -> new SoupDecision.PlaceAmoeba(number(f, "number"), space(f));
            case "drift" -> new SoupDecision.Drift();
            case "stayPut" -> new SoupDecision.StayPut();
            case "move" -> new SoupDecision.Move();
            case "takeDie" -> new SoupDecision.TakeDie(f.integer("face", 1, 6, "a die face"));
            case "chooseDirection" -> new SoupDecision.ChooseDirection(direction(f));
            case "moveAgain" -> new SoupDecision.MoveAgain();
            case "stopMoving" -> new SoupDecision.StopMoving();
            case "takeCubes" -> new SoupDecision.TakeCubes(cubes(f, "cubes"));
            case "cling" -> new SoupDecision.Cling(number(f, "number"), f.bool("cling"));
            case "feed" -> {
                List<Integer> eaten = cubes(f, "eaten");
                Integer host = f.integerOrNull("host", 0, SoupState.MAX_SEATS - 1, "a seat or null");
                yield new SoupDecision.Feed(eaten, host == null ? -1 : host);
            }
            case "starve" -> new SoupDecision.Starve();
            case "attack" -> new SoupDecision.Attack(seat(f, "victimSeat"), number(f, "victimNumber"));
            case "defend" -> new SoupDecision.Defend();
            case "escape" -> new SoupDecision.Escape();
            case "giveIn" -> new SoupDecision.GiveIn();
            case "payDefect" -> {
                List<Integer> genes = genes(f);
                yield new SoupDecision.PayDefect(genes, f.integer("bp", 0, maxBp, "BP"));
            }
            case "buyGene" -> {
                int gene = gene(f.text("gene"), f.at("gene"));
                String givesUp = f.textOrNull("givesUp");
                yield new SoupDecision.BuyGene(gene, givesUp == null ? -1 : gene(givesUp, f.at("givesUp")));
            }
            case "endPurchase" -> new SoupDecision.EndPurchase();
            case "divide" -> new SoupDecision.Divide(number(f, "number"), space(f));
            case "endDivision" -> new SoupDecision.EndDivision();
            case "aggress" -> new SoupDecision.Aggress(number(f, "number"), seat(f, "victimSeat"),
                    number(f, "victimNumber"));
            case "passAggression" -> new SoupDecision.PassAggression();
            default -> throw new RecordException(where + ": unknown decision type \"" + type + "\" (types are "
                    + String.join(", ", TYPES) + ")");
        };
        f.done();
        return d;
    }

    private int number(Fields f, String name) throws RecordException {
        return f.integer(name, 1, board.amoebasPerPlayer(), "an amoeba number");
    }

    private static int seat(Fields f, String name) throws RecordException {
        return f.integer(name, 0, SoupState.MAX_SEATS - 1, "a seat");
    }

    /** A space by its number 1..19, as the index 0..18 the rules use. */
    private static int space(Fields f) throws RecordException {
        return f.integer("space", 1, SoupBoard.SPACES, "a space") - 1;
    }

    private static Direction direction(Fields f) throws RecordException {
        String code = f.textOrNull("direction");
        if (code == null) {
            return null;
        }
        Direction d = Direction.ofCode(code);
        if (d == null) {
            throw new RecordException(f.at("direction") + ": expected N, E, S, W or null (stay), not \"" + code + "\"");
        }
        return d;
    }

    /** One count per colour in play (3 or 4), each no more than a colour's cubes. */
    private List<Integer> cubes(Fields f, String name) throws RecordException {
        List<Integer> counts = Fields.integers(f.get(name), f.at(name), 0, board.cubesPerColour(), "a number of cubes");
        int fewest = board.players().get(0);
        int most = board.players().get(board.players().size() - 1);
        if (counts.size() < fewest || counts.size() > most) {
            throw new RecordException(f.at(name) + ": expected one count per colour in play (" + fewest + " to "
                    + most + "), not " + counts.size());
        }
        return counts;
    }

    private List<Integer> genes(Fields f) throws RecordException {
        List<JsonNode> names = f.list("genes");
        List<Integer> genes = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String at = f.at("genes") + "[" + i + "]";
            int g = gene(Fields.text(names.get(i), at), at);
            if (genes.contains(g)) {
                throw new RecordException(at + ": " + board.gene(g).name() + " is listed twice");
            }
            genes.add(g);
        }
        return genes;
    }

    /** A gene by its name (or its other name, e.g. Endurance for Persistence). */
    int gene(String name, String at) throws RecordException {
        Gene g = board.gene(name);
        if (g == null) {
            throw new RecordException(at + ": unknown gene \"" + name + "\"");
        }
        return g.index();
    }
}
