package org.ichto.shell.ui;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.match.RandomGames;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * What every game's board probe shares: the positions it shows are the public pictures of a game played
 * at random, and after probing the game in play is shown again. A game adds its board and how it marks a
 * position as after a move.
 *
 * @param <S> the game's full state
 */
public abstract class RandomGameProbe<S> implements BoardProbe {
    private final GameDefinition<S, ?, ?, ?> game;
    private final UnaryOperator<S> publicPicture;
    private final Runnable restore;
    private final List<S> positions = new ArrayList<>();

    /**
     * @param publicPicture what one seat may see of a state (the probe paints what a player would see)
     * @param restore       shows the game in play again
     */
    protected RandomGameProbe(GameDefinition<S, ?, ?, ?> game, UnaryOperator<S> publicPicture, Runnable restore) {
        this.game = game;
        this.publicPicture = publicPicture;
        this.restore = restore;
    }

    @Override
    public final int prepare(int players, long seed) {
        positions.clear();
        play(game, players, seed);
        return positions.size();
    }

    private <D> void play(GameDefinition<S, ?, D, ?> g, int players, long seed) {
        new RandomGames<>(g).play(players, seed, (before, decision, after) -> {
            if (!g.rules().isOver(after)) {
                positions.add(publicPicture.apply(after));
            }
        });
    }

    /** Prepared position {@code i}. */
    protected final S position(int i) {
        return positions.get(i);
    }

    @Override
    public final void restore() {
        restore.run();
    }
}
