package org.ichto.app;

import org.ichto.shell.game.GameDefinition;
import picocli.CommandLine.Option;

/** The {@code --game} option of every command that needs a game; Urland when left out. */
public final class GameOption {
    @Option(names = "--game", paramLabel = "GAME", defaultValue = "urland",
            description = "The game to play: urland or soup (default: ${DEFAULT-VALUE}).")
    String id;

    /** The chosen game, or an IllegalArgumentException that names the games there are. */
    GameDefinition<?, ?, ?, ?> game() {
        return Catalogue.GAMES.get(id);
    }
}
