package org.ichto.urland.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.record.Json;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;

import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A decision as a JSON object: the deciding seat, a type name and the decision's fields, places by
 * name. For example {@code {"seat": 2, "type": "land", "ocean": "O2", "region": "5"}}. Reading checks
 * the shape (type, fields, place kinds); whether the decision is legal is the rules' matter.
 */
public final class DecisionJson {
    /** Every type name with its fields, besides "seat" and "type". */
    static final Map<String, List<String>> FIELDS = fields();

    private static Map<String, List<String>> fields() {
        Map<String, List<String>> f = new LinkedHashMap<>();
        f.put("chooseChip", List.of("chip"));
        f.put("land", List.of("ocean", "region"));
        f.put("breed", List.of("ocean"));
        f.put("swim", List.of("from", "to", "count"));
        f.put("retreat", List.of("ichtos"));
        f.put("playExtraTurn", List.of());
        f.put("endActions", List.of());
        f.put("assimilate", List.of("region", "victims"));
        f.put("landTwo", List.of("ocean", "region"));
        f.put("walk", List.of("from", "to"));
        f.put("egg", List.of("region"));
        f.put("fly", List.of("from", "to", "count"));
        f.put("stink", List.of("region", "victim", "ocean"));
        f.put("bite", List.of("place", "victim"));
        f.put("bid", List.of("amount"));
        f.put("buyGene", List.of("gene"));
        f.put("pass", List.of());
        f.put("payPrice", List.of("ichtos"));
        f.put("panicRegion", List.of("region"));
        f.put("panicOcean", List.of("ocean"));
        f.put("earsStay", List.of("count"));
        f.put("earsFlight", List.of("oceans"));
        return Collections.unmodifiableMap(f);
    }

    private enum Kind { LAND, OCEAN, ANY }

    private DecisionJson() {
    }

    /** Writes the decision's type and fields into {@code into} (after what it holds, e.g. "seat"). */
    public static void write(Decision d, ObjectNode into) {
        ObjectNode fields = Json.MAPPER.createObjectNode();
        String type = fill(d, fields);
        into.put("type", type);
        into.setAll(fields);
    }

    /** Writes the decision's fields into o and returns its type name. */
    private static String fill(Decision d, ObjectNode o) {
        return d.accept(new Fill(o));
    }

    /** Each decision type's name and fields, as {@link #FIELDS} lists them. */
    private static final class Fill implements Decision.Visitor<String> {
        private final ObjectNode o;

        Fill(ObjectNode o) {
            this.o = o;
        }

        @Override
        public String chooseChip(Decision.ChooseChip x) {
            o.put("chip", x.chip());
            return "chooseChip";
        }

        @Override
        public String land(Decision.Land x) {
            o.put("ocean", name(x.ocean())).put("region", name(x.region()));
            return "land";
        }

        @Override
        public String breed(Decision.Breed x) {
            o.put("ocean", name(x.ocean()));
            return "breed";
        }

        @Override
        public String swim(Decision.Swim x) {
            o.put("from", name(x.from())).put("to", name(x.to())).put("count", x.count());
            return "swim";
        }

        @Override
        public String retreat(Decision.Retreat x) {
            o.set("ichtos", counts(x.ichtos()));
            return "retreat";
        }

        @Override
        public String playExtraTurn(Decision.PlayExtraTurn x) {
            return "playExtraTurn";
        }

        @Override
        public String endActions(Decision.EndActions x) {
            return "endActions";
        }

        @Override
        public String assimilate(Decision.Assimilate x) {
            o.put("region", name(x.region())).putArray("victims").add(x.victimA()).add(x.victimB());
            return "assimilate";
        }

        @Override
        public String landTwo(Decision.LandTwo x) {
            o.put("ocean", name(x.ocean())).put("region", name(x.region()));
            return "landTwo";
        }

        @Override
        public String walk(Decision.Walk x) {
            o.put("from", name(x.from())).put("to", name(x.to()));
            return "walk";
        }

        @Override
        public String egg(Decision.Egg x) {
            o.put("region", name(x.region()));
            return "egg";
        }

        @Override
        public String fly(Decision.Fly x) {
            o.put("from", name(x.from())).put("to", name(x.to())).put("count", x.count());
            return "fly";
        }

        @Override
        public String stink(Decision.Stink x) {
            o.put("region", name(x.region())).put("victim", x.victim()).put("ocean", name(x.ocean()));
            return "stink";
        }

        @Override
        public String bite(Decision.Bite x) {
            o.put("place", name(x.place())).put("victim", x.victim());
            return "bite";
        }

        @Override
        public String bid(Decision.Bid x) {
            o.put("amount", x.amount());
            return "bid";
        }

        @Override
        public String buyGene(Decision.BuyGene x) {
            o.put("gene", x.gene().name());
            return "buyGene";
        }

        @Override
        public String passPurchase(Decision.PassPurchase x) {
            return "pass";
        }

        @Override
        public String payPrice(Decision.PayPrice x) {
            o.set("ichtos", counts(x.ichtos()));
            return "payPrice";
        }

        @Override
        public String panicRegion(Decision.PanicRegion x) {
            o.put("region", name(x.region()));
            return "panicRegion";
        }

        @Override
        public String panicOcean(Decision.PanicOcean x) {
            o.put("ocean", name(x.ocean()));
            return "panicOcean";
        }

        @Override
        public String earsStay(Decision.EarsStay x) {
            o.put("count", x.count());
            return "earsStay";
        }

        @Override
        public String earsFlight(Decision.EarsFlight x) {
            o.set("oceans", counts(x.oceans()));
            return "earsFlight";
        }
    }

    /**
     * Reads one decision.
     *
     * @throws IllegalArgumentException naming the problem: not an object, unknown type, a field missing,
     *                                  unknown or of the wrong kind
     */
    public static Decision fromJson(JsonNode o) {
        if (o == null || !o.isObject()) {
            throw new IllegalArgumentException("a decision must be an object");
        }
        JsonNode typeNode = o.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            throw new IllegalArgumentException("a decision needs a \"type\" (" + String.join(", ", FIELDS.keySet()) + ")");
        }
        String type = typeNode.asText();
        List<String> fields = FIELDS.get(type);
        if (fields == null) {
            throw new IllegalArgumentException("unknown decision type \"" + type + "\"");
        }
        for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!f.equals("seat") && !f.equals("type") && !fields.contains(f)) {
                throw new IllegalArgumentException("unknown field \"" + f + "\" in a " + type + " decision");
            }
        }
        return decision(type, o);
    }

    private static Decision decision(String type, JsonNode o) {
        return switch (type) {
            case "chooseChip" -> new Decision.ChooseChip(integer(o, "chip"));
            case "land" -> new Decision.Land(place(o, "ocean", Kind.OCEAN), place(o, "region", Kind.LAND));
            case "breed" -> new Decision.Breed(place(o, "ocean", Kind.OCEAN));
            case "swim" -> new Decision.Swim(place(o, "from", Kind.OCEAN), place(o, "to", Kind.OCEAN),
                    integer(o, "count"));
            case "retreat" -> new Decision.Retreat(counts(o, "ichtos", Kind.ANY));
            case "playExtraTurn" -> new Decision.PlayExtraTurn();
            case "endActions" -> new Decision.EndActions();
            case "assimilate" -> {
                JsonNode v = field(o, "victims");
                if (!v.isArray() || v.size() != 2 || !isInt(v.get(0)) || !isInt(v.get(1))) {
                    throw new IllegalArgumentException("\"victims\" must list two seats");
                }
                yield new Decision.Assimilate(place(o, "region", Kind.ANY), v.get(0).intValue(), v.get(1).intValue());
            }
            case "landTwo" -> new Decision.LandTwo(place(o, "ocean", Kind.OCEAN), place(o, "region", Kind.LAND));
            case "walk" -> new Decision.Walk(place(o, "from", Kind.LAND), place(o, "to", Kind.LAND));
            case "egg" -> new Decision.Egg(place(o, "region", Kind.LAND));
            case "fly" -> new Decision.Fly(place(o, "from", Kind.LAND), place(o, "to", Kind.ANY), integer(o, "count"));
            case "stink" -> new Decision.Stink(place(o, "region", Kind.LAND), integer(o, "victim"),
                    place(o, "ocean", Kind.OCEAN));
            case "bite" -> new Decision.Bite(place(o, "place", Kind.ANY), integer(o, "victim"));
            case "bid" -> new Decision.Bid(integer(o, "amount"));
            case "buyGene" -> {
                JsonNode g = field(o, "gene");
                Gene gene = g.isTextual() ? Gene.parse(g.asText()) : null;
                if (gene == null) {
                    throw new IllegalArgumentException("unknown gene " + g);
                }
                yield new Decision.BuyGene(gene);
            }
            case "pass" -> new Decision.PassPurchase();
            case "payPrice" -> new Decision.PayPrice(counts(o, "ichtos", Kind.ANY));
            case "panicRegion" -> new Decision.PanicRegion(place(o, "region", Kind.LAND));
            case "panicOcean" -> new Decision.PanicOcean(place(o, "ocean", Kind.OCEAN));
            case "earsStay" -> new Decision.EarsStay(integer(o, "count"));
            case "earsFlight" -> new Decision.EarsFlight(counts(o, "oceans", Kind.OCEAN));
            default -> throw new IllegalArgumentException("unknown decision type \"" + type + "\"");
        };
    }

    private static String name(int place) {
        return Board.placeName(place);
    }

    private static ObjectNode counts(PlaceCounts pc) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        pc.toMap().forEach(o::put);
        return o;
    }

    private static JsonNode field(JsonNode o, String name) {
        JsonNode v = o.get(name);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("missing field \"" + name + "\"");
        }
        return v;
    }

    private static int integer(JsonNode o, String name) {
        JsonNode v = field(o, name);
        if (!isInt(v)) {
            throw new IllegalArgumentException("\"" + name + "\" must be a whole number, not " + v);
        }
        return v.intValue();
    }

    private static boolean isInt(JsonNode v) {
        return v.isIntegralNumber() && v.canConvertToInt();
    }

    private static int place(JsonNode o, String name, Kind kind) {
        JsonNode v = field(o, name);
        return placeOf(v.isTextual() ? v.asText() : v.toString(), "\"" + name + "\"", kind);
    }

    private static int placeOf(String text, String what, Kind kind) {
        int p = Board.parsePlace(text);
        boolean ok = p >= 0 && text.equals(Board.placeName(p)) && (kind == Kind.ANY || Board.isOcean(p) == (kind == Kind.OCEAN));
        if (!ok) {
            String expected = switch (kind) {
                case LAND -> "a land area 1.." + Board.AREAS;
                case OCEAN -> "an ocean O1..O" + Board.OCEANS;
                case ANY -> "a place (1.." + Board.AREAS + " or O1..O" + Board.OCEANS + ")";
            };
            throw new IllegalArgumentException(what + " must name " + expected + ", not \"" + text + "\"");
        }
        return p;
    }

    private static PlaceCounts counts(JsonNode o, String name, Kind kind) {
        JsonNode v = field(o, name);
        if (!v.isObject()) {
            throw new IllegalArgumentException("\"" + name + "\" must be an object of place name to count");
        }
        int[] c = new int[Board.PLACES];
        for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            int p = placeOf(e.getKey(), "a key of \"" + name + "\"", kind);
            JsonNode n = e.getValue();
            if (!isInt(n) || n.intValue() < 0) {
                throw new IllegalArgumentException("\"" + name + "\": the count for " + e.getKey()
                        + " must be a whole number 0 or more, not " + n);
            }
            c[p] = n.intValue();
        }
        return PlaceCounts.of(c);
    }
}
