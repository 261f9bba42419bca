package org.ichto.shell.record;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Seat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A whole game: which game, who sat where, how it began (a seed's setup or a start position) and
 * every decision in order. Immutable. {@link #of} checks the parts that need no replay against the
 * game; {@link Replay} checks the decisions.
 *
 * @param formatVersion {@link #FORMAT_VERSION}
 * @param game          the game's id, e.g. {@code urland}
 * @param seats         the seats in seat order, each colour at most once
 * @param seed          the seed of the setup, or null when the game starts from a position
 * @param start         the state the game starts from, or null when it starts from the seed's setup
 * @param practice      true when a decision was taken back during play
 * @param decisions     every decision in order
 * @param <S>           the game's state
 * @param <D>           the game's decision
 */
public record GameRecord<S, D>(int formatVersion, String game, List<Seat> seats, Long seed, S start,
                               boolean practice, List<SeatDecision<D>> decisions) {
    /** The envelope's version: 1 since the first saves; every game reads every earlier version. */
    public static final int FORMAT_VERSION = 1;

    public GameRecord {
        if (formatVersion != FORMAT_VERSION) {
            throw new IllegalArgumentException("unknown format version " + formatVersion);
        }
        Objects.requireNonNull(game, "game");
        if (seats == null || seats.isEmpty()) {
            throw new IllegalArgumentException("a record needs seats");
        }
        Set<String> colours = new HashSet<>();
        for (Seat seat : seats) {
            Objects.requireNonNull(seat, "seat");
            if (!colours.add(seat.colour())) {
                throw new IllegalArgumentException("two seats have the colour " + seat.colour());
            }
        }
        if ((seed == null) == (start == null)) {
            throw new IllegalArgumentException("a record starts from either a seed or a start position"
                    + (seed == null ? "; it has neither" : ", not both"));
        }
        seats = List.copyOf(seats);
        decisions = List.copyOf(decisions == null ? List.of() : decisions);
    }

    /**
     * A record of the game, checked against it: its seat count and colours, and the start position's
     * number of players.
     *
     * @throws IllegalArgumentException naming the problem
     */
    public static <S, D> GameRecord<S, D> of(GameDefinition<S, ?, D, ?> def, List<Seat> seats, Long seed, S start,
                                             boolean practice, List<SeatDecision<D>> decisions) {
        if (seats == null || !def.seats().allows(seats.size())) {
            throw new IllegalArgumentException("a game of " + def.name() + " has " + def.seats().range()
                    + " seats, not " + (seats == null ? 0 : seats.size()));
        }
        for (Seat seat : seats) {
            Objects.requireNonNull(seat, "seat");
            if (!def.seats().colours().contains(seat.colour())) {
                throw new IllegalArgumentException("unknown colour \"" + seat.colour() + "\" for " + seat.name()
                        + " (colours are " + String.join(", ", def.seats().colours()) + ")");
            }
        }
        if (start != null && def.rules().players(start) != seats.size()) {
            throw new IllegalArgumentException("the record has " + seats.size() + " seats but its start position "
                    + def.rules().players(start) + " players");
        }
        return new GameRecord<>(FORMAT_VERSION, def.id(), seats, seed, start, practice, decisions);
    }

    /** A game from the setup of a seed, no decision yet. */
    public static <S, D> GameRecord<S, D> fromSeed(GameDefinition<S, ?, D, ?> def, List<Seat> seats, long seed) {
        return of(def, seats, seed, null, false, List.of());
    }

    /** A game from a position, no decision yet. */
    public static <S, D> GameRecord<S, D> fromPosition(GameDefinition<S, ?, D, ?> def, List<Seat> seats, S start) {
        return of(def, seats, null, Objects.requireNonNull(start), false, List.of());
    }

    public int players() {
        return seats.size();
    }

    /** This record with one more decision at the end. */
    public GameRecord<S, D> with(int seat, D decision) {
        List<SeatDecision<D>> more = new ArrayList<>(decisions);
        more.add(new SeatDecision<>(seat, decision));
        return withDecisions(more);
    }

    /** This record with another list of decisions (for example cut short after taking some back). */
    public GameRecord<S, D> withDecisions(List<SeatDecision<D>> list) {
        return new GameRecord<>(formatVersion, game, seats, seed, start, practice, list);
    }

    public GameRecord<S, D> withPractice(boolean value) {
        return new GameRecord<>(formatVersion, game, seats, seed, start, value, decisions);
    }
}
