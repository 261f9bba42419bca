package org.ichto.app;

import org.ichto.core.Seat;
import org.ichto.core.SeededRandom;
import org.ichto.urland.Urland;
import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.record.RecordIO;
import org.ichto.urland.record.SeatDecision;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** Plays one whole game between random players and saves its record. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Play one game between random players and save its record.")
public final class SelfplayCommand implements Callable<Integer> {
    /** No game of Urland comes near this many decisions; a safeguard against a game that never ends. */
    static final int MAX_DECISIONS = 100_000;

    @Spec
    private CommandSpec spec;

    @Option(names = "--players", required = true, paramLabel = "N", description = "Number of players, 3 to 5.")
    private int players;

    @Option(names = "--seed", required = true, paramLabel = "S",
            description = "Seed of the setup; the random players' choices are seeded from it too.")
    private long seed;

    @Option(names = "--save", required = true, paramLabel = "FILE", description = "Where to write the record.")
    private Path save;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (players < 3 || players > 5) {
            err.println("urland selfplay: --players must be 3, 4 or 5, not " + players);
            err.flush();
            return ReplayCommand.BAD_INPUT;
        }
        GameRecord record = play(players, seed);
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

    /** A whole game of random legal decisions: the setup from the seed, the choices from a generator seeded from it. */
    public static GameRecord play(int players, long seed) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("Random " + (i + 1), Seat.COLOURS.get(i), "random"));
        }
        SeededRandom chooser = new SeededRandom(~seed);
        GameState s = Urland.newGame(players, seed);
        List<SeatDecision> decisions = new ArrayList<>();
        while (!s.isOver()) {
            if (decisions.size() >= MAX_DECISIONS) {
                throw new IllegalStateException("the game did not end within " + MAX_DECISIONS + " decisions");
            }
            Decision d = Rules.randomDecision(s, chooser);
            decisions.add(new SeatDecision(s.actor(), d));
            s = Rules.apply(s, d);
        }
        return GameRecord.fromSeed(seats, seed).withDecisions(decisions);
    }
}
