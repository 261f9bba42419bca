package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/** Panic (rule 3.2, ruling 15): the fullest land region empties into a bordering ocean. */
final class Panic {
    private Panic() {
    }

    /** Land regions with the most Ichtos (mask of representatives); 0 when no Ichto is on land. */
    static int struckCandidates(GameState s) {
        int best = 0;
        int mask = 0;
        for (int r = 0; r < Board.AREAS; r++) {
            if (!s.isRegion(r)) {
                continue;
            }
            int total = s.ichtosAt(r);
            if (total > best) {
                best = total;
                mask = 1 << r;
            } else if (total == best && total > 0) {
                mask |= 1 << r;
            }
        }
        return mask;
    }

    /** Starts a panic; true when a seat must now decide, false when it is already over. */
    static boolean start(GameState s) {
        int candidates = struckCandidates(s);
        if (candidates == 0) {
            return false;
        }
        if (Integer.bitCount(candidates) > 1) {
            s.phase = Phase.PANIC_REGION;
            s.actor = s.lastPlaced();
            return true;
        }
        return strike(s, Integer.numberOfTrailingZeros(candidates));
    }

    static boolean strike(GameState s, int region) {
        s.panicRegion = region;
        int oceans = s.regionOceans(region);
        if (Integer.bitCount(oceans) > 1) {
            s.phase = Phase.PANIC_OCEAN;
            s.actor = s.lastPlaced();
            return true;
        }
        return flee(s, Board.oceanPlace(Integer.numberOfTrailingZeros(oceans)));
    }

    static boolean flee(GameState s, int ocean) {
        int region = s.panicRegion;
        s.panicOcean = ocean;
        int ears = s.ownerOf(Gene.EARS);
        int[] fled = new int[s.players];
        for (int seat = 0; seat < s.players; seat++) {
            if (seat != ears) {
                fled[seat] = s.ichtos(region, seat);
                s.move(seat, region, ocean, fled[seat]);
            }
        }
        s.events.accept(new GameEvent.PanicStruck(region, ocean, fled));
        if (ears >= 0 && s.ichtos(region, ears) > 0) {
            s.phase = Phase.PANIC_EARS;
            s.actor = ears;
            return true;
        }
        finish(s);
        return false;
    }

    static void earsStay(GameState s, int stay) {
        int seat = s.actor;
        s.move(seat, s.panicRegion, s.panicOcean, s.ichtos(s.panicRegion, seat) - stay);
        finish(s);
    }

    private static void finish(GameState s) {
        s.panicRegion = -1;
        s.panicOcean = -1;
    }

    static String whyIllegalRegion(GameState s, int region) {
        if (region < 0 || region >= Board.PLACES || (struckCandidates(s) & (1 << region)) == 0) {
            return "panic can strike only a land region with the most Ichtos";
        }
        return null;
    }

    static String whyIllegalOcean(GameState s, int ocean) {
        if (!Board.isOcean(ocean) || ocean >= Board.PLACES
                || (s.regionOceans(s.panicRegion) & (1 << Board.oceanOf(ocean))) == 0) {
            return "the Ichtos can flee only into an ocean bordering region " + Board.placeName(s.panicRegion);
        }
        return null;
    }
}
