package org.ichto.soup.rules;

import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;

import java.util.List;

/**
 * Phase 3 (rules "New Genes", "Advanced Gene Cards", ruling 19): in descending order one turn each, in
 * which a player buys any genes in the pool it can afford, one copy of each at most. An advanced gene
 * also gives up its lower gene, held since an earlier round, and blocks buying that gene back.
 */
final class Purchase {
    private Purchase() {
    }

    static void begin(SoupState s) {
        Round.beginPhase(s, Phase.NEW_GENES, s.descending());
        s.await = Await.PURCHASE;
    }

    static String whyNotBuy(SoupState s, SoupDecision.BuyGene d) {
        int seat = s.actor;
        if (d.gene() < 0 || d.gene() >= s.genes) {
            return "there is no gene " + d.gene();
        }
        Gene gene = s.board.gene(d.gene());
        if (s.owns(seat, d.gene())) {
            return "seat " + seat + " already holds " + gene.name() + ": no one holds two copies of a gene";
        }
        if (s.inPool(d.gene()) < 1) {
            return "no card of " + gene.name() + " is left in the pool";
        }
        if (gene.price() > s.bp[seat]) {
            return gene.name() + " costs " + gene.price() + " BP and seat " + seat + " has " + s.bp[seat];
        }
        if (!gene.advanced()) {
            if (d.givesUp() != -1) {
                return gene.name() + " is not an advanced gene and gives up nothing";
            }
            for (int adv = SoupBoard.BASIC_GENES; adv < s.genes; adv++) {
                if (s.owns(seat, adv) && s.gaveUpFor(seat, adv) == d.gene()) {
                    return "seat " + seat + " gave up " + gene.name() + " for " + s.board.gene(adv).name()
                            + " and cannot buy it while it holds that";
                }
            }
            return null;
        }
        if (d.givesUp() < 0 || d.givesUp() >= s.genes
                || !gene.givesUpOneOf().contains(s.board.gene(d.givesUp()).name())) {
            return gene.name() + " is bought by giving up " + String.join(" or ", gene.givesUpOneOf());
        }
        String lower = s.board.gene(d.givesUp()).name();
        if (!s.owns(seat, d.givesUp())) {
            return gene.name() + " needs " + lower + ", which seat " + seat + " does not hold";
        }
        if (s.ownedSince(seat, d.givesUp()) >= s.round) {
            return lower + " must have been held since an earlier round before it is traded for " + gene.name();
        }
        return null;
    }

    static void list(SoupState s, List<SoupDecision> out) {
        for (Gene gene : s.board.genes()) {
            if (!gene.advanced()) {
                add(s, out, new SoupDecision.BuyGene(gene.index(), -1));
            } else {
                for (String lower : gene.givesUpOneOf()) {
                    add(s, out, new SoupDecision.BuyGene(gene.index(), s.board.gene(lower).index()));
                }
            }
        }
        out.add(new SoupDecision.EndPurchase());
    }

    private static void add(SoupState s, List<SoupDecision> out, SoupDecision.BuyGene d) {
        // The cheap tests first, so most genes are passed over without building a reason.
        Gene gene = s.board.gene(d.gene());
        if (gene.price() <= s.bp[s.actor] && !s.owns(s.actor, d.gene()) && whyNotBuy(s, d) == null) {
            out.add(d);
        }
    }

    static void buy(SoupState s, SoupDecision.BuyGene d) {
        int seat = s.actor;
        Gene gene = s.board.gene(d.gene());
        s.bp[seat] -= gene.price();
        if (d.givesUp() >= 0) {
            giveBack(s, seat, d.givesUp());
            s.gaveUpW()[seat * SoupBoard.ADVANCED_GENES + d.gene() - SoupBoard.BASIC_GENES] = d.givesUp();
        }
        s.geneSinceW()[seat * s.genes + d.gene()] = s.round;
        s.emit(new SoupEvent.GeneBought(seat, d.gene(), gene.price(), d.givesUp()));
    }

    /** The gene goes back to the pool, where anyone may buy it at once. */
    static void giveBack(SoupState s, int seat, int gene) {
        s.geneSinceW()[seat * s.genes + gene] = 0;
        if (gene >= SoupBoard.BASIC_GENES) {
            s.gaveUpW()[seat * SoupBoard.ADVANCED_GENES + gene - SoupBoard.BASIC_GENES] = -1;
        }
        s.emit(new SoupEvent.GeneReturned(seat, gene));
    }

    static void endPurchase(SoupState s) {
        if (Round.nextSeat(s)) {
            s.await = Await.PURCHASE;
        } else {
            Division.begin(s);
        }
    }
}
