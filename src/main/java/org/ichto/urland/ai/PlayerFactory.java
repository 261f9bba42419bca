package org.ichto.urland.ai;

import org.ichto.core.Player;
import org.ichto.urland.play.RandomPlayer;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.view.SeatView;

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
 * <p>{@link #standard()} is the factory the program uses: every kind of computer opponent is
 * registered there. A factory is not meant to change once players are being made from it.
 */
public final class PlayerFactory {

    /** Makes a player for a spec from a seed: the only randomness the player may use. */
    public interface Maker extends BiFunction<PlayerSpec, Long, Player<SeatView, Decision>> {
    }

    /** A family of players known by several names, e.g. profiles read from files. */
    public interface Source {
        /** The names this source makes players for. */
        Set<String> names();

        /** A player for a spec whose name is one of {@link #names()}. */
        Player<SeatView, Decision> create(PlayerSpec spec, long seed);
    }

    private final Map<String, Maker> makers = new LinkedHashMap<>();
    private final List<Source> sources = new ArrayList<>();

    /** The factory of the program with the shipped personalities: every kind of computer opponent. */
    public static PlayerFactory standard() {
        return standard(ProfileLibrary.shipped());
    }

    /** Every kind of computer opponent, with the personalities of this library. */
    public static PlayerFactory standard(ProfileLibrary profiles) {
        return new PlayerFactory()
                .register("random", (spec, seed) -> new RandomPlayer(seed))
                .register("expert", (spec, seed) -> new ExpertPlayer(
                        profiles.find("balanced", spec.difficulty()).orElseThrow(), seed))
                .add(new Source() {
                    @Override
                    public Set<String> names() {
                        Set<String> ids = new java.util.LinkedHashSet<>();
                        profiles.all().forEach(p -> ids.add(p.id()));
                        return ids;
                    }

                    @Override
                    public Player<SeatView, Decision> create(PlayerSpec spec, long seed) {
                        return new HeuristicPlayer(profiles.find(spec.name(), spec.difficulty()).orElseThrow(), seed);
                    }
                });
    }

    /** Registers one kind of player under a name (a valid spec name); returns this factory. */
    public PlayerFactory register(String name, Maker maker) {
        Objects.requireNonNull(maker, "maker");
        PlayerSpec.of(name); // checks the name
        if (knows(name)) {
            throw new IllegalArgumentException("a player named \"" + name + "\" is already registered");
        }
        makers.put(name, maker);
        return this;
    }

    /** Adds a family of players; none of its names may be known already. Returns this factory. */
    public PlayerFactory add(Source source) {
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
        for (Source s : sources) {
            names.addAll(s.names());
        }
        return Collections.unmodifiableSet(names);
    }

    /** Throws {@link UnknownPlayerException} unless this factory can make the spec's player. */
    public void check(PlayerSpec spec) {
        if (!knows(spec.name())) {
            throw new UnknownPlayerException("unknown player \"" + spec.name() + "\" (known players: "
                    + String.join(", ", names()) + ")");
        }
    }

    /**
     * A new player for the spec, all of its randomness drawn from the seed.
     *
     * @throws UnknownPlayerException if no kind of player has the spec's name
     */
    public Player<SeatView, Decision> create(PlayerSpec spec, long seed) {
        check(spec);
        Maker maker = makers.get(spec.name());
        if (maker != null) {
            return maker.apply(spec, seed);
        }
        for (Source s : sources) {
            if (s.names().contains(spec.name())) {
                return s.create(spec, seed);
            }
        }
        throw new IllegalStateException("unreachable: " + spec);
    }
}
