package org.ichto.urland.record;

import org.ichto.core.Seat;
import org.ichto.urland.Urland;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.Position;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A whole game: who sat where, how it began (a seed's setup or a start position) and every decision in
 * order. Immutable. The constructor checks the parts that need no replay; {@link Replay} checks the
 * decisions.
 *
 * @param formatVersion {@link #FORMAT_VERSION}
 * @param game          {@link Urland#GAME_ID}
 * @param seats         3 to 5 seats in seat order, each colour at most once
 * @param seed          the seed of the setup, or null when the game starts from a position
 * @param startPosition the position the game starts from, or null when it starts from the seed's setup
 * @param practice      true when a decision was taken back during play
 * @param decisions     every decision in order
 */
public record GameRecord(int formatVersion, String game, List<Seat> seats, Long seed, Position startPosition,
                         boolean practice, List<SeatDecision> decisions) {
    public static final int FORMAT_VERSION = 1;

    public GameRecord {
        if (formatVersion != FORMAT_VERSION) {
            throw new IllegalArgumentException("unknown format version " + formatVersion);
        }
        if (!Urland.GAME_ID.equals(game)) {
            throw new IllegalArgumentException("not a record of " + Urland.GAME_ID + " but of "
                    + (game == null ? "no game" : "\"" + game + "\""));
        }
        if (seats == null || seats.size() < 3 || seats.size() > 5) {
            throw new IllegalArgumentException("a record has 3 to 5 seats, not " + (seats == null ? 0 : seats.size()));
        }
        Set<String> colours = new HashSet<>();
        for (Seat seat : seats) {
            Objects.requireNonNull(seat, "seat");
            if (!colours.add(seat.colour())) {
                throw new IllegalArgumentException("two seats have the colour " + seat.colour());
            }
        }
        if ((seed == null) == (startPosition == null)) {
            throw new IllegalArgumentException("a record starts from either a seed or a start position"
                    + (seed == null ? "; it has neither" : ", not both"));
        }
        if (startPosition != null && startPosition.players() != null
                && startPosition.players().size() != seats.size()) {
            throw new IllegalArgumentException("the record has " + seats.size() + " seats but its start position "
                    + startPosition.players().size() + " players");
        }
        seats = List.copyOf(seats);
        decisions = List.copyOf(decisions == null ? List.of() : decisions);
    }

    /** A game from the setup of a seed, no decision yet. */
    public static GameRecord fromSeed(List<Seat> seats, long seed) {
        return new GameRecord(FORMAT_VERSION, Urland.GAME_ID, seats, seed, null, false, List.of());
    }

    /** A game from a position, no decision yet. */
    public static GameRecord fromPosition(List<Seat> seats, Position start) {
        return new GameRecord(FORMAT_VERSION, Urland.GAME_ID, seats, null, Objects.requireNonNull(start), false,
                List.of());
    }

    public int players() {
        return seats.size();
    }

    /** This record with one more decision at the end. */
    public GameRecord with(int seat, Decision decision) {
        List<SeatDecision> more = new ArrayList<>(decisions);
        more.add(new SeatDecision(seat, decision));
        return withDecisions(more);
    }

    /** This record with another list of decisions (for example cut short after taking some back). */
    public GameRecord withDecisions(List<SeatDecision> list) {
        return new GameRecord(formatVersion, game, seats, seed, startPosition, practice, list);
    }

    public GameRecord withPractice(boolean value) {
        return new GameRecord(formatVersion, game, seats, seed, startPosition, value, decisions);
    }
}
