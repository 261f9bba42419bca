package org.ichto.app;

import org.ichto.core.Seat;
import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.PositionJson;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.record.RecordIO;
import org.ichto.urland.record.Replay;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.StateText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** Replays a game record and shows where it ends. Exit code 2 with one line on stderr when the record is bad. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a game record and print its final position.")
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
        PrintWriter out = spec.commandLine().getOut();
        GameRecord record;
        GameState end;
        try {
            record = RecordIO.read(file);
            end = Replay.finalState(record);
        } catch (RecordException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(("urland replay: " + file + ": " + e.getMessage()).replaceAll("\\s*\\R\\s*", " "));
            err.flush();
            return BAD_INPUT;
        }
        if (json) {
            out.print(PositionJson.write(end));
        } else {
            out.println(summary(record));
            out.print(StateText.describe(end));
        }
        out.flush();
        return 0;
    }

    private static String summary(GameRecord r) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < r.seats().size(); i++) {
            Seat s = r.seats().get(i);
            b.append(i == 0 ? "" : ", ").append("seat ").append(i).append(' ').append(s.name()).append(" (")
                    .append(s.colour()).append(s.human() ? ", human" : ", " + s.profile()).append(')');
        }
        String start = r.seed() != null ? "seed " + r.seed() : "a start position";
        return "Urland record: " + b + "; from " + start + "; " + r.decisions().size() + " decisions"
                + (r.practice() ? " (practice)" : "");
    }
}
