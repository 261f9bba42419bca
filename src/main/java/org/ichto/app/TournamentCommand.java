package org.ichto.app;

import org.ichto.core.Budget;
import org.ichto.urland.ai.PlayerFactory;
import org.ichto.urland.ai.ProfileLibrary;
import org.ichto.urland.ai.PlayerSpec;
import org.ichto.urland.lab.Tournament;
import org.ichto.urland.lab.TournamentReport;
import org.ichto.urland.lab.TournamentResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code urland tournament}: many headless games between computer opponents, and what each did. */
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

    @Option(names = "--players", required = true, paramLabel = "P1,P2,P3[,P4[,P5]]",
            description = "3 to 5 players, comma separated: a profile name, random or expert, "
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

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the results to FILE as JSON.")
    private Path json;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PlayerFactory factory = PlayerFactory.standard(ProfileLibrary.load(DataDirectory.profiles()));
        Tournament tournament;
        try {
            List<PlayerSpec> specs = PlayerSpec.parseList(players);
            if (specs.size() < 3 || specs.size() > 5) {
                throw new IllegalArgumentException("--players needs 3 to 5 players, not " + specs.size());
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
            tournament = new Tournament(factory, specs, games, seed, deadline,
                    think == 0 ? Budget.NONE : Budget.millis(think));
        } catch (IllegalArgumentException e) {
            err.println("urland tournament: " + e.getMessage());
            err.flush();
            return ReplayCommand.BAD_INPUT;
        }
        TournamentResult result = tournament.run();
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
                err.println("urland tournament: cannot write " + json + ": " + e.getMessage());
                err.flush();
                return 1;
            }
        }
        return 0;
    }
}
