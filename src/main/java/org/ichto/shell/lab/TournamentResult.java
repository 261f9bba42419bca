package org.ichto.shell.lab;

import java.util.List;

/**
 * The outcome of a tournament.
 *
 * @param game      the game's id
 * @param columns   the game's behaviour columns of the table
 * @param players   the specs as given, one per entry, canonical text
 * @param games     games played
 * @param seed      the tournament's seed
 * @param seconds   wall-clock time of all games
 * @param decisions decisions taken in all games
 * @param entries   one per entry, in the order the specs were given
 * @param searches  per entry whose players search (the Expert), how much they searched; in entry order
 */
public record TournamentResult(String game, List<String> columns, List<String> players, int games, long seed, double seconds, long decisions,
                               List<EntryResult> entries, List<SearchEffort> searches) {
    public TournamentResult {
        columns = List.copyOf(columns);
        players = List.copyOf(players);
        entries = List.copyOf(entries);
        searches = List.copyOf(searches);
    }

    /** A result in which no entry searched. */
    public TournamentResult(String game, List<String> columns, List<String> players, int games, long seed,
                            double seconds, long decisions, List<EntryResult> entries) {
        this(game, columns, players, games, seed, seconds, decisions, entries, List.of());
    }
}
