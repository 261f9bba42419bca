package org.ichto.app;

import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.ui.GameUi;
import org.ichto.soup.SoupGame;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.ui.UrlandUi;

import java.util.List;

/** The games of the product, in the order they are offered: the one place that names them all. */
public final class Catalogue {
    public static final GameRegistry GAMES = new GameRegistry(List.of(UrlandGame.INSTANCE, SoupGame.INSTANCE));
    /**
     * The window parts of the games that can be played in the window, in the same order. Primordial Soup
     * has none yet: it plays on the command line, and the window says so when asked to open its saves.
     */
    public static final List<GameUi<?, ?, ?, ?>> WINDOWS = List.of(UrlandUi.INSTANCE);

    private Catalogue() {
    }
}
