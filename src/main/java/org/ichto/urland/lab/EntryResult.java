package org.ichto.urland.lab;

import java.util.List;
import java.util.Map;

/**
 * What one entry of a tournament did over all its games.
 *
 * @param entry              the entry's name: its spec, with {@code #k} added when the spec is seated more
 *                           than once (see {@link Tournament#entryNames})
 * @param spec               the player spec, canonical text (e.g. {@code random}, {@code predator:hard})
 * @param games              games played
 * @param wins               games won (the entry's marker furthest ahead at the end)
 * @param winInterval        the 95 % Wilson score interval of the win rate
 * @param meanScore          mean final space of the scoring marker
 * @param decisions          decisions taken, every phase
 * @param decisionMillisP50  median time of a decision, milliseconds (nearest rank, all decisions)
 * @param decisionMillisP95  95th percentile of the time of a decision, milliseconds
 * @param actionCounts       ACTIONS-phase decisions by kind, every kind present (0 when never taken)
 * @param bids               bids made in gene auctions
 * @param meanBid            mean bid, NaN when the entry never bid
 * @param genesBought        genes bought, all games together
 * @param meanIchtosOnLand   mean number of the entry's Ichtos on land at the end of a game
 * @param fallbacks          decisions that failed (error, overrun, illegal) and were replaced by a safe one
 * @param gamesBySeat        games played in each seat, seat 0 first
 * @param winsBySeat         games won from each seat, seat 0 first
 */
public record EntryResult(String entry, String spec, int games, int wins, WilsonInterval winInterval,
                          double meanScore, long decisions, double decisionMillisP50, double decisionMillisP95,
                          Map<ActionKind, Long> actionCounts, long bids, double meanBid, long genesBought,
                          double meanIchtosOnLand, long fallbacks, List<Integer> gamesBySeat,
                          List<Integer> winsBySeat) {
    public EntryResult {
        actionCounts = Map.copyOf(actionCounts);
        gamesBySeat = List.copyOf(gamesBySeat);
        winsBySeat = List.copyOf(winsBySeat);
    }

    public double winRate() {
        return games == 0 ? 0 : wins / (double) games;
    }

    /** ACTIONS-phase decisions taken, all kinds together. */
    public long actions() {
        return actionCounts.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The share of that kind among the entry's ACTIONS-phase decisions (0 when it took none). */
    public double actionShare(ActionKind kind) {
        long all = actions();
        return all == 0 ? 0 : actionCounts.getOrDefault(kind, 0L) / (double) all;
    }

    public double genesBoughtPerGame() {
        return games == 0 ? 0 : genesBought / (double) games;
    }
}
