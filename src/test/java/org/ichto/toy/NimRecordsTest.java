package org.ichto.toy;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.match.MatchRunner;
import org.ichto.shell.record.AnyRecord;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.shell.record.SeatDecision;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Hidden Nim games saved by the shell's RecordIO, read back by AnyRecord and replayed. */
class NimRecordsTest {
    private static final NimGame GAME = NimGame.INSTANCE;
    private static final GameRegistry REGISTRY = new GameRegistry(List.of(GAME));
    private static final RecordIO<NimState, NimDecision> IO = new RecordIO<>(GAME);

    @TempDir
    Path dir;

    private record Played(GameRecord<NimState, NimDecision> record, NimState end) {
    }

    /** As SelfplayCommand.play: one computer per spec, the match runner playing it out. */
    private static Played play(List<String> specs, long seed) {
        PlayerFactory<NimView, NimDecision> factory = PlayerFactory.standard(GAME);
        List<Seat> seats = new ArrayList<>();
        List<Player<NimView, NimDecision>> players = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            seats.add(Seat.computer("Computer " + (i + 1), GAME.seats().colours().get(i), specs.get(i)));
            players.add(factory.create(PlayerSpec.parse(specs.get(i)), Tournament.playerSeed(seed, 0, i)));
        }
        List<SeatDecision<NimDecision>> decisions = new ArrayList<>();
        MatchRunner.Result<NimState, NimDecision> result;
        try (MatchRunner<NimState, NimView, NimDecision> runner =
                     new MatchRunner<>(GAME, players, Budget.iterations(100), 0)) {
            result = runner.play(GAME.rules().newGame(specs.size(), seed),
                    (before, seat, d, nanos, fallback, after) -> decisions.add(new SeatDecision<>(seat, d)));
        }
        assertThat(result.fallbacks()).isEmpty();
        return new Played(GameRecord.fromSeed(GAME, seats, seed).withDecisions(decisions), result.finalState());
    }

    @Test
    void aSavedGameIsReadBackByItsGameAndReplaysToTheSameEnd() throws Exception {
        Played played = play(List.of("random", "greedy", "expert"), 21);
        Path file = dir.resolve("game.nim");
        IO.write(played.record(), file);
        String text = java.nio.file.Files.readString(file);
        assertThat(text).contains("\"game\": \"nim\"", "\"type\": \"take\"", "\"count\"");

        AnyRecord<?, ?, ?, ?> read = AnyRecord.read(REGISTRY, text);
        assertThat(read.game()).isSameAs(GAME);
        assertThat(read.record()).isEqualTo(played.record());
        assertThat(read.finalState()).isEqualTo(played.end());
        assertThat(AnyRecord.read(REGISTRY, file).record()).isEqualTo(played.record());
        assertThat(GAME.rules().isOver(played.end())).isTrue();
    }

    @Test
    void aCorruptRecordIsRefusedWithAMessage() {
        String text = IO.write(play(List.of("random", "random", "balanced"), 5).record());
        assertThat(text).contains("\"type\": \"take\", \"count\": 1");
        assertRefused(text.replaceFirst("\"count\": 1", "\"count\": 7"), "decision 1 (seat 0, take 7): a turn takes 1 to 3 counters, not 7");
        assertRefused(text.replaceFirst("\"count\": 1", "\"count\": 1, \"colour\": 2"), "unknown field \"colour\"");
        assertRefused(text.replaceFirst(", \"count\": 1", ""), "missing field \"count\"");
        assertRefused(text.replaceFirst("\"count\": 1", "\"count\": \"one\""), "\"count\" must be a whole number");
        assertRefused(text.replaceFirst("\"take\"", "\"steal\""), "unknown decision type \"steal\"");
        assertRefused(text.replaceFirst("\"game\": \"nim\"", "\"game\": \"chess\""), "unknown game \"chess\"");
        GameRecord<NimState, NimDecision> tooLong = play(List.of("random", "random", "balanced"), 5).record()
                .with(0, new NimDecision.Take(1));
        assertRefused(IO.write(tooLong), "the game is already over");
    }

    private static void assertRefused(String text, String message) {
        assertThatThrownBy(() -> AnyRecord.read(REGISTRY, text)).isInstanceOf(RecordException.class)
                .hasMessageContaining(message);
    }

    @Test
    void aRecordFromAPositionRoundTrips() throws Exception {
        Played played = play(List.of("random", "balanced", "random"), 8);
        List<NimState> states = Replay.states(GAME, played.record());
        NimState middle = states.get(states.size() / 2);
        String position = IO.writePosition(middle);
        assertThat(IO.readPosition(position)).isEqualTo(middle);

        GameRecord<NimState, NimDecision> fromPosition = GameRecord.fromPosition(GAME, played.record().seats(), middle)
                .withDecisions(played.record().decisions().subList(states.size() / 2, played.record().decisions().size()));
        AnyRecord<?, ?, ?, ?> read = AnyRecord.read(REGISTRY, IO.write(fromPosition));
        assertThat(read.record()).isEqualTo(fromPosition);
        assertThat(read.finalState()).isEqualTo(played.end());
    }

    @Test
    void aBadPositionIsRefusedWithAMessage() {
        String good = IO.writePosition(GAME.rules().newGame(3, 2));
        assertThatThrownBy(() -> IO.readPosition(good.replaceFirst("\"jokers\": \\[\\d", "\"jokers\": [5")))
                .isInstanceOf(RecordException.class).hasMessageContaining("a joker is 1, 2 or 3");
        assertThatThrownBy(() -> IO.readPosition(good.replaceFirst("\"actor\"", "\"turn\"")))
                .isInstanceOf(RecordException.class).hasMessageContaining("unknown field \"turn\"");
        assertThatThrownBy(() -> IO.readPosition(good.replaceFirst("\"generator\": -?\\d+", "\"generator\": 1.5")))
                .isInstanceOf(RecordException.class).hasMessageContaining("\"generator\" must be a whole number");
    }
}
