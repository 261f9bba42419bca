package org.ichto.shell.rating;

import de.gesundkrank.jskills.GameInfo;
import de.gesundkrank.jskills.IPlayer;
import de.gesundkrank.jskills.ITeam;
import de.gesundkrank.jskills.Player;
import de.gesundkrank.jskills.Team;
import de.gesundkrank.jskills.TrueSkillCalculator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One game's update of everyone's rating from the places they finished in, by TrueSkill (the JSkills
 * library, with its default parameters: β = 25/6, dynamics τ = 25/300, a draw probability of 10 %).
 * Every seat is a team of one; equal places are a draw between those seats.
 */
public final class TrueSkill {
    private TrueSkill() {
    }

    /**
     * @param before the ratings before the game, by seat (at least two)
     * @param places each seat's place, 1 for the winner; equal numbers for seats that tied
     * @return the ratings after the game, by seat
     */
    public static List<Rating> update(List<Rating> before, int[] places) {
        if (before.size() < 2 || before.size() != places.length) {
            throw new IllegalArgumentException("a rated game needs a place for each of at least two seats");
        }
        GameInfo info = GameInfo.getDefaultGameInfo();
        List<IPlayer> players = new ArrayList<>();
        List<ITeam> teams = new ArrayList<>();
        for (int seat = 0; seat < before.size(); seat++) {
            Player<Integer> p = new Player<>(seat);
            players.add(p);
            Rating r = before.get(seat);
            teams.add(new Team(p, new de.gesundkrank.jskills.Rating(r.mean(), r.deviation())));
        }
        Map<IPlayer, de.gesundkrank.jskills.Rating> after = TrueSkillCalculator.calculateNewRatings(info, teams,
                places.clone());
        List<Rating> result = new ArrayList<>();
        for (IPlayer p : players) {
            de.gesundkrank.jskills.Rating r = after.get(p);
            result.add(new Rating(r.getMean(), r.getStandardDeviation()));
        }
        return result;
    }

    /**
     * The places of a finished game: the winner (whom the rules chose, tie-breaks included) first, the others
     * by final score, equal scores sharing a place.
     */
    public static int[] places(int winner, int[] scores) {
        int[] places = new int[scores.length];
        for (int seat = 0; seat < scores.length; seat++) {
            if (seat == winner) {
                places[seat] = 1;
                continue;
            }
            int better = 1; // the winner is always ahead
            for (int other = 0; other < scores.length; other++) {
                if (other != winner && other != seat && scores[other] > scores[seat]) {
                    better++;
                }
            }
            places[seat] = better + 1;
        }
        return places;
    }
}
