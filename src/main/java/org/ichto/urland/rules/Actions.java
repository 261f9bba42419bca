package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/** The four basic actions, the extra-turn chip and ending early (rule 2.2, rulings 5-7). */
final class Actions {
    private Actions() {
    }

    static boolean isOceanPlace(int p) {
        return p >= Board.AREAS && p < Board.PLACES;
    }

    static boolean borders(GameState s, int region, int ocean) {
        return s.isRegion(region) && isOceanPlace(ocean)
                && (s.regionOceans(region) & (1 << Board.oceanOf(ocean))) != 0;
    }

    /** Ichtos born to a colour of the given count in an ocean (Care of Young breeds faster). */
    static int offspring(int count, boolean careOfYoung) {
        if (careOfYoung) {
            return count >= 6 ? 3 : count >= 4 ? 2 : count >= 2 ? 1 : 0;
        }
        return count >= 6 ? 2 : count >= 3 ? 1 : 0;
    }

    static int bornTo(GameState s, int ocean, int seat) {
        return Math.min(s.reserve[seat], offspring(s.ichtos(ocean, seat), s.owns(seat, Gene.CARE_OF_YOUNG)));
    }

    static boolean swimReach(GameState s, int from, int to) {
        if (!isOceanPlace(from) || !isOceanPlace(to) || from == to) {
            return false;
        }
        return s.owns(s.actor, Gene.TURBO)
                || (s.board.oceanNeighbours(Board.oceanOf(from)) & (1 << Board.oceanOf(to))) != 0;
    }

    // Legality of each basic action (the phase and the cost are judged first, see Rules).

    static String whyIllegal(GameState s, Decision.Land x) {
        if (!borders(s, x.region(), x.ocean())) {
            return "region " + Board.placeName(x.region()) + " does not border " + Board.placeName(x.ocean());
        }
        return s.ichtos(x.ocean(), s.actor) >= 1 ? null : "you have no Ichto in " + Board.placeName(x.ocean());
    }

    static String whyIllegal(GameState s, Decision.Breed x) {
        if (!isOceanPlace(x.ocean())) {
            return "breeding happens in an ocean";
        }
        return bornTo(s, x.ocean(), s.actor) >= 1 ? null
                : "you may order breeding only where your own Ichtos breed (3 or more, and room in reserve)";
    }

    static String whyIllegal(GameState s, Decision.Swim x) {
        int me = s.actor;
        if (!swimReach(s, x.from(), x.to())) {
            return "water movement goes to a neighbouring ocean (any ocean with Turbo)";
        }
        return x.count() >= 1 && x.count() <= s.ichtos(x.from(), me) ? null
                : "you can move 1 to " + s.ichtos(x.from(), me) + " Ichtos from " + Board.placeName(x.from());
    }

    static String whyIllegal(GameState s, Decision.Retreat x) {
        return whyIllegalRemoval(s, x.ichtos(), 1);
    }

    static String whyIllegal(GameState s, Decision.PlayExtraTurn x) {
        if (s.extraUsed) {
            return "only one extra-turn chip per turn";
        }
        return s.extraChips[s.actor] > 0 ? null : "you have no extra-turn chip left";
    }

    /** Own Ichtos taken from places that exist, at least min of them. */
    static String whyIllegalRemoval(GameState s, PlaceCounts pc, int min) {
        if (pc.total() < min) {
            return "choose at least " + min + " of your Ichtos";
        }
        for (int p = 0; p < Board.PLACES; p++) {
            if (pc.get(p) > 0 && (!Auction.placeExists(s, p) || pc.get(p) > s.ichtos(p, s.actor))) {
                return "you have only " + (Auction.placeExists(s, p) ? s.ichtos(p, s.actor) : 0) + " Ichtos in "
                        + Board.placeName(p);
            }
        }
        return null;
    }

    // Effect of each basic action.

    static void apply(GameState s, Decision.Land x) {
        s.move(s.actor, x.ocean(), x.region(), 1);
    }

    static void apply(GameState s, Decision.Breed x) {
        int[] born = new int[s.players];
        for (int seat = 0; seat < s.players; seat++) {
            born[seat] = bornTo(s, x.ocean(), seat);
            s.add(x.ocean(), seat, born[seat]);
            s.reserve[seat] -= born[seat];
        }
        s.events.accept(new GameEvent.BredIchtos(x.ocean(), born));
    }

    static void apply(GameState s, Decision.Swim x) {
        s.move(s.actor, x.from(), x.to(), x.count());
    }

    static void apply(GameState s, Decision.Retreat x) {
        int me = s.actor;
        for (int p = 0; p < Board.PLACES; p++) {
            s.add(p, me, -x.ichtos().get(p));
        }
        s.reserve[me] += x.ichtos().total();
    }

    static void apply(GameState s, Decision.PlayExtraTurn x) {
        s.extraChipsW()[s.actor]--;
        s.extraUsed = true;
        s.actionsLeft += 2;
    }

    /** Every listed basic action (Retreat is open, see {@link OpenChoice}). */
    static void list(GameState s, Listing.Out out) {
        int me = s.actor;
        int regions = s.regionMask();
        boolean turbo = s.owns(me, Gene.TURBO);
        for (int o = Board.AREAS; o < Board.PLACES && s.actionsLeft >= 1; o++) {
            int mine = s.ichtos(o, me);
            if (mine > 0) {
                out.addEach(Listing.Kind.LAND, o, s.regionsBordering(regions, o));
                // The oceans within reach (as swimReach judges them), lowest first.
                int ocean = Board.oceanOf(o);
                int reach = (turbo ? (1 << Board.OCEANS) - 1 : s.board.oceanNeighbours(ocean)) & ~(1 << ocean);
                for (int m = reach; m != 0; m &= m - 1) {
                    out.addSwims(o, Board.oceanPlace(Integer.numberOfTrailingZeros(m)), mine);
                }
            }
            if (bornTo(s, o, me) > 0) {
                out.add(Listing.Kind.BREED, o, 0, 0);
            }
        }
        if (!s.extraUsed && s.extraChips[me] > 0) {
            out.add(Listing.Kind.PLAY_EXTRA_TURN, 0, 0, 0);
        }
        out.add(Listing.Kind.END_ACTIONS, 0, 0, 0);
    }
}
