package org.ichto.toy;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.LabStats;
import org.ichto.shell.game.Legal;
import org.ichto.shell.game.RecordCodec;
import org.ichto.shell.game.Seats;
import org.ichto.shell.match.RandomGames;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A game whose rules offer nothing before its end (a fault of its rules, as while a game is being built)
 * stops random games with one sentence naming the game, the seed and the seat, not with a stack of
 * calls: the commands print that sentence as their one line.
 */
class NimStuckTest {
    /** Hidden Nim whose rules offer nothing once the first pile is done. */
    private static final class StuckNim implements GameDefinition<NimState, NimView, NimDecision, NimEvent> {
        private final NimGame nim = NimGame.INSTANCE;
        private final GameRules<NimState, NimDecision, NimEvent> real = nim.rules();
        private final GameRules<NimState, NimDecision, NimEvent> stuck = new GameRules<>() {
            @Override
            public NimState newGame(int players, long seed) {
                return real.newGame(players, seed);
            }

            @Override
            public int players(NimState state) {
                return real.players(state);
            }

            @Override
            public NimState copy(NimState state) {
                return real.copy(state);
            }

            @Override
            public boolean isOver(NimState state) {
                return real.isOver(state);
            }

            @Override
            public int actor(NimState state) {
                return real.actor(state);
            }

            @Override
            public Legal<NimDecision> legal(NimState state) {
                return state.round() > 0 ? Legal.of(List.of()) : real.legal(state);
            }

            @Override
            public String whyIllegal(NimState state, NimDecision decision) {
                return real.whyIllegal(state, decision);
            }

            @Override
            public NimState apply(NimState state, NimDecision decision, Consumer<? super NimEvent> events) {
                return real.apply(state, decision, events);
            }

            @Override
            public NimState apply(NimState state, NimDecision decision) {
                return real.apply(state, decision);
            }

            @Override
            public int[] scores(NimState state) {
                return real.scores(state);
            }

            @Override
            public int winner(NimState state) {
                return real.winner(state);
            }

            @Override
            public long generatorState(NimState state) {
                return real.generatorState(state);
            }

            @Override
            public int turn(NimState state) {
                return real.turn(state);
            }

            @Override
            public String describe(NimState state) {
                return real.describe(state);
            }

            @Override
            public double progress(NimState state) {
                return real.progress(state);
            }
        };

        @Override
        public String id() {
            return "stuck-nim";
        }

        @Override
        public String name() {
            return "Stuck Nim";
        }

        @Override
        public Seats seats() {
            return nim.seats();
        }

        @Override
        public GameRules<NimState, NimDecision, NimEvent> rules() {
            return stuck;
        }

        @Override
        public GameViews<NimState, NimView, NimDecision> views() {
            return nim.views();
        }

        @Override
        public RecordCodec<NimState, NimDecision> codec() {
            return nim.codec();
        }

        @Override
        public AiKit<NimState, NimView, NimDecision> ai() {
            return nim.ai();
        }

        @Override
        public LabStats<NimState, NimDecision> stats() {
            return nim.stats();
        }
    }

    @Test
    void randomGamesNameTheGameSeedAndSeatTheRulesLeftWithoutADecision() {
        RandomGames<NimState, NimDecision> games = new RandomGames<>(new StuckNim());
        assertThatThrownBy(() -> games.play(3, 4)).isInstanceOf(IllegalStateException.class)
                .hasMessageMatching("Stuck Nim game of seed 4 cannot go on: after \\d+ decisions the rules offer "
                        + "seat \\d no decision, though the game is not over");
    }
}
