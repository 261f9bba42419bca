package org.ichto.shell.ai;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Player;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;

/**
 * Turns a {@link PlayerSpec} into a player. Kinds of players are known by name: single ones
 * registered with {@link #register} (for example {@code random}) and families of players known by
 * several names, such as personality profiles, added with {@link #add(Source)}. A name is
 * looked up among the single registrations first, then in the sources in the order they were added.
 *
 * <p>{@link #standard} is the factory the program uses for a game: every kind of computer opponent is
 * registered there. A factory is not meant to change once players are being made from it.
 *
 * @param <V> the game's view
 * @param <D> the game's decision
 */
public final class PlayerFactory<V, D> {

    /** Makes a player for a spec from a seed: the only randomness the player may use. */
    public interface Maker<V, D> extends BiFunction<PlayerSpec, Long, Player<V, D>> {
    }

    /** A family of players known by several names, e.g. profiles read from files. */
    public interface Source<V, D> {
        /** The names this source makes players for. */
        Set<String> names();

        /** A player for a spec whose name is one of {@link #names()}. */
        Player<V, D> create(PlayerSpec spec, long seed);
    }

    private final Map<String, Maker<V, D>> makers = new LinkedHashMap<>();
    private final List<Source<V, D>> sources = new ArrayList<>();
    /** Files that would have named a player but could not be read: what went wrong, by that name. */
    private final Map<String, String> unreadable = new LinkedHashMap<>();

    /** The game's computer opponents with its shipped personalities. */
    public static <S, V, D> PlayerFactory<V, D> standard(GameDefinition<S, V, D, ?> game) {
        return standard(game, ProfileLibrary.shipped(game.id(), game.ai().schema()));
    }

    /**
     * Every kind of computer opponent of the game: {@code random}, {@code expert} and the
     * personalities of this library.
     */
    public static <S, V, D> PlayerFactory<V, D> standard(GameDefinition<S, V, D, ?> game, ProfileLibrary profiles) {
        String judge = game.ai().expertProfile();
        PlayerFactory<V, D> factory = new PlayerFactory<>();
        for (String problem : profiles.problems()) {
            // "…/broken.profile:3: …": the name a player spec would use, and why its file was left out.
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z0-9][a-z0-9-]*)\\.profile\\b")
                    .matcher(problem);
            if (m.find()) {
                factory.unreadable.putIfAbsent(m.group(1), problem);
            }
        }
        return factory
                .register("random", (spec, seed) -> new RandomPlayer<>(game.views(), seed))
                .register("expert", (spec, seed) -> new ExpertPlayer<>(game,
                        profiles.find(judge, spec.difficulty()).orElseThrow(() -> new UnknownPlayerException(
                                "the Expert of " + game.name() + " judges with the personality \"" + judge
                                        + "\", which is not there")), seed))
                .add(new Source<>() {
                    @Override
                    public Set<String> names() {
                        Set<String> ids = new java.util.LinkedHashSet<>();
                        profiles.all().forEach(p -> ids.add(p.id()));
                        return ids;
                    }

                    @Override
                    public Player<V, D> create(PlayerSpec spec, long seed) {
                        return game.ai().heuristic(profiles.find(spec.name(), spec.difficulty()).orElseThrow(), seed);
                    }
                });
    }

    /** Registers one kind of player under a name (a valid spec name); returns this factory. */
    public PlayerFactory<V, D> register(String name, Maker<V, D> maker) {
        Objects.requireNonNull(maker, "maker");
        PlayerSpec.of(name); // checks the name
        if (knows(name)) {
            throw new IllegalArgumentException("a player named \"" + name + "\" is already registered");
        }
        makers.put(name, maker);
        return this;
    }

    /** Adds a family of players; none of its names may be known already. Returns this factory. */
    public PlayerFactory<V, D> add(Source<V, D> source) {
        Objects.requireNonNull(source, "source");
        for (String name : source.names()) {
            PlayerSpec.of(name);
            if (knows(name)) {
                throw new IllegalArgumentException("a player named \"" + name + "\" is already registered");
            }
        }
        sources.add(source);
        return this;
    }

    public boolean knows(String name) {
        return makers.containsKey(name) || sources.stream().anyMatch(s -> s.names().contains(name));
    }

    /** Every name this factory makes players for, sorted. */
    public Set<String> names() {
        Set<String> names = new TreeSet<>(makers.keySet());
        for (Source<V, D> s : sources) {
            names.addAll(s.names());
        }
        return Collections.unmodifiableSet(names);
    }

    /** Throws {@link UnknownPlayerException} unless this factory can make the spec's player. */
    public void check(PlayerSpec spec) {
        if (!knows(spec.name())) {
            String why = unreadable.get(spec.name());
            throw new UnknownPlayerException("unknown player \"" + spec.name() + "\" ("
                    + (why != null ? "its profile file was left out: " + why + "; " : "")
                    + "known players: " + String.join(", ", names()) + ")");
        }
    }

    /**
     * A new player for the spec, all of its randomness drawn from the seed.
     *
     * @throws UnknownPlayerException if no kind of player has the spec's name
     */
    public Player<V, D> create(PlayerSpec spec, long seed) {
        check(spec);
        Maker<V, D> maker = makers.get(spec.name());
        if (maker != null) {
            return maker.apply(spec, seed);
        }
        for (Source<V, D> s : sources) {
            if (s.names().contains(spec.name())) {
                return s.create(spec, seed);
            }
        }
        throw new IllegalStateException("unreachable: " + spec);
    }
}
