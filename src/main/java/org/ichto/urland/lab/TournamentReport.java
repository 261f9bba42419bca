package org.ichto.urland.lab;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/** A tournament's result as a readable table and as JSON (the schema is in docs/ai.md). */
public final class TournamentReport {
    /** The version of the JSON layout; raised whenever a field changes meaning or goes away. */
    public static final int FORMAT_VERSION = 1;

    /** The columns of the main table, in order. */
    public static final List<String> COLUMNS = List.of("entry", "games", "wins", "win%", "95%-interval",
            "score", "p50-ms", "p95-ms", "bid", "genes/game", "on-land", "fallbacks");

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();
    /** Indented, {@code "field": value}, short lists on one line. */
    private static final DefaultPrettyPrinter LAYOUT = new DefaultPrettyPrinter(
            Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));

    private TournamentReport() {
    }

    /** The header line, one row per entry, the action shares by kind and a summary line. */
    public static String text(TournamentResult r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Tournament: %d %s of %d players (%s), seed %d%n%n",
                r.games(), r.games() == 1 ? "game" : "games", r.players().size(), String.join(", ", r.players()), r.seed()));
        int w = Math.max(8, r.entries().stream().mapToInt(e -> e.entry().length()).max().orElse(0));
        String row = "%-" + w + "s %6s %6s %6s %13s %6s %8s %8s %5s %10s %7s %9s%n";
        b.append(String.format(Locale.ROOT, row, COLUMNS.toArray()));
        for (EntryResult e : r.entries()) {
            b.append(String.format(Locale.ROOT, row, e.entry(), e.games(), e.wins(),
                    percent(e.winRate()),
                    String.format(Locale.ROOT, "%.1f-%.1f", 100 * e.winInterval().low(), 100 * e.winInterval().high()),
                    String.format(Locale.ROOT, "%.1f", e.meanScore()),
                    String.format(Locale.ROOT, "%.3f", e.decisionMillisP50()),
                    String.format(Locale.ROOT, "%.3f", e.decisionMillisP95()),
                    Double.isNaN(e.meanBid()) ? "-" : String.format(Locale.ROOT, "%.2f", e.meanBid()),
                    String.format(Locale.ROOT, "%.2f", e.genesBoughtPerGame()),
                    String.format(Locale.ROOT, "%.1f", e.meanIchtosOnLand()),
                    e.fallbacks()));
        }
        b.append(String.format(Locale.ROOT, "%nActions (share of each entry's decisions in its action phases):%n"));
        int kw = 14;
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-" + kw + "s", "action"));
        for (EntryResult e : r.entries()) {
            head.append(String.format(Locale.ROOT, " %" + w + "s", e.entry()));
        }
        b.append(head).append(System.lineSeparator());
        for (ActionKind k : ActionKind.values()) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-" + kw + "s", k.id()));
            for (EntryResult e : r.entries()) {
                line.append(String.format(Locale.ROOT, " %" + w + "s", percent(e.actionShare(k))));
            }
            b.append(line).append(System.lineSeparator());
        }
        b.append(System.lineSeparator());
        b.append(String.format(Locale.ROOT, "%d %s in %.1f s, %d decisions%n", r.games(),
                r.games() == 1 ? "game" : "games", r.seconds(), r.decisions()));
        return b.toString();
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    /** The result as a JSON tree: every field always present, NaN written as null. */
    public static ObjectNode toJson(TournamentResult r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("formatVersion", FORMAT_VERSION);
        ArrayNode players = root.putArray("players");
        r.players().forEach(players::add);
        root.put("games", r.games());
        root.put("seed", r.seed());
        root.put("seconds", round(r.seconds(), 3));
        root.put("decisions", r.decisions());
        ArrayNode entries = root.putArray("entries");
        for (EntryResult e : r.entries()) {
            ObjectNode o = entries.addObject();
            o.put("entry", e.entry());
            o.put("spec", e.spec());
            o.put("games", e.games());
            o.put("wins", e.wins());
            number(o, "winRate", e.winRate());
            number(o, "winRateLow", e.winInterval().low());
            number(o, "winRateHigh", e.winInterval().high());
            number(o, "meanScore", e.meanScore());
            o.put("decisions", e.decisions());
            number(o, "decisionMillisP50", e.decisionMillisP50());
            number(o, "decisionMillisP95", e.decisionMillisP95());
            o.put("fallbacks", e.fallbacks());
            o.put("actions", e.actions());
            ObjectNode shares = o.putObject("actionShares");
            for (ActionKind k : ActionKind.values()) {
                number(shares, k.id(), e.actionShare(k));
            }
            o.put("bids", e.bids());
            number(o, "meanBid", e.meanBid());
            o.put("genesBought", e.genesBought());
            number(o, "genesBoughtPerGame", e.genesBoughtPerGame());
            number(o, "meanIchtosOnLand", e.meanIchtosOnLand());
            ArrayNode seats = o.putArray("gamesBySeat");
            e.gamesBySeat().forEach(seats::add);
            ArrayNode wins = o.putArray("winsBySeat");
            e.winsBySeat().forEach(wins::add);
        }
        return root;
    }

    /** The JSON text, indented, ending with a line break. */
    public static String json(TournamentResult r) {
        try {
            return MAPPER.writer(LAYOUT).writeValueAsString(toJson(r)) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void number(ObjectNode o, String field, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            o.putNull(field);
        } else {
            o.put(field, round(value, 6));
        }
    }

    private static double round(double value, int decimals) {
        double f = Math.pow(10, decimals);
        return Math.round(value * f) / f;
    }
}
