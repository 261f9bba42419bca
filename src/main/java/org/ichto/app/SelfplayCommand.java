package org.ichto.app;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.match.MatchRunner;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.SeatDecision;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
@Command(name = "selfplay", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Play one game between computer opponents and save its record.")
public final class SelfplayCommand implements Callable<Integer> {
    /** No game comes near this many decisions; a safeguard against a game that never ends. */
    static final int MAX_DECISIONS = Tournament.MAX_DECISIONS;

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--players", required = true, paramLabel = "N|P1,P2,P3[,P4[,P5]]",
            description = "Either a number of random players, or players comma separated "
                    + "(a profile name, random or expert, optionally with a difficulty: predator:hard); "
                    + "as many as the game seats (Urland 3 to 5, Primordial Soup 3 or 4).")
    private String players;

    @Option(names = "--seed", required = true, paramLabel = "S",
            description = "Seed of the setup; the players' choices are seeded from it too.")
    private long seed;

    @Option(names = "--save", required = true, paramLabel = "FILE", description = "Where to write the record.")
    private Path save;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            return call(game.game());
        } catch (IllegalArgumentException e) {
            err.println("primeval selfplay: " + e.getMessage());
            err.flush();
            return ReplayCommand.BAD_INPUT;
        } catch (IllegalStateException e) {
            // The game could not be played to its end (the rules offered nothing, or it never ended).
            err.println("primeval selfplay: " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    private <S, V, D, E> int call(GameDefinition<S, V, D, E> def) {
        PrintWriter err = spec.commandLine().getErr();
        PlayerFactory<V, D> factory = PlayerFactory.standard(def,
                ProfileLibrary.load(def.id(), def.ai().schema(), DataDirectory.profiles(def.id())));
        List<PlayerSpec> specs = specs(def, players);
        specs.forEach(factory::check);
        GameRecord<S, D> record = play(def, factory, specs, seed);
        try {
            new RecordIO<>(def).write(record, save);
        } catch (RecordException e) {
            err.println("primeval selfplay: " + e.getMessage());
            err.flush();
            return 1;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Saved " + save + ": " + record.decisions().size() + " decisions.");
        out.flush();
        return 0;
    }

    /** A number of random players, or a comma list of player specs; as many as the game seats either way. */
    static List<PlayerSpec> specs(GameDefinition<?, ?, ?, ?> def, String text) {
        List<PlayerSpec> specs;
        if (text.strip().matches("[+-]?\\d+")) {
            int n;
            try {
                n = Integer.parseInt(text.strip());
            } catch (NumberFormatException e) {
                n = Integer.MAX_VALUE;
            }
            if (!def.seats().allows(n)) {
                throw new IllegalArgumentException("--players must be " + def.seats().range()
                        + " for " + def.name() + ", not " + text.strip());
            }
            specs = Collections.nCopies(n, PlayerSpec.of("random"));
        } else {
            specs = PlayerSpec.parseList(text);
            if (!def.seats().allows(specs.size())) {
                throw new IllegalArgumentException("--players needs " + def.seats().range() + " players for "
                        + def.name() + ", not " + specs.size());
            }
        }
        return specs;
    }

    /** A whole game between random players: the setup from the seed, their choices seeded from it. */
    public static <S, V, D, E> GameRecord<S, D> play(GameDefinition<S, V, D, E> def, int players, long seed) {
        return play(def, PlayerFactory.standard(def), Collections.nCopies(players, PlayerSpec.of("random")), seed);
    }

    /**
     * A whole game, one player per spec in seat order: the setup from the seed, the player at seat i
     * seeded with {@code Tournament.playerSeed(seed, 0, i)} (as in the first game of a tournament).
     * Seats are named after their players ("Random 1", "Predator 2"), coloured in seating order,
     * with the spec as profile.
     */
    public static <S, V, D, E> GameRecord<S, D> play(GameDefinition<S, V, D, E> def, PlayerFactory<V, D> factory,
                                                     List<PlayerSpec> specs, long seed) {
        List<Seat> seats = new ArrayList<>();
        List<Player<V, D>> seated = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            PlayerSpec s = specs.get(i);
            String name = s.name().substring(0, 1).toUpperCase(Locale.ROOT) + s.name().substring(1);
            seats.add(Seat.computer(name + " " + (i + 1), def.seats().colours().get(i), s.toString()));
            seated.add(factory.create(s, Tournament.playerSeed(seed, 0, i)));
        }
        List<SeatDecision<D>> decisions = new ArrayList<>();
        try (MatchRunner<S, V, D> runner = new MatchRunner<>(def, seated, Budget.NONE,
                Tournament.DEFAULT_DEADLINE_MILLIS)) {
            runner.play(def.rules().newGame(specs.size(), seed), (before, seat, decision, nanos, fallback, after) -> {
                if (decisions.size() >= MAX_DECISIONS) {
                    throw new IllegalStateException("the game did not end within " + MAX_DECISIONS + " decisions");
                }
                decisions.add(new SeatDecision<>(seat, decision));
            });
        }
        return GameRecord.fromSeed(def, seats, seed).withDecisions(decisions);
    }
}
