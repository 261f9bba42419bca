package org.ichto.app;

import org.ichto.shell.game.GameRegistry;
import org.ichto.urland.UrlandGame;

import java.util.List;

/** The games of the product, in the order they are offered: the one place that names them all. */
public final class Catalogue {
    public static final GameRegistry GAMES = new GameRegistry(List.of(UrlandGame.INSTANCE));

    private Catalogue() {
    }
}
