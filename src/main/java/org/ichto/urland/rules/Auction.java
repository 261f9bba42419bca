package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

import java.util.ArrayList;
import java.util.List;

/** Mutation: the gene auction (rule 3.1, rulings 11-14). */
final class Auction {
    private Auction() {
    }

    static void start(GameState s) {
        java.util.Arrays.fill(s.bidsW(), -1);
        s.phase = Phase.BID;
        s.actor = 0;
    }

    static int maxGenes(GameState s) {
        return s.players == 3 ? 2 : 3;
    }

    static String whyIllegalBid(GameState s, int amount) {
        if (amount < 0 || amount > s.reserve[s.actor]) {
            return "a bid must lie between 0 and your reserve (" + s.reserve[s.actor] + ")";
        }
        return null;
    }

    static void bid(GameState s, int amount) {
        s.bidsW()[s.actor] = amount;
        for (int seat = 0; seat < s.players; seat++) {
            if (s.bids[seat] < 0) {
                s.actor = seat;
                return;
            }
        }
        List<Integer> order = order(s);
        s.events.accept(new GameEvent.BidsRevealed(s.bids.clone(), order));
        s.auctionIndex = 0;
        s.auctionBought = 0;
        s.auctionMustBuy = true;
        advance(s);
    }

    /** Higher bid first; equal bids, the marker further behind first. */
    static List<Integer> order(GameState s) {
        List<Integer> order = new ArrayList<>();
        for (int seat = 0; seat < s.players; seat++) {
            order.add(seat);
        }
        order.sort((x, y) -> s.bids[x] != s.bids[y] ? Integer.compare(s.bids[y], s.bids[x])
                : Integer.compare(s.track[x], s.track[y]));
        return order;
    }

    static int priceFor(GameState s, int seat) {
        return s.bids[seat] + s.genesOwned(seat);
    }

    /** The next seat in bid order that can pay gets its chance; one who cannot pay drops out. */
    private static void advance(GameState s) {
        List<Integer> order = order(s);
        while (s.auctionBought < maxGenes(s) && s.geneDisplay != 0 && s.auctionIndex < s.players) {
            int seat = order.get(s.auctionIndex);
            int price = priceFor(s, seat);
            if (s.onBoard(seat) < price) {
                s.events.accept(new GameEvent.DroppedOut(seat, price));
                s.auctionIndex++;
                continue;
            }
            s.phase = Phase.BUY;
            s.actor = seat;
            s.price = price;
            return;
        }
        finish(s);
    }

    static String whyIllegalBuy(GameState s, Gene g) {
        return g != null && s.onDisplay(g) ? null : g + " is not on display";
    }

    static void buy(GameState s, Gene g) {
        s.geneOwnerW()[g.ordinal()] = s.actor;
        s.geneDisplay &= ~g.bit();
        s.auctionBought++;
        s.auctionMustBuy = false;
        s.events.accept(new GameEvent.GeneBought(s.actor, g, s.price));
        if (s.price > 0) {
            s.phase = Phase.PAY;
        } else {
            s.auctionIndex++;
            advance(s);
        }
    }

    static String whyIllegalPass(GameState s) {
        return s.auctionMustBuy ? "the first buyer must take a gene" : null;
    }

    static void pass(GameState s) {
        s.auctionIndex++;
        advance(s);
    }

    static String whyIllegalPay(GameState s, PlaceCounts pc) {
        if (pc.total() != s.price) {
            return "the price is " + s.price + " Ichtos from the board, not " + pc.total();
        }
        for (int p = 0; p < Board.PLACES; p++) {
            if (pc.get(p) > 0 && (!placeExists(s, p) || pc.get(p) > s.ichtos(p, s.actor))) {
                return "you have only " + s.ichtos(p, s.actor) + " Ichtos in " + Board.placeName(p);
            }
        }
        return null;
    }

    static boolean placeExists(GameState s, int p) {
        return Board.isOcean(p) || s.isRegion(p);
    }

    static void pay(GameState s, PlaceCounts pc) {
        for (int p = 0; p < Board.PLACES; p++) {
            s.add(p, s.actor, -pc.get(p));
        }
        s.reserve[s.actor] += s.price;
        s.price = 0;
        s.auctionIndex++;
        advance(s);
    }

    /** New genes face up whatever was bought; then the next mutation, or the game goes on. */
    private static void finish(GameState s) {
        List<Gene> revealed = new ArrayList<>();
        for (int k = 0; k < maxGenes(s) && s.genePileSize > 0; k++) {
            int g = s.genePile[--s.genePileSize];
            s.geneDisplay |= 1 << g;
            revealed.add(Gene.of(g));
        }
        s.events.accept(new GameEvent.GenesRevealed(revealed));
        java.util.Arrays.fill(s.bidsW(), -1);
        s.price = 0;
        s.auctionIndex = 0;
        s.auctionBought = 0;
        s.auctionMustBuy = false;
        s.pendingMutations--;
        if (s.pendingMutations > 0) {
            start(s);
        } else if (s.mutationThenNewEpoch) {
            s.mutationThenNewEpoch = false;
            Volcano.newEpoch(s);
        } else {
            Turn.nextTurn(s);
        }
    }
}
