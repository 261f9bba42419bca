package org.ichto.shell.rating;

import java.util.List;

/**
 * One finished game against computers that changed the player's rating.
 *
 * @param when      when it ended, ISO-8601 in UTC
 * @param place     the player's place, 1 for a win
 * @param before    the player's rating before it, in points
 * @param after     the player's rating after it, in points
 * @param mean      TrueSkill's mean after it
 * @param deviation TrueSkill's standard deviation after it
 * @param opponents the computer opponents, by seat, with their places
 */
public record RatedGame(String when, int place, int score, int before, int after, double mean, double deviation,
                        List<Opponent> opponents) {
    /**
     * A computer opponent of a rated game.
     *
     * @param player its spec, e.g. {@code predator:hard}
     * @param points its rating then
     */
    public record Opponent(String player, int place, int points) {
    }

    public RatedGame {
        opponents = List.copyOf(opponents);
    }

    /** How much the rating changed, in points. */
    public int change() {
        return after - before;
    }

    public Rating rating() {
        return new Rating(mean, deviation);
    }
}
