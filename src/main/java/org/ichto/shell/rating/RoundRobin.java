package org.ichto.shell.rating;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.match.MatchRunner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Rates many computer opponents on one scale: games of {@code seats} players drawn from the entries,
 * each game's places fed to {@link TrueSkill} in the order of the games.
 *
 * <p>Game g draws its entries by shuffling them with a generator seeded from the seed and g, and takes the
 * first {@code seats}; its setup comes from seed + g and each player's randomness from
 * {@link Tournament#playerSeed}. Games may be played on several threads, but their results are applied one
 * after another in game order, so the same seed (and budget in iterations) gives the same ratings.
 */
public final class RoundRobin<S, V, D> {
    /** Told after every game that was rated, for a progress line. */
    public interface Progress {
        void rated(int gamesDone, int gamesTotal);
    }

    /** One played game: who sat where, and the places. */
    private record Played(int[] entries, int[] places) {
    }

    private final GameDefinition<S, V, D, ?> game;
    private final PlayerFactory<V, D> factory;
    private final List<PlayerSpec> entries;
    private final int seats;
    private final int games;
    private final long seed;
    private final Budget budget;
    private final int threads;

    /**
     * @param entries distinct computer opponents, at least {@code seats}
     * @param seats   the players of every game, allowed by the game
     * @param threads how many games are played at once (at least 1)
     */
    public RoundRobin(GameDefinition<S, V, D, ?> game, PlayerFactory<V, D> factory, List<PlayerSpec> entries,
                      int seats, int games, long seed, Budget budget, int threads) {
        if (!game.seats().allows(seats)) {
            throw new IllegalArgumentException("a game of " + game.name() + " needs " + game.seats().range()
                    + " players, not " + seats);
        }
        if (entries.size() < seats || entries.stream().distinct().count() != entries.size()) {
            throw new IllegalArgumentException("rating needs at least " + seats + " different players");
        }
        if (games < 1 || threads < 1) {
            throw new IllegalArgumentException("rating needs at least one game and one thread");
        }
        entries.forEach(factory::check);
        this.game = game;
        this.factory = factory;
        this.entries = List.copyOf(entries);
        this.seats = seats;
        this.games = games;
        this.seed = seed;
        this.budget = budget;
        this.threads = threads;
    }

    /** The entries seated in game g, by seat. */
    int[] drawn(int g) {
        int[] order = new int[entries.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        new SeededRandom(Tournament.playerSeed(seed, g, -1)).shuffle(order, order.length);
        return java.util.Arrays.copyOf(order, seats);
    }

    /** Plays every game and returns each entry's rating with its games and wins, in the order of the entries. */
    public List<RatingTable.Entry> run(Progress progress) {
        Map<PlayerSpec, Rating> ratings = new LinkedHashMap<>();
        int[] played = new int[entries.size()];
        int[] won = new int[entries.size()];
        entries.forEach(e -> ratings.put(e, Rating.NEWCOMER));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "rating-game");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Played>> futures = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int index = g;
                futures.add(pool.submit(() -> play(index)));
            }
            for (int g = 0; g < games; g++) {
                Played p = futures.get(g).get();
                List<Rating> before = new ArrayList<>();
                for (int e : p.entries()) {
                    before.add(ratings.get(entries.get(e)));
                }
                List<Rating> after = TrueSkill.update(before, p.places());
                for (int seat = 0; seat < seats; seat++) {
                    int e = p.entries()[seat];
                    ratings.put(entries.get(e), after.get(seat));
                    played[e]++;
                    if (p.places()[seat] == 1) {
                        won[e]++;
                    }
                }
                progress.rated(g + 1, games);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("rating was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a rating game failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        List<RatingTable.Entry> result = new ArrayList<>();
        for (int e = 0; e < entries.size(); e++) {
            Rating r = ratings.get(entries.get(e));
            result.add(new RatingTable.Entry(entries.get(e).toString(), r.points(), r.mean(), r.deviation(),
                    played[e], won[e]));
        }
        return result;
    }

    private Played play(int g) {
        int[] drawn = drawn(g);
        List<Player<V, D>> seated = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            seated.add(factory.create(entries.get(drawn[seat]), Tournament.playerSeed(seed, g, seat)));
        }
        int[] count = {0};
        MatchRunner.Result<S, D> result;
        try (MatchRunner<S, V, D> runner = new MatchRunner<>(game, seated, budget,
                Tournament.DEFAULT_DEADLINE_MILLIS)) {
            result = runner.play(game.rules().newGame(seats, seed + g), (before, seat, d, nanos, why, after) -> {
                if (++count[0] > Tournament.MAX_DECISIONS) {
                    throw new IllegalStateException("game " + g + " did not end within "
                            + Tournament.MAX_DECISIONS + " decisions");
                }
            });
        }
        S end = result.finalState();
        return new Played(drawn, TrueSkill.places(game.rules().winner(end), game.rules().scores(end)));
    }
}
