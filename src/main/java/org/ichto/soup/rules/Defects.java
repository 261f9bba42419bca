package org.ichto.soup.rules;

import org.ichto.soup.board.EnvironmentCard;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Phase 2 (rules "Environment and Gene Defects", ruling 18): a new environment card, and from the
 * second round on every player whose mutation points exceed its ozone layer pays the difference with
 * genes (each its mutation points, Ray Protection 4) and BP. What a gene pays beyond the debt is lost.
 */
final class Defects {
    private Defects() {
    }

    static void begin(SoupState s) {
        Round.beginPhase(s, Phase.ENVIRONMENT_AND_GENE_DEFECTS, s.descending());
        s.card = s.deck[--s.deckSize];
        EnvironmentCard card = s.environment();
        s.emit(new SoupEvent.EnvironmentTurned(s.card, card.ozone()));
        for (int p = 0; p < s.players; p++) {
            s.owedW()[p] = s.round >= 2 ? Math.max(0, s.mutationPoints(p) - card.ozone()) : 0;
        }
        for (int p : s.order) {
            if (s.owed[p] > 0) {
                s.emit(new SoupEvent.GeneDefect(p, s.owed[p]));
            }
        }
        s.turnIndex = -1;
        nextDebtor(s);
    }

    private static void nextDebtor(SoupState s) {
        while (Round.nextSeat(s)) {
            if (s.owed[s.current] > 0) {
                s.await = Await.DEFECT;
                return;
            }
        }
        Purchase.begin(s);
    }

    /** What giving up the gene pays towards a defect. */
    static int payment(SoupState s, int gene) {
        return s.board.gene(gene).defectPayment();
    }

    static String whyNotPay(SoupState s, SoupDecision.PayDefect d) {
        int seat = s.actor;
        int owed = s.owed[seat];
        Set<Integer> seen = new HashSet<>();
        int genePay = 0;
        for (int gene : d.genes()) {
            if (gene < 0 || gene >= s.genes || !s.owns(seat, gene)) {
                return "seat " + seat + " does not hold gene " + gene;
            }
            if (!seen.add(gene)) {
                return "gene " + s.board.gene(gene).name() + " is named twice";
            }
            genePay += payment(s, gene);
        }
        if (d.bp() < 0) {
            return "a payment in BP cannot be negative";
        }
        if (d.bp() > s.bp[seat]) {
            return "seat " + seat + " has " + s.bp[seat] + " BP, not " + d.bp();
        }
        int everything = s.bp[seat];
        for (int gene : s.genesOf(seat)) {
            everything += payment(s, gene);
        }
        if (everything < owed) {
            return seen.size() == s.genesOf(seat).size() && d.bp() == s.bp[seat] ? null
                    : "the defect of " + owed + " is more than all the genes and BP of seat " + seat
                    + ": all of them are given up";
        }
        if (genePay + d.bp() < owed) {
            return "genes worth " + genePay + " and " + d.bp() + " BP do not cover the defect of " + owed;
        }
        if (d.bp() > Math.max(0, owed - genePay)) {
            return "BP pay only what the genes leave of the defect: " + Math.max(0, owed - genePay) + ", not " + d.bp();
        }
        for (int gene : d.genes()) {
            if (genePay - payment(s, gene) + d.bp() >= owed) {
                return "the other payments already cover the defect, so " + s.board.gene(gene).name()
                        + " is not given up";
            }
        }
        return null;
    }

    static void list(SoupState s, List<SoupDecision> out) {
        int seat = s.actor;
        List<Integer> owned = s.genesOf(seat);
        int owed = s.owed[seat];
        for (int mask = 0; mask < 1 << owned.size(); mask++) {
            List<Integer> genes = new ArrayList<>();
            int pay = 0;
            for (int i = 0; i < owned.size(); i++) {
                if ((mask & (1 << i)) != 0) {
                    genes.add(owned.get(i));
                    pay += payment(s, owned.get(i));
                }
            }
            int bp = Math.min(s.bp[seat], Math.max(0, owed - pay));
            SoupDecision.PayDefect d = new SoupDecision.PayDefect(genes, bp);
            if (whyNotPay(s, d) == null) {
                out.add(d);
            }
        }
    }

    static void pay(SoupState s, SoupDecision.PayDefect d) {
        int seat = s.actor;
        int paid = d.bp();
        for (int gene : d.genes()) {
            Purchase.giveBack(s, seat, gene);
            paid += payment(s, gene);
        }
        if (d.bp() > 0) {
            s.bp[seat] -= d.bp();
            s.emit(new SoupEvent.BpPaid(seat, d.bp(), "gene defect"));
        }
        s.emit(new SoupEvent.DefectPaid(seat, s.owed[seat], paid));
        s.owedW()[seat] = 0;
        nextDebtor(s);
    }
}
