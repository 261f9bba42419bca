package org.ichto.app;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.rating.RatingTable;
import org.ichto.shell.rating.RoundRobin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code primeval rate}: rates every shipped personality, the Expert and random play at every difficulty
 * on one scale from many games among them, and writes the ratings the new-game dialog shows.
 */
@Command(name = "rate",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Rate every shipped personality, the Expert and random play at every difficulty on one scale "
                        + "(TrueSkill, shown as 1500 + 48 (mean - 25)) from many games among them, and write "
                        + "the ratings as JSON.",
                "Game g seats players drawn by the seed and g; results are rated in game order, so the same "
                        + "seed and options give the same ratings."})
public final class RateCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1200",
            description = "Games to play (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seats", paramLabel = "P", defaultValue = "4",
            description = "Players in every game (default: ${DEFAULT-VALUE}).")
    private int seats;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the games (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--expert-iterations", paramLabel = "N", defaultValue = "400",
            description = "The Expert's search iterations per decision: counted, not timed, so that the ratings "
                    + "do not depend on the machine (default: ${DEFAULT-VALUE}).")
    private long expertIterations;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "0",
            description = "Games played at once; 0: one less than the processors, at least 1.")
    private int threads;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Write the ratings here (e.g. ai-profiles/urland/ratings.json); without it they are printed.")
    private Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        RatingTable table;
        try {
            table = rate(game.game(), err);
        } catch (IllegalArgumentException e) {
            err.println("primeval rate: " + e.getMessage());
            err.flush();
            return ReplayCommand.BAD_INPUT;
        } catch (IllegalStateException e) {
            err.println("primeval rate: " + e.getMessage());
            err.flush();
            return 1;
        }
        PrintWriter o = spec.commandLine().getOut();
        List<RatingTable.Entry> best = new ArrayList<>(table.entries());
        best.sort(Comparator.comparingInt(RatingTable.Entry::points).reversed());
        for (RatingTable.Entry e : best) {
            o.printf("%-26s %5d  (%d games, %d wins)%n", e.player(), e.points(), e.games(), e.wins());
        }
        if (out == null) {
            o.print(table.toJson());
        } else {
            try {
                Path parent = out.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(out, table.toJson());
            } catch (IOException e) {
                err.println("primeval rate: cannot write " + out + ": " + FileProblem.of(e));
                err.flush();
                return 1;
            }
        }
        o.flush();
        return 0;
    }

    private <S, V, D, E> RatingTable rate(GameDefinition<S, V, D, E> def, PrintWriter err) {
        if (expertIterations < 1) {
            throw new IllegalArgumentException("--expert-iterations must be at least 1, not " + expertIterations);
        }
        if (threads < 0) {
            throw new IllegalArgumentException("--threads must not be negative, not " + threads);
        }
        ProfileLibrary shipped = ProfileLibrary.shipped(def.id(), def.ai().schema());
        PlayerFactory<V, D> factory = PlayerFactory.standard(def, shipped);
        List<String> kinds = new ArrayList<>(shipped.shippedIds());
        kinds.add("expert");
        kinds.add("random");
        List<PlayerSpec> entries = new ArrayList<>();
        for (String kind : kinds) {
            for (Difficulty d : Difficulty.values()) {
                entries.add(new PlayerSpec(kind, d));
            }
        }
        int t = threads > 0 ? threads : Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
        RoundRobin<S, V, D> robin = new RoundRobin<>(def, factory, entries, seats, games, seed,
                Budget.iterations(expertIterations), t);
        int step = Math.max(1, games / 20);
        List<RatingTable.Entry> rated = robin.run((done, total) -> {
            if (done % step == 0 || done == total) {
                err.println("rated " + done + " of " + total + " games");
                err.flush();
            }
        });
        String command = "primeval rate --game " + def.id() + " --games " + games + " --seats " + seats
                + " --seed " + seed + " --expert-iterations " + expertIterations
                + " --out ai-profiles/" + def.id() + "/ratings.json";
        return new RatingTable(RatingTable.FORMAT, def.id(), command, seed, games, seats, expertIterations, rated);
    }
}
