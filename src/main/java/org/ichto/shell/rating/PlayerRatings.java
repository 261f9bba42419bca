package org.ichto.shell.rating;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The player's own rating in each game: where it stands and every rated game that made it. A game never
 * played starts at {@link Rating#NEWCOMER} (1500).
 *
 * @param games the rated games of each game, oldest first, by game id
 */
public record PlayerRatings(int format, Map<String, List<RatedGame>> games) {
    public static final int FORMAT = 1;

    /** The record of the player against one computer opponent. */
    public record Against(String player, int games, int wins, double meanPlace) {
    }

    public PlayerRatings {
        Map<String, List<RatedGame>> copy = new TreeMap<>();
        games.forEach((g, list) -> copy.put(g, List.copyOf(list)));
        games = java.util.Collections.unmodifiableMap(copy);
    }

    public static PlayerRatings empty() {
        return new PlayerRatings(FORMAT, Map.of());
    }

    public List<RatedGame> history(String game) {
        return games.getOrDefault(game, List.of());
    }

    /** The player's rating in the game now. */
    public Rating current(String game) {
        List<RatedGame> h = history(game);
        return h.isEmpty() ? Rating.NEWCOMER : h.get(h.size() - 1).rating();
    }

    /** These ratings with one more game. */
    public PlayerRatings with(String game, RatedGame played) {
        Map<String, List<RatedGame>> copy = new TreeMap<>(games);
        List<RatedGame> list = new ArrayList<>(history(game));
        list.add(played);
        copy.put(game, list);
        return new PlayerRatings(FORMAT, copy);
    }

    /** The record against each computer opponent met, most often met first. */
    public List<Against> against(String game) {
        Map<String, int[]> tally = new LinkedHashMap<>();
        for (RatedGame g : history(game)) {
            for (RatedGame.Opponent o : g.opponents()) {
                int[] t = tally.computeIfAbsent(o.player(), k -> new int[3]);
                t[0]++;
                // A win over an opponent: finishing ahead of it.
                t[1] += g.place() < o.place() ? 1 : 0;
                t[2] += g.place();
            }
        }
        List<Against> list = new ArrayList<>();
        tally.forEach((p, t) -> list.add(new Against(p, t[0], t[1], t[2] / (double) t[0])));
        list.sort(Comparator.comparingInt(Against::games).reversed().thenComparing(Against::player));
        return list;
    }

    /** The highest rating reached in the game, if it was ever rated. */
    public Optional<RatedGame> highest(String game) {
        return history(game).stream().max(Comparator.comparingInt(RatedGame::after));
    }

    /** The win over the strongest opponent: the won game whose best-rated computer was rated highest. */
    public Optional<RatedGame> bestWin(String game) {
        return history(game).stream().filter(g -> g.place() == 1)
                .max(Comparator.comparingInt(PlayerRatings::strongest));
    }

    /** The highest score the player made in a rated game. */
    public Optional<RatedGame> bestScore(String game) {
        return history(game).stream().max(Comparator.comparingInt(RatedGame::score));
    }

    static int strongest(RatedGame g) {
        return g.opponents().stream().mapToInt(RatedGame.Opponent::points).max().orElse(0);
    }
}
