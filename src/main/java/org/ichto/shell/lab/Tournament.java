package org.ichto.shell.lab;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.LabStats;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.match.MatchRunner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Plays many games between computer opponents and gathers what each did.
 *
 * <p>Entries are the specs as given, one per seat of every game. Game g (from 0) seats entry
 * (i + g) mod P at seat i, so over P consecutive games every entry sits in every seat once; the
 * setup of game g comes from seed S + g, and the player at seat i of game g is made afresh with the
 * seed {@link #playerSeed(long, int, int) playerSeed(S, g, i)}. The same seed therefore gives the
 * same games and the same figures, decision times aside.
 */
public final class Tournament<S, V, D> {
    /** The longest one decision may take before a safe decision replaces it. */
    public static final long DEFAULT_DEADLINE_MILLIS = 30_000;
    /** No game comes near this many decisions; a safeguard against a game that never ends. */
    public static final int MAX_DECISIONS = 100_000;

    private final GameDefinition<S, V, D, ?> game;
    private final PlayerFactory<V, D> factory;
    private final List<PlayerSpec> specs;
    private final int games;
    private final long seed;
    private final long deadlineMillis;
    private final Budget budget;

    /** A tournament with the default deadline, each player choosing its own thinking time. */
    public Tournament(GameDefinition<S, V, D, ?> game, PlayerFactory<V, D> factory, List<PlayerSpec> specs,
                      int games, long seed) {
        this(game, factory, specs, games, seed, DEFAULT_DEADLINE_MILLIS, Budget.NONE);
    }

    /**
     * @param game           the game played
     * @param factory        makes the players; every spec must be known to it
     * @param specs          one entry per seat, as many as the game seats
     * @param games          at least 1
     * @param seed           seeds the setups and the players
     * @param deadlineMillis the longest a decision may take (0: no deadline)
     * @param budget         the budget every decision is asked with
     * @throws IllegalArgumentException naming the problem, for a bad count or an unknown player
     */
    public Tournament(GameDefinition<S, V, D, ?> game, PlayerFactory<V, D> factory, List<PlayerSpec> specs,
                      int games, long seed, long deadlineMillis, Budget budget) {
        if (!game.seats().allows(specs.size())) {
            throw new IllegalArgumentException("a game of " + game.name() + " needs " + game.seats().range()
                    + " players, not " + specs.size());
        }
        if (games < 1) {
            throw new IllegalArgumentException("a tournament needs at least 1 game, not " + games);
        }
        if (deadlineMillis < 0) {
            throw new IllegalArgumentException("the deadline cannot be negative");
        }
        specs.forEach(factory::check);
        this.game = game;
        this.factory = factory;
        this.specs = List.copyOf(specs);
        this.games = games;
        this.seed = seed;
        this.deadlineMillis = deadlineMillis;
        this.budget = budget;
    }

    /** The entry seated at seat i in game g: (i + g) mod players. */
    public static int entryAt(int game, int seat, int players) {
        return Math.floorMod(seat + game, players);
    }

    /** The seed of the player at a seat of a game: SplitMix64 of the tournament seed, the game and the seat. */
    public static long playerSeed(long seed, int game, int seat) {
        long h = new SeededRandom(seed).nextLong();
        h = new SeededRandom(h ^ game).nextLong();
        return new SeededRandom(h ^ ((long) seat << 32)).nextLong();
    }

    /**
     * The entries' names: a spec's canonical text when it appears once, and {@code spec#k} for the
     * k-th (from 1, in the order given) of a spec that appears more than once, e.g.
     * {@code random#1, random#2, predator:hard}.
     */
    public static List<String> entryNames(List<PlayerSpec> specs) {
        Map<String, Integer> total = new HashMap<>();
        for (PlayerSpec s : specs) {
            total.merge(s.toString(), 1, Integer::sum);
        }
        Map<String, Integer> seen = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (PlayerSpec s : specs) {
            String text = s.toString();
            int k = seen.merge(text, 1, Integer::sum);
            names.add(total.get(text) > 1 ? text + "#" + k : text);
        }
        return names;
    }

    public TournamentResult run() {
        return run(1, (done, total) -> { }, () -> false);
    }

    /** Told of each game finished: how many are done of all. Called on the thread that played it. */
    @FunctionalInterface
    public interface Progress {
        void played(int done, int total);
    }

    /**
     * Plays the games on this many threads of its own, telling of each game finished, and stops starting games
     * (and abandons those being played) once {@code stop} says so. The result holds the games finished, in
     * whichever order they finished; its figures are sums over games, so they do not depend on that order.
     *
     * @throws IllegalStateException when a game could not be played to its end
     */
    public TournamentResult run(int threads, Progress progress, BooleanSupplier stop) {
        int players = specs.size();
        List<String> names = entryNames(specs);
        List<Tally<S, D>> tallies = new ArrayList<>();
        for (int e = 0; e < players; e++) {
            tallies.add(new Tally<>(players, game.stats().tally()));
        }
        long[] decisions = {0};
        int[] done = {0};
        long start = System.nanoTime();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
                Math.max(1, threads), r -> {
                    Thread t = new Thread(r, "lab");
                    t.setDaemon(true);
                    return t;
                });
        try {
            List<java.util.concurrent.Future<?>> futures = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int index = g;
                futures.add(pool.submit(() -> {
                    if (stop.getAsBoolean()) {
                        return;
                    }
                    Played<S, V, D> played = playGame(index, stop);
                    int finished;
                    synchronized (tallies) {
                        played.tellTo(index, tallies, players);
                        decisions[0] += played.seen.size();
                        finished = ++done[0];
                    }
                    progress.played(finished, games);
                }));
            }
            for (java.util.concurrent.Future<?> f : futures) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (!(e.getCause() instanceof Stopped)) {
                        futures.forEach(other -> other.cancel(true));
                        throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    futures.forEach(other -> other.cancel(true));
                    break;
                }
            }
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<EntryResult> entries = new ArrayList<>();
        List<SearchEffort> searches = new ArrayList<>();
        synchronized (tallies) {
            for (int e = 0; e < players; e++) {
                Tally<S, D> t = tallies.get(e);
                entries.add(t.result(names.get(e), specs.get(e).toString()));
                if (t.searchIterations > 0) {
                    searches.add(new SearchEffort(names.get(e), t.searchIterations, t.searchNanos, t.searchCpuNanos));
                }
            }
            return new TournamentResult(game.id(), game.stats().columns(),
                    specs.stream().map(PlayerSpec::toString).toList(), done[0], seed, seconds, decisions[0], entries,
                    searches);
        }
    }

    /** A game abandoned because the tournament was stopped. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }

    /** One decision of a game, kept until the game ends and is counted. */
    private record Seen<S, D>(S before, int seat, D decision, long nanos, boolean fallback) {
    }

    /** A game played to its end: its decisions, its players and its end, not yet counted. */
    private record Played<S, V, D>(List<Seen<S, D>> seen, List<Player<V, D>> seated, S end, int winner,
                                   int[] scores) {
        void tellTo(int g, List<Tally<S, D>> tallies, int players) {
            for (Seen<S, D> d : seen) {
                tallies.get(entryAt(g, d.seat(), players)).decided(d.before(), d.decision(), d.nanos(), d.fallback());
                for (int at = 0; at < players; at++) {
                    tallies.get(entryAt(g, at, players)).behaviour.seen(d.before(), d.decision(), at);
                }
            }
            for (int seat = 0; seat < players; seat++) {
                Tally<S, D> t = tallies.get(entryAt(g, seat, players));
                t.searched(seated.get(seat));
                t.gameOver(end, seat, seat == winner, scores[seat]);
            }
        }
    }

    private Played<S, V, D> playGame(int g, BooleanSupplier stop) {
        int players = specs.size();
        List<Player<V, D>> seated = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seated.add(factory.create(specs.get(entryAt(g, seat, players)), playerSeed(seed, g, seat)));
        }
        List<Seen<S, D>> seen = new ArrayList<>();
        MatchRunner.Result<S, D> result;
        try (MatchRunner<S, V, D> runner = new MatchRunner<>(game, seated, budget, deadlineMillis)) {
            result = runner.play(game.rules().newGame(players, seed + g), (before, seat, decision, nanos, fallback, after) -> {
                if (seen.size() >= MAX_DECISIONS) {
                    throw new IllegalStateException("game " + g + " did not end within " + MAX_DECISIONS
                            + " decisions");
                }
                if (stop.getAsBoolean()) {
                    throw new Stopped();
                }
                seen.add(new Seen<>(before, seat, decision, nanos, fallback != null));
            });
        }
        S end = result.finalState();
        return new Played<>(seen, seated, end, game.rules().winner(end), game.rules().scores(end));
    }

    /** What one entry did so far: the shell's figures and the game's behaviour tally. */
    private static final class Tally<S, D> {
        private final int[] gamesBySeat;
        private final int[] winsBySeat;
        private final Stats score = new Stats();
        private final Percentiles nanos = new Percentiles();
        private final LabStats.Tally<S, D> behaviour;
        private long fallbacks;
        long searchIterations;
        long searchNanos;
        long searchCpuNanos;

        Tally(int players, LabStats.Tally<S, D> behaviour) {
            gamesBySeat = new int[players];
            winsBySeat = new int[players];
            this.behaviour = behaviour;
        }

        void decided(S before, D d, long time, boolean fallback) {
            nanos.add(time);
            if (fallback) {
                fallbacks++;
            }
            behaviour.decided(before, d);
        }

        void searched(Player<?, ?> player) {
            searchIterations += player.searchIterations();
            searchNanos += player.searchNanos();
            searchCpuNanos += player.searchCpuNanos();
        }

        void gameOver(S end, int seat, boolean won, int finalScore) {
            gamesBySeat[seat]++;
            if (won) {
                winsBySeat[seat]++;
            }
            score.add(finalScore);
            behaviour.gameOver(end, seat);
        }

        EntryResult result(String entry, String spec) {
            int games = 0;
            int wins = 0;
            for (int s = 0; s < gamesBySeat.length; s++) {
                games += gamesBySeat[s];
                wins += winsBySeat[s];
            }
            boolean timed = nanos.count() > 0;
            return new EntryResult(entry, spec, games, wins, WilsonInterval.of95(wins, games), score.mean(),
                    nanos.count(), timed ? nanos.percentile(50) / 1e6 : 0, timed ? nanos.percentile(95) / 1e6 : 0,
                    fallbacks, java.util.Arrays.stream(gamesBySeat).boxed().toList(),
                    java.util.Arrays.stream(winsBySeat).boxed().toList(), behaviour.result(games));
        }
    }
}
