package org.ichto.shell.lab;

import org.ichto.shell.game.LabStats;

import java.util.List;

/**
 * What one entry of a tournament did over all its games.
 *
 * @param entry              the entry's name: its spec, with {@code #k} added when the spec is seated more
 *                           than once (see {@link Tournament#entryNames})
 * @param spec               the player spec, canonical text (e.g. {@code random}, {@code predator:hard})
 * @param games              games played
 * @param wins               games won (the game's winner at the end)
 * @param winInterval        the 95 % Wilson score interval of the win rate
 * @param meanScore          mean final score
 * @param decisions          decisions taken, every phase
 * @param decisionMillisP50  median time of a decision, milliseconds (nearest rank, all decisions)
 * @param decisionMillisP95  95th percentile of the time of a decision, milliseconds
 * @param fallbacks          decisions that failed (error, overrun, illegal) and were replaced by a safe one
 * @param gamesBySeat        games played in each seat, seat 0 first
 * @param winsBySeat         games won from each seat, seat 0 first
 * @param behaviour          the game's own figures of how the entry played
 */
public record EntryResult(String entry, String spec, int games, int wins, WilsonInterval winInterval,
                          double meanScore, long decisions, double decisionMillisP50, double decisionMillisP95,
                          long fallbacks, List<Integer> gamesBySeat, List<Integer> winsBySeat,
                          LabStats.Behaviour behaviour) {
    public EntryResult {
        gamesBySeat = List.copyOf(gamesBySeat);
        winsBySeat = List.copyOf(winsBySeat);
    }

    public double winRate() {
        return games == 0 ? 0 : wins / (double) games;
    }

    /** The share of that kind in the game's breakdown of the entry's play (0 when it has none). */
    public double share(String kind) {
        return behaviour.shares().getOrDefault(kind, 0.0);
    }
}
