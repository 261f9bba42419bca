package org.ichto.app;

import org.ichto.core.Budget;
import org.ichto.core.MatchRunner;
import org.ichto.core.Player;
import org.ichto.core.Seat;
import org.ichto.urland.Urland;
import org.ichto.urland.ai.PlayerFactory;
import org.ichto.urland.ai.ProfileLibrary;
import org.ichto.urland.ai.PlayerSpec;
import org.ichto.urland.lab.Tournament;
import org.ichto.urland.play.UrlandGame;
import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.record.RecordIO;
import org.ichto.urland.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** Plays one whole game between computer opponents and saves its record. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Play one game between computer opponents and save its record.")
public final class SelfplayCommand implements Callable<Integer> {
    /** No game of Urland comes near this many decisions; a safeguard against a game that never ends. */
    static final int MAX_DECISIONS = Tournament.MAX_DECISIONS;

    @Spec
    private CommandSpec spec;

    @Option(names = "--players", required = true, paramLabel = "N|P1,P2,P3[,P4[,P5]]",
            description = "Either a number of random players, 3 to 5, or 3 to 5 players comma separated "
                    + "(a profile name, random or expert, optionally with a difficulty: predator:hard).")
    private String players;

    @Option(names = "--seed", required = true, paramLabel = "S",
            description = "Seed of the setup; the players' choices are seeded from it too.")
    private long seed;

    @Option(names = "--save", required = true, paramLabel = "FILE", description = "Where to write the record.")
    private Path save;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PlayerFactory factory = PlayerFactory.standard(ProfileLibrary.load(DataDirectory.profiles()));
        List<PlayerSpec> specs;
        try {
            specs = specs(players);
            specs.forEach(factory::check);
        } catch (IllegalArgumentException e) {
            err.println("urland selfplay: " + e.getMessage());
            err.flush();
            return ReplayCommand.BAD_INPUT;
        }
        GameRecord record = play(factory, specs, seed);
        try {
            RecordIO.write(record, save);
        } catch (RecordException e) {
            err.println("urland selfplay: " + e.getMessage());
            err.flush();
            return 1;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Saved " + save + ": " + record.decisions().size() + " decisions.");
        out.flush();
        return 0;
    }

    /** A number of random players, or a comma list of player specs; 3 to 5 players either way. */
    static List<PlayerSpec> specs(String text) {
        List<PlayerSpec> specs;
        if (text.strip().matches("[+-]?\\d+")) {
            int n;
            try {
                n = Integer.parseInt(text.strip());
            } catch (NumberFormatException e) {
                n = Integer.MAX_VALUE;
            }
            if (n < 3 || n > 5) {
                throw new IllegalArgumentException("--players must be 3, 4 or 5, not " + text.strip());
            }
            specs = Collections.nCopies(n, PlayerSpec.of("random"));
        } else {
            specs = PlayerSpec.parseList(text);
            if (specs.size() < 3 || specs.size() > 5) {
                throw new IllegalArgumentException("--players needs 3 to 5 players, not " + specs.size());
            }
        }
        return specs;
    }

    /** A whole game between random players: the setup from the seed, their choices seeded from it. */
    public static GameRecord play(int players, long seed) {
        return play(PlayerFactory.standard(), Collections.nCopies(players, PlayerSpec.of("random")), seed);
    }

    /**
     * A whole game, one player per spec in seat order: the setup from the seed, the player at seat i
     * seeded with {@code Tournament.playerSeed(seed, 0, i)} (as in the first game of a tournament).
     * Seats are named after their players ("Random 1", "Predator 2"), coloured in seating order,
     * with the spec as profile.
     */
    public static GameRecord play(PlayerFactory factory, List<PlayerSpec> specs, long seed) {
        List<Seat> seats = new ArrayList<>();
        List<Player<SeatView, Decision>> seated = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            PlayerSpec s = specs.get(i);
            String name = s.name().substring(0, 1).toUpperCase(Locale.ROOT) + s.name().substring(1);
            seats.add(Seat.computer(name + " " + (i + 1), Seat.COLOURS.get(i), s.toString()));
            seated.add(factory.create(s, Tournament.playerSeed(seed, 0, i)));
        }
        List<SeatDecision> decisions = new ArrayList<>();
        try (MatchRunner<GameState, SeatView, Decision> runner = new MatchRunner<>(UrlandGame.INSTANCE, seated,
                Budget.NONE, Tournament.DEFAULT_DEADLINE_MILLIS)) {
            runner.play(Urland.newGame(specs.size(), seed), (before, seat, decision, nanos, fallback, after) -> {
                if (decisions.size() >= MAX_DECISIONS) {
                    throw new IllegalStateException("the game did not end within " + MAX_DECISIONS + " decisions");
                }
                decisions.add(new SeatDecision(seat, decision));
            });
        }
        return GameRecord.fromSeed(seats, seed).withDecisions(decisions);
    }
}
