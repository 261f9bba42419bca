package org.ichto.soup.ui.news;

import org.ichto.shell.session.LoggedEvent;
import org.ichto.soup.rules.SoupEvent;

import java.util.List;

/**
 * Each player's game in figures, counted from the log: amoebas born by division, feedings and starvations,
 * amoebas lost (natural deaths, eaten, killed), attacks that succeeded, genes bought, gene defects paid, and
 * the BP received and spent.
 */
public final class GameStatistics {
    private final int[] divisions;
    private final int[] fed;
    private final int[] starved;
    private final int[] died;
    private final int[] eaten;
    private final int[] kills;
    private final int[] genesBought;
    private final int[] defectPaid;
    private final int[] bpSpent;
    private final int[] moves;

    private GameStatistics(int players) {
        divisions = new int[players];
        fed = new int[players];
        starved = new int[players];
        died = new int[players];
        eaten = new int[players];
        kills = new int[players];
        genesBought = new int[players];
        defectPaid = new int[players];
        bpSpent = new int[players];
        moves = new int[players];
    }

    public static GameStatistics of(List<LoggedEvent<SoupEvent>> events, int players) {
        GameStatistics s = new GameStatistics(players);
        int attacker = -1;
        for (LoggedEvent<SoupEvent> le : events) {
            SoupEvent e = le.event();
            if (e instanceof SoupEvent.AmoebaPlaced p && p.paid() > 0) {
                s.divisions[p.seat()]++;
                s.bpSpent[p.seat()] += p.paid();
            } else if (e instanceof SoupEvent.Fed f) {
                s.fed[f.seat()]++;
            } else if (e instanceof SoupEvent.Starved x) {
                s.starved[x.seat()]++;
            } else if (e instanceof SoupEvent.DiedNaturally d) {
                s.died[d.seat()]++;
            } else if (e instanceof SoupEvent.Attacked a) {
                attacker = a.seat();
            } else if (e instanceof SoupEvent.Killed k) {
                s.eaten[k.seat()]++;
                if (attacker >= 0) {
                    s.kills[attacker]++;
                }
            } else if (e instanceof SoupEvent.GeneBought b) {
                s.genesBought[b.seat()]++;
                s.bpSpent[b.seat()] += b.price();
            } else if (e instanceof SoupEvent.DefectPaid d) {
                s.defectPaid[d.seat()] += d.paid();
            } else if (e instanceof SoupEvent.BpPaid p) {
                s.bpSpent[p.seat()] += p.bp();
            } else if (e instanceof SoupEvent.AmoebaMoved m && m.how().startsWith("moves")) {
                s.moves[m.seat()]++;
            }
        }
        return s;
    }

    public int divisions(int seat) {
        return divisions[seat];
    }

    public int fed(int seat) {
        return fed[seat];
    }

    public int starved(int seat) {
        return starved[seat];
    }

    /** Amoebas that died a natural death in phase 5. */
    public int died(int seat) {
        return died[seat];
    }

    /** Amoebas eaten by Struggle for Survival or killed by Aggression. */
    public int eaten(int seat) {
        return eaten[seat];
    }

    /** Amoebas of others (or its own) that the seat's attacks ate or killed. */
    public int kills(int seat) {
        return kills[seat];
    }

    public int genesBought(int seat) {
        return genesBought[seat];
    }

    /** What the seat's gene defects cost, in genes' worth and BP. */
    public int defectPaid(int seat) {
        return defectPaid[seat];
    }

    /** BP paid: moves, attacks, answers, genes, divisions, defects, a parasite's host. */
    public int bpSpent(int seat) {
        return bpSpent[seat];
    }

    /** Moves by the amoebas' own strength. */
    public int moves(int seat) {
        return moves[seat];
    }
}
