package org.ichto.app;

import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.ui.GameUi;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.ui.UrlandUi;

import java.util.List;

/** The games of the product, in the order they are offered: the one place that names them all. */
public final class Catalogue {
    public static final GameRegistry GAMES = new GameRegistry(List.of(UrlandGame.INSTANCE));
    /** Each game's parts of the window, in the same order. */
    public static final List<GameUi<?, ?, ?, ?>> WINDOWS = List.of(UrlandUi.INSTANCE);

    private Catalogue() {
    }
}
