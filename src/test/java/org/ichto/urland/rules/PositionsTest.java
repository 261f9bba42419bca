package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.board.BoardLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PositionsTest {
    private static final Board BOARD = BoardLoader.standard();

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void everyStateOfRandomGamesSurvivesTheRoundTrip(int players) {
        Set<Phase> seen = EnumSet.noneOf(Phase.class);
        for (long game = 0; game < 40; game++) {
            GameState s = UrlandGame.newGame(players, 1000L * players + game);
            SeededRandom rng = new SeededRandom(game);
            while (true) {
                Position p = Positions.of(s);
                GameState back = Positions.toState(BOARD, p);
                assertThat(back).isEqualTo(s);
                assertThat(Positions.of(back)).isEqualTo(p);
                seen.add(s.phase());
                if (s.isOver()) {
                    break;
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
        assertThat(seen).containsExactlyInAnyOrder(Phase.values());
    }

    @Test
    void aStateReadBackPlaysOnExactlyLikeTheOriginal() {
        GameState s = UrlandGame.newGame(4, 77);
        SeededRandom rng = new SeededRandom(1);
        for (int i = 0; i < 25; i++) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        GameState copy = Positions.toState(BOARD, Positions.of(s));
        SeededRandom r1 = new SeededRandom(9);
        SeededRandom r2 = new SeededRandom(9);
        while (!s.isOver()) {
            s = Rules.apply(s, Rules.randomDecision(s, r1));
            copy = Rules.apply(copy, Rules.randomDecision(copy, r2));
            assertThat(copy).isEqualTo(s);
        }
        assertThat(copy.isOver()).isTrue();
    }

    @Test
    void theSetupReadsInPlainTerms() {
        GameState s = UrlandGame.newGame(3, 5);
        Position p = Positions.of(s);
        assertThat(p.players()).hasSize(3);
        assertThat(p.phase()).isEqualTo("CHOOSE_CHIP");
        assertThat(p.actor()).isEqualTo(s.environmentPlayer());
        assertThat(p.chips().hand()).hasSize(3);
        assertThat(p.chips().removed()).hasSize(1);
        assertThat(p.chips().deck()).hasSize(9).contains(Positions.PANIC);
        assertThat(p.oceans()).extracting(Position.Ocean::ocean).containsExactly("O1", "O2", "O3", "O4", "O5");
        assertThat(p.regions()).hasSize(11);
        assertThat(p.genes().display()).hasSize(3);
        assertThat(p.genes().pile()).hasSize(6).doesNotContain("MUSCLES", "STINKGLANDS");
        assertThat(p.generator()).matches("[0-9a-f]{16}");
        assertThat(p.mutation().bids()).containsExactly(null, null, null);
    }

    @Test
    void refusesNothingOrNoPlayers() {
        assertThatThrownBy(() -> Positions.toState(BOARD, null)).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("no position given");
        Position p = Positions.of(UrlandGame.newGame(4, 1));
        Position noPlayers = new Position(null, p.regions(), p.oceans(), p.chips(), p.genes(), p.epoch(), p.turn(),
                p.environmentPlayer(), p.phase(), p.actor(), p.actionsLeft(), p.extraTurnUsed(), p.mutation(),
                p.panic(), p.earsFlight(), p.earsFlightFrom(), p.generator());
        assertThatThrownBy(() -> Positions.toState(BOARD, noPlayers)).hasMessageContaining("players is missing");
        List<Position.Player> six = new ArrayList<>(p.players());
        six.addAll(p.players().subList(0, 2));
        Position sixPlayers = new Position(six, p.regions(), p.oceans(), p.chips(), p.genes(), p.epoch(), p.turn(),
                p.environmentPlayer(), p.phase(), p.actor(), p.actionsLeft(), p.extraTurnUsed(), p.mutation(),
                p.panic(), p.earsFlight(), p.earsFlightFrom(), p.generator());
        assertThatThrownBy(() -> Positions.toState(BOARD, sixPlayers)).hasMessageContaining("3 to 5 players");
    }

    @Test
    void listsEveryProblemItFinds() {
        Position p = Positions.of(UrlandGame.newGame(4, 1));
        Position bad = new Position(p.players(), null, null, null, null, 4, 0, 7, "NAP", 9, -1, true, p.mutation(),
                p.panic(), p.earsFlight(), p.earsFlightFrom(), "xyz");
        InvalidPositionException e = (InvalidPositionException) org.assertj.core.api.Assertions
                .catchThrowable(() -> Positions.toState(BOARD, bad));
        assertThat(e.problems()).contains("regions is missing", "oceans is missing", "chips is missing",
                "genes is missing", "unknown phase \"NAP\"", "environmentPlayer must be a seat 0..3, not 7",
                "generator must be 16 hexadecimal digits, not \"xyz\"");
        assertThat(e.getMessage()).startsWith("invalid position: regions is missing; ")
                .endsWith("; and " + (e.problems().size() - 6) + " more");
    }
}
