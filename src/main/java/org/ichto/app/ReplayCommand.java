package org.ichto.app;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.AnyRecord;
import org.ichto.shell.record.GameRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** Replays a game record and shows where it ends. Exit code 2 with one line on stderr when the record is bad. */
@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Replay a game record (of any game: the record names it) and print its final position.")
public final class ReplayCommand implements Callable<Integer> {
    static final int BAD_INPUT = 2;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The game record (JSON).")
    private Path file;

    @Option(names = "--json", description = "Print the final position as JSON.")
    private boolean json;

    @Override
    public Integer call() {
        AnyRecord<?, ?, ?, ?> record;
        try {
            record = AnyRecord.read(Catalogue.GAMES, file);
            return print(record);
        } catch (RecordException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("primeval replay: " + AnyRecord.problem(file, e));
            err.flush();
            return BAD_INPUT;
        }
    }

    private <S, V, D, E> int print(AnyRecord<S, V, D, E> record) throws RecordException {
        PrintWriter out = spec.commandLine().getOut();
        S end = record.finalState();
        if (json) {
            out.print(record.io().writePosition(end));
        } else {
            out.println(summary(record.game(), record.record()));
            out.print(record.game().rules().describe(end));
        }
        out.flush();
        return 0;
    }

    private static String summary(GameDefinition<?, ?, ?, ?> game, GameRecord<?, ?> r) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < r.seats().size(); i++) {
            Seat s = r.seats().get(i);
            b.append(i == 0 ? "" : ", ").append("seat ").append(i).append(' ').append(s.name()).append(" (")
                    .append(s.colour()).append(s.human() ? ", human" : ", " + s.profile()).append(')');
        }
        String start = r.seed() != null ? "seed " + r.seed() : "a start position";
        return game.name() + " record: " + b + "; from " + start + "; " + r.decisions().size() + " decisions"
                + (r.practice() ? " (practice)" : "");
    }
}
