package org.ichto.shell.ui.probe;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The window probe's figures as a readable table and as JSON, with each figure that has a target marked as within it
 * or over it: the board showing the game within {@value #STARTUP_TARGET_MS} ms of the process starting (median over
 * the launches), a repaint of the board after a move within {@value #REPAINT_TARGET_MS} ms (95th percentile), and the
 * event thread never blocked for more than {@value #BLOCK_TARGET_MS} ms while computers play.
 */
public final class ProbeReport {
    public static final double STARTUP_TARGET_MS = 1500;
    public static final double REPAINT_TARGET_MS = 16;
    public static final double BLOCK_TARGET_MS = 100;
    /** The game's first paint at most this many times a bare frame's (medians of alternating launches). */
    public static final double RATIO_TARGET = 1.5;

    /** What was probed where. */
    public record Setup(String game, int players, long seed, String java, int cores, String screen, double load) {
    }

    private ProbeReport() {
    }

    /** The figures as a table; {@code launches} holds the startup of every launch, as a player starts the window. */
    public static String text(Setup setup, List<WindowProbe.Startup> launches, WindowProbe.Result result) {
        return text(setup, launches, List.of(), result);
    }

    /**
     * The figures as a table, with the first paint of the bare frame ({@link BareFrame}) in each of its launches
     * (milliseconds from the start of its process) and the ratio of the game's to it.
     */
    public static String text(Setup setup, List<WindowProbe.Startup> launches, List<Double> bare,
                              WindowProbe.Result result) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s window probe: %d computer seats, seed %d, Java %s, %d cores, "
                + "screen %s, load average %.2f%n", setup.game(), setup.players(), setup.seed(), setup.java(), setup.cores(),
                setup.screen(), setup.load()));
        startup(b, launches);
        bare(b, launches, bare);
        if (result.repaint() != null) {
            repaint(b, result.repaint());
        }
        events(b, result);
        return b.toString();
    }

    private static void startup(StringBuilder b, List<WindowProbe.Startup> launches) {
        b.append(String.format(Locale.ROOT, "%nStartup, ms from the start of the process (%d launch%s of the window "
                + "as a player starts it: this probe's java options, no arguments)%n", launches.size(),
                launches.size() == 1 ? "" : "es"));
        b.append(String.format(Locale.ROOT, "  %-34s %8s %8s %8s %8s %8s%n", "", "median", "p95", "min", "max",
                "target"));
        startupRow(b, "JVM started", launches, WindowProbe.Startup::jvm, false);
        startupRow(b, "main method running", launches, WindowProbe.Startup::command, false);
        startupRow(b, "window showing", launches, WindowProbe.Startup::visible, false);
        startupRow(b, "first paint of the board", launches, WindowProbe.Startup::firstPaint, false);
        startupRow(b, "first paint showing the game", launches, WindowProbe.Startup::gamePaint, true);
        if (launches.size() > 1) {
            StringBuilder each = new StringBuilder();
            for (WindowProbe.Startup s : launches) {
                each.append(each.length() == 0 ? "" : ", ").append(ms(s.gamePaint()));
            }
            b.append("  each launch, first paint showing the game: ").append(each).append('\n');
        }
    }

    private static void bare(StringBuilder b, List<WindowProbe.Startup> launches, List<Double> bare) {
        if (bare.isEmpty()) {
            return;
        }
        Spread s = Spread.of(bare);
        b.append(String.format(Locale.ROOT, "  %-34s %8s %8s %8s %8s %8s%n", "bare frame (FlatLaf, MigLayout, 200",
                "", "", "", "", ""));
        b.append(String.format(Locale.ROOT, "  %-34s %8s %8s %8s %8s %8s%n", "  ellipses), first paint",
                ms(s.median()), ms(s.p95()), ms(s.min()), ms(s.max()), ""));
        double ratio = ratio(launches, bare);
        b.append(String.format(Locale.ROOT, "  %-34s %8s %8s %8s %8s %8s%n", "game to bare frame (medians)",
                Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2fx", ratio), "", "", "",
                verdict(RATIO_TARGET, ratio)));
        StringBuilder each = new StringBuilder();
        for (double v : bare) {
            each.append(each.length() == 0 ? "" : ", ").append(ms(v));
        }
        b.append("  each launch, bare frame's first paint: ").append(each).append('\n');
    }

    /**
     * The median of the game's first paint showing the game over the median of the bare frame's first paint; NaN
     * when either has no figure.
     */
    public static double ratio(List<WindowProbe.Startup> launches, List<Double> bare) {
        double game = Spread.of(launches, WindowProbe.Startup::gamePaint).median();
        double frame = Spread.of(bare).median();
        return Double.isNaN(game) || Double.isNaN(frame) || frame <= 0 ? Double.NaN : game / frame;
    }

    private static void startupRow(StringBuilder b, String name, List<WindowProbe.Startup> launches,
                                   ToDoubleFunction<WindowProbe.Startup> figure, boolean target) {
        Spread s = Spread.of(launches, figure);
        b.append(String.format(Locale.ROOT, "  %-34s %8s %8s %8s %8s %8s%n", name, ms(s.median()), ms(s.p95()),
                ms(s.min()), ms(s.max()), target ? verdict(STARTUP_TARGET_MS, s.median()) : ""));
    }

    private static void repaint(StringBuilder b, WindowProbe.Repaint r) {
        b.append(String.format(Locale.ROOT, "%nBoard repaint in the window at %dx%d, ms%n", r.width(), r.height()));
        b.append(String.format(Locale.ROOT, "  %-34s %8s %8s %8s %8s %8s%n", "", "paints", "median", "p95", "max",
                "target"));
        b.append(String.format(Locale.ROOT, "  %-34s %8d %8.2f %8.2f %8.2f %8s%n", "after a move (ground kept)",
                r.move().count(), r.move().median(), r.move().p95(), r.move().max(),
                verdict(REPAINT_TARGET_MS, r.move().p95())));
        b.append(String.format(Locale.ROOT, "  %-34s %8d %8.2f %8.2f %8.2f %8s%n", "  of which painting the board",
                r.movePainting().count(), r.movePainting().median(), r.movePainting().p95(), r.movePainting().max(),
                ""));
        b.append(String.format(Locale.ROOT, "  %-34s %8d %8.2f %8.2f %8.2f %8s%n", "ground painted anew (resize)",
                r.ground().count(), r.ground().median(), r.ground().p95(), r.ground().max(), ""));
    }

    private static void events(StringBuilder b, WindowProbe.Result result) {
        if (result.startupEvents() == null && result.play().isEmpty()) {
            return; // only launches measured
        }
        List<EventThreadMonitor.Figures> stretches = new ArrayList<>();
        if (result.startupEvents() != null) {
            stretches.add(result.startupEvents());
        }
        b.append(String.format(Locale.ROOT, "%nEvent thread, ms (busy: the share of the time spent on the game's "
                + "events; p99, max: one event's dispatch; wait: a heartbeat posted every %d ms waiting to run; gc: "
                + "collections/ms; starved: the longest a 1 ms nap of the watchdog overran, the machine being busy)%n",
                EventThreadMonitor.BEAT_MILLIS));
        b.append(String.format(Locale.ROOT, "  %-22s %7s %9s %5s %7s %6s %7s %8s %8s %8s %7s %8s %8s%n", "",
                "seconds", "decisions", "games", "events", "busy", "p99", "max", "wait p99", "wait max", "gc",
                "starved", "target"));
        if (result.startupEvents() != null) {
            eventRow(b, result.startupEvents(), "", "", "");
        }
        for (WindowProbe.Play p : result.play()) {
            stretches.add(p.events());
            eventRow(b, p.events(), Integer.toString(p.decisions()), Integer.toString(p.gamesEnded()),
                    verdict(BLOCK_TARGET_MS, p.events().longestBlockMillis()));
        }
        for (EventThreadMonitor.Figures f : stretches) {
            if (f.slowest().isEmpty()) {
                continue;
            }
            b.append(String.format(Locale.ROOT, "%nSlowest events, %s (max ms, count of 1 ms or more, their total "
                    + "ms, event, where the code was)%n", f.name()));
            if (!f.longestWait().isEmpty()) {
                b.append(String.format(Locale.ROOT, "  longest wait %.1f ms: %s%n", f.waits().max(), f.longestWait()));
            }
            for (EventThreadMonitor.SlowEvent e : f.slowest()) {
                b.append(String.format(Locale.ROOT, "  %8.1f %6d %8.0f  %s%s%n", e.maxMillis(), e.count(),
                        e.totalMillis(), e.what(),
                        e.where().isEmpty() ? "" : "  @ " + e.where()));
            }
        }
    }

    private static void eventRow(StringBuilder b, EventThreadMonitor.Figures f, String decisions, String games,
                                 String verdict) {
        b.append(String.format(Locale.ROOT, "  %-22s %7.1f %9s %5s %7d %5.0f%% %7.1f %8.1f %8.1f %8.1f %7s %8.1f %8s%n",
                f.name(), f.seconds(), decisions, games, f.events(), f.busyPercent(), f.dispatch().p99(),
                f.dispatch().max(),
                f.waits().p99(), f.waits().max(), f.gcCount() + "/" + Math.round(f.gcMillis()), f.starvedMillis(),
                verdict));
    }

    /** "ok" when the figure is within the target, else "OVER"; the target is shown with it. */
    static String verdict(double target, double figure) {
        if (Double.isNaN(figure)) {
            return "";
        }
        return String.format(Locale.ROOT, "%s %s", fmt(target), figure <= target ? "ok" : "OVER");
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.0f", v);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    /** Median, nearest-rank 95th percentile, least and greatest of the figures that are known (not NaN). */
    record Spread(double median, double p95, double min, double max) {
        static Spread of(List<WindowProbe.Startup> launches, ToDoubleFunction<WindowProbe.Startup> figure) {
            return of(launches.stream().map(figure::applyAsDouble).toList());
        }

        static Spread of(List<Double> figures) {
            double[] v = figures.stream().mapToDouble(Double::doubleValue).filter(d -> !Double.isNaN(d)).sorted()
                    .toArray();
            if (v.length == 0) {
                return new Spread(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
            }
            return new Spread(rank(v, 50), rank(v, 95), v[0], v[v.length - 1]);
        }

        private static double rank(double[] sorted, double p) {
            int r = (int) Math.ceil(p / 100 * sorted.length);
            return sorted[Math.max(r, 1) - 1];
        }
    }

    // ------------------------------------------------------------------ JSON

    /** The figures as JSON (milliseconds throughout; unknown figures are null). */
    public static String json(Setup setup, List<WindowProbe.Startup> launches, WindowProbe.Result result) {
        return json(setup, launches, List.of(), result);
    }

    /** As {@link #json(Setup, List, WindowProbe.Result)}, with the bare frame's first paints and the ratio. */
    public static String json(Setup setup, List<WindowProbe.Startup> launches, List<Double> bare,
                              WindowProbe.Result result) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("setup", setup);
        Map<String, Object> startup = new LinkedHashMap<>();
        Spread game = Spread.of(launches, WindowProbe.Startup::gamePaint);
        startup.put("launches", launches.stream().map(ProbeReport::startupMap).toList());
        startup.put("gamePaintMedian", num(game.median()));
        startup.put("gamePaintP95", num(game.p95()));
        startup.put("target", STARTUP_TARGET_MS);
        if (!bare.isEmpty()) {
            startup.put("bareFramePaints", bare.stream().map(ProbeReport::num).toList());
            startup.put("bareFramePaintMedian", num(Spread.of(bare).median()));
            double ratio = ratio(launches, bare);
            startup.put("ratioToBareFrame", Double.isNaN(ratio) ? null : Math.round(ratio * 100) / 100.0);
            startup.put("ratioTarget", RATIO_TARGET);
        }
        root.put("startup", startup);
        if (result.repaint() != null) {
            WindowProbe.Repaint r = result.repaint();
            Map<String, Object> repaint = new LinkedHashMap<>();
            repaint.put("width", r.width());
            repaint.put("height", r.height());
            repaint.put("move", r.move());
            repaint.put("movePainting", r.movePainting());
            repaint.put("ground", r.ground());
            repaint.put("target", REPAINT_TARGET_MS);
            root.put("repaint", repaint);
        }
        List<Object> stretches = new ArrayList<>();
        if (result.startupEvents() != null) {
            stretches.add(Map.of("events", result.startupEvents()));
        }
        for (WindowProbe.Play p : result.play()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("events", p.events());
            m.put("decisions", p.decisions());
            m.put("gamesEnded", p.gamesEnded());
            m.put("endDialogs", p.endDialogs());
            m.put("longestBlock", p.events().longestBlockMillis());
            m.put("target", BLOCK_TARGET_MS);
            stretches.add(m);
        }
        root.put("eventThread", stretches);
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> startupMap(WindowProbe.Startup s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jvm", num(s.jvm()));
        m.put("command", num(s.command()));
        m.put("visible", num(s.visible()));
        m.put("firstPaint", num(s.firstPaint()));
        m.put("gamePaint", num(s.gamePaint()));
        return m;
    }

    private static Double num(double v) {
        return Double.isNaN(v) ? null : Math.round(v * 10) / 10.0;
    }
}
