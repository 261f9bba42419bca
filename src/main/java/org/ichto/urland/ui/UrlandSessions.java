package org.ichto.urland.ui;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;

import java.util.List;

/** Urland's sessions as the Urland window holds them: made with the user's personalities, checked to be Urland's. */
public final class UrlandSessions {
    private UrlandSessions() {
    }

    /** The user's personalities of Urland: the shipped ones and their own (a broken file left out and logged). */
    public static ProfileLibrary profiles() {
        return ProfileLibrary.load(UrlandGame.ID, UrlandGame.INSTANCE.ai().schema(),
                DataDirectory.profiles(UrlandGame.ID));
    }

    /** A new game of Urland from a seed, the computer players of the user's personalities. */
    public static GameSession<GameState, SeatView, Decision, GameEvent> newGame(List<Seat> seats, long seed) {
        return GameSession.newGame(UrlandGame.INSTANCE, seats, seed,
                Opponents.standard().factory(UrlandGame.INSTANCE));
    }

    /** A new game of Urland from a seed, the computer players of this library. */
    public static GameSession<GameState, SeatView, Decision, GameEvent> newGame(List<Seat> seats, long seed,
                                                                                 ProfileLibrary profiles) {
        return GameSession.newGame(UrlandGame.INSTANCE, seats, seed,
                PlayerFactory.standard(UrlandGame.INSTANCE, profiles));
    }

    /** The session as an Urland session, or a RecordException when it plays another game. */
    @SuppressWarnings("unchecked")
    public static GameSession<GameState, SeatView, Decision, GameEvent> urland(GameSession<?, ?, ?, ?> session)
            throws RecordException {
        if (session.game() != UrlandGame.INSTANCE) {
            throw new RecordException("a game of " + session.game().name() + ", which this window does not play");
        }
        return (GameSession<GameState, SeatView, Decision, GameEvent>) session;
    }
}
