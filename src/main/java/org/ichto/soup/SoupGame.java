package org.ichto.soup;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.LabStats;
import org.ichto.shell.game.Legal;
import org.ichto.shell.game.RecordCodec;
import org.ichto.shell.game.Seats;
import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.ai.SoupAi;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.lab.SoupStats;
import org.ichto.soup.record.SoupCodec;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStates;
import org.ichto.soup.view.PositionText;
import org.ichto.soup.view.SoupView;

import java.util.List;
import java.util.function.Consumer;

/** Primordial Soup (1997) as the shell knows it: its rules on the board file, views, records and opponents. */
public final class SoupGame implements GameDefinition<SoupState, SoupView, SoupDecision, SoupEvent> {
    public static final String ID = "soup";
    public static final SoupGame INSTANCE = new SoupGame();

    /** Seat i plays food colour i; the colours as records name them, in seating order. */
    private static final Seats SEATS = new Seats(3, 4, List.of("red", "blue", "yellow", "green"));

    private final Rules rules = new Rules();
    private final Views views = new Views();
    private final SoupAi ai = new SoupAi();
    private final SoupStats stats = new SoupStats();

    private SoupGame() {
    }

    /** A new game on the board file's board. */
    public static SoupState newGame(int players, long seed) {
        return SoupRules.newGame(SoupBoardLoader.standard(), players, seed);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Primordial Soup";
    }

    @Override
    public Seats seats() {
        return SEATS;
    }

    @Override
    public GameRules<SoupState, SoupDecision, SoupEvent> rules() {
        return rules;
    }

    @Override
    public GameViews<SoupState, SoupView, SoupDecision> views() {
        return views;
    }

    @Override
    public RecordCodec<SoupState, SoupDecision> codec() {
        return Codec.INSTANCE;
    }

    /**
     * The codec on the board file's board, made when first asked for: naming the game (as the program's catalogue does
     * at every start) reads no board file.
     */
    private static final class Codec {
        static final SoupCodec INSTANCE = new SoupCodec(SoupBoardLoader.standard());
    }

    @Override
    public AiKit<SoupState, SoupView, SoupDecision> ai() {
        return ai;
    }

    @Override
    public LabStats<SoupState, SoupDecision> stats() {
        return stats;
    }

    private static final class Rules implements GameRules<SoupState, SoupDecision, SoupEvent> {
        @Override
        public SoupState newGame(int players, long seed) {
            return SoupGame.newGame(players, seed);
        }

        @Override
        public int players(SoupState state) {
            return state.players();
        }

        @Override
        public SoupState copy(SoupState state) {
            return state.copy();
        }

        @Override
        public boolean isOver(SoupState state) {
            return state.isOver();
        }

        @Override
        public int actor(SoupState state) {
            return state.actor();
        }

        @Override
        public Legal<SoupDecision> legal(SoupState state) {
            return Legal.of(SoupRules.legal(state));
        }

        @Override
        public String whyIllegal(SoupState state, SoupDecision decision) {
            return SoupRules.whyIllegal(state, decision);
        }

        @Override
        public SoupState apply(SoupState state, SoupDecision decision, Consumer<? super SoupEvent> events) {
            return SoupRules.apply(state, decision, events::accept);
        }

        @Override
        public SoupState apply(SoupState state, SoupDecision decision) {
            return SoupRules.apply(state, decision);
        }

        /** The ladder spaces of the markers. */
        @Override
        public int[] scores(SoupState state) {
            int[] scores = new int[state.players()];
            for (int seat = 0; seat < scores.length; seat++) {
                scores[seat] = state.score(seat);
            }
            return scores;
        }

        /** The seat whose marker is furthest up the ladder (one marker per space: never a tie). */
        @Override
        public int winner(SoupState state) {
            return state.isOver() ? state.winner() : SoupStates.furthestMarker(state);
        }

        @Override
        public long generatorState(SoupState state) {
            return state.generatorState();
        }

        /** The round; the setup (round 0) counts as turn 1 with the first round, since turns start at 1. */
        @Override
        public int turn(SoupState state) {
            return Math.max(1, state.round());
        }

        @Override
        public String describe(SoupState state) {
            return PositionText.describe(state);
        }

        /**
         * Whichever end is nearer: the rounds played of the most the cards allow (each phase a sixth of
         * its round), or the furthest marker's way to the finish zone.
         */
        @Override
        public double progress(SoupState state) {
            if (state.isOver()) {
                return 1;
            }
            if (state.phase().isSetup()) {
                return 0;
            }
            SoupBoard board = state.board();
            double rounds = (state.round() - 1 + (state.phase().number() - 1) / 6.0) / board.maxRounds();
            int furthest = 0;
            for (int seat = 0; seat < state.players(); seat++) {
                furthest = Math.max(furthest, state.score(seat));
            }
            double ladder = furthest / (double) board.ladder().finishFirst();
            return Math.min(1, Math.max(rounds, ladder));
        }
    }

    private static final class Views implements GameViews<SoupState, SoupView, SoupDecision> {
        @Override
        public SoupView view(SoupState state, int seat) {
            return SoupView.of(state, seat);
        }

        @Override
        public int seat(SoupView view) {
            return view.seat();
        }

        @Override
        public Legal<SoupDecision> legal(SoupView view) {
            return Legal.of(view.legal());
        }

        @Override
        public SoupState determinize(SoupView view, SeededRandom rng) {
            return view.determinize(rng);
        }
    }
}
