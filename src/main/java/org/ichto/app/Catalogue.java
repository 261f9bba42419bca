package org.ichto.app;

import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.ui.GameUi;
import org.ichto.soup.SoupGame;
import org.ichto.soup.ui.SoupUi;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.ui.UrlandUi;

import java.util.List;

/** The games of the product, in the order they are offered: the one place that names them all. */
public final class Catalogue {
    public static final GameRegistry GAMES = new GameRegistry(List.of(UrlandGame.INSTANCE, SoupGame.INSTANCE));
    /** The window parts of the games, in the same order: every game plays in the window. */
    public static final List<GameUi<?, ?, ?, ?>> WINDOWS = List.of(UrlandUi.INSTANCE, SoupUi.INSTANCE);

    private Catalogue() {
    }
}
