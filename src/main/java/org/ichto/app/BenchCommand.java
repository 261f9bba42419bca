package org.ichto.app;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.match.RandomGames;
import picocli.CommandLine.Mixin;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code primeval bench}: how fast a game's rules engine plays whole random games on one thread. */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Play whole games of random legal decisions for every player count of the game on one "
                        + "thread and report the speed of its rules engine.",
                "All player counts are warmed up first; the warm-up games are not counted."})
public final class BenchCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(BenchCommand.class);

    @Spec
    CommandSpec spec;

    @Mixin
    GameOption game;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2000",
            description = "Games per player count (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the first game; game i uses S + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "1000",
            description = "Uncounted warm-up games per player count (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
        }
        if (warmup < 0) {
            throw new ParameterException(spec.commandLine(), "--warmup must not be negative, not " + warmup);
        }
        GameDefinition<?, ?, ?, ?> def;
        try {
            def = game.game();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        try {
            run(def);
        } catch (IllegalStateException e) {
            // A game could not be played to its end: the rules offered nothing before it was over.
            spec.commandLine().getErr().println("primeval bench: " + e.getMessage());
            spec.commandLine().getErr().flush();
            return 1;
        }
        return 0;
    }

    private <S, V, D, E> void run(GameDefinition<S, V, D, E> def) {
        RandomGames<S, D> random = new RandomGames<>(def);
        int min = def.seats().min();
        int max = def.seats().max();
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s random games: %d per player count, seed %d, one thread, Java %s%n",
                def.name(), games, seed, Runtime.version());
        out.printf(Locale.ROOT, "%7s %7s %9s %12s %12s %15s %11s%n",
                "players", "games", "games/s", "games/cpu-s", "decisions/s", "decisions/game", "turns/game");
        out.flush();
        // Warm up every player count before measuring any, so the compiler has seen all of them.
        // Warm-up seeds lie below the measured ones, so the measured games are those of --seed.
        for (int players = min; players <= max; players++) {
            random.playMany(players, warmup, seed - warmup);
        }
        for (int players = min; players <= max; players++) {
            long start = System.nanoTime();
            long cpuStart = threadCpuNanos();
            RandomGames.Batch b = random.playMany(players, games, seed);
            double seconds = Math.max(System.nanoTime() - start, 1) / 1e9;
            double cpuSeconds = Math.max(threadCpuNanos() - cpuStart, 1) / 1e9;
            out.printf(Locale.ROOT, "%7d %7d %9.1f %12.1f %12.0f %15.1f %11.1f%n",
                    players, b.games(), b.games() / seconds, b.games() / cpuSeconds, b.decisions() / seconds,
                    b.decisionsPerGame(), b.turnsPerGame());
            out.flush();
            LOG.info("bench {} players: {} games in {} s, {} decisions, {} unfinished",
                    players, b.games(), seconds, b.decisions(), b.unfinished());
            if (b.unfinished() > 0) {
                spec.commandLine().getErr().printf(Locale.ROOT,
                        "warning: %d of %d games with %d players did not end within %d decisions%n",
                        b.unfinished(), b.games(), players, RandomGames.STEP_CAP);
                spec.commandLine().getErr().flush();
            }
        }
        primitives(def, random, out);
    }

    /**
     * The processor time this thread has used, in nanoseconds: games per second of it hardly change when other work
     * shares the processors, where games per second of the clock drop. Falls back to the clock where the JVM cannot
     * tell.
     */
    private static long threadCpuNanos() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** What a search leans on: copying a state, and listing the legal decisions to draw one at random. */
    private <S, V, D, E> void primitives(GameDefinition<S, V, D, E> def, RandomGames<S, D> random, PrintWriter out) {
        GameRules<S, D, E> rules = def.rules();
        int players = Math.min(4, def.seats().max());
        List<S> states = new ArrayList<>();
        for (int g = 0; g < 40; g++) {
            random.play(players, seed + g, (before, decision, after) -> {
                if (!rules.isOver(after)) {
                    states.add(after);
                }
            });
        }
        SeededRandom rng = new SeededRandom(seed);
        Object[] kept = new Object[1024];
        long sink = 0;
        int rounds = 160;
        for (int warm = 0; warm < 3; warm++) {
            long t0 = System.nanoTime();
            for (int r = 0; r < rounds; r++) {
                int i = 0;
                for (S st : states) {
                    kept[i++ & 1023] = rules.copy(st);
                }
            }
            double copySeconds = (System.nanoTime() - t0) / 1e9;
            t0 = System.nanoTime();
            for (int r = 0; r < rounds / 4; r++) {
                for (S st : states) {
                    sink += rules.randomDecision(st, rng).hashCode();
                }
            }
            double sampleSeconds = (System.nanoTime() - t0) / 1e9;
            if (warm == 2) {
                out.printf(Locale.ROOT, "%d-player mid-game states (%d): %.2f million copies/s, "
                                + "%.2f million random legal decisions/s%n", players, states.size(),
                        rounds * (double) states.size() / copySeconds / 1e6,
                        rounds / 4 * (double) states.size() / sampleSeconds / 1e6);
            }
        }
        LOG.debug("checksum {} {}", sink, kept[0]);
        out.flush();
    }
}
