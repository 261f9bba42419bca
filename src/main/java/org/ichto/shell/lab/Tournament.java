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
        int players = specs.size();
        List<String> names = entryNames(specs);
        List<Tally<S, D>> tallies = new ArrayList<>();
        for (int e = 0; e < players; e++) {
            tallies.add(new Tally<>(players, game.stats().tally()));
        }
        long decisions = 0;
        long start = System.nanoTime();
        for (int g = 0; g < games; g++) {
            decisions += playGame(g, tallies);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<EntryResult> entries = new ArrayList<>();
        List<SearchEffort> searches = new ArrayList<>();
        for (int e = 0; e < players; e++) {
            Tally<S, D> t = tallies.get(e);
            entries.add(t.result(names.get(e), specs.get(e).toString()));
            if (t.searchIterations > 0) {
                searches.add(new SearchEffort(names.get(e), t.searchIterations, t.searchNanos, t.searchCpuNanos));
            }
        }
        return new TournamentResult(game.id(), game.stats().columns(),
                specs.stream().map(PlayerSpec::toString).toList(), games, seed, seconds, decisions, entries, searches);
    }

    private int playGame(int g, List<Tally<S, D>> tallies) {
        int players = specs.size();
        List<Player<V, D>> seated = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seated.add(factory.create(specs.get(entryAt(g, seat, players)), playerSeed(seed, g, seat)));
        }
        int[] count = {0};
        MatchRunner.Result<S, D> result;
        try (MatchRunner<S, V, D> runner = new MatchRunner<>(game, seated, budget, deadlineMillis)) {
            result = runner.play(game.rules().newGame(players, seed + g), (before, seat, decision, nanos, fallback, after) -> {
                if (++count[0] > MAX_DECISIONS) {
                    throw new IllegalStateException("game " + g + " did not end within " + MAX_DECISIONS
                            + " decisions");
                }
                tallies.get(entryAt(g, seat, players)).decided(before, decision, nanos, fallback != null);
                for (int at = 0; at < players; at++) {
                    tallies.get(entryAt(g, at, players)).behaviour.seen(before, decision, at);
                }
            });
        }
        for (int seat = 0; seat < players; seat++) {
            tallies.get(entryAt(g, seat, players)).searched(seated.get(seat));
        }
        S end = result.finalState();
        int winner = game.rules().winner(end);
        int[] scores = game.rules().scores(end);
        for (int seat = 0; seat < players; seat++) {
            tallies.get(entryAt(g, seat, players)).gameOver(end, seat, seat == winner, scores[seat]);
        }
        return count[0];
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
