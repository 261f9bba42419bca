package org.ichto.shell.session;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.game.GameDefinition;

/** Where a session's computer players come from, for whichever game it plays. */
@FunctionalInterface
public interface Opponents {

    <S, V, D> PlayerFactory<V, D> factory(GameDefinition<S, V, D, ?> game);

    /** The program's: each game's shipped personalities and the user's own (read afresh each time). */
    static Opponents standard() {
        return new Opponents() {
            @Override
            public <S, V, D> PlayerFactory<V, D> factory(GameDefinition<S, V, D, ?> game) {
                return PlayerFactory.standard(game,
                        ProfileLibrary.load(game.id(), game.ai().schema(), DataDirectory.profiles(game.id())));
            }
        };
    }

    /** The shipped personalities only (tests, and where the user's files must not count). */
    static Opponents shipped() {
        return new Opponents() {
            @Override
            public <S, V, D> PlayerFactory<V, D> factory(GameDefinition<S, V, D, ?> game) {
                return PlayerFactory.standard(game);
            }
        };
    }
}
