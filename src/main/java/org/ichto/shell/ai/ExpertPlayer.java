package org.ichto.shell.ai;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.Legal;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.SearchPolicy;
import org.ichto.shell.game.SeededRandom;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The Expert: information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012). Each
 * iteration draws a world consistent with the seat's view, so the search never uses what the seat
 * cannot see. Two trees grow side by side, one per core, and their root counts are added; the most
 * visited decision is played. Which decisions to search and how to judge a position are the game's
 * ({@link SearchPolicy}); rollouts are short and judged by the personality's evaluation.
 *
 * <p>With an iteration budget the search is cut by the count alone, never by a clock, so the same
 * seed and view give the same decision on any machine.
 */
public final class ExpertPlayer<S, V, D> implements Player<V, D> {
    /** Searches stop this share of the budget early, leaving room to gather and answer. */
    private static final double TIME_SHARE = 0.85;
    private static final int THREADS = 2;
    /** A tree asks itself this often (in iterations) whether its answer can still change. */
    static final int SETTLED_CHECK = 64;
    private static final ExecutorService POOL = Executors.newFixedThreadPool(THREADS, r -> {
        Thread t = new Thread(r, "expert-search");
        t.setDaemon(true);
        return t;
    });

    private final GameDefinition<S, V, D, ?> game;
    private final Profile profile;
    private final SearchPolicy<S, D> policy;
    private final SeededRandom rng;
    private final Player<V, D> heuristic;
    /** Iterations and time of every search so far, for the lab's figure of the search's speed. */
    private long iterationsDone;
    private long nanosSearched;
    private long cpuNanosSearched;
    private static final java.lang.management.ThreadMXBean THREADS_CLOCK =
            java.lang.management.ManagementFactory.getThreadMXBean();

    /** The Expert of the game, judging positions with the profile (its heuristic at hard proposes). */
    public ExpertPlayer(GameDefinition<S, V, D, ?> game, Profile profile, long seed) {
        this.game = game;
        this.profile = profile;
        this.policy = game.ai().searchPolicy(profile);
        this.rng = new SeededRandom(seed);
        this.heuristic = game.ai().heuristic(profile.at(org.ichto.shell.game.Difficulty.HARD), seed ^ 0x5DEECE66DL);
    }

    @Override
    public long searchIterations() {
        return iterationsDone;
    }

    @Override
    public long searchNanos() {
        return nanosSearched;
    }

    @Override
    public long searchCpuNanos() {
        return cpuNanosSearched;
    }

    @Override
    public String label() {
        return "expert";
    }

    @Override
    public D decide(V view, Budget budget) {
        Legal<D> legal = game.views().legal(view);
        if (legal.open().isEmpty() && legal.listed().size() == 1) {
            return legal.listed().get(0);
        }
        warmUp(view);
        // Open choices are too many to search: the heuristic's proposal stands in for them among the
        // root's candidates.
        D proposal = heuristic.decide(view, budget);
        long iterations = budget.iterations();
        // An iteration budget alone is never cut by a clock: the answer must not depend on the machine.
        boolean clocked = budget.millis() > 0 || iterations == 0;
        long millis = budget.millis() > 0 ? budget.millis() : profile.expertMillis();
        long deadline = clocked ? System.nanoTime() + (long) (millis * TIME_SHARE * 1_000_000L) : Long.MAX_VALUE;
        long started = System.nanoTime();
        List<Future<Map<D, Integer>>> searches = new ArrayList<>();
        List<Search> trees = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            long seed = rng.nextLong();
            long share = iterations == 0 ? 0 : Math.max(1, iterations / THREADS);
            Search tree = new Search(view, proposal, seed);
            trees.add(tree);
            searches.add(POOL.submit(() -> tree.run(deadline, share)));
        }
        List<Map<D, Integer>> results = new ArrayList<>();
        for (Future<Map<D, Integer>> f : searches) {
            try {
                results.add(clocked ? f.get(Math.max(1, deadline - System.nanoTime()) + 100_000_000L,
                        TimeUnit.NANOSECONDS) : f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (Exception e) {
                f.cancel(true);
            }
        }
        nanosSearched += System.nanoTime() - started;
        for (Search tree : trees) {
            iterationsDone += tree.done;
            cpuNanosSearched += tree.cpuNanos;
        }
        // Trees are added in their order and ties go to the first decision met, so the answer does not
        // depend on which thread finished first or on hash order.
        Map<D, Integer> visits = new java.util.LinkedHashMap<>();
        results.forEach(r -> r.forEach((d, v) -> visits.merge(d, v, Integer::sum)));
        D best = proposal;
        int most = -1;
        for (Map.Entry<D, Integer> e : visits.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }

    /** Forgets which games were warmed up: the next Expert of each warms up again (to check it changes no decision). */
    public static void forgetWarmUps() {
        WARMED.clear();
    }

    /** The games whose search has been warmed up in this program run (see {@link #warmUp}). */
    private static final java.util.Set<String> WARMED = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** The warm-up searches every this many decisions of its random game, this many iterations each. */
    static final int WARM_STRIDE = 8;
    static final int WARM_ITERATIONS = 1500;
    private static final long WARM_SEED = 0x3C6EF372FE94F82BL;

    /**
     * Before the first search of a game in this program run, a throwaway Expert searches positions of a random
     * game of it, from the first decision to the end. The Java VM compiles the search's code as it has seen it
     * run: code compiled while only a game's first turns were seen is thrown away and compiled again whenever
     * a later situation first comes up (a gene owned, an auction, an eruption, the end of the game), and the
     * search runs slowly in between. Having seen a whole game, it is compiled for all of them at once. The
     * throwaway has its own generators, search policy and memory, so no game of this Expert changes; the
     * time its searches take counts as this Expert's search time (its iterations do not).
     */
    private void warmUp(V view) {
        if (!WARMED.add(game.id())) {
            return;
        }
        GameRules<S, D, ?> r = game.rules();
        int players = r.players(game.views().determinize(view, new SeededRandom(WARM_SEED)));
        ExpertPlayer<S, V, D> warm = new ExpertPlayer<>(game, profile, WARM_SEED);
        SeededRandom chooser = new SeededRandom(WARM_SEED);
        List<V> views = new ArrayList<>();
        S state = r.newGame(players, WARM_SEED);
        for (int step = 0; !r.isOver(state) && step < org.ichto.shell.match.RandomGames.STEP_CAP; step++) {
            if (step % WARM_STRIDE == 0) {
                views.add(game.views().view(state, r.actor(state)));
            }
            state = r.apply(state, r.randomDecision(state, chooser));
        }
        // Searched in a shuffled order, so that the VM meets the game's late situations as early as its first.
        int[] order = new int[views.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        chooser.shuffle(order, order.length);
        for (int i : order) {
            warm.decide(views.get(i), Budget.iterations(WARM_ITERATIONS));
        }
        nanosSearched += warm.nanosSearched;
        cpuNanosSearched += warm.cpuNanosSearched;
    }

    /** One search tree, grown until the deadline (or its share of the iterations). */
    private final class Search {
        private final V view;
        private final D proposal;
        private final SeededRandom rng;
        private final GameRules<S, D, ?> rules = game.rules();
        private Node<D> root;
        /** Iterations run; written by the search's thread, read once its answer is in (or it was cut). */
        private volatile long done;
        /** Processor time of the search's thread, set once its answer is in (0 where the machine cannot tell). */
        private volatile long cpuNanos;

        Search(V view, D proposal, long seed) {
            this.view = view;
            this.proposal = proposal;
            this.rng = new SeededRandom(seed);
        }

        Map<D, Integer> run(long deadline, long iterations) {
            long cpuStart = cpuTime();
            long count = 0;
            long started = System.nanoTime();
            do {
                iterate();
                done = ++count;
                if (count % SETTLED_CHECK == 0 && settled(count, iterations, started, deadline)) {
                    break;
                }
            } while ((iterations == 0 || count < iterations) && System.nanoTime() < deadline
                    && !Thread.currentThread().isInterrupted());
            Map<D, Integer> counts = root.visitsByMove();
            cpuNanos = cpuStart < 0 ? 0 : Math.max(0, cpuTime() - cpuStart);
            return counts;
        }

        /** The processor time of this thread, nanoseconds, or -1 where the machine cannot tell. */
        private long cpuTime() {
            return THREADS_CLOCK.isCurrentThreadCpuTimeSupported() ? THREADS_CLOCK.getCurrentThreadCpuTime() : -1;
        }

        /**
         * Whether the most visited decision stays the most visited whatever the rest of the budget does:
         * its lead over the runner-up is larger than the iterations left (counted exactly under an
         * iteration budget, else estimated from the pace so far). Thinking on would not change this tree's
         * answer, so the time is better saved (the other tree decides for itself).
         */
        private boolean settled(long count, long iterations, long started, long deadline) {
            long left;
            if (iterations > 0) {
                left = iterations - count;
            } else {
                long spent = Math.max(1, System.nanoTime() - started);
                left = (long) Math.ceil((double) count * Math.max(0, deadline - System.nanoTime()) / spent);
            }
            int first = 0;
            int second = 0;
            for (int i = 0; i < root.count; i++) {
                Node<D> child = root.kids[i];
                if (child.visits > first) {
                    second = first;
                    first = child.visits;
                } else if (child.visits > second) {
                    second = child.visits;
                }
            }
            return first - second > left;
        }

        private void iterate() {
            S world = game.views().determinize(view, rng);
            if (root == null) {
                root = new Node<>(rules.players(world));
            }
            path.clear();
            path.add(root);
            Node<D> node = root;
            boolean atRoot = true;
            while (!rules.isOver(world)) {
                int actor = rules.actor(world);
                List<D> moves = policy.moves(world, atRoot ? proposal : null, rng, node.slot);
                D pick = node.select(moves, actor, rng, policy.exploration());
                Node<D> child = node.selected;
                boolean expanded = child == null;
                if (expanded) {
                    child = new Node<>(rules.players(world));
                    node.add(pick, child);
                }
                child.actor = actor;
                // The world was drawn for this iteration alone, and the policy listed the move as legal.
                world = rules.playOn(world, pick);
                path.add(child);
                node = child;
                atRoot = false;
                if (expanded) {
                    break;
                }
            }
            double[] reward = policy.rollout(world, rng);
            for (Node<D> n : path) {
                n.visits++;
                for (int s = 0; s < reward.length; s++) {
                    n.reward[s] += reward[s];
                }
            }
        }

        /** The nodes of the running iteration, root first; reused from iteration to iteration. */
        private final List<Node<D>> path = new ArrayList<>();
    }

    /** A decision's statistics: visits, availability, and reward summed per seat. */
    private static final class Node<D> {
        /**
         * The children, in the order first tried (as the root's answer lists them). A node mostly has few, so
         * they are found by looking along the array: by identity first (the game's own decisions often come
         * back as the same objects), else by equality, as a map would find them, without hashing; beyond
         * {@link #LOOKED_ALONG} children, through a map.
         */
        private Object[] keys = NONE;
        @SuppressWarnings("unchecked")
        private Node<D>[] kids = (Node<D>[]) NO_KIDS;
        private int count;
        private static final Object[] NONE = new Object[0];
        private static final Node<?>[] NO_KIDS = new Node<?>[0];

        final double[] reward;
        /** The game's memory of this node (e.g. its decisions ranked when first reached). */
        final SearchPolicy.Slot<D> slot = new SearchPolicy.Slot<>();
        int visits;
        int available;
        int actor = -1;

        Node(int players) {
            reward = new double[players];
        }

        /** The child of the last {@link #select}ed move, null when that move was untried. */
        Node<D> selected;

        /** The child reached by this move, or null when it was never tried. */
        Node<D> child(D move) {
            if (index != null) {
                Integer i = index.get(move);
                return i == null ? null : kids[i];
            }
            Object[] k = keys;
            for (int i = 0; i < count; i++) {
                if (k[i] == move) {
                    return kids[i];
                }
            }
            for (int i = 0; i < count; i++) {
                if (move.equals(k[i])) {
                    return kids[i];
                }
            }
            return null;
        }

        /** Adds the child reached by an untried move. */
        void add(D move, Node<D> child) {
            if (count == keys.length) {
                int size = Math.max(4, count * 2);
                keys = java.util.Arrays.copyOf(keys, size);
                kids = java.util.Arrays.copyOf(kids, size);
            }
            keys[count] = move;
            kids[count] = child;
            found(move, child);
            if (index != null) {
                index.put(move, count);
            } else if (count == LOOKED_ALONG) {
                // Many children (open choices sampled anew at each visit): looking along would cost more than hashing.
                index = new java.util.HashMap<>();
                for (int i = 0; i <= count; i++) {
                    index.put(keys[i], i);
                }
            }
            count++;
        }

        /** Beyond this many children they are found through a map. */
        private static final int LOOKED_ALONG = 8;
        private java.util.Map<Object, Integer> index;

        /** The visits of each child's move, in the order the moves were first tried. */
        @SuppressWarnings("unchecked")
        Map<D, Integer> visitsByMove() {
            Map<D, Integer> counts = new java.util.LinkedHashMap<>();
            for (int i = 0; i < count; i++) {
                counts.put((D) keys[i], kids[i].visits);
            }
            return counts;
        }

        /**
         * The moves of the last {@link #select} and the child at each of their places (null: untried). A policy
         * handing back that very list is answered from here, without a look-up; a child added is put at the
         * places of its move.
         */
        private List<D> seen;
        private Node<D>[] atPlace;

        /**
         * Puts a new child at the places of its move in {@link #seen}: where {@link #child} would now find it.
         * Only untried places can change, and only those of moves equal to the new one (a move tried before
         * has a child equal to it already, so no new key can come before that child's).
         */
        private void found(D move, Node<D> child) {
            if (seen == null) {
                return;
            }
            for (int i = 0; i < atPlace.length; i++) {
                if (atPlace[i] == null) {
                    D m = seen.get(i);
                    if (m == move || m.equals(move)) {
                        atPlace[i] = child;
                    }
                }
            }
        }

        /** An untried move if any, else the available child with the best upper confidence bound. */
        @SuppressWarnings("unchecked")
        D select(List<D> moves, int actor, SeededRandom rng, double exploration) {
            int size = moves.size();
            Node<D>[] found;
            if (moves == seen) {
                found = atPlace;
            } else {
                // One look-up per move: the children found are kept for the second pass, and for the next visit.
                found = new Node[size];
                for (int i = 0; i < size; i++) {
                    found[i] = child(moves.get(i));
                }
                seen = moves;
                atPlace = found;
            }
            int untried = 0;
            for (int i = 0; i < size; i++) {
                Node<D> c = found[i];
                if (c == null) {
                    untried++;
                } else {
                    c.available++;
                }
            }
            if (untried > 0) {
                // The k-th untried move in the moves' order.
                int k = rng.nextInt(untried);
                for (int i = 0; i < size; i++) {
                    if (found[i] == null && k-- == 0) {
                        selected = null;
                        return moves.get(i);
                    }
                }
            }
            int best = 0;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < size; i++) {
                Node<D> c = found[i];
                double score = c.reward[actor] / c.visits
                        + exploration * Math.sqrt(Math.log(Math.max(1, c.available)) / c.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            selected = found[best];
            return moves.get(best);
        }
    }
}
