package org.ichto.urland.ui.news;

import org.ichto.shell.session.LoggedEvent;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;

import java.util.List;

/**
 * Each player's game of Urland in figures, counted from the log and the end position: genes bought,
 * scorings won (most points of a scoring, shared when tied) and the points they brought, Ichtos sent back
 * to the reserve by scorings, driven into the sea by panics and lost to volcanoes, and the land regions
 * it held at the end.
 */
public final class GameStatistics {
    private final int[] genesBought;
    private final int[] scoringsWon;
    private final int[] scoringPoints;
    private final int[] returned;
    private final int[] fled;
    private final int[] volcanoLosses;
    private final int[] regionsHeld;

    private GameStatistics(int players) {
        genesBought = new int[players];
        scoringsWon = new int[players];
        scoringPoints = new int[players];
        returned = new int[players];
        fled = new int[players];
        volcanoLosses = new int[players];
        regionsHeld = new int[players];
    }

    /** The figures of a game: its events in order and the position it stands in (its end, or now). */
    public static GameStatistics of(List<LoggedEvent<GameEvent>> events, GameState now) {
        int players = now.players();
        GameStatistics s = new GameStatistics(players);
        for (LoggedEvent<GameEvent> le : events) {
            GameEvent e = le.event();
            if (e instanceof GameEvent.GeneBought b) {
                s.genesBought[b.seat()]++;
            } else if (e instanceof GameEvent.RegionScored r) {
                int best = 0;
                for (int seat = 0; seat < players; seat++) {
                    best = Math.max(best, r.points()[seat]);
                    s.scoringPoints[seat] += r.points()[seat];
                    s.returned[seat] += r.returned()[seat];
                }
                for (int seat = 0; seat < players && best > 0; seat++) {
                    if (r.points()[seat] == best) {
                        s.scoringsWon[seat]++;
                    }
                }
            } else if (e instanceof GameEvent.PanicStruck p) {
                for (int seat = 0; seat < players; seat++) {
                    s.fled[seat] += p.fled()[seat];
                }
            } else if (e instanceof GameEvent.VolcanoLosses v) {
                for (int seat = 0; seat < players; seat++) {
                    s.volcanoLosses[seat] += v.lost()[seat];
                }
            }
        }
        for (int area = 0; area < Board.AREAS; area++) {
            if (!now.isRegion(area)) {
                continue;
            }
            for (int seat = 0; seat < players; seat++) {
                if (now.ichtos(area, seat) > 0) {
                    s.regionsHeld[seat]++;
                }
            }
        }
        return s;
    }

    public int genesBought(int seat) {
        return genesBought[seat];
    }

    /** Scorings in which the seat took the most points (each of the tied, when shared). */
    public int scoringsWon(int seat) {
        return scoringsWon[seat];
    }

    /** Points from the scorings of regions during the game (the final scoring not counted). */
    public int scoringPoints(int seat) {
        return scoringPoints[seat];
    }

    /** Ichtos sent back to the reserve by the scorings. */
    public int returned(int seat) {
        return returned[seat];
    }

    /** Ichtos driven from land into an ocean by panics. */
    public int fled(int seat) {
        return fled[seat];
    }

    /** Ichtos lost when volcanoes merged regions. */
    public int volcanoLosses(int seat) {
        return volcanoLosses[seat];
    }

    /** Land regions with at least one of its Ichtos in the position. */
    public int regionsHeld(int seat) {
        return regionsHeld[seat];
    }
}
