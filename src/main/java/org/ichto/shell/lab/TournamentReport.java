package org.ichto.shell.lab;

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

    /** The columns of the main table, in order, with the game's behaviour columns before the fallbacks. */
    public static List<String> columns(TournamentResult r) {
        List<String> c = new java.util.ArrayList<>(List.of("entry", "games", "wins", "win%", "95%-interval",
                "score", "p50-ms", "p95-ms"));
        c.addAll(r.columns());
        c.add("fallbacks");
        return c;
    }

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
        List<String> columns = columns(r);
        StringBuilder rowFormat = new StringBuilder("%-" + w + "s %6s %6s %6s %13s %6s %8s %8s");
        for (String c : r.columns()) {
            rowFormat.append(" %").append(Math.max(5, c.length())).append('s');
        }
        String row = rowFormat.append(" %9s%n").toString();
        b.append(String.format(Locale.ROOT, row, columns.toArray()));
        for (EntryResult e : r.entries()) {
            List<Object> cells = new java.util.ArrayList<>(List.of(e.entry(), e.games(), e.wins(),
                    percent(e.winRate()),
                    String.format(Locale.ROOT, "%.1f-%.1f", 100 * e.winInterval().low(), 100 * e.winInterval().high()),
                    String.format(Locale.ROOT, "%.1f", e.meanScore()),
                    String.format(Locale.ROOT, "%.3f", e.decisionMillisP50()),
                    String.format(Locale.ROOT, "%.3f", e.decisionMillisP95())));
            cells.addAll(e.behaviour().cells());
            cells.add(e.fallbacks());
            b.append(String.format(Locale.ROOT, row, cells.toArray()));
        }
        EntryResult first = r.entries().isEmpty() ? null : r.entries().get(0);
        if (first != null && first.behaviour().sharesTitle() != null) {
            b.append(String.format(Locale.ROOT, "%n%s:%n", first.behaviour().sharesTitle()));
            int kw = Math.max(14, first.behaviour().shares().keySet().stream().mapToInt(String::length).max()
                    .orElse(0) + 1);
            StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-" + kw + "s",
                    first.behaviour().sharesKind()));
            for (EntryResult e : r.entries()) {
                head.append(String.format(Locale.ROOT, " %" + w + "s", e.entry()));
            }
            b.append(head).append(System.lineSeparator());
            for (String k : first.behaviour().shares().keySet()) {
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-" + kw + "s", k));
                for (EntryResult e : r.entries()) {
                    line.append(String.format(Locale.ROOT, " %" + w + "s", percent(e.share(k))));
                }
                b.append(line).append(System.lineSeparator());
            }
        }
        b.append(System.lineSeparator());
        b.append(String.format(Locale.ROOT, "%d %s in %.1f s, %d decisions%n", r.games(),
                r.games() == 1 ? "game" : "games", r.seconds(), r.decisions()));
        for (SearchEffort s : r.searches()) {
            b.append(String.format(Locale.ROOT, "%s searched %,.0f iterations/s (%,d iterations in %.1f s of searching)",
                    s.entry(), s.iterationsPerSecond(), s.iterations(), s.nanos() / 1e9));
            if (s.cpuNanos() > 0) {
                b.append(String.format(Locale.ROOT, "; %,.0f iterations per second of processor time",
                        s.iterationsPerCpuSecond()));
            }
            b.append(System.lineSeparator());
        }
        return b.toString();
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    /** The result as a JSON tree: every field always present, NaN written as null. */
    public static ObjectNode toJson(TournamentResult r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("formatVersion", FORMAT_VERSION);
        root.put("game", r.game());
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
            e.behaviour().figures().forEach((field, value) -> figure(o, field, value));
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

    @SuppressWarnings("unchecked")
    private static void figure(ObjectNode o, String field, Object value) {
        if (value instanceof Integer || value instanceof Long) {
            o.put(field, ((Number) value).longValue());
        } else if (value instanceof Number n) {
            number(o, field, n.doubleValue());
        } else if (value instanceof java.util.Map<?, ?> m) {
            ObjectNode inner = o.putObject(field);
            ((java.util.Map<String, Object>) m).forEach((k, v) -> figure(inner, k, v));
        } else {
            throw new IllegalArgumentException("a lab figure must be a number or a map of numbers: " + field);
        }
    }

    /** Writes a figure rounded to 6 decimals, NaN and infinities as null. */
    public static void number(ObjectNode o, String field, double value) {
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
