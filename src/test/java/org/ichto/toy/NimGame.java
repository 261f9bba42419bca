package org.ichto.toy;

import org.ichto.shell.game.AiKit;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.LabStats;
import org.ichto.shell.game.RecordCodec;
import org.ichto.shell.game.Seats;

import java.util.List;

/**
 * Hidden Nim, a toy game that lives in the tests only: it proves the shell works for a game that is not
 * Urland, through nothing but the game definition. The rules are in {@link NimRules}.
 */
public final class NimGame implements GameDefinition<NimState, NimView, NimDecision, NimEvent> {
    static final Seats SEATS = new Seats(2, 4, List.of("red", "blue", "yellow", "green"));
    public static final NimGame INSTANCE = new NimGame();

    private final NimRules rules = new NimRules();
    private final NimView.Views views = new NimView.Views();
    private final NimCodec codec = new NimCodec();
    private final NimAi ai = new NimAi(rules, views);
    private final NimStats stats = new NimStats();

    private NimGame() {
    }

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String name() {
        return "Hidden Nim";
    }

    @Override
    public Seats seats() {
        return SEATS;
    }

    @Override
    public GameRules<NimState, NimDecision, NimEvent> rules() {
        return rules;
    }

    @Override
    public GameViews<NimState, NimView, NimDecision> views() {
        return views;
    }

    @Override
    public RecordCodec<NimState, NimDecision> codec() {
        return codec;
    }

    @Override
    public AiKit<NimState, NimView, NimDecision> ai() {
        return ai;
    }

    @Override
    public LabStats<NimState, NimDecision> stats() {
        return stats;
    }
}
