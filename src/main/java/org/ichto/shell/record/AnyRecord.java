package org.ichto.shell.record;

import com.fasterxml.jackson.databind.JsonNode;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.PlainText;
import org.ichto.shell.game.RecordException;

import java.nio.file.Path;

/**
 * A record of whichever game it names, read and replayed, with that game's definition: what opening a
 * file gives before anyone knows its game.
 */
public record AnyRecord<S, V, D, E>(GameDefinition<S, V, D, E> game, GameRecord<S, D> record) {

    /** Reads a file: the game from its "game" field, then the whole record through that game. */
    public static AnyRecord<?, ?, ?, ?> read(GameRegistry games, Path file) throws RecordException {
        return read(games, RecordIO.readText(file));
    }

    /** Reads JSON text: the game from its "game" field, then the whole record through that game. */
    public static AnyRecord<?, ?, ?, ?> read(GameRegistry games, String json) throws RecordException {
        JsonNode root = Json.parse(json);
        String id = RecordIO.gameOf(root);
        GameDefinition<?, ?, ?, ?> game = games.find(id).orElseThrow(() -> new RecordException(
                "a record of an unknown game \"" + id + "\" (games are "
                        + String.join(", ", games.all().stream().map(GameDefinition::id).toList()) + ")"));
        return readAs(game, root);
    }

    private static <S, V, D, E> AnyRecord<S, V, D, E> readAs(GameDefinition<S, V, D, E> game, JsonNode root)
            throws RecordException {
        return new AnyRecord<>(game, new RecordIO<>(game).read(root));
    }

    /**
     * What went wrong reading a file, as the player is told it, in the window and on the command line alike:
     * one plain line naming the file, "cannot open FILE: the problem", the problem cleaned of control
     * characters and shortened where it quotes a hostile name.
     */
    public static String problem(Path file, RecordException e) {
        return "cannot open " + PlainText.clean(file.toString(), 4096) + ": " + reason(file, e);
    }

    /** The problem alone, as {@link #problem} words it, for a sentence that names the file itself. */
    public static String reason(Path file, RecordException e) {
        String name = file.toString();
        String reason = e.getMessage() == null ? "" : e.getMessage();
        if (reason.startsWith("no such file")) {
            reason = "there is no such file";
        } else if (reason.startsWith("cannot read " + name + ": ")) {
            reason = reason.substring(("cannot read " + name + ": ").length());
        }
        return PlainText.message(reason, PlainText.MAX_MESSAGE);
    }

    public RecordIO<S, D> io() {
        return new RecordIO<>(game);
    }

    /** The state after the record's last decision. */
    public S finalState() throws RecordException {
        return Replay.finalState(game, record);
    }
}
