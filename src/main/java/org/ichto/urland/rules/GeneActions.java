package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/** The genes that act (section 5, rulings 22-26): each needs its gene and costs actions. */
final class GeneActions {
    private GeneActions() {
    }

    /** Egg: 1 action with two or more of one's Ichtos in the region, else 2. */
    static int cost(GameState s, Decision.Egg x) {
        return s.isRegion(x.region()) && s.ichtos(x.region(), s.actor) >= 2 ? 1 : 2;
    }

    private static boolean isPlace(GameState s, int p) {
        return p >= 0 && p < Board.PLACES && Auction.placeExists(s, p);
    }

    private static boolean isOpponent(GameState s, int seat) {
        return seat >= 0 && seat < s.players && seat != s.actor;
    }

    /** Null if the actor owns the gene, else the reason. */
    private static String needs(GameState s, Gene g) {
        return s.owns(s.actor, g) ? null : "that needs the gene " + g;
    }

    // Legality of each gene action (the phase and the cost are judged first, see Rules).

    static String whyIllegal(GameState s, Decision.LandTwo x) {
        int me = s.actor;
        if (!s.owns(me, Gene.LEGS) && !s.owns(me, Gene.TURBO)) {
            return "landing two Ichtos at once needs Legs or Turbo";
        }
        if (!Actions.borders(s, x.region(), x.ocean())) {
            return "region " + Board.placeName(x.region()) + " does not border " + Board.placeName(x.ocean());
        }
        return s.ichtos(x.ocean(), me) >= 2 ? null : "you need 2 Ichtos in " + Board.placeName(x.ocean());
    }

    static String whyIllegal(GameState s, Decision.Assimilate x) {
        String why = needs(s, Gene.ASSIMILATION);
        if (why != null) {
            return why;
        }
        int me = s.actor;
        if (!isPlace(s, x.region()) || s.ichtos(x.region(), me) < 1) {
            return "assimilation needs one of your Ichtos in the region";
        }
        if (s.reserve[me] < 1) {
            return "assimilation needs an Ichto in your reserve";
        }
        if (!isOpponent(s, x.victimA()) || !isOpponent(s, x.victimB())) {
            return "assimilation takes two Ichtos of other colours";
        }
        int need = x.victimA() == x.victimB() ? 2 : 1;
        if (s.ichtos(x.region(), x.victimA()) < need || s.ichtos(x.region(), x.victimB()) < need) {
            return "those Ichtos are not in " + Board.placeName(x.region());
        }
        return null;
    }

    static String whyIllegal(GameState s, Decision.Walk x) {
        String why = needs(s, Gene.LEGS);
        if (why != null) {
            return why;
        }
        if (!s.isRegion(x.from()) || !s.isRegion(x.to()) || (s.regionNeighbours(x.from()) & (1 << x.to())) == 0) {
            return "Legs walk across shallow water to a neighbouring land region only";
        }
        return s.ichtos(x.from(), s.actor) >= 1 ? null : "you have no Ichto in " + Board.placeName(x.from());
    }

    static String whyIllegal(GameState s, Decision.Egg x) {
        String why = needs(s, Gene.EGG);
        if (why != null) {
            return why;
        }
        int me = s.actor;
        if (!s.isRegion(x.region()) || s.ichtos(x.region(), me) < 1) {
            return "an egg needs one of your Ichtos in a land region";
        }
        return s.reserve[me] >= 1 ? null : "an egg needs an Ichto in your reserve";
    }

    static String whyIllegal(GameState s, Decision.Fly x) {
        String why = needs(s, Gene.WINGS);
        if (why != null) {
            return why;
        }
        int me = s.actor;
        if (!s.isRegion(x.from())) {
            return "Wings fly from a land region";
        }
        if (!isPlace(s, x.to()) || x.to() == x.from()) {
            return "Wings fly to another region or ocean";
        }
        if (x.count() < 1 || x.count() > 2) {
            return "Wings carry 1 or 2 Ichtos";
        }
        return s.ichtos(x.from(), me) >= x.count() ? null
                : "you have only " + s.ichtos(x.from(), me) + " Ichtos in " + Board.placeName(x.from());
    }

    static String whyIllegal(GameState s, Decision.Stink x) {
        String why = needs(s, Gene.STINKGLANDS);
        if (why != null) {
            return why;
        }
        if (!s.isRegion(x.region()) || s.ichtos(x.region(), s.actor) < 1) {
            return "Stinkglands work in a land region with one of your Ichtos";
        }
        if (!isOpponent(s, x.victim()) || s.ichtos(x.region(), x.victim()) < 1) {
            return "that opponent has no Ichto there";
        }
        return Actions.borders(s, x.region(), x.ocean()) ? null
                : "the Ichtos must go to an ocean bordering " + Board.placeName(x.region());
    }

    static String whyIllegal(GameState s, Decision.Bite x) {
        String why = needs(s, Gene.TEETH);
        if (why != null) {
            return why;
        }
        if (!isPlace(s, x.place()) || s.ichtos(x.place(), s.actor) < 1) {
            return "Teeth bite where you have an Ichto";
        }
        if (!isOpponent(s, x.victim()) || s.ichtos(x.place(), x.victim()) < 1) {
            return "that opponent has no Ichto there";
        }
        if (!Board.isOcean(x.place()) && s.owns(x.victim(), Gene.EARS)) {
            return "on land, Ears hear Teeth coming";
        }
        return null;
    }

    // Effect of each gene action.

    static void apply(GameState s, Decision.LandTwo x) {
        s.move(s.actor, x.ocean(), x.region(), 2);
    }

    static void apply(GameState s, Decision.Assimilate x) {
        int me = s.actor;
        s.add(x.region(), x.victimA(), -1);
        s.reserve[x.victimA()]++;
        s.add(x.region(), x.victimB(), -1);
        s.reserve[x.victimB()]++;
        s.add(x.region(), me, 1);
        s.reserve[me]--;
    }

    static void apply(GameState s, Decision.Walk x) {
        s.move(s.actor, x.from(), x.to(), 1);
    }

    static void apply(GameState s, Decision.Egg x) {
        s.add(x.region(), s.actor, 1);
        s.reserve[s.actor]--;
    }

    static void apply(GameState s, Decision.Fly x) {
        s.move(s.actor, x.from(), x.to(), x.count());
    }

    static void apply(GameState s, Decision.Stink x) {
        s.move(x.victim(), x.region(), x.ocean(), s.ichtos(x.region(), x.victim()));
    }

    static void apply(GameState s, Decision.Bite x) {
        s.add(x.place(), x.victim(), -1);
        s.reserve[x.victim()]++;
    }

    /** Every legal gene action of the actor (only those whose cost fits the actions left). */
    static void list(GameState s, Listing.Out out) {
        int me = s.actor;
        int left = s.actionsLeft;
        boolean landTwo = s.owns(me, Gene.LEGS) || s.owns(me, Gene.TURBO);
        if (landTwo && left >= 1) {
            int regions = s.regionMask();
            for (int o = Board.AREAS; o < Board.PLACES; o++) {
                if (s.ichtos(o, me) >= 2) {
                    out.addEach(Listing.Kind.LAND_TWO, o, s.regionsBordering(regions, o));
                }
            }
        }
        if (s.owns(me, Gene.ASSIMILATION) && left >= 2 && s.reserve[me] >= 1) {
            for (int p = 0; p < Board.PLACES; p++) {
                if (!Auction.placeExists(s, p) || s.ichtos(p, me) < 1) {
                    continue;
                }
                for (int a = 0; a < s.players; a++) {
                    if (a == me) {
                        continue;
                    }
                    for (int b = a; b < s.players; b++) {
                        if (b == me) {
                            continue;
                        }
                        int need = a == b ? 2 : 1;
                        if (s.ichtos(p, a) >= need && s.ichtos(p, b) >= need) {
                            out.add(Listing.Kind.ASSIMILATE, p, a, b);
                        }
                    }
                }
            }
        }
        boolean legs = s.owns(me, Gene.LEGS);
        boolean egg = s.owns(me, Gene.EGG) && s.reserve[me] >= 1;
        boolean wings = s.owns(me, Gene.WINGS);
        boolean stink = s.owns(me, Gene.STINKGLANDS);
        boolean teeth = s.owns(me, Gene.TEETH);
        // Most of a game nobody owns these genes: then there is nothing to walk the places for.
        if (left < 1 || !(legs || egg || wings || stink || teeth)) {
            return;
        }
        // The places that exist (as Auction.placeExists judges them), as a place mask.
        int places = s.regionMask() | (((1 << Board.OCEANS) - 1) << Board.AREAS);
        for (int p = 0; p < Board.PLACES; p++) {
            int mine = (places & (1 << p)) != 0 ? s.ichtos(p, me) : 0;
            if (mine < 1) {
                continue;
            }
            boolean land = !Board.isOcean(p);
            if (land && legs) {
                out.addEach(Listing.Kind.WALK, p, s.regionNeighbours(p));
            }
            if (land && egg && (mine >= 2 || left >= 2)) {
                out.add(Listing.Kind.EGG, p, 0, 0);
            }
            if (land && wings) {
                out.addFlights(p, places & ~(1 << p), mine >= 2 ? 2 : 1);
            }
            if (!stink && !teeth) {
                continue;
            }
            for (int v = 0; v < s.players; v++) {
                if (v == me || s.ichtos(p, v) < 1) {
                    continue;
                }
                if (land && stink) {
                    for (int m = s.regionOceans(p); m != 0; m &= m - 1) {
                        out.add(Listing.Kind.STINK, p, v, Board.oceanPlace(Integer.numberOfTrailingZeros(m)));
                    }
                }
                if (teeth && !(land && s.owns(v, Gene.EARS))) {
                    out.add(Listing.Kind.BITE, p, v, 0);
                }
            }
        }
    }
}
