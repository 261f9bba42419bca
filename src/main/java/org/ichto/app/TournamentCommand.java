package org.ichto.app;

import org.ichto.shell.files.FileProblem;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.lab.TournamentReport;
import org.ichto.shell.lab.TournamentResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code primeval tournament}: many headless games between computer opponents, and what each did. */
@Command(name = "tournament",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Play many games between computer opponents, rotating the seats, and report for each "
                        + "entry its wins (with a 95%% interval), mean final score, decision times and "
                        + "how it plays.",
                "Game g uses the setup seed S + g; its players are seeded from S, g and the seat."})
public final class TournamentCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(TournamentCommand.class);

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--players", required = true, paramLabel = "P1,P2,P3[,P4[,P5]]",
            description = "As many players as the game seats (Urland 3 to 5, Primordial Soup 3 or 4), comma "
                    + "separated: a profile name, random or expert, "
                    + "optionally with a difficulty (easy, normal, hard), e.g. random,random,predator:hard.")
    private String players;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "Games to play (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the tournament (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--deadline", paramLabel = "MS", defaultValue = "" + Tournament.DEFAULT_DEADLINE_MILLIS,
            description = "Longest time for one decision in milliseconds; a player that overruns it is "
                    + "replaced by a safe decision (default: ${DEFAULT-VALUE}).")
    private long deadline;

    @Option(names = "--think", paramLabel = "MS", defaultValue = "0",
            description = "Thinking time per decision for searching players such as the Expert, in "
                    + "milliseconds; 0 keeps each player's own (the Expert's profile: 1000).")
    private long think;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "0",
            description = "Search iterations per decision for searching players such as the Expert instead of a "
                    + "thinking time: the same command then plays the same games on any machine; 0: not used.")
    private long iterations;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the results to FILE as JSON.")
    private Path json;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Tournament<?, ?, ?> tournament;
        try {
            tournament = tournament(game.game());
        } catch (IllegalArgumentException e) {
            err.println("primeval tournament: " + e.getMessage());
            err.flush();
            return ReplayCommand.BAD_INPUT;
        }
        TournamentResult result;
        try {
            result = tournament.run();
        } catch (IllegalStateException e) {
            // A game could not be played to its end (the rules offered nothing, or it never ended).
            err.println("primeval tournament: " + e.getMessage());
            err.flush();
            return 1;
        }
        LOG.info("tournament {} games, seed {}, players {}: {} decisions in {} s", games, seed,
                result.players(), result.decisions(), result.seconds());
        PrintWriter out = spec.commandLine().getOut();
        out.print(TournamentReport.text(result));
        out.flush();
        if (json != null) {
            try {
                Path parent = json.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(json, TournamentReport.json(result));
            } catch (IOException e) {
                err.println("primeval tournament: cannot write " + json + ": " + FileProblem.of(e));
                err.flush();
                return 1;
            }
        }
        return 0;
    }

    private <S, V, D, E> Tournament<S, V, D> tournament(GameDefinition<S, V, D, E> def) {
        PlayerFactory<V, D> factory = PlayerFactory.standard(def,
                ProfileLibrary.load(def.id(), def.ai().schema(), DataDirectory.profiles(def.id())));
        List<PlayerSpec> specs = PlayerSpec.parseList(players);
        if (!def.seats().allows(specs.size())) {
            throw new IllegalArgumentException("--players needs " + def.seats().range() + " players for "
                    + def.name() + ", not " + specs.size());
        }
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1, not " + games);
        }
        if (deadline < 1) {
            throw new IllegalArgumentException("--deadline must be at least 1 ms, not " + deadline);
        }
        if (think < 0) {
            throw new IllegalArgumentException("--think must not be negative, not " + think);
        }
        if (iterations < 0) {
            throw new IllegalArgumentException("--iterations must not be negative, not " + iterations);
        }
        if (think > 0 && iterations > 0) {
            throw new IllegalArgumentException("--think and --iterations cannot be used together");
        }
        Budget budget = iterations > 0 ? Budget.iterations(iterations) : think > 0 ? Budget.millis(think) : Budget.NONE;
        return new Tournament<>(def, factory, specs, games, seed, deadline, budget);
    }
}
