package org.ichto.urland;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.ai.RandomPlayer;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.shell.session.GameSession;
import org.ichto.urland.ai.Personality;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.view.SeatView;

import java.nio.file.Path;
import java.util.List;

/** Urland through the shell, typed, for the tests: records, replays, personalities and players. */
public final class Urlands {
    public static final UrlandGame GAME = UrlandGame.INSTANCE;
    public static final List<String> COLOURS = GAME.seats().colours();
    private static final RecordIO<GameState, Decision> IO = new RecordIO<>(GAME);

    private Urlands() {
    }

    public static RecordIO<GameState, Decision> io() {
        return IO;
    }

    public static GameRecord<GameState, Decision> read(Path file) throws RecordException {
        return IO.read(file);
    }

    public static GameRecord<GameState, Decision> read(String json) throws RecordException {
        return IO.read(json);
    }

    public static GameRecord<GameState, Decision> read(java.io.InputStream in) throws RecordException {
        try {
            return IO.read(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new RecordException("cannot read the record: " + e.getMessage(), e);
        }
    }

    /** A record of Urland from a seed's setup, no decision yet. */
    public static GameRecord<GameState, Decision> fromSeed(List<org.ichto.shell.game.Seat> seats, long seed) {
        return GameRecord.fromSeed(GAME, seats, seed);
    }

    /** A record of Urland from a start state, no decision yet. */
    public static GameRecord<GameState, Decision> fromPosition(List<org.ichto.shell.game.Seat> seats, GameState start) {
        return GameRecord.fromPosition(GAME, seats, start);
    }

    public static String write(GameRecord<GameState, Decision> record) {
        return IO.write(record);
    }

    public static void write(GameRecord<GameState, Decision> record, Path file) throws RecordException {
        IO.write(record, file);
    }

    public static GameState finalState(GameRecord<GameState, Decision> record) throws RecordException {
        return Replay.finalState(GAME, record);
    }

    public static List<GameState> states(GameRecord<GameState, Decision> record) throws RecordException {
        return Replay.states(GAME, record);
    }

    /** The shipped personalities of Urland. */
    public static ProfileLibrary profiles() {
        return ProfileLibrary.shipped(UrlandGame.ID, Personality.SCHEMA);
    }

    public static Personality personality(String id) {
        return Personality.of(profiles().find(id).orElseThrow());
    }

    public static Personality personality(String id, Difficulty difficulty) {
        return Personality.of(profiles().find(id, difficulty).orElseThrow());
    }

    /** Every kind of computer opponent with the shipped personalities. */
    public static PlayerFactory<SeatView, Decision> factory() {
        return PlayerFactory.standard(GAME);
    }

    public static RandomPlayer<SeatView, Decision> random(long seed) {
        return new RandomPlayer<>(GAME.views(), seed);
    }

    public static GameSession<GameState, SeatView, Decision, GameEvent> session(
            GameSession<?, ?, ?, ?> session) {
        @SuppressWarnings("unchecked")
        GameSession<GameState, SeatView, Decision, GameEvent> s =
                (GameSession<GameState, SeatView, Decision, GameEvent>) session;
        return s;
    }
}
