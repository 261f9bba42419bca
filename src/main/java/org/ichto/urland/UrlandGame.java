package org.ichto.urland;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.LabStats;
import org.ichto.shell.game.Legal;
import org.ichto.shell.game.RecordCodec;
import org.ichto.shell.game.Seats;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.ai.UrlandAi;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.lab.UrlandStats;
import org.ichto.urland.record.UrlandCodec;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;

import java.util.List;
import java.util.function.Consumer;

/** Urland (2001) as the shell knows it: its rules on the canonical board, views, records and opponents. */
public final class UrlandGame implements GameDefinition<GameState, SeatView, Decision, GameEvent> {
    public static final String ID = "urland";
    public static final UrlandGame INSTANCE = new UrlandGame();

    private static final Seats SEATS = new Seats(3, 5, List.of("red", "blue", "yellow", "green", "purple"));

    private final UrlandRules rules = new UrlandRules();
    private final UrlandViews views = new UrlandViews();
    private final UrlandCodec codec = new UrlandCodec();
    private final UrlandAi ai = new UrlandAi();
    private final UrlandStats stats = new UrlandStats();

    private UrlandGame() {
    }

    /** A new game on the canonical board. */
    public static GameState newGame(int players, long seed) {
        return Rules.newGame(BoardLoader.standard(), players, seed);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Urland";
    }

    @Override
    public Seats seats() {
        return SEATS;
    }

    @Override
    public GameRules<GameState, Decision, GameEvent> rules() {
        return rules;
    }

    @Override
    public GameViews<GameState, SeatView, Decision> views() {
        return views;
    }

    @Override
    public RecordCodec<GameState, Decision> codec() {
        return codec;
    }

    @Override
    public AiKit<GameState, SeatView, Decision> ai() {
        return ai;
    }

    @Override
    public LabStats<GameState, Decision> stats() {
        return stats;
    }

    private static final class UrlandRules implements GameRules<GameState, Decision, GameEvent> {
        @Override
        public GameState newGame(int players, long seed) {
            return UrlandGame.newGame(players, seed);
        }

        @Override
        public int players(GameState state) {
            return state.players();
        }

        @Override
        public GameState copy(GameState state) {
            return state.copy();
        }

        @Override
        public boolean isOver(GameState state) {
            return state.isOver();
        }

        @Override
        public int actor(GameState state) {
            return state.actor();
        }

        @Override
        public Legal<Decision> legal(GameState state) {
            return Rules.legal(state);
        }

        @Override
        public Decision randomDecision(GameState state, SeededRandom rng) {
            return Rules.randomDecision(state, rng);
        }

        @Override
        public String whyIllegal(GameState state, Decision decision) {
            return Rules.whyIllegal(state, decision);
        }

        @Override
        public GameState apply(GameState state, Decision decision, Consumer<? super GameEvent> events) {
            return Rules.apply(state, decision, events::accept);
        }

        @Override
        public GameState apply(GameState state, Decision decision) {
            return Rules.apply(state, decision);
        }

        @Override
        public GameState playOn(GameState state, Decision decision) {
            Rules.playOn(state, decision);
            return state;
        }

        @Override
        public int[] scores(GameState state) {
            int[] scores = new int[state.players()];
            for (int s = 0; s < scores.length; s++) {
                scores[s] = state.track(s);
            }
            return scores;
        }

        @Override
        public int winner(GameState state) {
            return state.leader();
        }

        @Override
        public long generatorState(GameState state) {
            return state.generatorState();
        }

        @Override
        public String describe(GameState state) {
            return org.ichto.urland.rules.StateText.describe(state);
        }

        @Override
        public int turn(GameState state) {
            return state.turn();
        }

        /** Epochs, and within one the share of its environment chips already drawn. */
        @Override
        public double progress(GameState state) {
            if (state.isOver()) {
                return 1;
            }
            double inEpoch = 1 - state.deckSize() / (double) GameState.CHIPS;
            return Math.min(1, (state.epoch() - 1 + Math.max(0, inEpoch)) / 3.0);
        }
    }

    private static final class UrlandViews implements GameViews<GameState, SeatView, Decision> {
        @Override
        public SeatView view(GameState state, int seat) {
            return SeatView.of(state, seat);
        }

        @Override
        public int seat(SeatView view) {
            return view.seat();
        }

        @Override
        public Legal<Decision> legal(SeatView view) {
            return view.legal();
        }

        @Override
        public GameState determinize(SeatView view, SeededRandom rng) {
            return view.determinize(rng);
        }
    }
}
