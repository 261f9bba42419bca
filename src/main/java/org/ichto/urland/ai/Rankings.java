package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Visibility;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An Ichto player's ranked actions below the root, by the position as that player sees it. Ranking reads
 * only what the player sees: the actions listed, each planned and judged by the public board, with the chip
 * odds of the player's view. So a position met again, at another node, in another world or in the search of a
 * later decision, is ranked once and the ranking handed out again, the same decisions in the same order. A
 * judgement with noise draws numbers from the search's generator and is therefore always made anew.
 * Both search threads share one memory; a thread that ranks a position the other is ranking makes an equal
 * ranking.
 */
final class Rankings {
    /** Positions remembered at most; then the memory starts afresh. */
    private static final int MOST = 20_000;

    private final Personality profile;
    private final double[] worths;
    private final Map<GameState, List<Decision>> byView = new ConcurrentHashMap<>();

    Rankings(Personality profile, double[] worths) {
        this.profile = profile;
        this.worths = worths;
    }

    /** {@code Playouts.candidates(world, null, rng, profile, worths)} for a world where an Ichto player acts. */
    List<Decision> of(GameState world, SeededRandom rng) {
        if (profile.noise() > 0) {
            return Playouts.candidates(world, null, rng, profile, worths);
        }
        GameState view = Visibility.scrub(world, world.actor());
        List<Decision> ranked = byView.get(view);
        if (ranked == null) {
            ranked = List.copyOf(Playouts.candidates(world, null, rng, profile, worths, view));
            if (byView.size() >= MOST) {
                byView.clear();
            }
            byView.put(view, ranked);
        }
        return ranked;
    }
}
